/**
 * The build's server entry (prerender.ts, docs/decisions/025-page-budgets.md): renders a public page to HTML as a
 * signed-out visitor sees it before any data arrives, with the same tree main.tsx hydrates (the app context, the
 * alert host, the routes). No /v2 call answers here: every request fails at once and the pages show their first state.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { AlertProvider } from '@buddy/ui/alert-dialog';
import { Breadcrumb } from '@buddy/ui/breadcrumb';
import { memoryStorage } from '@buddy/api';
import { STORAGE_KEYS, type SiteMode } from '@buddy/domain';
import { AppContextProvider, createAppContext, type AppContext } from './app/context';
import { siteModeFromPath } from './app/site-mode';
import { ALERT_DEFAULT_TITLE, ALERT_LABELS } from './app/words';
import { memberAreaRoutes } from './routes/member-routes';
import { createAppRoutes } from './routes/routes';
import { BRAND_PATHS } from './routes/brand-routes';
import { AppRoot } from './routes/app-root';
import { renderLoginAreaWith } from './layouts/site-header';
import { ClearLayout } from './layouts/clear-layout';
import { renderBreadcrumbWith, SiteLayout, type LayoutHandle, type LayoutKind } from './layouts/site-layout';
import LoginArea from './layouts/login-area';
import { FRAMES, FramePage, type Frame } from './frames';

export { FRAMES, type Frame } from './frames';

// The header's login box is a lazy chunk in the browser; here it renders from its module (see renderLoginAreaWith).
renderLoginAreaWith(LoginArea);
// So is a brand page's breadcrumb (see renderBreadcrumbWith).
renderBreadcrumbWith(Breadcrumb);

/** The pages written to HTML at build: public, the same for every signed-out visitor, their address without a query. */
export const PRERENDERED_PATHS = [
  '/',
  '/auth/find/id',
  '/auth/find/password',
  '/tests',
  // The brand site's information pages (routes/brand-routes.tsx).
  ...BRAND_PATHS,
] as const;

export interface PrerenderedPage {
  html: string;
  /** The site theme AppRoot sets on <html> (data-theme), written into the page so the first paint has it. */
  theme: SiteMode;
}

const offline = () => Promise.resolve(new Response(null, { status: 503 }));

export async function renderPage(pathname: string): Promise<PrerenderedPage> {
  const html = await renderOnce(pathname);
  if (/<script\b/i.test(html))
    throw new Error(`${pathname}: the markup holds a script (the CSP allows none inline)`);
  return { html, theme: siteModeFromPath(pathname) };
}

/** An app context that reaches no server; signed in (with a token no server will see) when asked. */
function offlineContext({ signedIn }: { signedIn: boolean }): AppContext {
  const storage = memoryStorage(signedIn ? { [STORAGE_KEYS.token]: 'frame' } : {});
  const ctx = createAppContext({ baseUrl: 'http://localhost/v2', fetch: offline, storage });
  // Nothing is retried or refetched while rendering: the first state is what the page shows before its data.
  ctx.queryClient.setDefaultOptions({ queries: { retry: false, enabled: false } });
  return ctx;
}

async function renderOnce(pathname: string): Promise<string> {
  const ctx = offlineContext({ signedIn: false });
  return renderRoutes(ctx, allRoutes(ctx), pathname);
}

/** The address a frame is drawn at: its first path (under a prefix, an address no menu item marks as current). */
function frameAddress(frame: Frame): string {
  const first = frame.paths[0];
  if (!first) throw new Error(`frame ${frame.name} has no path`);
  return first.endsWith('/') ? `${first}*` : first;
}

/** The layout of an address in the route table (the innermost layout route that matches it). */
export function layoutAt(routes: RouteObject[], pathname: string): LayoutKind {
  const kinds = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const handle = route.handle as LayoutHandle | undefined;
    return handle ? [handle.layout] : [];
  });
  const kind = kinds.at(-1);
  if (!kind) throw new Error(`${pathname}: no layout route matches it`);
  return kind;
}

export async function renderFrame(name: string): Promise<PrerenderedPage> {
  const frame = FRAMES.find((f) => f.name === name);
  if (!frame) throw new Error(`no frame named ${name}`);
  const pathname = frameAddress(frame);
  const ctx = offlineContext({ signedIn: !frame.visitor });
  const kind = layoutAt(allRoutes(ctx), pathname);
  const routes: RouteObject[] = [
    {
      path: '/',
      element: <AppRoot />,
      children: [
        {
          element: kind === 'clear' ? <ClearLayout /> : <SiteLayout kind={kind} />,
          children: [{ path: '*', element: frame.head ?? <FramePage /> }],
        },
      ],
    },
  ];
  const html = await renderRoutes(ctx, routes, pathname);
  if (/<script\b/i.test(html))
    throw new Error(`frame ${name}: the markup holds a script (the CSP allows none inline)`);
  return { html, theme: siteModeFromPath(pathname) };
}

/** The whole route table at once: the entry's and the member areas' (which the browser discovers on navigation). */
function allRoutes(ctx: AppContext): RouteObject[] {
  return createAppRoutes(ctx, memberAreaRoutes(ctx));
}

async function renderRoutes(ctx: AppContext, routes: RouteObject[], pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname}: the route answered ${context.status}`);
  if (context.statusCode !== 200)
    throw new Error(`${pathname}: the route rendered status ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender (not renderToString) waits for lazy parts inside Suspense, so their markup is written in place.
  const { prelude } = await prerenderToNodeStream(
    <AppContextProvider value={ctx}>
      <AlertProvider labels={ALERT_LABELS} defaultTitle={ALERT_DEFAULT_TITLE}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AlertProvider>
    </AppContextProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
