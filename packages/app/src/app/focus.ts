/**
 * Spec §5: after the dialog of a failing field, the page scrolls to that field and focuses it. The dialog gives focus
 * back to where it was when it closes; we move it again on the next frame so our focus is the last word.
 */
import { useCallback, useRef } from 'react';

export function focusInput(input: HTMLElement | null | undefined): void {
  if (!input) return;
  const run = () => {
    input.scrollIntoView({ block: 'center' });
    input.focus({ preventScroll: true });
  };
  run();
  requestAnimationFrame(run);
}

/** Callback refs for a form's fields by name, and `focus(name)` to bring one into view with focus. */
export function useFieldFocus<F extends string>() {
  const inputs = useRef(new Map<F, HTMLInputElement>());
  const register = useCallback(
    (field: F) => (element: HTMLInputElement | null) => {
      if (element) inputs.current.set(field, element);
      else inputs.current.delete(field);
    },
    [],
  );
  const focus = useCallback((field: F) => focusInput(inputs.current.get(field)), []);
  return { register, focus };
}
