/** A fake `fetch` that answers from a handler and records every request: no network in unit tests. */
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { createApiClient, type ApiClient } from '../client';
import { memoryStorage, type KeyValueStorage, type SessionMode } from '../storage';
import type { Logger } from '../core';

export type Handler = (request: Request) => Response | Promise<Response>;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export interface Harness {
  api: ApiClient;
  storage: KeyValueStorage;
  requests: Request[];
  warnings: unknown[][];
}

export function harness(
  handler: Handler,
  initial: Record<string, string> = {},
  session: SessionMode = 'bearer',
): Harness {
  const storage = memoryStorage(initial);
  const requests: Request[] = [];
  const warnings: unknown[][] = [];
  const logger: Logger = { warn: (...args: unknown[]) => void warnings.push(args) };
  const api = createApiClient({
    baseUrl: 'http://api.test/v2',
    storage,
    logger,
    session,
    fetch: async (request) => {
      requests.push(request);
      return handler(request);
    },
  });
  return { api, storage, requests, warnings };
}

/** A QueryClient for tests: no retries, so that a failure shows at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Runs one mutation of `options` with `variables`, as `useMutation().mutateAsync` would. */
export function mutate<TData, TVariables>(
  queryClient: QueryClient,
  options: ConstructorParameters<typeof MutationObserver<TData, Error, TVariables>>[1],
  variables: TVariables,
): Promise<TData> {
  return new MutationObserver<TData, Error, TVariables>(queryClient, options).mutate(variables);
}
