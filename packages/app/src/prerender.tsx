/**
 * The build's server entry (prerender.ts, docs/decisions/025-page-budgets.md): renders a public page to HTML as a
 * signed-out visitor sees it before any data arrives, with the same tree main.tsx hydrates (the app context, the
 * alert host, the routes). No /v2 call answers here: every request fails at once and the pages show their first state.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AlertProvider } from '@buddy/ui/alert-dialog';
import { memoryStorage } from '@buddy/api';
import type { SiteMode } from '@buddy/domain';
import { AppContextProvider, createAppContext } from './app/context';
import { siteModeFromPath } from './app/site-mode';
import { ALERT_DEFAULT_TITLE, ALERT_LABELS } from './app/words';
import { createAppRoutes } from './routes/routes';
import { renderLoginAreaWith } from './layouts/site-header';
import LoginArea from './layouts/login-area';

// The header's login box is a lazy chunk in the browser; here it renders from its module (see renderLoginAreaWith).
renderLoginAreaWith(LoginArea);

/** The pages written to HTML at build: public, the same for every signed-out visitor, their address without a query. */
export const PRERENDERED_PATHS = ['/', '/auth/find/id', '/auth/find/password', '/tests'] as const;

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

async function renderOnce(pathname: string): Promise<string> {
  const ctx = createAppContext({ baseUrl: 'http://localhost/v2', fetch: offline, storage: memoryStorage() });
  // Nothing is retried or refetched while rendering: the first state is what the page shows before its data.
  ctx.queryClient.setDefaultOptions({ queries: { retry: false, enabled: false } });
  const handler = createStaticHandler(createAppRoutes(ctx));
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
