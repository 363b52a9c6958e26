/**
 * Auth (spec §7 Auth), what every page may call: login and logout, and which cached answers are the member's. The calls
 * only some pages make (a handed-over token, the password change, find id and password, the purunet info) are
 * account.ts, made on first use.
 *
 * - `login` stores `result.memToken` on success; `logout` clears the stored token whatever the server answers (a
 *   failure is only logged, §8).
 * - Mutation functions reject with `ApiError` (so `useMutation`'s `error.message` is the server's Korean message for the
 *   '로그인 실패' dialog); `logout` never fails.
 */
import { mutationOptions, type Query, type QueryClient } from '@tanstack/react-query';
import type { LoginRequest, PurunetInfo } from '@buddy/contract';
import { dataOf, SHARED_QUERY_PATHS, type ApiCore } from './core';

/** The body of a successful call whose result is just `true` (logout, password change). */
export interface DoneBody {
  result: true;
}

/** Either the current and the new password, or (after find/password) the reset token and the new password. */
export type ChangePasswordInput =
  { memPwd: string; chgPwd: string } | { chkTp: 'PWF'; resetToken: string; chgPwd: string };

export const EMPTY_PURUNET_INFO: PurunetInfo = Object.freeze({ memLoginId: '', memEncPwd: '', memNo: '' });

/** Whether a cached query holds the member's own data: anything not asked of a shared path. */
function isMemberQuery({ queryKey }: Query): boolean {
  return !(queryKey[0] === 'get' && SHARED_QUERY_PATHS.has(queryKey[1]));
}

/** Forget everything cached about a member (a sign-in: the new member's screens ask for their own). */
export function resetMemberQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: isMemberQuery });
}

/**
 * Forget everything cached about the member who signed out: what no screen shows now, and what a screen still shows
 * once that screen goes. A query removed under a screen that still shows it would be made again when the screen next
 * renders, and a screen that decides for itself when its query is enabled would then ask for it without a session.
 */
export function forgetMemberQueries(queryClient: QueryClient): void {
  const cache = queryClient.getQueryCache();
  const shown = new Set<Query>();
  for (const query of cache.findAll({ predicate: isMemberQuery })) {
    if (query.getObserversCount() === 0) cache.remove(query);
    else shown.add(query);
  }
  if (shown.size === 0) return;
  const stop = cache.subscribe((event) => {
    if (event.type !== 'observerRemoved' || !shown.has(event.query)) return;
    if (event.query.getObserversCount() > 0) return;
    cache.remove(event.query);
    shown.delete(event.query);
    if (shown.size === 0) stop();
  });
}

/**
 * Cancel the member's queries still on their way (their requests are aborted through the query's signal; each query
 * goes back to what it held before, and an aborted request is no error). A sign-out does it before the token is
 * revoked: a request the server reads after the revocation is refused (401), and the browser logs that refusal.
 */
export async function cancelMemberQueries(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ predicate: isMemberQuery });
}

export const authMutations = {
  /** Resolves with the login result (token already stored); rejects with `ApiError` (message for '로그인 실패'). */
  login: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['post', '/auth/students/login'],
      mutationFn: async (body: LoginRequest) => {
        const { result } = await dataOf(api.client.POST('/auth/students/login', { body }));
        api.authStorage.setToken(result.memToken);
        return result;
      },
      onSuccess: () => resetMemberQueries(queryClient),
    }),

  /**
   * Never rejects. The stored token is forgotten first (a member query that mounts from now on is not asked for), the
   * member's queries on their way are cancelled (so that none reaches the server after the revocation), then the
   * token is revoked and the member's cached data removed whatever the server says.
   */
  logout: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['post', '/auth/students/logout'],
      mutationFn: async (): Promise<void> => {
        const token = api.authStorage.getToken();
        api.authStorage.clearToken();
        await cancelMemberQueries(queryClient);
        // A cookie session is ended by its cookie (and the answer clears it); only a bearer client names its token.
        const bearer = api.session === 'bearer' ? token : null;
        const { error } = await api.client.POST(
          '/auth/students/logout',
          bearer ? { headers: { Authorization: `Bearer ${bearer}` } } : {},
        );
        if (error) api.logger.warn('logout failed', error);
      },
      onSettled: () => forgetMemberQueries(queryClient),
    }),
};
