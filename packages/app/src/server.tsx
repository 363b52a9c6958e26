/**
 * The app's server entry (docs/decisions/049-pages-rendered-on-the-server.md): the server (packages/server/src/plugins/
 * pages.ts) hands it every page address; React Router's static handler runs the route table's guards and loaders for
 * it, the page is rendered with its data, and the answer is the built shell with the page in #root and, beside it, the
 * data the browser hydrates from (the router's loader data and TanStack Query's dehydrated cache, main.tsx). A guard's
 * redirect is an answer of its own, before any HTML.
 *
 * The data comes through the app's own /v2 client, whose fetch the server gives: it reaches the API in the same
 * process with the page request's session. A page's queries that no loader started are found by rendering: a render
 * leaves each query it asked for in the cache, those are fetched, and the page is rendered again, until a render asks
 * for nothing new (a page whose loader starts its data renders once).
 */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { dehydrate, type Query } from '@tanstack/react-query';
import { memoryStorage, type FetchLike } from '@buddy/api';
import { AlertProvider } from '@buddy/ui/alert-dialog';
import { COOKIE_SESSION, STORAGE_KEYS } from '@buddy/domain';
import { AppContextProvider, createAppContext, type AppContext } from './app/context';
import type { NavigatorLike } from './app/browser';
import { preloadRegisteredSlots, SlotsRendered } from './app/lazy-slot';
import { PAGE_STATE_ID, type PageState } from './app/page-state';
import { siteModeFromPath } from './app/site-mode';
import { ALERT_DEFAULT_TITLE, ALERT_LABELS } from './app/words';
import { memberAreaRoutes } from './routes/member-routes';
import { createAppRoutes, isMemberArea } from './routes/routes';

/** What the server knows of a page request. */
export interface PageRequest {
  /** The address asked for: its path and query. */
  url: string;
  /** Whether the request carries a session the server accepted (ADR 048). */
  signedIn: boolean;
  /** The browser as the request's headers describe it (spec §6's Chromium rule). */
  browser: NavigatorLike;
  /** Reaches /v2 with the request's session. */
  fetch: FetchLike;
}

export type PageAnswer =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The shell up to and with the opening of #root: sent at once, before the page's data. */
      head: string;
      /** The page's markup, the hydration data and the rest of the shell. */
      body: Promise<string>;
    };

/** The most renders a page gets to find its queries (a page asking for more after that is drawn as it stands). */
const MAX_RENDERS = 4;
const ROOT = '<div id="root"></div>';

/**
 * A renderer for the built shell (dist/index.html): its head (styles, entry script) stays as it is; #root receives
 * the page, inert until hydrated (app/server-root.ts), and the page's state follows it.
 */
export function createPageRenderer(shell: string): (request: PageRequest) => Promise<PageAnswer> {
  const at = shell.indexOf(ROOT);
  if (at < 0) throw new Error('index.html has no empty <div id="root"></div>');
  const before = shell.slice(0, at);
  const after = shell.slice(at + ROOT.length);
  return async (request) => {
    const url = new URL(request.url, 'http://localhost');
    const ctx = serverContext(request);
    const routes = routeTable(ctx, url.pathname);
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(url));
    if (context instanceof Response) {
      return {
        kind: 'redirect',
        status: context.status,
        location: context.headers.get('location') ?? '/',
      };
    }
    const head = before.replace(
      '<html lang="ko">',
      `<html lang="ko" data-theme="${siteModeFromPath(url.pathname)}">`,
    );
    const body = (async () => {
      const router = createStaticRouter(handler.dataRoutes, context);
      const slots = new Set<string>();
      const tree = (
        <SlotsRendered value={slots}>
          <AppContextProvider value={ctx}>
            <AlertProvider labels={ALERT_LABELS} defaultTitle={ALERT_DEFAULT_TITLE}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AlertProvider>
          </AppContextProvider>
        </SlotsRendered>
      );
      const html = await renderWithData(ctx, async () => {
        // Every chunk of its own a page may hold is drawn in place (app/lazy-slot.tsx).
        await preloadRegisteredSlots();
        slots.clear();
        return renderToText(tree);
      });
      const state: PageState = {
        signedIn: request.signedIn,
        member: isMemberArea(url.pathname),
        slots: [...slots],
        router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
        queries: dehydrate(ctx.queryClient),
      };
      return `<div id="root" inert>${html}</div><script type="application/json" id="${PAGE_STATE_ID}">${jsonForHtml(state)}</script>${after}`;
    })().catch(
      // A page that cannot be drawn here is the shell's: the browser draws it, as without a server entry.
      () => `${ROOT}${after}`,
    );
    return { kind: 'page', status: notFound(context) ? 404 : context.statusCode, head, body };
  };
}

