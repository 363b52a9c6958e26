/**
 * The signed-in state (spec §3 Auth state: token, user, loggedIn). In the web app the session is the HttpOnly cookie
 * and the api package's auth storage keeps only a note that it exists (`auth.session`, ADR 048); stories keep a
 * bearer token there ('auth.token') for their fake network. This store only tells React when it may have changed: after login and logout, when
 * the server refuses the stored token (401, the api clears it), and when another tab signs in or out.
 * The user is the profile query (profileQueries.me), never a copy here.
 */
import { STORAGE_KEYS } from '@buddy/domain';
import type { ApiClient } from '@buddy/api';

export interface Session {
  /** The stored bearer token, or null when signed out. */
  getToken(): string | null;
  isSignedIn(): boolean;
  /** Tell subscribers the token may have changed (call after login and logout). */
  changed(): void;
  subscribe(listener: () => void): () => void;
  /**
   * The sign-in form is about to be replaced by the member box: the box takes the focus when it appears, which would
   * otherwise fall to the page's body (issue 26).
   */
  requestFocus(): void;
  /** Whether a focus was requested since the last call (true once). */
  takeFocusRequest(): boolean;
}

export function createSession(api: Pick<ApiClient, 'authStorage' | 'onUnauthorized'>): Session {
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };
  api.onUnauthorized(changed);
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.session)
        changed();
    });
  }
  let focusRequested = false;
  return {
    requestFocus: () => {
      focusRequested = true;
    },
    takeFocusRequest: () => {
      const requested = focusRequested;
      focusRequested = false;
      return requested;
    },
    getToken: () => api.authStorage.getToken(),
    isSignedIn: () => api.authStorage.getToken() !== null,
    changed,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
