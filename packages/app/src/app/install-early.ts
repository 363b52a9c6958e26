/**
 * What the installable web app needs from the start of every page (docs/decisions/032-installable-web-app.md,
 * 039-home-loaded-budget.md): the service worker's registration once the page has loaded, and the browser's install
 * prompt kept from the moment it comes. Part of the entry, a few hundred bytes: the install store and its hook
 * (install.ts) load only with the page that offers the installation, and take the kept prompt then.
 */

export const SERVICE_WORKER_URL = '/sw.js';

let kept: Event | null = null;
let keeping: ((event: Event) => void) | null = null;

/**
 * Keeps the first `beforeinstallprompt` of this page load (the browser's own mini bar stays away meanwhile), which a
 * Chromium browser fires once per page load, possibly long before the visitor opens the installer page.
 */
export function keepInstallPrompt(win: Window = window): void {
  if (keeping) return;
  keeping = (event) => {
    event.preventDefault();
    kept = event;
  };
  win.addEventListener('beforeinstallprompt', keeping);
}

/** The kept prompt (once), and no more keeping: the install store listens itself from now on. */
export function takeKeptInstallPrompt(win: Window = window): Event | null {
  if (keeping) win.removeEventListener('beforeinstallprompt', keeping);
  keeping = null;
  const event = kept;
  kept = null;
  return event;
}

let registering = false;

/** Registers the service worker once the page has loaded (production builds with service worker support only). */
export function registerServiceWorker(production: boolean = import.meta.env.PROD): void {
  if (!production || registering || typeof navigator === 'undefined' || !('serviceWorker' in navigator))
    return;
  registering = true;
  const register = () => {
    // Never take over from another worker of this origin: a built Storybook answers its fake /v2 with one (MSW).
    const controller = navigator.serviceWorker.controller;
    if (controller && new URL(controller.scriptURL).pathname !== SERVICE_WORKER_URL) {
      registering = false;
      return;
    }
    // A worker that cannot be registered (private mode, a refused scope) leaves the site as it is without one.
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Registers the service worker and keeps the install prompt (main.tsx, once at start; the installer page too). */
export function startInstallSupport(): void {
  registerServiceWorker();
  keepInstallPrompt();
}
