import '@buddy/ui/styles.css';
import './frame.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { LEGACY_OUTBOX_STORAGE_KEYS, OUTBOX_STORAGE_KEY } from '@buddy/api';
import { App } from './app/app';
import { createAppContext, type AppContext } from './app/context';
import { followNavigations, listenForPreloadErrors } from './app/chunk-reload';
import { startInstallSupport } from './app/install-early';
import { liveRoot } from './app/prerendered-root';
import { prefetchLinks } from './routes/guards';
import { createAppRoutes, discoverMemberRoutes } from './routes/routes';

listenForPreloadErrors();
// The installable app (ADR 032): the service worker and the install prompt kept, on every page (ADR 039: a few hundred
// bytes in the entry rather than a file of their own; the install store comes with the page that offers it).
startInstallSupport();

// The web app's session is the HttpOnly cookie the server sets (ADR 048): the page keeps no token.
const ctx = createAppContext({ session: 'cookie' });
const routes = createAppRoutes(ctx);
// The member areas' routes are a chunk of their own, added on the first navigation into /study or /buddymon.
const patchRoutesOnNavigation = discoverMemberRoutes(ctx);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
// A frame's text takes the web fonts from now on, while the page's chunks and data arrive (frame.css).
if (container.hasAttribute('data-frame')) container.dataset.fonts = '';

/**
 * A page prerendered at build (prerender.ts) is hydrated when it is the page asked for and shows what this visitor
 * would see: signed out (it was rendered so) and no query. Otherwise the client renders the page itself, in place of
 * the markup (docs/decisions/025-page-budgets.md).
 */
function hydratable(container: HTMLElement, ctx: AppContext): boolean {
  return (
    container.dataset.prerendered === window.location.pathname &&
    window.location.search === '' &&
    !ctx.session.isSignedIn()
  );
}

/** The matched routes' lazy modules, loaded before hydrating so that the first render is the prerendered page. */
async function loadMatchedRoutes(routeObjects: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeObjects, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      delete route.lazy;
    }),
  );
}

type Router = ReturnType<typeof createBrowserRouter>;

/** Resolves once the router has its first page: the matched routes' chunks loaded and their loaders run. */
function routerReady(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The client renders the page itself. A prerendered markup this visitor should not see (a member's, or another query's)
 * is emptied first. A signed-in page's frame (docs/decisions/027-signed-in-frames.md) stays on screen: the first
 * render waits until the router has the page, which then replaces the frame in one commit, with no blank step between.
 */
async function render(container: HTMLElement): Promise<void> {
  if (container.hasAttribute('data-prerendered')) {
    container.replaceChildren();
    liveRoot(container);
  }
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
  followNavigations(router);
  await routerReady(router);
  // The frame is made live just before the page replaces it: a page that moves the focus as it mounts (the
  // dictionary's search field) must not find its root inert.
  if (container.hasAttribute('data-frame')) liveRoot(container);
  // A transition renders in slices that yield to the browser: no long task for the whole first render.
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <App ctx={ctx} router={router} />
      </StrictMode>,
    ),
  );
}

async function start(container: HTMLElement): Promise<void> {
  if (!hydratable(container, ctx)) return render(container);
  try {
    // The signed-out header's login box is a lazy chunk: loaded first too, so that hydration meets it ready.
    // Each only where the markup holds it (a brand page's breadcrumb, a layout's login box), both through the site
    // layout's chunk, which holds the header: one file, not two (ADR 039).
    const loginBox = container.querySelector('[data-slot="login-box"]');
    const breadcrumb = container.querySelector('[data-slot="breadcrumb"]');
    await Promise.all([
      loadMatchedRoutes(routes),
      loginBox || breadcrumb
        ? import('./layouts/site-layout').then(({ preloadBreadcrumb, preloadLoginArea }) =>
            Promise.all([loginBox && preloadLoginArea(), breadcrumb && preloadBreadcrumb()]),
          )
        : undefined,
    ]);
  } catch {
    // A page chunk that fails to load: the router tries again (app/chunk-reload.ts) and shows its error page.
    return render(container);
  }
  // The root loader only starts the links query: it is started here and its (empty) data hydrated.
  prefetchLinks(ctx);
  const router = createBrowserRouter(routes, {
    hydrationData: { loaderData: { root: null } },
    patchRoutesOnNavigation,
  });
  followNavigations(router);
  // Hydration in a transition yields to the browser between slices (the page is already painted and readable).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App ctx={ctx} router={router} />
      </StrictMode>,
    );
  });
}

/**
 * What a previous page left in the outbox (answers, progress the server has not confirmed) is brought back and resumed
 * once this page is up, when the browser is idle; a page that sends something makes the outbox at once (app/outbox.ts).
 * With nothing stored, the outbox is not loaded. If its chunk fails to load, the stored work waits for the next page.
 */
function resumeOutbox(): void {
  const keys = [OUTBOX_STORAGE_KEY, ...LEGACY_OUTBOX_STORAGE_KEYS];
  if (!keys.some((key) => ctx.storage?.getItem(key))) return;
  const resume = () => {
    import('./app/outbox').then(({ outboxOf }) => outboxOf(ctx)).catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(resume, { timeout: 2000 });
  else setTimeout(resume, 500);
}

void start(container).finally(resumeOutbox);
