/** Mypage profile (spec §7 Auth "GET /mypage/profile: result is the user"). The query errors with `ApiError`. */
import { queryOptions } from '@tanstack/react-query';
import type { ApiCore } from './core';
import type { Member } from '@buddy/contract';
import { unwrap, type ApiResult } from './result';

export const profileKeys = {
  all: ['profile'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
};

export function createProfileApi(core: ApiCore) {
  return {
    /** GET /mypage/profile: the signed-in member. A 401 clears the stored token (see `onUnauthorized`). */
    me(): Promise<ApiResult<{ result: Member }>> {
      return core.call((init) => core.fetchClient.GET('/mypage/profile', init));
    },
  };
}

export type ProfileApi = ReturnType<typeof createProfileApi>;

export const profileQueries = {
  me: (api: { profile: ProfileApi }) =>
    queryOptions({
      queryKey: profileKeys.me(),
      queryFn: async (): Promise<Member> => unwrap(await api.profile.me()).result,
    }),
};
