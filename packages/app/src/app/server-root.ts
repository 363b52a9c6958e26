/**
 * A page drawn on the server (docs/decisions/049-pages-rendered-on-the-server.md) arrives with `#root[inert]`: nothing
 * in it can be focused, typed into or submitted before React has hydrated it, so a form filled that early is neither
 * lost nor sent natively with its fields in the address.
 */
import { useLayoutEffect } from 'react';

/** Makes the root live again: once hydrated (from the root route's element or its error element). */
export function liveRoot(root: HTMLElement | null = document.getElementById('root')): void {
  root?.removeAttribute('inert');
}

/**
 * Runs liveRoot in the first commit, once the server's markup is hydrated: as a layout effect, before any page's own
 * effects, so that a page that moves the focus as it mounts (the dictionary's search field) finds its root live.
 */
export function useLiveRoot(): void {
  useLayoutEffect(() => liveRoot(), []);
}
