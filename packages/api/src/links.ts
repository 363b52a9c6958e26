/**
 * Study links (spec §3 Site mode, §7 Library and site). Both queries never error, as spec §8 says:
 * common-links failure -> every link empty; credential-links failure -> audio and grammar links empty.
 */
import { queryOptions } from '@tanstack/react-query';
import type { CommonLinks, CredentialLinks } from '@buddy/contract';
import { pathKey, type ApiCore } from './core';

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

/** Each link query asks the contract's path through the normalised client and answers the empty links on a failure. */
export const linkQueries = {
  /** Links every visitor gets; never errors (every link empty on failure). */
  common: (api: ApiCore) =>
    queryOptions({
      queryKey: pathKey('/study/url'),
      queryFn: async ({ signal }): Promise<CommonLinks> =>
        (await api.client.GET('/study/url', { signal })).data?.result ?? EMPTY_COMMON_LINKS,
    }),
  /**
   * Audio and grammar links, signed-in members only; never errors (empty on failure). Enabled only while a token is
   * stored (and when `enabled` says, e.g. only for a member who studies on the legacy site): after a sign-out it is not
   * asked for again, which could only be a 401. The query's signal aborts the request when a sign-out cancels it.
   */
  credential: (api: ApiCore, { enabled = true }: { enabled?: boolean } = {}) =>
    queryOptions({
      queryKey: pathKey('/study/credential/url'),
      enabled: () => enabled && api.signedIn(),
      queryFn: async ({ signal }): Promise<CredentialLinks> =>
        (await api.client.GET('/study/credential/url', { signal })).data?.result ?? EMPTY_CREDENTIAL_LINKS,
    }),
};
