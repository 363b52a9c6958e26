/**
 * My page's study queries (spec §7 Study: atndn, report, ptflo; the learning of the month), the contract's
 * (`contractQuery`): the cache keeps each whole answer and a page reads the month's `result`; a failure rejects with
 * `ApiError`. A recording's `fileUrl` and the list's `allDownload` are signed addresses valid for five minutes
 * (decision 011, Recordings): the recordings query refreshes before they expire.
 */
import { contractQuery, type ApiCore } from './core';
import { searchText } from './board-params';

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

/** Attempt history parameters: page (from 1), rows, and one paper's code (its attempts only). */
export interface AttemptListParams {
  pageNo?: number;
  pageRow?: number;
  questnCd?: string;
}

/** The parameters as sent and keyed: a first page and an empty paper code are left out. */
export function normaliseAttemptParams(params: AttemptListParams = {}): AttemptListParams {
  const out: AttemptListParams = {};
  if (params.pageNo !== undefined && params.pageNo > 1) out.pageNo = Math.floor(params.pageNo);
  if (params.pageRow !== undefined) out.pageRow = params.pageRow;
  const questnCd = params.questnCd?.trim().toUpperCase() ?? '';
  if (questnCd !== '') out.questnCd = questnCd;
  return out;
}

type Course = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G';

export const mypageQueries = {
  /** The member's attendance days of a month (YYYYMM). */
  attendance: (api: ApiCore, srchYyMm: string) =>
    contractQuery(api, '/mypage/studies/atndn', { params: { query: { srchYyMm } } }),
  /** The learning of the month. */
  learning: (api: ApiCore, srchYyMm: string) =>
    contractQuery(
      api,
      '/mypage/studies/learning',
      { params: { query: { srchYyMm } } },
      { select: (answer) => answer.result },
    ),
  /** The month's report for a parent. */
  report: (api: ApiCore, srchYyMm: string) =>
    contractQuery(
      api,
      '/mypage/studies/report',
      { params: { query: { srchYyMm } } },
      { select: (answer) => answer.result },
    ),
  /** The member's recordings, newest first, with signed addresses. */
  recordings: (api: ApiCore, params: RecordingListParams = {}) => {
    const { stdCourse, ...rest } = normaliseRecordingParams(params);
    const query = { ...rest, ...(stdCourse ? { stdCourse: stdCourse as Course } : {}) };
    return contractQuery(
      api,
      '/mypage/studies/ptflo',
      { params: { query } },
      {
        // The signed addresses last five minutes: refetch before, and whenever the page is looked at again.
        staleTime: RECORDING_LINKS_REFRESH_MS,
        refetchInterval: RECORDING_LINKS_REFRESH_MS,
        refetchOnWindowFocus: true,
      },
    );
  },
  /** The member's own test and quiz attempts, newest first (issue 30, attempt history). */
  attempts: (api: ApiCore, params: AttemptListParams = {}) =>
    contractQuery(api, '/mypage/tests/attempts', { params: { query: normaliseAttemptParams(params) } }),
};
