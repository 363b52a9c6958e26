/**
 * The account calls only some pages make (ADR 026: made on first use, not in the entry): taking over a token handed
 * over by another site, the password change (also the chkTp PWF reset variant), find id, find password with the
 * guardian's code, and the purunet info.
 *
 * - Mutation functions reject with `ApiError` (so `useMutation`'s `error.message` is the server's Korean message).
 * - `purunetInfo` falls back to empty info, silently (§8): its query never errors.
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { FindIdRequest, FindPasswordRequest, PurunetInfo, ResetCodeRequest } from '@buddy/contract';
import { dataOf, pathKey, type ApiCore } from './core';
import { EMPTY_PURUNET_INFO, resetMemberQueries, type ChangePasswordInput } from './auth';

export const accountQueries = {
  /**
   * The legacy-site credentials. Never errors: a failure gives `EMPTY_PURUNET_INFO` (§8 "empty info, silently").
   * Enabled only while a token is stored (and when `enabled` says), like the credential links (links.ts); the query's
   * signal aborts its request.
   */
  purunetInfo: (api: ApiCore, { enabled = true }: { enabled?: boolean } = {}) =>
    queryOptions({
      queryKey: pathKey('/auth/purunet/info'),
      enabled: () => enabled && api.signedIn(),
      queryFn: async ({ signal }): Promise<PurunetInfo> =>
        (await api.client.GET('/auth/purunet/info', { signal })).data?.result ?? EMPTY_PURUNET_INFO,
    }),
};

export const accountMutations = {
  /**
   * Signs in with a token handed over by another of the publisher's sites (/callback/token-login, ADR 029): the token
   * is tried on GET /mypage/profile first and stored only when the server accepts it, so a stale or forged token never
   * replaces the member's own. Resolves with the member; rejects with `ApiError` (token refused).
   */
  adoptToken: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['post', '/auth/students/session'],
      mutationFn: async (token: string) => {
        const headers = { Authorization: `Bearer ${token}` };
        const { result } = await dataOf(api.client.GET('/mypage/profile', { headers }));
        // The web app keeps no token: the server turns this one into the session cookie (ADR 048).
        if (api.session === 'cookie') await dataOf(api.client.POST('/auth/students/session', { headers }));
        api.authStorage.setToken(token);
        return result;
      },
      onSuccess: () => resetMemberQueries(queryClient),
    }),

  /**
   * POST /auth/students/password; with chkTp PWF the reset token is the bearer and no current password is sent. Rejects
   * with `ApiError` (e.g. the current password does not match).
   */
  changePassword: (api: ApiCore) =>
    mutationOptions({
      mutationKey: ['post', '/auth/students/password'],
      mutationFn: async (input: ChangePasswordInput): Promise<void> => {
        if ('chkTp' in input) {
          const { resetToken, chgPwd, chkTp } = input;
          await dataOf(
            api.client.POST('/auth/students/password', {
              body: { chgPwd, chkTp },
              headers: { Authorization: `Bearer ${resetToken}` },
            }),
          );
          return;
        }
        const { memPwd, chgPwd } = input;
        await dataOf(api.client.POST('/auth/students/password', { body: { memPwd, chgPwd } }));
      },
    }),

  /** The login id with its middle masked. */
  findId: (api: ApiCore) =>
    mutationOptions({
      mutationKey: ['post', '/auth/students/find/id'],
      mutationFn: async (body: FindIdRequest) =>
        (await dataOf(api.client.POST('/auth/students/find/id', { body }))).result,
    }),

  /** Sends the guardian a one-time code; answers a masked hint of where. */
  findPassword: (api: ApiCore) =>
    mutationOptions({
      mutationKey: ['post', '/auth/students/find/password'],
      mutationFn: async (body: FindPasswordRequest) =>
        (await dataOf(api.client.POST('/auth/students/find/password', { body }))).result,
    }),

  /** The guardian's code, once, for a short-lived reset token (chkTp PWF). */
  verifyResetCode: (api: ApiCore) =>
    mutationOptions({
      mutationKey: ['post', '/auth/students/find/password/code'],
      mutationFn: async (body: ResetCodeRequest) =>
        (await dataOf(api.client.POST('/auth/students/find/password/code', { body }))).result,
    }),
};
