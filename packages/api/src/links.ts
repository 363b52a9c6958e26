/**
 * Study links (spec §3 Site mode, §7 Library and site). Both queries never error, as spec §8 says:
 * common-links failure -> every link empty; credential-links failure -> audio and grammar links empty.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiCore, CallOptions } from './core';
import type { CommonLinks, CredentialLinks } from '@buddy/contract';
import type { ApiResult } from './result';

export const linkKeys = {
  all: ['links'] as const,
  common: () => [...linkKeys.all, 'common'] as const,
  credential: () => [...linkKeys.all, 'credential'] as const,
};

export const EMPTY_COMMON_LINKS: CommonLinks = Object.freeze({
  identityVerification: '',
  studyCdn: '',
  viewer: '',
  contents: '',
  viewerEngine: '',
  bridgeViewer: '',
  bridgeEngine: '',
  grammar: '',
  openLeftMenu: false,
  openRightMenu: false,
  logoutPage: '',
});

export const EMPTY_CREDENTIAL_LINKS: CredentialLinks = Object.freeze({
  audio: Object.freeze({}),
  grammar: '',
  legacy: Object.freeze({}),
});

export function createLinksApi(core: ApiCore) {
  return {
    /** GET /study/url: links every visitor gets. */
    common(): Promise<ApiResult<{ result: CommonLinks }>> {
      return core.call((init) => core.fetchClient.GET('/study/url', init));
    },
    /** Whether a token is stored: without one the credential links are never asked for (they could only be a 401). */
    signedIn(): boolean {
      return core.authStorage.getToken() !== null;
    },
    /** GET /study/credential/url: audio and grammar links, signed-in members only. */
    credential(options?: CallOptions): Promise<ApiResult<{ result: CredentialLinks }>> {
      return core.call((init) => core.fetchClient.GET('/study/credential/url', init), options);
    },
  };
}

export type LinksApi = ReturnType<typeof createLinksApi>;

export const linkQueries = {
  common: (api: { links: LinksApi }) =>
    queryOptions({
      queryKey: linkKeys.common(),
      queryFn: async (): Promise<CommonLinks> => {
        const res = await api.links.common();
        return res.ok ? res.data.result : EMPTY_COMMON_LINKS;
      },
    }),
  /**
   * Enabled only while a token is stored (and when `enabled` says, e.g. only for a member who studies on the legacy
   * site): after a sign-out it is not asked for again, which could only be a 401. The query's signal aborts the
   * request when a sign-out cancels the query before the token is revoked.
   */
  credential: (api: { links: LinksApi }, { enabled = true }: { enabled?: boolean } = {}) =>
    queryOptions({
      queryKey: linkKeys.credential(),
      enabled: () => enabled && api.links.signedIn(),
      queryFn: async ({ signal }): Promise<CredentialLinks> => {
        const res = await api.links.credential({ signal });
        return res.ok ? res.data.result : EMPTY_CREDENTIAL_LINKS;
      },
    }),
};
