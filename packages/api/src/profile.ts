/** Mypage profile (spec §7 Auth "GET /mypage/profile: result is the user"). The query errors with `ApiError`. */
import { queryOptions } from '@tanstack/react-query';
import type { ApiCore, CallOptions } from './core';
import type { Member } from '@buddy/contract';
import { unwrap, type ApiResult } from './result';

export const profileKeys = {
  all: ['profile'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
};

export function createProfileApi(core: ApiCore) {
  return {
    /** Whether a token is stored: without one the profile is never asked for (it could only answer 401). */
    signedIn(): boolean {
      return core.authStorage.getToken() !== null;
    },
    /** GET /mypage/profile: the signed-in member. A 401 clears the stored token (see `onUnauthorized`). */
    me(options?: CallOptions): Promise<ApiResult<{ result: Member }>> {
      return core.call((init) => core.fetchClient.GET('/mypage/profile', init), options);
    },
  };
}

export type ProfileApi = ReturnType<typeof createProfileApi>;

export const profileQueries = {
  /**
   * Enabled only while a token is stored: after a sign-out (the token cleared, the cache entry removed) a screen that
   * still shows the profile re-renders once before it goes, and must not ask for it again without a token (a 401).
   */
  me: (api: { profile: ProfileApi }) =>
    queryOptions({
      queryKey: profileKeys.me(),
      enabled: () => api.profile.signedIn(),
      // The query's signal: a sign-out cancels the query, and so aborts the request, before the token is revoked.
      queryFn: async ({ signal }): Promise<Member> => unwrap(await api.profile.me({ signal })).result,
    }),
};
