/** Health (process up and database answering). The query errors with `ApiError`. */
import { queryOptions } from '@tanstack/react-query';
import type { ApiCore } from './core';
import type { Health } from '@buddy/contract';
import { unwrap, type ApiResult } from './result';

export const healthKeys = {
  all: ['health'] as const,
};

export function createHealthApi(core: ApiCore) {
  return {
    /** GET /health */
    check(): Promise<ApiResult<{ result: Health }>> {
      return core.call((init) => core.fetchClient.GET('/health', init));
    },
  };
}

export type HealthApi = ReturnType<typeof createHealthApi>;

export const healthQueries = {
  check: (api: { health: HealthApi }) =>
    queryOptions({
      queryKey: healthKeys.all,
      queryFn: async (): Promise<Health> => unwrap(await api.health.check()).result,
    }),
};
