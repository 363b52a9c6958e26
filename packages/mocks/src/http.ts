/**
 * The typed MSW `http` of the fake /v2: every handler names a path and method of @buddy/contract's `paths`, and its
 * `response(status).json(body)` only accepts a status the contract declares for that operation, with its body type.
 */
import { delay, HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@buddy/contract';

/** Any origin: the app calls the same-origin `/v2`, the unit check calls an absolute address. */
export const http = createOpenApiHttp<paths>({ baseUrl: '*/v2' });

/** The product's error body: `{ message, code }`, or the spec's errorState. */
export interface ErrorAnswer {
  message: string;
  code?: string;
  errorState?: { code: string; message: string };
}

/**
 * An error body for `response(status).json(...)`. openapi-typescript renders ErrorBody (an object with an
 * `anyOf` of required keys) as `unknown`, which openapi-msw cannot accept; this types it by hand. The status is still
 * checked against the operation by `response(status)`, and the contract check validates the body at run time.
 */
export function errorBody(body: ErrorAnswer): never {
  return body as never;
}

/** The error body every failing scenario answers (ErrorBody in the contract). */
export const SERVER_ERROR = errorBody({ message: '서버 오류가 발생했습니다.', code: 'INTERNAL' });

const holdWatchers = new Set<() => void>();

/**
 * Settles `held` the next time a handler starts holding its answer, so a check of a loading scenario waits for that
 * event instead of for time to pass. `stop` forgets the watch when the answer came instead.
 */
export function nextHold(): { held: Promise<void>; stop: () => void } {
  let stop = () => {};
  const held = new Promise<void>((resolve) => {
    const watcher = () => {
      holdWatchers.delete(watcher);
      resolve();
    };
    holdWatchers.add(watcher);
    stop = () => holdWatchers.delete(watcher);
  });
  return { held, stop };
}

/** A loading scenario: the answer never comes. */
export async function never(): Promise<never> {
  for (const watcher of [...holdWatchers]) watcher();
  await delay('infinite');
  throw new Error('unreachable');
}

/** Anything the contract does not have: the server's own 404 body. Always the last handler. */
export const notFound = http.untyped.all('*/v2/*', () =>
  HttpResponse.json({ message: '요청한 주소를 찾을 수 없습니다.', code: 'NOT_FOUND' }, { status: 404 }),
);

/**
 * The loading and error switches of a resource's scenarios: `hold` never answers that call (or those calls), `fail` makes it answer
 * an error. `await fails('load')` holds forever or says whether the call fails.
 */
export function switches<Call extends string>(hold?: Call | readonly Call[], fail?: Call) {
  const held: readonly (Call | undefined)[] = Array.isArray(hold) ? hold : [hold as Call | undefined];
  return async (call: Call): Promise<boolean> => {
    if (held.includes(call)) await never();
    return fail === call;
  };
}
