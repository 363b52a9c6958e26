/**
 * Tests only: a screen in the app's providers (context, alerts, a memory router) over the fake /v2 of @buddy/mocks.
 * The app context uses the real `fetch`; the shared MSW worker answers with the handlers the test names (typed by
 * the contract and checked against it in the mocks' contract test), and anything else with the server's 404 body.
 * Every /v2 request the screen sends is recorded in `sent`.
 *
 * The test passes the worker in (`backend: fakeBackend()` from @buddy/mocks/browser): the boundary lint lets only
 * `*.test.*` and `*.stories.*` files of the app import the mocks, and this harness is neither.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, type RouteObject } from 'react-router';
import type { RequestHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { memoryStorage } from '@buddy/api';
import { STORAGE_KEYS } from '@buddy/domain';
import '@buddy/ui/styles.css';
import { App } from './app';
import { createAppContext, type AppContext } from './context';

export interface Sent {
  method: string;
  /** The path after /v2. */
  path: string;
  /** The JSON body, when there is one. */
  body: unknown;
  /** Whether it carried a bearer token. */
  authorized: boolean;
}

type RequestStart = { request: Request };

let mounted: {
  root: Root;
  host: HTMLElement;
  worker: SetupWorker;
  record: (event: RequestStart) => void;
} | null = null;

/** Records a /v2 request in the order it starts; its JSON body is read from a clone. */
function recorder(sent: Sent[]) {
  return ({ request }: RequestStart) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/v2/')) return;
    const entry: Sent = {
      method: request.method,
      path: url.pathname.slice('/v2'.length),
      body: undefined,
      authorized: request.headers.has('Authorization'),
    };
    sent.push(entry);
    if (request.method === 'GET' || request.method === 'HEAD') return;
    void request
      .clone()
      .text()
      .then((text) => {
        entry.body = text ? (JSON.parse(text) as unknown) : undefined;
      });
  };
}

export async function renderScreen({
  backend,
  routes,
  path,
  handlers = [],
  token,
}: {
  /** The shared MSW worker: `fakeBackend()` of @buddy/mocks/browser. */
  backend: Promise<SetupWorker>;
  /** The routes, or a function of the app context that makes them (the app's own table takes the context). */
  routes: RouteObject[] | ((ctx: AppContext) => RouteObject[]);
  path: string;
  /** The fake /v2 of this test (from @buddy/mocks); every other call answers the server's 404 body. */
  handlers?: readonly RequestHandler[];
  /** A stored bearer token (a signed-in member). */
  token?: string;
}) {
  if (mounted) throw new Error('renderScreen: unmount the previous screen first (afterEach(unmountScreen))');
  const worker = await backend;
  worker.resetHandlers();
  if (handlers.length > 0) worker.use(...handlers);
  const sent: Sent[] = [];
  const record = recorder(sent);
  worker.events.on('request:start', record);

  const ctx = createAppContext({
    storage: memoryStorage(token === undefined ? {} : { [STORAGE_KEYS.token]: token }),
  });
  ctx.queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const router = createMemoryRouter(typeof routes === 'function' ? routes(ctx) : routes, {
    initialEntries: [path],
  });
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  mounted = { root, host, worker, record };
  await act(async () => root.render(<App ctx={ctx} router={router} />));
  /** Puts handlers in front of the test's (a later answer of the same call). */
  const use = (...more: RequestHandler[]) => worker.use(...more);
  return { ctx, router, sent, use };
}

export async function unmountScreen() {
  if (!mounted) return;
  const { root, host, worker, record } = mounted;
  mounted = null;
  await act(async () => root.unmount());
  host.remove();
  worker.events.removeListener('request:start', record);
  worker.resetHandlers();
}
