/**
 * Where the client keeps what survives a reload: the bearer token and the remembered login id.
 *
 * Every key lives under the fixed `auth.` prefix (spec §9, `STORAGE_KEYS` of @buddy/domain). The storage is injectable
 * (tests, server-side rendering); without one we use `localStorage` when the environment has a working one and fall back
 * to memory otherwise (no `window`, or a browser that throws on access, such as some private modes). No method throws.
 */
import { COOKIE_SESSION, STORAGE_KEYS } from '@buddy/domain';

/** The part of the Web Storage API we use; `localStorage`, `sessionStorage` and `memoryStorage()` all fit. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * How a client holds its session: 'bearer' keeps the token and sends it (other clients of /v2, and the stories' fake
 * network); 'cookie' is the web app's (ADR 048): the browser sends the HttpOnly cookie, the page never sees a token.
 */
export type SessionMode = 'bearer' | 'cookie';

export interface AuthStorage {
  getToken(): string | null;
  setToken(token: string): void;
  clearToken(): void;
  getRememberedId(): string | null;
  setRememberedId(loginId: string): void;
  clearRememberedId(): void;
}

/** A storage that lives as long as the page (or the test). */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map<string, string>(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/** `localStorage` when it exists and answers, else a memory storage. Never throws (safe during SSR). */
export function defaultStorage(): KeyValueStorage {
  try {
    const candidate = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
    if (candidate) {
      // Some browsers expose localStorage but throw on use (blocked cookies, private mode).
      candidate.getItem(STORAGE_KEYS.token);
      return candidate;
    }
  } catch {
    // fall through to memory
  }
  return memoryStorage();
}

function read(storage: KeyValueStorage, key: string): string | null {
  try {
    const value = storage.getItem(key);
    return value === null || value === '' ? null : value;
  } catch {
    return null;
  }
}

function write(storage: KeyValueStorage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Quota exceeded or storage blocked: the value simply does not persist.
  }
}

function remove(storage: KeyValueStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // nothing to do
  }
}

/** What a cookie-session client keeps in place of a token: only that a session exists (ADR 048). */
export { COOKIE_SESSION };

/**
 * The token and remembered-id store over the given storage (default: `defaultStorage()`). With `session: 'cookie'` (the
 * web app, ADR 048) the token is never kept: `setToken` notes that a session exists (`auth.session`), `getToken`
 * answers that note (COOKIE_SESSION) or null, and a token kept by an earlier version of the app is dropped.
 */
export function createAuthStorage(
  storage: KeyValueStorage = defaultStorage(),
  session: SessionMode = 'bearer',
): AuthStorage {
  if (session === 'cookie') {
    if (read(storage, STORAGE_KEYS.token) !== null) {
      // A bearer token from before the cookie: forgotten; the member signs in once more.
      remove(storage, STORAGE_KEYS.token);
    }
    return {
      getToken: () => (read(storage, STORAGE_KEYS.session) === null ? null : COOKIE_SESSION),
      setToken: () => write(storage, STORAGE_KEYS.session, COOKIE_SESSION),
      clearToken: () => remove(storage, STORAGE_KEYS.session),
      getRememberedId: () => read(storage, STORAGE_KEYS.rememberId),
      setRememberedId: (loginId) => write(storage, STORAGE_KEYS.rememberId, loginId),
      clearRememberedId: () => remove(storage, STORAGE_KEYS.rememberId),
    };
  }
  return {
    getToken: () => read(storage, STORAGE_KEYS.token),
    setToken: (token) => write(storage, STORAGE_KEYS.token, token),
    clearToken: () => remove(storage, STORAGE_KEYS.token),
    getRememberedId: () => read(storage, STORAGE_KEYS.rememberId),
    setRememberedId: (loginId) => write(storage, STORAGE_KEYS.rememberId, loginId),
    clearRememberedId: () => remove(storage, STORAGE_KEYS.rememberId),
  };
}
