/**
 * The server entry's rendering with data (server.tsx, ADR 049): a page is rendered until it asks for nothing more, with
 * every lazy part in place.
 */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { Query } from '@tanstack/react-query';
import type { AppContext } from './app/context';

/** The most renders a page gets to find its queries (a page asking for more after that is drawn as it stands). */
const MAX_RENDERS = 4;

/**
 * Renders until a render asks for no query it has not asked for before: each render's new queries (left in the cache,
 * pending and not fetching: a server does not fetch in render) are fetched, and waited for with those the loaders
 * started. A failed query stays failed: the page shows its error state, as in the browser, and the browser asks again.
 */
export async function renderWithData(ctx: AppContext, render: () => Promise<string>): Promise<string> {
  const cache = ctx.queryClient.getQueryCache();
  const asked = new Set<string>();
  // Until nothing is on its way: a loader's prefetch may start another when it lands (the study home's recent week).
  const waitForFetches = async () => {
    for (let fetching = cache.findAll({ fetchStatus: 'fetching' }); fetching.length > 0;) {
      await Promise.all(fetching.map((query) => query.promise?.catch(() => undefined)));
      fetching = cache.findAll({ fetchStatus: 'fetching' });
    }
  };
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
export async function renderToText(tree: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
