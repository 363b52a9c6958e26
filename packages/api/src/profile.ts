/** Mypage profile (spec §7 Auth "GET /mypage/profile: result is the user"). The query errors with `ApiError`. */
import { contractQuery, type ApiCore } from './core';

export const profileQueries = {
  /**
   * Enabled only while a token is stored, as every query of the member's own data (`contractQuery`): after a sign-out
   * (the token cleared, the cache entry removed) a screen that still shows the profile re-renders once before it goes,
   * and does not ask for it again without a token (a 401). The query's signal aborts the request when a sign-out
   * cancels the query before the token is revoked.
   */
  me: (api: ApiCore) => contractQuery(api, '/mypage/profile', {}, { select: (answer) => answer.result }),
};
