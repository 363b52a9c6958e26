import { expect, waitFor } from 'storybook/test';

/** Waits until a found element has faded in (dialogs animate their opacity, so "present" is not yet "visible"). */
export async function visible(found: Promise<HTMLElement>): Promise<void> {
  const element = await found;
  await waitFor(() => expect(element).toBeVisible());
}

/**
 * Makes the window report `prefers-reduced-motion: reduce` for one story (its `beforeEach`); answers the undo, which
 * Storybook runs after the story.
 */
export function reduceMotion(): () => void {
  const matchMedia = window.matchMedia.bind(window);
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    query.includes('prefers-reduced-motion')
      ? ({
          ...matchMedia(query),
          media: query,
          matches: true,
          addEventListener: () => {},
          removeEventListener: () => {},
        } as MediaQueryList)
      : matchMedia(query);
  return () => {
    window.matchMedia = original;
  };
}
