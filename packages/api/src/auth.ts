/**
 * Auth resource (spec §7 Auth): login, logout, password change (also the chkTp PWF reset variant), find id, find
 * password, purunet info.
 *
 * - `login` stores `result.memToken` on success; `logout` clears the stored token whatever the server answers (a
 *   failure is only logged, §8).
 * - Mutation functions unwrap failures into `ApiError` (so `useMutation`'s `error.message` is the server's Korean
 *   message for the '로그인 실패' dialog); `logout` never fails.
 * - `purunetInfo` falls back to empty info, silently (§8): its query never errors.
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiCore, CallOptions } from './core';
import type {
  FindIdRequest,
  FindIdResult,
  FindPasswordRequest,
  FindPasswordResult,
  LoginRequest,
  LoginResult,
  Member,
  PurunetInfo,
  ResetCodeRequest,
  ResetTokenResult,
} from '@buddy/contract';
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
     * Signs in with a token handed over by another of the publisher's sites (/callback/token-login, ADR 029): the
     * token is tried on GET /mypage/profile first and stored only when the server accepts it, so a stale or forged
     * token never replaces the member's own.
     */
    async adoptToken(token: string): Promise<ApiResult<{ result: Member }>> {
      const headers = { Authorization: `Bearer ${token}` };
      const res = await core.call((init) => core.fetchClient.GET('/mypage/profile', { ...init, headers }));
      if (!res.ok) return res;
      if (core.session === 'cookie') {
        // The web app keeps no token: the server turns this one into the session cookie (ADR 048).
        const started = await core.call((init) =>
          core.fetchClient.POST('/auth/students/session', { ...init, headers }),
        );
        if (!started.ok) return started;
      }
      core.authStorage.setToken(token);
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

    /** POST /auth/students/password; with chkTp PWF the reset token is the bearer and no current password is sent. */
    changePassword(input: ChangePasswordInput): Promise<ApiResult<DoneBody>> {
      if ('chkTp' in input) {
        const { resetToken, chgPwd, chkTp } = input;
        return core.call((init) =>
          core.fetchClient.POST('/auth/students/password', {
            ...init,
            body: { chgPwd, chkTp },
            headers: { Authorization: `Bearer ${resetToken}` },
          }),
        );
      }
      const { memPwd, chgPwd } = input;
      return core.call((init) =>
        core.fetchClient.POST('/auth/students/password', { ...init, body: { memPwd, chgPwd } }),
      );
    },

    /** POST /auth/students/find/id: the login id with its middle masked. */
    findId(body: FindIdRequest): Promise<ApiResult<{ result: FindIdResult }>> {
      return core.call((init) => core.fetchClient.POST('/auth/students/find/id', { ...init, body }));
    },

    /** POST /auth/students/find/password: sends the guardian a one-time code; answers a masked hint of where. */
    findPassword(body: FindPasswordRequest): Promise<ApiResult<{ result: FindPasswordResult }>> {
      return core.call((init) => core.fetchClient.POST('/auth/students/find/password', { ...init, body }));
    },

    /** POST /auth/students/find/password/code: the guardian's code, once, for a short-lived reset token (chkTp PWF). */
    verifyResetCode(body: ResetCodeRequest): Promise<ApiResult<{ result: ResetTokenResult }>> {
      return core.call((init) =>
        core.fetchClient.POST('/auth/students/find/password/code', { ...init, body }),
      );
    },

    /** Whether a token is stored: without one the purunet info is never asked for (it could only be a 401). */
    signedIn(): boolean {
      return core.authStorage.getToken() !== null;
    },

    /** GET /auth/purunet/info: the legacy-site credentials. */
    purunetInfo(options?: CallOptions): Promise<ApiResult<{ result: PurunetInfo }>> {
      return core.call((init) => core.fetchClient.GET('/auth/purunet/info', init), options);
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

export const authQueries = {
  /**
   * Never errors: a failure gives `EMPTY_PURUNET_INFO` (§8 "empty info, silently"). Enabled only while a token is
   * stored (and when `enabled` says), like the credential links (links.ts); the query's signal aborts its request.
   */
  purunetInfo: (api: { auth: AuthApi }, { enabled = true }: { enabled?: boolean } = {}) =>
    queryOptions({
      queryKey: authKeys.purunetInfo(),
      enabled: () => enabled && api.auth.signedIn(),
      queryFn: async ({ signal }): Promise<PurunetInfo> => {
        const res = await api.auth.purunetInfo({ signal });
        return res.ok ? res.data.result : EMPTY_PURUNET_INFO;
      },
    }),
};

export const authMutations = {
  /** Resolves with the login result (token already stored); rejects with `ApiError` (message for '로그인 실패'). */
  login: (api: { auth: AuthApi }, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...authKeys.all, 'login'],
      mutationFn: async (body: LoginRequest) => unwrap(await api.auth.login(body)).result,
      onSuccess: () => resetMemberQueries(queryClient),
    }),

  /** Resolves with the member once their handed-over token is stored; rejects with `ApiError` (token refused). */
  adoptToken: (api: { auth: AuthApi }, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...authKeys.all, 'adopt-token'],
      mutationFn: async (token: string) => unwrap(await api.auth.adoptToken(token)).result,
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

  /** Rejects with `ApiError` (e.g. the current password does not match). */
  changePassword: (api: { auth: AuthApi }) =>
    mutationOptions({
      mutationKey: [...authKeys.all, 'change-password'],
      mutationFn: async (input: ChangePasswordInput) => {
        unwrap(await api.auth.changePassword(input));
      },
    }),

  findId: (api: { auth: AuthApi }) =>
    mutationOptions({
      mutationKey: [...authKeys.all, 'find-id'],
      mutationFn: async (body: FindIdRequest) => unwrap(await api.auth.findId(body)).result,
    }),

  findPassword: (api: { auth: AuthApi }) =>
    mutationOptions({
      mutationKey: [...authKeys.all, 'find-password'],
      mutationFn: async (body: FindPasswordRequest) => unwrap(await api.auth.findPassword(body)).result,
    }),

  verifyResetCode: (api: { auth: AuthApi }) =>
    mutationOptions({
      mutationKey: [...authKeys.all, 'verify-reset-code'],
      mutationFn: async (body: ResetCodeRequest) => unwrap(await api.auth.verifyResetCode(body)).result,
    }),
};
