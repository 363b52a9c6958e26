import type { ReactNode } from 'react';

/**
 * A component's server markup put in the page at a width, then hydrated: what `measure` saw before and after. For
 * the parts a prerendered page or a frame draws on a server, where the width is not known (ADR 027): the first paint
 * must have the geometry hydration keeps. A hydration mismatch fails the test.
 */
export async function serverThenHydrated<T>(
  element: ReactNode,
  measure: (host: HTMLElement) => T,
): Promise<{ before: T; after: T; html: string }> {
  const { renderToString } = await import('react-dom/server');
  const { hydrateRoot } = await import('react-dom/client');
  const { act } = await import('react');
  const host = document.createElement('div');
  const html = renderToString(element);
  host.innerHTML = html;
  document.body.append(host);
  const before = measure(host);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(host, element, {
      onRecoverableError: (error) => {
        throw error;
      },
    });
    await Promise.resolve();
  });
  const after = measure(host);
  act(() => root?.unmount());
  host.remove();
  return { before, after, html };
}

/** Whether an element is present and drawn (an element under display: none has no offset parent). */
export const isShown = (host: HTMLElement, selector: string): boolean => {
  const element = host.querySelector<HTMLElement>(selector);
  return element !== null && element.offsetParent !== null;
};
