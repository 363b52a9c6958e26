/** `createApiClient()`: the shared core (see core.ts) plus one namespace per resource file. */
import { createApiCore, type ApiClientOptions, type ApiCore } from './core';
import { createAuthApi, type AuthApi } from './auth';
import { createProfileApi, type ProfileApi } from './profile';
import { createProductsApi, type ProductsApi } from './products';
import { createLinksApi, type LinksApi } from './links';
import { createHealthApi, type HealthApi } from './health';
import { createTestsApi, type TestsApi } from './tests';
import { createStudiesApi, type StudiesApi } from './studies';
import { createDictionaryApi, type DictionaryApi } from './dictionary';
import { createBoardsApi, type BoardsApi } from './boards';
import { createMypageApi, type MypageApi } from './mypage';
import { createDailyApi, type DailyApi } from './daily';

export interface ApiClient extends ApiCore {
  auth: AuthApi;
  profile: ProfileApi;
  products: ProductsApi;
  links: LinksApi;
  health: HealthApi;
  tests: TestsApi;
  studies: StudiesApi;
  dictionary: DictionaryApi;
  boards: BoardsApi;
  mypage: MypageApi;
  daily: DailyApi;
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
    tests: createTestsApi(core),
    studies: createStudiesApi(core),
    dictionary: createDictionaryApi(core),
    boards: createBoardsApi(core),
    mypage: createMypageApi(core),
    daily: createDailyApi(core),
  };
}
