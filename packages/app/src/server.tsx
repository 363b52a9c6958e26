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
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandler,
} from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { memoryStorage, type FetchLike } from '@buddy/api';
import { AlertProvider } from '@buddy/ui/alert-dialog';
import { COOKIE_SESSION, STORAGE_KEYS } from '@buddy/domain';
import { AppContextProvider, createAppContext, type AppContext } from './app/context';
import type { NavigatorLike } from './app/browser';
import { preloadRegisteredSlots, SlotsRendered } from './app/lazy-slot';
import { PAGE_STATE_ID, type PageState } from './app/page-state';
import { siteModeFromPath } from './app/site-mode';
import { ALERT_DEFAULT_TITLE, ALERT_LABELS } from './app/words';
import { prefetchMemberBox } from './layouts/member-box-data';
import { memberAreaRoutes } from './routes/member-routes';
import { renderToText, renderWithData } from './render-with-data';
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
  const handlers = sharedHandlers();
  return async (request) => {
    const url = new URL(request.url, 'http://localhost');
    const ctx = serverContext(request);
    const handler = handlers.of(url.pathname);
    const context = await handlers.run(ctx, () => handler.query(new Request(url)));
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
    // The page is drawn in its request's context too (an element the table made once may read it).
    const body = handlers
      .run(ctx, async () => {
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
        // The header's member box is on every page of a signed-in member: its data comes with the loaders'.
        if (request.signedIn) prefetchMemberBox(ctx);
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
      })
      .catch(
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

/**
 * The route table's two static handlers, made once per server: with the member areas, for an address in one, and
 * without, as the browser has it (main.tsx); so the route ids agree and the table is ranked once, not per page. The
 * table's loaders reach the app context through `ctx`, which here stands for the context of the page request being
 * answered (each page request runs its loaders in its own: `run`).
 */
function sharedHandlers() {
  const current = new AsyncLocalStorage<AppContext>();
  const ctx = new Proxy({} as AppContext, {
    get(_target, key) {
      const store = current.getStore();
      if (!store) throw new Error(`the app context's ${String(key)} was read outside a page request`);
      return Reflect.get(store, key) as unknown;
    },
  });
  let visitor: StaticHandler | null = null;
  let member: StaticHandler | null = null;
  return {
    of(pathname: string): StaticHandler {
      if (isMemberArea(pathname)) {
        member ??= createStaticHandler(createAppRoutes(ctx, memberAreaRoutes(ctx)));
        return member;
      }
      visitor ??= createStaticHandler(createAppRoutes(ctx));
      return visitor;
    },
    run<T>(request: AppContext, work: () => Promise<T>): Promise<T> {
      return current.run(request, work);
    },
  };
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

/** JSON that is safe inside <script type="application/json">: no `<` (no `</script>`, no `<!--`), no line separators. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
