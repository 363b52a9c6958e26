/**
 * The openapi-fetch client and what every resource shares: the bearer middleware, the 401 rule, and `call()`, which
 * runs one request and normalises whatever happens into an `ApiResult` (see result.ts). Nothing here throws.
 */
import { queryOptions, type UseQueryOptions } from '@tanstack/react-query';
import createClient, {
  type Client,
  type ClientPathsWithMethod,
  type FetchResponse,
  type MaybeOptionalInit,
  type Middleware,
} from 'openapi-fetch';
import type { paths } from '@buddy/contract';
import { createAuthStorage, type AuthStorage, type KeyValueStorage, type SessionMode } from './storage';
import {
  failureFromClient,
  failureFromInvalidBody,
  failureFromNoResponse,
  failureFromResponse,
  success,
  ApiError,
  type ApiResult,
} from './result';

export type FetchLike = (input: Request) => Promise<Response>;

export interface Logger {
  warn(message: string, detail?: unknown): void;
}

export interface ApiClientOptions {
  /** Prefix of every path; default '/v2' (same origin). Give an absolute URL outside a browser. */
  baseUrl?: string;
  /** Default: globalThis.fetch, looked up at call time. */
  fetch?: FetchLike;
  /** Where the token and remembered id live; default: localStorage, or memory when there is none. */
  storage?: KeyValueStorage;
  /** Where silent failures (logout) are logged; default: console. */
  logger?: Logger;
  /** 'cookie' for the web app (ADR 048: the browser sends the session cookie; no token is kept); default 'bearer'. */
  session?: SessionMode;
}

/**
 * Calls that never carry the stored bearer token (signing in, the find-id/find-password steps before it, and a
 * visitor's level-test registration, the samples a visitor tries, ADR 047, and a level-test report's link, ADR 074).
 */
const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  '/auth/students/login',
  '/auth/students/find/id',
  '/auth/students/find/password',
  '/study-course/tests/level/candidates',
  '/study-course/tests/sample/candidates',
  '/study-course/sample/day',
  // A level-test report's link (ADR 074): the code is the key, and what it opens names no one.
  '/level-tests/results/{resultCd}',
]);

type RawResult<D> = { data?: D; error?: unknown; response: Response };

/** What one call may be given: the query's `signal`, which aborts the request when TanStack Query cancels the query. */
export interface CallOptions {
  signal?: AbortSignal | undefined;
}

/** The request options `call()` hands to its request: spread them into the openapi-fetch call. */
// A type, not an interface: openapi-fetch takes the options as a record (an interface has no index signature).
export type CallInit = { middleware: Middleware[]; signal?: AbortSignal };

export interface ApiCore {
  /** The typed openapi-fetch client with the bearer middleware; prefer `call()` around it, which never throws. */
  readonly fetchClient: Client<paths>;
  /**
   * The same calls, typed by the contract, whose failure is always an `ApiError` (spec §8, normalised by `call()`):
   * `{ data }` or `{ error: ApiError }`, never a throw. Mutation functions send through it (`dataOf(api.client.POST(…))`).
   */
  readonly client: Client<paths>;
  readonly authStorage: AuthStorage;
  /** How this client holds its session (ApiClientOptions.session). */
  readonly session: SessionMode;
  readonly logger: Logger;
  /**
   * Run one request and normalise the outcome: `api.call((init) => api.fetchClient.GET('/mypage/profile', init))`.
   * Spread `init` into the request options: it carries the per-call middleware that tells a network failure from a
   * client-side one, and the `signal` of `options` (a query's), so that cancelling the query aborts the request; an
   * aborted call answers a failure with status 0 and code 'AbortError', never a throw.
   */
  call<D>(exec: (init: CallInit) => Promise<RawResult<D>>, options?: CallOptions): Promise<ApiResult<D>>;
  /** Whether a token is stored: without one a member's query is never asked for (it could only answer 401). */
  signedIn(): boolean;
  /** Subscribe to "the stored token was refused (401) and has been cleared". Returns the unsubscribe function. */
  onUnauthorized(listener: () => void): () => void;
}

