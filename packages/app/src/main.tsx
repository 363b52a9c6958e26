import '@buddy/ui/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { LEGACY_OUTBOX_STORAGE_KEYS, OUTBOX_STORAGE_KEY } from '@buddy/api';
import { COOKIE_SESSION } from '@buddy/domain';
import { App } from './app/app';
import { createAppContext, type AppContext } from './app/context';
import { followNavigations, listenForPreloadErrors } from './app/chunk-reload';
import { startInstallSupport } from './app/install-early';
import { takePageState, type PageState } from './app/page-state';
import { liveRoot } from './app/server-root';
import { preloadSlots } from './app/lazy-slot';
import { yieldToMain } from './app/yield';
import { createAppRoutes, discoverMemberRoutes } from './routes/routes';

listenForPreloadErrors();
// The installable app (ADR 032): the service worker and the install prompt kept, on every page (ADR 039: a few hundred
// bytes in the entry rather than a file of their own; the install store comes with the page that offers it).
startInstallSupport();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

/** The matched routes' lazy modules, loaded before hydrating so that the first render is the server's page. */
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

/**
 * A page the server drew (docs/decisions/049-pages-rendered-on-the-server.md) is hydrated: the session as the server
 * found it, the queries it was drawn from in the cache, the route table it was drawn with (with the member areas when
 * it is in one), the matched routes' chunks loaded, and the router started from the loaders' data. Nothing the page
 * holds is asked for again.
 */
async function hydratePage(ctx: AppContext, container: HTMLElement, state: PageState): Promise<void> {
  await yieldToMain();
  if (state.signedIn) ctx.api.authStorage.setToken(COOKIE_SESSION);
  else ctx.api.authStorage.clearToken();
  hydrate(ctx.queryClient, state.queries);
  const memberAreas = state.member
    ? (await import('./routes/member-routes')).memberAreaRoutes(ctx)
    : undefined;
  const routes = createAppRoutes(ctx, memberAreas);
  await yieldToMain();
  // The parts in chunks of their own that the markup holds (the header's box, a breadcrumb, an error page) are loaded
  // too, once the routes' chunks that declare them have run, so that hydration meets them ready.
  await loadMatchedRoutes(routes);
  await preloadSlots(state.slots);
  await yieldToMain();
  const router = createBrowserRouter(routes, {
    hydrationData: state.router,
    patchRoutesOnNavigation: discoverMemberRoutes(ctx, { present: state.member }),
  });
  followNavigations(router);
  await yieldToMain();
  // Hydration in a transition yields to the browser between slices.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App ctx={ctx} router={router} />
      </StrictMode>,
    );
  });
}

/** Without the server's page (the development server, a page the server could not draw): the app draws it. */
function renderPage(ctx: AppContext, container: HTMLElement): void {
  container.replaceChildren();
  liveRoot(container);
  const router = createBrowserRouter(createAppRoutes(ctx), {
    patchRoutesOnNavigation: discoverMemberRoutes(ctx),
  });
  followNavigations(router);
  createRoot(container).render(
    <StrictMode>
      <App ctx={ctx} router={router} />
    </StrictMode>,
  );
}

async function start(container: HTMLElement): Promise<void> {
  // A page drawn on the server is painted and readable: taking it over is done in steps, each a task of its own, so
  // that a tap or a key the child gives meanwhile is answered between them (ADR 049, item 14). The first ends the
  // entry's evaluation.
  await yieldToMain();
  // The web app's session is the HttpOnly cookie the server sets (ADR 048): the page keeps no token.
  const ctx = createAppContext({ session: 'cookie' });
  try {
    const state = takePageState();
    if (!state) return renderPage(ctx, container);
    try {
      await hydratePage(ctx, container, state);
    } catch {
      // A page chunk that fails to load: the router tries again (app/chunk-reload.ts) and shows its error page.
      renderPage(ctx, container);
    }
  } finally {
    resumeOutbox(ctx);
  }
}

/**
 * What a previous page left in the outbox (answers, progress the server has not confirmed) is brought back and resumed
 * once this page is up, when the browser is idle; a page that sends something makes the outbox at once (app/outbox.ts).
 * With nothing stored, the outbox is not loaded. If its chunk fails to load, the stored work waits for the next page.
 */
function resumeOutbox(ctx: AppContext): void {
  const keys = [OUTBOX_STORAGE_KEY, ...LEGACY_OUTBOX_STORAGE_KEYS];
  if (!keys.some((key) => ctx.storage?.getItem(key))) return;
  const resume = () => {
    import('./app/outbox').then(({ outboxOf }) => outboxOf(ctx)).catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(resume, { timeout: 2000 });
  else setTimeout(resume, 500);
}

void start(container);
