/**
 * My page's study calls (spec §7 Study: atndn, report, ptflo; the learning of the month). Calls never throw
 * (ApiResult); queries reject with `ApiError`. A recording's `fileUrl` and the list's `allDownload` are signed
 * addresses valid for five minutes (decision 011, Recordings): the recordings query refreshes before they expire.
 */
import { queryOptions } from '@tanstack/react-query';
import { resourceOf, type ApiCore } from './core';
import type { AttendanceMonth, LearningMonth, PortfolioList, Report } from '@buddy/contract';
import { unwrap, type ApiResult } from './result';
import { searchText } from './board-params';
import { MYPAGE_KEY_ROOT } from './key-roots';

/** Recordings list parameters: page (from 1), rows, file-name search text and a course ('' for all). */
export interface RecordingListParams {
  pageNo?: number;
  pageRow?: number;
  srchText?: string;
  stdCourse?: string;
}

/** The parameters as sent and keyed: a first page, empty texts and 'all courses' are left out. */
export function normaliseRecordingParams(params: RecordingListParams = {}): RecordingListParams {
  const out: RecordingListParams = {};
  if (params.pageNo !== undefined && params.pageNo > 1) out.pageNo = Math.floor(params.pageNo);
  if (params.pageRow !== undefined) out.pageRow = params.pageRow;
  const text = searchText(params.srchText);
  if (text !== '') out.srchText = text;
  const course = params.stdCourse?.trim().toUpperCase() ?? '';
  if (course !== '') out.stdCourse = course;
  return out;
}

/** How often the recordings list is fetched again, so its five-minute signed addresses keep working. */
export const RECORDING_LINKS_REFRESH_MS = 4 * 60_000;

export const mypageKeys = {
  all: MYPAGE_KEY_ROOT,
  attendance: (srchYyMm: string) => [...mypageKeys.all, 'attendance', srchYyMm] as const,
  learning: (srchYyMm: string) => [...mypageKeys.all, 'learning', srchYyMm] as const,
  report: (srchYyMm: string) => [...mypageKeys.all, 'report', srchYyMm] as const,
  recordings: (params: RecordingListParams = {}) =>
    [...mypageKeys.all, 'recordings', normaliseRecordingParams(params)] as const,
};

type Result<T> = Promise<ApiResult<{ result: T }>>;
type Course = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G';

export function createMypageApi(core: ApiCore) {
  return {
    /** GET /mypage/studies/atndn: the member's attendance days of a month (YYYYMM). */
    attendance(srchYyMm: string): Promise<ApiResult<AttendanceMonth>> {
      return core.call((init) =>
        core.fetchClient.GET('/mypage/studies/atndn', { ...init, params: { query: { srchYyMm } } }),
      );
    },
    /** GET /mypage/studies/learning: the learning of the month. */
    learning(srchYyMm: string): Result<LearningMonth> {
      return core.call((init) =>
        core.fetchClient.GET('/mypage/studies/learning', { ...init, params: { query: { srchYyMm } } }),
      );
    },
    /** GET /mypage/studies/report: the month's report for a parent. */
    report(srchYyMm: string): Result<Report> {
      return core.call((init) =>
        core.fetchClient.GET('/mypage/studies/report', { ...init, params: { query: { srchYyMm } } }),
      );
    },
    /** GET /mypage/studies/ptflo: the member's recordings, newest first, with signed addresses. */
    recordings(params: RecordingListParams = {}): Promise<ApiResult<PortfolioList>> {
      const { stdCourse, ...rest } = normaliseRecordingParams(params);
      const query = { ...rest, ...(stdCourse ? { stdCourse: stdCourse as Course } : {}) };
      return core.call((init) =>
        core.fetchClient.GET('/mypage/studies/ptflo', { ...init, params: { query } }),
      );
    },
  };
}

export type MypageApi = ReturnType<typeof createMypageApi>;

/** The mypage calls of a client (made on first use). */
export const mypageApi = /* @__PURE__ */ resourceOf(createMypageApi);

export const mypageQueries = {
  attendance: (api: ApiCore, srchYyMm: string) =>
    queryOptions({
      queryKey: mypageKeys.attendance(srchYyMm),
      queryFn: async () => unwrap(await api.resource(createMypageApi).attendance(srchYyMm)),
    }),
  learning: (api: ApiCore, srchYyMm: string) =>
    queryOptions({
      queryKey: mypageKeys.learning(srchYyMm),
      queryFn: async () => unwrap(await api.resource(createMypageApi).learning(srchYyMm)).result,
    }),
  report: (api: ApiCore, srchYyMm: string) =>
    queryOptions({
      queryKey: mypageKeys.report(srchYyMm),
      queryFn: async () => unwrap(await api.resource(createMypageApi).report(srchYyMm)).result,
    }),
  recordings: (api: ApiCore, params: RecordingListParams = {}) =>
    queryOptions({
      queryKey: mypageKeys.recordings(params),
      queryFn: async () => unwrap(await api.resource(createMypageApi).recordings(params)),
      // The signed addresses last five minutes: refetch before, and whenever the page is looked at again.
      staleTime: RECORDING_LINKS_REFRESH_MS,
      refetchInterval: RECORDING_LINKS_REFRESH_MS,
      refetchOnWindowFocus: true,
    }),
};
