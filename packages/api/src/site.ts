/**
 * The brand site's resource (spec §7 Library and site): the home's banners and popups (/main), the notices, the FAQ
 * by type and the branch finder with its lazily loaded sales offices. Open to every visitor. Calls never throw
 * (ApiResult); queries reject with `ApiError` (404 NOT_FOUND for an unknown notice or branch).
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type {
  TrialReceipt,
  TrialRequest,
  BranchDetail,
  BranchList,
  FaqList,
  Home,
  NoticeDetail,
  NoticeList,
  SalesOffice,
} from '@buddy/contract';
import { DEFAULT_FAQ_TYPE, type FaqFilter } from '@buddy/domain';
import { normaliseBoardParams, searchText } from './board-params';
import { resourceOf, type ApiCore } from './core';
import { unwrap, type ApiResult } from './result';

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

export const siteKeys = {
  all: ['site'] as const,
  home: (device: DeviceType) => [...siteKeys.all, 'home', device] as const,
  notices: () => [...siteKeys.all, 'notices'] as const,
  noticeList: (params: TextListParams = {}) =>
    [...siteKeys.notices(), 'list', normaliseText(params)] as const,
  notice: (boardNo: number) => [...siteKeys.notices(), 'detail', boardNo] as const,
  faq: (params: FaqParams = {}) => [...siteKeys.all, 'faq', normaliseFaqParams(params)] as const,
  branches: () => [...siteKeys.all, 'branches'] as const,
  branchList: (params: BranchParams = {}) =>
    [...siteKeys.branches(), 'list', normaliseBranchParams(params)] as const,
  branch: (code: string) => [...siteKeys.branches(), 'detail', code] as const,
  offices: () => [...siteKeys.branches(), 'offices'] as const,
};

type Result<T> = Promise<ApiResult<{ result: T }>>;

export function createSiteApi(core: ApiCore) {
  return {
    /** GET /main: the contest banner, awards, promotions and the popups showing now (pc by default). */
    home(deviceTp: DeviceType = 'pc'): Result<Home> {
      return core.call((init) => core.fetchClient.GET('/main', { ...init, params: { query: { deviceTp } } }));
    },
    /** GET /site-mgr/notices: pinned first, then newest first (page, search, result). */
    listNotices(params: TextListParams = {}): Promise<ApiResult<NoticeList>> {
      const query = normaliseText(params);
      return core.call((init) => core.fetchClient.GET('/site-mgr/notices', { ...init, params: { query } }));
    },
    /** GET /site-mgr/notices/{boardNo}: the notice and its neighbours in the list. */
    getNotice(boardNo: number): Result<NoticeDetail> {
      return core.call((init) =>
        core.fetchClient.GET('/site-mgr/notices/{boardNo}', { ...init, params: { path: { boardNo } } }),
      );
    },
    /** GET /site-mgr/faq: one type's questions (01 by default), paged and searched. */
    listFaq(params: FaqParams = {}): Promise<ApiResult<FaqList>> {
      const query = normaliseFaqParams(params);
      return core.call((init) => core.fetchClient.GET('/site-mgr/faq', { ...init, params: { query } }));
    },
    /** GET /branches: by sales office and a search over name and address. */
    listBranches(params: BranchParams = {}): Promise<ApiResult<BranchList>> {
      const query = normaliseBranchParams(params);
      return core.call((init) => core.fetchClient.GET('/branches', { ...init, params: { query } }));
    },
    /** GET /branches/office: the sales offices as select options. */
    listOffices(): Result<SalesOffice[]> {
      return core.call((init) => core.fetchClient.GET('/branches/office', init));
    },
    /** POST /site-mgr/trial-requests: a parent's request for a free trial class at a branch. */
    requestTrial(body: TrialRequest): Result<TrialReceipt> {
      return core.call((init) => core.fetchClient.POST('/site-mgr/trial-requests', { ...init, body }));
    },
    /** GET /branches/{code}: one branch. */
    getBranch(code: string): Result<BranchDetail> {
      return core.call((init) =>
        core.fetchClient.GET('/branches/{code}', { ...init, params: { path: { code } } }),
      );
    },
  };
}

export type SiteApi = ReturnType<typeof createSiteApi>;

/** The site calls of a client (made on first use). */
export const siteApi = /* @__PURE__ */ resourceOf(createSiteApi);

export const siteQueries = {
  home: (api: ApiCore, device: DeviceType = 'pc') =>
    queryOptions({
      queryKey: siteKeys.home(device),
      queryFn: async () => unwrap(await api.resource(createSiteApi).home(device)).result,
    }),
  notices: (api: ApiCore, params: TextListParams = {}) =>
    queryOptions({
      queryKey: siteKeys.noticeList(params),
      queryFn: async () => unwrap(await api.resource(createSiteApi).listNotices(params)),
    }),
  notice: (api: ApiCore, boardNo: number) =>
    queryOptions({
      queryKey: siteKeys.notice(boardNo),
      queryFn: async () => unwrap(await api.resource(createSiteApi).getNotice(boardNo)).result,
    }),
  faq: (api: ApiCore, params: FaqParams = {}) =>
    queryOptions({
      queryKey: siteKeys.faq(params),
      queryFn: async () => unwrap(await api.resource(createSiteApi).listFaq(params)),
    }),
  branches: (api: ApiCore, params: BranchParams = {}) =>
    queryOptions({
      queryKey: siteKeys.branchList(params),
      queryFn: async () => unwrap(await api.resource(createSiteApi).listBranches(params)),
    }),
  branch: (api: ApiCore, code: string) =>
    queryOptions({
      queryKey: siteKeys.branch(code),
      queryFn: async () => unwrap(await api.resource(createSiteApi).getBranch(code)).result,
    }),
  /** The office list changes rarely: kept for the session once loaded. */
  offices: (api: ApiCore) =>
    queryOptions({
      queryKey: siteKeys.offices(),
      queryFn: async () => unwrap(await api.resource(createSiteApi).listOffices()).result,
      staleTime: Infinity,
    }),
};

export const siteMutations = {
  /** A trial request; nothing is cached (the receipt is shown once). */
  requestTrial: (api: ApiCore) =>
    mutationOptions({
      mutationKey: ['site', 'trial-request'],
      mutationFn: async (body: TrialRequest) =>
        unwrap(await api.resource(createSiteApi).requestTrial(body)).result,
    }),
};
