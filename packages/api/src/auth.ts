/**
 * Auth resource (spec §7 Auth), what every page may call: login, logout and whether a token is stored. The calls only
 * some pages make (a handed-over token, the password change, find id and password, the purunet info) are account.ts,
 * made on first use.
 *
 * - `login` stores `result.memToken` on success; `logout` clears the stored token whatever the server answers (a
 *   failure is only logged, §8).
 * - Mutation functions unwrap failures into `ApiError` (so `useMutation`'s `error.message` is the server's Korean
 *   message for the '로그인 실패' dialog); `logout` never fails.
 */
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiCore } from './core';
import type { LoginRequest, LoginResult, PurunetInfo } from '@buddy/contract';
import { unwrap, type ApiResult } from './result';
import { profileKeys } from './profile';
import { productKeys } from './products';
import { linkKeys } from './links';
import { LIBRARY_KEY_ROOT, REWARD_KEY_ROOT } from './key-roots';

export const authKeys = {
  all: ['auth'] as const,
  purunetInfo: () => [...authKeys.all, 'purunet-info'] as const,
};

/** The body of a successful call whose result is just `true` (logout, password change). */
export interface DoneBody {
  result: true;
}

/** Either the current and the new password, or (after find/password) the reset token and the new password. */
export type ChangePasswordInput =
  { memPwd: string; chgPwd: string } | { chkTp: 'PWF'; resetToken: string; chgPwd: string };

export const EMPTY_PURUNET_INFO: PurunetInfo = Object.freeze({ memLoginId: '', memEncPwd: '', memNo: '' });

export function createAuthApi(core: ApiCore) {
  return {
    /** POST /auth/students/login; on success the token is stored and sent as bearer from then on. */
    async login(body: LoginRequest): Promise<ApiResult<{ result: LoginResult }>> {
      const res = await core.call((init) => core.fetchClient.POST('/auth/students/login', { ...init, body }));
      if (res.ok) core.authStorage.setToken(res.data.result.memToken);
      return res;
    },

    /**
     * Forgets the stored token and answers it, so that no request started from now on carries it (a query that
     * mounts during a sign-out then stays disabled instead of being refused after the revocation).
     */
    takeToken(): string | null {
      const token = core.authStorage.getToken();
      core.authStorage.clearToken();
      return token;
    },

    /**
     * POST /auth/students/logout with `token` (by default the stored one); the stored token is cleared before the call
     * and stays cleared whatever the server answers (a failure is logged).
     */
    async logout(token: string | null = core.authStorage.getToken()): Promise<ApiResult<DoneBody>> {
      core.authStorage.clearToken();
      // A cookie session is ended by its cookie (and the answer clears it); only a bearer client names its token.
      const bearer = core.session === 'bearer' ? token : null;
      const res = await core.call((init) =>
        core.fetchClient.POST(
          '/auth/students/logout',
          bearer ? { ...init, headers: { Authorization: `Bearer ${bearer}` } } : init,
        ),
      );
      if (!res.ok) core.logger.warn('logout failed', res.error);
      return res;
    },

    /** Whether a token is stored: without one the purunet info is never asked for (it could only be a 401). */
    signedIn(): boolean {
      return core.authStorage.getToken() !== null;
    },
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;

/** The roots of the queries that hold the member's own data (asked for with their token). */
const MEMBER_QUERY_KEYS = [
  profileKeys.all,
  productKeys.all,
  linkKeys.credential(),
  authKeys.purunetInfo(),
  LIBRARY_KEY_ROOT,
  REWARD_KEY_ROOT,
] as const;

/** Forget everything cached about the member (after login, logout or a refused token). */
export function resetMemberQueries(queryClient: QueryClient): void {
  for (const queryKey of MEMBER_QUERY_KEYS) {
    queryClient.removeQueries({ queryKey });
  }
}

/**
 * Cancel the member's queries still on their way (their requests are aborted through the query's signal; each query
 * goes back to what it held before, and an aborted request is no error). A sign-out does it before the token is
 * revoked: a request the server reads after the revocation is refused (401), and the browser logs that refusal.
 */
export async function cancelMemberQueries(queryClient: QueryClient): Promise<void> {
  await Promise.all(MEMBER_QUERY_KEYS.map((queryKey) => queryClient.cancelQueries({ queryKey })));
}

export const authMutations = {
  /** Resolves with the login result (token already stored); rejects with `ApiError` (message for '로그인 실패'). */
  login: (api: { auth: AuthApi }, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...authKeys.all, 'login'],
      mutationFn: async (body: LoginRequest) => unwrap(await api.auth.login(body)).result,
      onSuccess: () => resetMemberQueries(queryClient),
    }),

  /**
   * Never rejects. The stored token is forgotten first (a member query that mounts from now on is not asked for), the
   * member's queries on their way are cancelled (so that none reaches the server after the revocation), then the
   * token is revoked and the member's cached data removed whatever the server says.
   */
  logout: (api: { auth: AuthApi }, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...authKeys.all, 'logout'],
      mutationFn: async (): Promise<void> => {
        const token = api.auth.takeToken();
        await cancelMemberQueries(queryClient);
        await api.auth.logout(token);
      },
      onSettled: () => resetMemberQueries(queryClient),
    }),
};
