/**
 * The study home's queries (spec §7 Study): the week's study session, the member's recent study, the review popup's
 * entries and the stats of a course and step. The cache keeps each whole answer and a page reads its `result`; the
 * queries reject with `ApiError` (the review popup shows '로드를 하지 못했습니다.' on failure, spec §8).
 */
import { queryOptions } from '@tanstack/react-query';
import type { StudyCourseInput, StudyLoadRequest, StudySession } from '@buddy/contract';
import { contractQuery, dataOf, type ApiCore } from './core';
import type { ApiError } from './result';
import { studyKeys, studyWeek } from './study-keys';

export const studyQueries = {
  /**
   * The week's manual with progress (errorState when there is none). A POST that changes nothing, asked as a query;
   * `contractQuery` is for GETs, so its key (`studyKeys.session`, the contract's `[method, path, init]`) and function
   * are written here.
   */
  session: (api: ApiCore, week: StudyLoadRequest) => {
    const body = studyWeek(week);
    return queryOptions<
      { result: StudySession },
      ApiError,
      StudySession,
      ReturnType<typeof studyKeys.session>
    >({
      queryKey: studyKeys.session(body),
      queryFn: ({ signal }) => dataOf(api.client.POST('/study-course/studies/load', { body, signal })),
      select: (answer) => answer.result,
      // The member's own, like every contract query of theirs: not asked for after a sign-out (no 401).
      enabled: () => api.signedIn(),
    });
  },
  /** The latest studied location (default product ebp, sent in lowercase: the server takes it in any case). */
  recent: (api: ApiCore, prodCd = 'ebp') =>
    contractQuery(
      api,
      '/mypage/studies/prgrs/recent',
      { params: { query: { prodCd: prodCd.toLowerCase() } } },
      { select: (answer) => answer.result },
    ),
  /** Every course with its steps and their reviewYn. */
  review: (api: ApiCore) =>
    contractQuery(api, '/mypage/studies/prgrs/review', {}, { select: (answer) => answer.result }),
  /** Navigation, week rates, tests, step rates and today's day of a course (uppercased, as a session's) and step. */
  stats: (api: ApiCore, stdCourse: StudyCourseInput, stdStep: number) =>
    contractQuery(
      api,
      '/mypage/studies/stats',
      { params: { query: { stdCourse: stdCourse.toUpperCase() as StudyCourseInput, stdStep } } },
      { select: (answer) => answer.result },
    ),
};
