/**
 * Spec §4/§8: a chunk-loading failure triggers a full reload (after a deploy, the old page asks for chunks that no
 * longer exist). Never in a loop: the first failure stores the time in sessionStorage and reloads; a second failure
 * within a minute of that reload is left to throw, so the route's error element shows the 500 page instead.
 */
export const CHUNK_RELOAD_KEY = 'buddy.chunkReloadAt';
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

interface ReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
  now: () => number;
}

/** An address as the router holds it. */
interface Place {
  pathname: string;
  search: string;
  hash: string;
}

/** The router's navigation under way, if any (set by the entry with `followNavigations`). */
let pendingPlace: () => Place | undefined = () => undefined;

/**
 * Lets a reload for a chunk failure land where the member was going: a lazy page's chunk is loaded during the
 * navigation, before the address changes, so reloading the address would reopen the page being left.
 */
export function followNavigations(router: { state: { navigation: { location?: Place } } }): void {
  pendingPlace = () => router.state.navigation.location;
}

/** The address to load again: the one a navigation under way is going to, else the current one. */
export function reloadTarget(current: string, pending: Place | undefined): string {
  return pending ? `${pending.pathname}${pending.search}${pending.hash}` : current;
}

function browserEnv(): ReloadEnv {
  let storage: ReloadEnv['storage'] = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  const reload = () => {
    const { pathname, search, hash } = window.location;
    const here = `${pathname}${search}${hash}`;
    const target = reloadTarget(here, pendingPlace());
    if (target === here) window.location.reload();
    else window.location.assign(target);
  };
  return { storage, reload, now: () => Date.now() };
}

/** Whether an error is the browser failing to fetch a lazily imported module (Chromium, Firefox, Safari wordings). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    /Failed to fetch dynamically imported module/i.test(error.message) ||
    /error loading dynamically imported module/i.test(error.message) ||
    /Importing a module script failed/i.test(error.message) ||
    /Unable to preload CSS/i.test(error.message) ||
    error.name === 'ChunkLoadError'
  );
}

/**
 * Reload once for a chunk failure. Returns true when a reload was started (the caller should wait for it), false when
 * one already happened within the last minute (the caller should let the error show).
 */
export function reloadOnceForChunkError(env: ReloadEnv = browserEnv()): boolean {
  // Without sessionStorage we cannot remember the reload: do not risk a loop.
  if (!env.storage) return false;
  const now = env.now();
  let last = Number.NaN;
  try {
    last = Number(env.storage.getItem(CHUNK_RELOAD_KEY));
  } catch {
    // unreadable: treat as never reloaded
  }
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  try {
    env.storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  env.reload();
  return true;
}

/**
 * Wraps a route module import: a chunk failure reloads the page once (the returned promise then never settles, the
 * page is going away); any other failure, or a second chunk failure within a minute, rejects to the error element.
 */
export function importWithReload<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      if (isChunkLoadError(error) && reloadOnceForChunkError()) return new Promise<T>(() => {});
      throw error;
    }
  };
}

/** Vite's preload helper fires 'vite:preloadError' when a chunk's dependencies fail; handle it the same way. */
export function listenForPreloadErrors(target: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    // preventDefault stops Vite from rethrowing; we only do that when we reload.
    if (reloadOnceForChunkError()) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
