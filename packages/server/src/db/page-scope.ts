/**
 * One page drawn on the server makes several /v2 calls in process (plugins/pages.ts), and most of them check the same
 * member and products before their own work. Within the drawing of one page, such a read is made once and shared:
 * the page is drawn from one view of the member, and a page costs fewer statements (issue 27's render cost). Outside
 * a page's drawing (any call from a browser or another client), every read is made as it is asked for.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/** Runs the drawing of one page (and everything it calls, to its end) with reads shared within it. */
export function withPageScope<T>(draw: () => T): T {
  return scope.run(new Map(), draw);
}

/** Whether a page is being drawn (its reads are shared): a repository may then answer from a wider shared read. */
export function inPageScope(): boolean {
  return scope.getStore() !== undefined;
}

/**
 * The read named `key`, made once within the page being drawn (a failed one is made again when asked for again), or
 * made now outside a page. For reads only: what a page's call writes is not seen by a read shared before it.
 */
export function pageRead<T>(key: string, read: () => PromiseLike<T>): Promise<T> {
  const reads = scope.getStore();
  if (!reads) return Promise.resolve(read());
  const known = reads.get(key) as Promise<T> | undefined;
  if (known) return known;
  // Made once here: a query builder is a thenable that runs its statement again each time it is awaited.
  const made = Promise.resolve(read());
  reads.set(key, made);
  made.catch(() => reads.delete(key));
  return made;
}
