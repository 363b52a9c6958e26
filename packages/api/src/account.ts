/**
 * The account calls only some pages make (ADR 026: made on first use, not in the entry): taking over a token handed
 * over by another site, the password change (also the chkTp PWF reset variant), find id, find password with the
 * guardian's code, and the purunet info.
 *
 * - Mutation functions unwrap failures into `ApiError` (so `useMutation`'s `error.message` is the server's Korean
 *   message).
 * - `purunetInfo` falls back to empty info, silently (§8): its query never errors.
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { resourceOf, type ApiCore, type CallOptions } from './core';
import type {
  FindIdRequest,
  FindIdResult,
  FindPasswordRequest,
  FindPasswordResult,
  Member,
  PurunetInfo,
  ResetCodeRequest,
  ResetTokenResult,
} from '@buddy/contract';
import { unwrap, type ApiResult } from './result';
import {
  authKeys,
  EMPTY_PURUNET_INFO,
  resetMemberQueries,
  type ChangePasswordInput,
  type DoneBody,
} from './auth';

export function createAccountApi(core: ApiCore) {
  return {
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

    /** GET /auth/purunet/info: the legacy-site credentials. */
    purunetInfo(options?: CallOptions): Promise<ApiResult<{ result: PurunetInfo }>> {
      return core.call((init) => core.fetchClient.GET('/auth/purunet/info', init), options);
    },
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;

/** The account calls of a client (made on first use). */
export const accountApi = /* @__PURE__ */ resourceOf(createAccountApi);

export const accountQueries = {
  /**
   * Never errors: a failure gives `EMPTY_PURUNET_INFO` (§8 "empty info, silently"). Enabled only while a token is
   * stored (and when `enabled` says), like the credential links (links.ts); the query's signal aborts its request.
   */
  purunetInfo: (api: ApiCore, { enabled = true }: { enabled?: boolean } = {}) =>
    queryOptions({
      queryKey: authKeys.purunetInfo(),
      enabled: () => enabled && api.authStorage.getToken() !== null,
      queryFn: async ({ signal }): Promise<PurunetInfo> => {
        const res = await api.resource(createAccountApi).purunetInfo({ signal });
        return res.ok ? res.data.result : EMPTY_PURUNET_INFO;
      },
    }),
};

export const accountMutations = {
  /** Resolves with the member once their handed-over token is stored; rejects with `ApiError` (token refused). */
  adoptToken: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...authKeys.all, 'adopt-token'],
      mutationFn: async (token: string) => unwrap(await accountApi(api).adoptToken(token)).result,
      onSuccess: () => resetMemberQueries(queryClient),
    }),

  /** Rejects with `ApiError` (e.g. the current password does not match). */
  changePassword: (api: ApiCore) =>
    mutationOptions({
      mutationKey: [...authKeys.all, 'change-password'],
      mutationFn: async (input: ChangePasswordInput) => {
        unwrap(await accountApi(api).changePassword(input));
      },
    }),

  findId: (api: ApiCore) =>
    mutationOptions({
      mutationKey: [...authKeys.all, 'find-id'],
      mutationFn: async (body: FindIdRequest) => unwrap(await accountApi(api).findId(body)).result,
    }),

  findPassword: (api: ApiCore) =>
    mutationOptions({
      mutationKey: [...authKeys.all, 'find-password'],
      mutationFn: async (body: FindPasswordRequest) =>
        unwrap(await accountApi(api).findPassword(body)).result,
    }),

  verifyResetCode: (api: ApiCore) =>
    mutationOptions({
      mutationKey: [...authKeys.all, 'verify-reset-code'],
      mutationFn: async (body: ResetCodeRequest) =>
        unwrap(await accountApi(api).verifyResetCode(body)).result,
    }),
};
