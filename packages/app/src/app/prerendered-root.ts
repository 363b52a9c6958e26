/**
 * A page prerendered at build (prerender.ts) arrives with `#root[inert]`: nothing in it can be focused, typed into or
 * submitted before React has hydrated it, so a form filled that early is neither lost nor sent natively with its
 * fields in the address (docs/decisions/025-page-budgets.md).
 */
import { useEffect } from 'react';

/**
 * Makes the root live again; once hydrated, or once the app's first render has replaced a signed-in page's frame
 * (docs/decisions/027-signed-in-frames.md), from the root route's element or its error element.
 */
export function liveRoot(root: HTMLElement | null = document.getElementById('root')): void {
  root?.removeAttribute('inert');
  root?.removeAttribute('data-prerendered');
  root?.removeAttribute('data-frame');
  root?.removeAttribute('data-fonts');
}

/** Runs liveRoot after the first commit, i.e. once the prerendered markup is hydrated. */
export function useLiveRoot(): void {
  useEffect(() => liveRoot(), []);
}