/** The app context of one page request: its own cache, the request's session and browser, no retry. */
function serverContext(request: PageRequest): AppContext {
  const storage = memoryStorage(request.signedIn ? { [STORAGE_KEYS.session]: COOKIE_SESSION } : {});
  const ctx = createAppContext(
    { baseUrl: 'http://localhost/v2', fetch: request.fetch, storage, session: 'cookie' },
    { browser: request.browser },
  );
  ctx.queryClient.setDefaultOptions({
    queries: { ...ctx.queryClient.getDefaultOptions().queries, retry: false },
  });
  return ctx;
}

/** The route table as the browser has it for this address: with the member areas when it is in one (main.tsx). */
function routeTable(ctx: AppContext, pathname: string): RouteObject[] {
  return createAppRoutes(ctx, isMemberArea(pathname) ? memberAreaRoutes(ctx) : []);
}

/**
 * Every address pattern of the route table (`/study/mypage/inquiries/:id`, `/library/videos/*`…): what the journeys'
 * hostile-address check walks (e2e/server-pages.spec.ts).
 */
export function routePatterns(): string[] {
  const offline: FetchLike = () => Promise.resolve(new Response(null, { status: 503 }));
  const ctx = serverContext({ url: '/', signedIn: false, browser: { userAgent: '' }, fetch: offline });
  const patterns = new Set<string>();
  const walk = (routes: RouteObject[], base: string) => {
    for (const route of routes) {
      const here = route.path ? `${base.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : base;
      if (route.index || route.path) patterns.add(here || '/');
      if (route.children) walk(route.children, here);
    }
  };
  walk(createAppRoutes(ctx, memberAreaRoutes(ctx)), '');
  return [...patterns].sort();
}

/** Whether the page drawn is a 404 page (the `*` routes): the answer's status says so too. */
function notFound(context: { matches: { route: { path?: string } }[] }): boolean {
  return context.matches.at(-1)?.route.path === '*';
}

/**
 * Renders until a render asks for no query it has not asked for before: each render's new queries (left in the cache,
 * pending and not fetching: a server does not fetch in render) are fetched, and waited for with those the loaders
 * started. A failed query stays failed: the page shows its error state, as in the browser, and the browser asks again.
 */
async function renderWithData(ctx: AppContext, render: () => Promise<string>): Promise<string> {
  const cache = ctx.queryClient.getQueryCache();
  const asked = new Set<string>();
  const waitForFetches = () =>
    Promise.all(
      cache.findAll({ fetchStatus: 'fetching' }).map((query) => query.promise?.catch(() => undefined)),
    );
  await waitForFetches();
  let html = await render();
  for (let pass = 1; pass < MAX_RENDERS; pass += 1) {
    const fresh = cache
      .findAll({ fetchStatus: 'idle', predicate: (query) => query.state.status === 'pending' })
      .filter((query) => !asked.has(query.queryHash) && fetchable(query));
    if (fresh.length === 0 && cache.findAll({ fetchStatus: 'fetching' }).length === 0) break;
    for (const query of fresh) {
      asked.add(query.queryHash);
      query.fetch().catch(() => undefined);
    }
    await waitForFetches();
    html = await render();
  }
  return html;
}

/**
 * A query the page would run: one with a function (a disabled one may have `skipToken`, a symbol) and not disabled by
 * the options it was made with (`enabled: false`: what a page asks for only when it is needed, such as the branch
 * finder's offices, is not asked for by the server either).
 */
function fetchable(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const on = typeof enabled === 'function' ? enabled(query) : enabled;
  return typeof query.options.queryFn === 'function' && on !== false;
}

/**
 * Renders the tree to its markup with every lazy part in place: React's prerender waits for them, so the markup holds
 * no script to put a late part in place (the CSP runs no inline script).
 */
async function renderToText(tree: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** JSON that is safe inside <script type="application/json">: no `<` (no `</script>`, no `<!--`), no line separators. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
