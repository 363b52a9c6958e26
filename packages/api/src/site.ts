/**
 * The brand site's resource (spec §7 Library and site): the home's banners and popups (/main), the notices, the FAQ
 * by type and the branch finder with its lazily loaded sales offices. Open to every visitor. The queries and the
 * mutation are the contract's (`contractQuery`, `api.client`): the cache keeps each whole answer, a page of one item
 * reads its `result`; they reject with `ApiError` (404 NOT_FOUND for an unknown notice or branch).
 */
import { mutationOptions } from '@tanstack/react-query';
import type { TrialRequest } from '@buddy/contract';
import { DEFAULT_FAQ_TYPE, type FaqFilter } from '@buddy/domain';
import { normaliseBoardParams, searchText } from './board-params';
import { contractQuery, dataOf, type ApiCore } from './core';

/** A text search of a list: page (from 1), rows, type and text. */
export interface TextListParams {
  pageNo?: number;
  pageRow?: number;
  srchTp?: 'TD' | 'T' | 'D' | '';
  srchText?: string;
}

export interface FaqParams extends TextListParams {
  /** A type, or ALL for every type. */
  srchFaqTp?: FaqFilter;
}

export interface BranchParams {
  pageNo?: number;
  pageRow?: number;
  /** One sales office ('' or absent for all). */
  salesOfficeCd?: string;
  srchText?: string;
}

/** A first page, empty texts and a search type without a text are left out (as the boards' lists). */
const normaliseText = (params: TextListParams): TextListParams => normaliseBoardParams(params);

export function normaliseFaqParams(params: FaqParams = {}): FaqParams {
  return { srchFaqTp: params.srchFaqTp ?? DEFAULT_FAQ_TYPE, ...normaliseText(params) };
}

export function normaliseBranchParams(params: BranchParams = {}): BranchParams {
  const out: BranchParams = {};
  if (params.pageNo !== undefined && params.pageNo > 1) out.pageNo = Math.floor(params.pageNo);
  if (params.pageRow !== undefined) out.pageRow = params.pageRow;
  if (params.salesOfficeCd) out.salesOfficeCd = params.salesOfficeCd;
  const text = searchText(params.srchText);
  if (text !== '') out.srchText = text;
  return out;
}

export type DeviceType = 'pc' | 'mobile';

export const siteQueries = {
  /** The contest banner, awards, promotions and the popups showing now (pc by default). */
  home: (api: ApiCore, deviceTp: DeviceType = 'pc') =>
    contractQuery(api, '/main', { params: { query: { deviceTp } } }, { select: (answer) => answer.result }),
  /** Pinned first, then newest first (page, search, result). */
  notices: (api: ApiCore, params: TextListParams = {}) =>
    contractQuery(api, '/site-mgr/notices', { params: { query: normaliseText(params) } }),
  /** The notice and its neighbours in the list. */
  notice: (api: ApiCore, boardNo: number) =>
    contractQuery(
      api,
      '/site-mgr/notices/{boardNo}',
      { params: { path: { boardNo } } },
      { select: (answer) => answer.result },
    ),
  /** One type's questions (01 by default), paged and searched. */
  faq: (api: ApiCore, params: FaqParams = {}) =>
    contractQuery(api, '/site-mgr/faq', { params: { query: normaliseFaqParams(params) } }),
  /** By sales office and a search over name and address. */
  branches: (api: ApiCore, params: BranchParams = {}) =>
    contractQuery(api, '/branches', { params: { query: normaliseBranchParams(params) } }),
  branch: (api: ApiCore, code: string) =>
    contractQuery(
      api,
      '/branches/{code}',
      { params: { path: { code } } },
      { select: (answer) => answer.result },
    ),
  /** The sales offices as select options: they change rarely, so they are kept for the session once loaded. */
  offices: (api: ApiCore) =>
    contractQuery(api, '/branches/office', {}, { select: (answer) => answer.result, staleTime: Infinity }),
};

export const siteMutations = {
  /** A parent's request for a free trial class at a branch; nothing is cached (the receipt is shown once). */
  requestTrial: (api: ApiCore) =>
    mutationOptions({
      mutationKey: ['post', '/site-mgr/trial-requests'],
      mutationFn: async (body: TrialRequest) =>
        (await dataOf(api.client.POST('/site-mgr/trial-requests', { body }))).result,
    }),
};
