/**
 * What a page rendered on the server hands to the browser beside its markup (docs/decisions/049-pages-rendered-on-the-
 * server.md): written by server.tsx as `<script type="application/json" id="page-state">` (data, not a script: the CSP
 * runs no inline script), read once by main.tsx before it hydrates.
 */
import type { HydrationState } from 'react-router';
import type { DehydratedState } from '@tanstack/react-query';

export const PAGE_STATE_ID = 'page-state';

export interface PageState {
  /** Whether the server drew the page for a member signed in (its session cookie accepted). */
  signedIn: boolean;
  /** Whether the address is in a member area, whose routes the browser must hold before it hydrates. */
  member: boolean;
  /** The parts in chunks of their own the page holds (app/lazy-slot.tsx): loaded before hydrating. */
  slots: string[];
  /** The route loaders' data, so the browser's router starts where the server's ended without running them again. */
  router: HydrationState;
  /** The queries the page was drawn from, so the browser asks for none of them again. */
  queries: DehydratedState;
}

/** The page state in the document, once (it is removed as it is read); null for a page the server did not draw. */
export function takePageState(doc: Document = document): PageState | null {
  const element = doc.getElementById(PAGE_STATE_ID);
  if (!element) return null;
  element.remove();
  try {
    const state = JSON.parse(element.textContent ?? '') as PageState;
    return typeof state === 'object' && state !== null && 'router' in state ? state : null;
  } catch {
    return null;
  }
}