export function createApiCore({
  baseUrl = '/v2',
  fetch,
  storage,
  logger = console,
  session = 'bearer',
}: ApiClientOptions = {}): ApiCore {
  const authStorage = createAuthStorage(storage, session);
  const listeners = new Set<() => void>();

  const fetchClient = createClient<paths>({
    baseUrl,
    fetch: (request) => (fetch ?? globalThis.fetch)(request),
  });

  function notifyUnauthorized(): void {
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch (error) {
        logger.warn('onUnauthorized listener failed', error);
      }
    }
  }

  const bearer: Middleware = {
    onRequest({ request, schemaPath }) {
      // A cookie session is sent by the browser itself; the page has no token to add.
      if (session === 'cookie' || PUBLIC_PATHS.has(schemaPath) || request.headers.has('Authorization'))
        return undefined;
      const token = authStorage.getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    onResponse({ request, response, schemaPath }) {
      if (response.status !== 401) return undefined;
      if (session === 'cookie') {
        // The session cookie was refused (expired, revoked): a member call without a token of its own signs out.
        if (
          !PUBLIC_PATHS.has(schemaPath) &&
          !request.headers.has('Authorization') &&
          authStorage.getToken()
        ) {
          authStorage.clearToken();
          notifyUnauthorized();
        }
        return undefined;
      }
      const token = authStorage.getToken();
      // Only the stored token's own refusal signs the member out: a wrong password on login or an expired reset token
      // (chkTp PWF) carries no stored token, and a token replaced meanwhile by a new login is left alone.
      if (token && request.headers.get('Authorization') === `Bearer ${token}`) {
        authStorage.clearToken();
        notifyUnauthorized();
      }
      return undefined;
    },
  };
  fetchClient.use(bearer);

  async function call<D>(
    exec: (init: CallInit) => Promise<RawResult<D>>,
    { signal }: CallOptions = {},
  ): Promise<ApiResult<D>> {
    let sent = false;
    let response: Response | undefined;
    // Request-level middleware runs after the global ones on the way out and before them on the way back.
    const probe: Middleware = {
      onRequest() {
        sent = true;
        return undefined;
      },
      onResponse({ response: received }) {
        response = received;
        return undefined;
      },
    };
    try {
      const raw = await exec(signal ? { middleware: [probe], signal } : { middleware: [probe] });
      const { status } = raw.response;
      if (raw.response.ok) {
        return raw.data === undefined ? failureFromInvalidBody(status) : success(status, raw.data);
      }
      return failureFromResponse(status, raw.error);
    } catch (error) {
      if (response) return failureFromInvalidBody(response.status);
      if (sent) return failureFromNoResponse(error);
      return failureFromClient(error);
    }
  }

  type Send = (path: string, init?: Record<string, unknown>) => Promise<RawResult<unknown>>;
  /** One method of `client`: the request through `call()`, its failure handed back as an `ApiError`. */
  function normalised(
    method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH',
  ): (path: string, init?: Record<string, unknown>) => Promise<{ data?: unknown; error?: ApiError }> {
    const send = fetchClient[method] as unknown as Send;
    return async (path, init = {}) => {
      const signal = init.signal instanceof AbortSignal ? init.signal : undefined;
      const own = Array.isArray(init.middleware) ? (init.middleware as Middleware[]) : [];
      const result = await call(
        (callInit) => send(path, { ...init, ...callInit, middleware: [...own, ...callInit.middleware] }),
        { signal },
      );
      return result.ok ? { data: result.data } : { error: new ApiError(result) };
    };
  }
  const client = {
    ...fetchClient,
    GET: normalised('GET'),
    PUT: normalised('PUT'),
    POST: normalised('POST'),
    DELETE: normalised('DELETE'),
    PATCH: normalised('PATCH'),
  } as unknown as Client<paths>;

  const core: ApiCore = {
    fetchClient,
    client,
    authStorage,
    session,
    logger,
    call,
    signedIn: () => authStorage.getToken() !== null,
    onUnauthorized(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return core;
}

/**
 * The data of one answer of `api.client`, or its `ApiError` thrown (for TanStack Query's error state):
 * `mutationFn: (body) => dataOf(api.client.POST('/reward/buddymon/items', { body }))`.
 */
export async function dataOf<D>(pending: Promise<{ data?: D; error?: unknown }>): Promise<D> {
  const { data, error } = await pending;
  if (error !== undefined) throw error;
  return data as D;
}

/** The paths the contract answers to GET. */
export type QueryPath = ClientPathsWithMethod<Client<paths>, 'get'>;

/**
 * The key under which every query of one path lives (`contractQuery` keys a query `['get', path, init]`):
 * for invalidating or removing them all, `queryClient.invalidateQueries({ queryKey: pathKey('/reward/trans/stats') })`.
 */
export function pathKey<P extends QueryPath>(path: P): readonly ['get', P] {
  return ['get', path];
}

/**
 * The GET paths whose answers are the same for every visitor (the site's notices, FAQ and branches, the links, the
 * dictionary, the samples, a level-test report's link, health). Every other answer is the member's own: it is asked
 * for only while a session is held, and forgotten when one starts or ends (`resetMemberQueries`).
 */
export const SHARED_QUERY_PATHS: ReadonlySet<unknown> = new Set<QueryPath>([
  '/health',
  '/main',
  '/branches',
  '/branches/office',
  '/branches/{code}',
  '/site-mgr/faq',
  '/site-mgr/notices',
  '/site-mgr/notices/{boardNo}',
  '/study/url',
  '/study/dictionary',
  '/qrcode/findFiles',
  '/study-course/sample/day',
  '/level-tests/results/{resultCd}',
]);

/** What a GET of `P` takes (its path and query parameters, headers), as openapi-fetch types it. */
export type QueryInit<P extends QueryPath> = MaybeOptionalInit<paths[P], 'get'>;
/** What a GET of `P` answers on success: the contract's whole 2xx body. */
export type QueryAnswer<P extends QueryPath> = NonNullable<
  FetchResponse<paths[P]['get'], QueryInit<P>, `${string}/${string}`>['data']
>;
/** The key of one GET query: the contract's method and path, and what the request takes. */
export type ContractQueryKey<P extends QueryPath> = readonly ['get', P, QueryInit<P>];

/**
 * The query options of one GET of the contract, typed by it: the key is `['get', path, init]` and the function sends
 * that request through `api.client`, so a failure is an `ApiError` (the key scheme and function of openapi-react-query,
 * written here: ADR 054 says why). Wrapped in TanStack's `queryOptions()`, the cache's data is tagged on the key:
 * `contractQuery(api, '/reward/buddymon/main', {}, { select: (answer) => answer.result })`. The cache keeps the whole
 * answer; `select` gives a page the part it shows. A query of the member's own data (any path but the shared ones) is
 * enabled only while a session is held: after a sign-out, a screen still showing it asks nothing more (no 401).
 */
export function contractQuery<P extends QueryPath, TData = QueryAnswer<P>>(
  api: Pick<ApiCore, 'client' | 'signedIn'>,
  path: P,
  init: QueryInit<P> = {} as QueryInit<P>,
  options: Omit<
    UseQueryOptions<QueryAnswer<P>, ApiError, TData, ContractQueryKey<P>>,
    'queryKey' | 'queryFn'
  > = {},
) {
  const get = api.client.GET as unknown as (
    path: P,
    init: Record<string, unknown>,
  ) => Promise<{ data?: QueryAnswer<P>; error?: unknown }>;
  const own = options.enabled;
  return queryOptions<QueryAnswer<P>, ApiError, TData, ContractQueryKey<P>>({
    ...options,
    ...(SHARED_QUERY_PATHS.has(path)
      ? {}
      : {
          enabled: (query) => api.signedIn() && (typeof own === 'function' ? own(query) : (own ?? true)),
        }),
    queryKey: ['get', path, init],
    queryFn: ({ signal }) => dataOf(get(path, { ...(init as Record<string, unknown>), signal })),
  });
}
