/**
 * `createApiClient()`: the typed /v2 client every page shares (core.ts): the openapi-fetch client with the session's
 * middleware, its normalised twin `client`, and the contract's query options `contract`. There is no namespace per
 * resource: each resource module's query and mutation options call the contract's paths through it.
 */
import { createApiCore, type ApiClientOptions, type ApiCore } from './core';

export type ApiClient = ApiCore;

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  return createApiCore(options);
}
