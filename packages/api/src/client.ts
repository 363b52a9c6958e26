/**
 * `createApiClient()`: the shared core (see core.ts) plus a namespace for each resource every page may call. The
 * resources only some pages call are reached through their own accessor (`testsApi(api)`, `dailyApi(api)`,
 * `boardsApi(api)`, `mypageApi(api)`, `studiesApi(api)`, `dictionaryApi(api)`), so that the pages which never call them do not load them.
 */
import { createApiCore, type ApiClientOptions, type ApiCore } from './core';
import { createAuthApi, type AuthApi } from './auth';
import { createProfileApi, type ProfileApi } from './profile';
import { createProductsApi, type ProductsApi } from './products';
import { createLinksApi, type LinksApi } from './links';
import { createHealthApi, type HealthApi } from './health';

export interface ApiClient extends ApiCore {
  auth: AuthApi;
  profile: ProfileApi;
  products: ProductsApi;
  links: LinksApi;
  health: HealthApi;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const core = createApiCore(options);
  return {
    ...core,
    auth: createAuthApi(core),
    profile: createProfileApi(core),
    products: createProductsApi(core),
    links: createLinksApi(core),
    health: createHealthApi(core),
  };
}
