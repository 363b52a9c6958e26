/** A fake `fetch` that answers from a handler and records every request: no network in unit tests. */
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
