/**
 * The installable web app (docs/decisions/032-installable-web-app.md): the service worker's registration, and the
 * browser's install prompt as a small store that a page reads with `useInstallPrompt()`.
 *
 * `startInstallSupport()` (install-early.ts, part of the entry) runs once at start (main.tsx): it registers /sw.js after
 * the page has loaded, in production builds only (never in the component and story tests or `vite dev`; in a built
 * Storybook the fake /v2's worker controls the page and ours stays out), and keeps the `beforeinstallprompt` that a
 * Chromium browser fires once per page load, possibly long before the visitor opens the installer page. The store
 * takes that kept prompt when it is created. The installer page calls it too. Calling it again does nothing.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { takeKeptInstallPrompt } from './install-early';

export { registerServiceWorker, SERVICE_WORKER_URL, startInstallSupport } from './install-early';

/** Chromium's install prompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export interface InstallState {
  /** The browser offered to install the app and it can be asked now. */
  canInstall: boolean;
  /** The app is installed: opened as the app (display-mode standalone) or installed during this visit. */
  installed: boolean;
}

export interface InstallStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): InstallState;
  /** Shows the browser's install dialog; answers whether the visitor accepted (false when there is nothing to ask). */
  install(): Promise<boolean>;
  /** Stops listening (tests). */
  stop(): void;
}

const STANDALONE = '(display-mode: standalone)';

/** Whether this page runs as the installed app (Chromium's window, or an iPhone or iPad home-screen app). */
function runsStandalone(win: Window): boolean {
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (typeof win.matchMedia === 'function' && win.matchMedia(STANDALONE).matches);
}

/** The install prompt of one window: the kept `beforeinstallprompt` event and whether the app is installed. */
export function createInstallStore(win: Window = window): InstallStore {
  // A prompt that came before the store (kept since the page started) is offered at once.
  let deferred = takeKeptInstallPrompt(win) as BeforeInstallPromptEvent | null;
  const installed = runsStandalone(win);
  let state: InstallState = { canInstall: deferred !== null && !installed, installed };
  const listeners = new Set<() => void>();
  const set = (next: Partial<InstallState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  const onPrompt = (event: Event) => {
    // Keep the event to show the dialog from our own button; the browser's mini bar stays away meanwhile.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    set({ canInstall: !state.installed });
  };
  const onInstalled = () => {
    deferred = null;
    set({ canInstall: false, installed: true });
  };
  const media = typeof win.matchMedia === 'function' ? win.matchMedia(STANDALONE) : null;
  const onDisplayMode = () => {
    if (media?.matches) set({ canInstall: false, installed: true });
  };
  win.addEventListener('beforeinstallprompt', onPrompt);
  win.addEventListener('appinstalled', onInstalled);
  media?.addEventListener('change', onDisplayMode);

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    async install() {
      const event = deferred;
      if (!event) return false;
      // A prompt event can be used once: whatever the answer, a new one comes only with a later page load.
      deferred = null;
      set({ canInstall: false });
      try {
        await event.prompt();
        const { outcome } = await event.userChoice;
        if (outcome === 'accepted') set({ installed: true });
        return outcome === 'accepted';
      } catch {
        // Refused by the browser (no user gesture, already shown): the page falls back to the instructions.
        return false;
      }
    },
    stop() {
      win.removeEventListener('beforeinstallprompt', onPrompt);
      win.removeEventListener('appinstalled', onInstalled);
      media?.removeEventListener('change', onDisplayMode);
      listeners.clear();
    },
  };
}

/** What a page rendered outside a browser (the server) shows: nothing to install yet. */
const NO_WINDOW_STATE: InstallState = { canInstall: false, installed: false };
const NO_WINDOW_STORE: InstallStore = {
  subscribe: () => () => undefined,
  getSnapshot: () => NO_WINDOW_STATE,
  install: () => Promise.resolve(false),
  stop: () => undefined,
};

let appStore: InstallStore | null = null;

/** This window's install store, created (and listening) on first use. */
function installStore(): InstallStore {
  if (typeof window === 'undefined') return NO_WINDOW_STORE;
  appStore ??= createInstallStore(window);
  return appStore;
}

/** Forgets this window's install store (stories and tests: each starts with a browser that has offered nothing). */
export function resetInstallStore(): void {
  appStore?.stop();
  appStore = null;
}

/**
 * Whether the app can be installed now (`canInstall`, with `install()` showing the browser's dialog) or is installed
 * already (`installed`). Without a store it uses this window's, started if main.tsx has not started it yet.
 */
export function useInstallPrompt(store?: InstallStore): InstallState & { install: () => Promise<boolean> } {
  const active = store ?? installStore();
  const state = useSyncExternalStore(active.subscribe, active.getSnapshot, () => NO_WINDOW_STATE);
  const install = useCallback(() => active.install(), [active]);
  return { ...state, install };
}
