/**
 * Spec §5: after the dialog of a failing field, the page scrolls to that field and focuses it. The dialog gives focus
 * back to where it was when it closes; we move it again on the next frame so our focus is the last word.
 */
export function focusInput(input: HTMLElement | null | undefined): void {
  if (!input) return;
  const run = () => {
    input.scrollIntoView({ block: 'center' });
    input.focus({ preventScroll: true });
  };
  run();
  requestAnimationFrame(run);
}
