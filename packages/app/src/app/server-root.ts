/**
 * A page drawn on the server (docs/decisions/049-pages-rendered-on-the-server.md) arrives with `#root[inert]`: nothing
 * in it can be focused, typed into or submitted before React has hydrated it, so a form filled that early is neither
 * lost nor sent natively with its fields in the address.
 */
import { useEffect } from 'react';

/** Makes the root live again: once hydrated (from the root route's element or its error element). */
export function liveRoot(root: HTMLElement | null = document.getElementById('root')): void {
  root?.removeAttribute('inert');
}

/** Runs liveRoot after the first commit, i.e. once the server's markup is hydrated. */
export function useLiveRoot(): void {
  useEffect(() => liveRoot(), []);
}
