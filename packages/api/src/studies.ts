/**
 * Studies resource, the study home's calls (spec §7 Study): the week's study session, the member's recent study, the
 * review popup's entries and the stats of a course and step. Calls never throw (ApiResult); the queries reject with
 * `ApiError` (the review popup shows '로드를 하지 못했습니다.' on failure, spec §8).
 */
import { queryOptions } from '@tanstack/react-query';
import { resourceOf, type ApiCore } from './core';
import type {
  RecentStudy,
  ReviewEntry,
  StudyCourseInput,
  StudyLoadRequest,
  StudySession,
  StudyStats,
} from '@buddy/contract';
import { studyKeys } from './study-keys';
import { unwrap, type ApiResult } from './result';

export { studyKeys };

type Result<T> = Promise<ApiResult<{ result: T }>>;

export function createStudiesApi(core: ApiCore) {
  return {
    /** POST /study-course/studies/load: the week's manual with progress (errorState when no manual). */
    load(body: StudyLoadRequest): Result<StudySession> {
      return core.call((init) => core.fetchClient.POST('/study-course/studies/load', { ...init, body }));
    },
    /** GET /mypage/studies/prgrs/recent: the latest studied location (default product ebp). */
    recent(prodCd = 'ebp'): Result<RecentStudy> {
      return core.call((init) =>
        core.fetchClient.GET('/mypage/studies/prgrs/recent', { ...init, params: { query: { prodCd } } }),
      );
    },
    /** GET /mypage/studies/prgrs/review: every course with its steps and their reviewYn. */
    review(): Result<ReviewEntry[]> {
      return core.call((init) => core.fetchClient.GET('/mypage/studies/prgrs/review', init));
    },
    /** GET /mypage/studies/stats: navigation, week rates, tests, step rates and today's day. */
    stats(stdCourse: StudyCourseInput, stdStep: number): Result<StudyStats> {
      return core.call((init) =>
        core.fetchClient.GET('/mypage/studies/stats', { ...init, params: { query: { stdCourse, stdStep } } }),
      );
    },
  };
}

export type StudiesApi = ReturnType<typeof createStudiesApi>;

/** The studies calls of a client (made on first use). */
export const studiesApi = /* @__PURE__ */ resourceOf(createStudiesApi);

export const studyQueries = {
  session: (api: ApiCore, { stdCourse, stdStep, stdWeek }: StudyLoadRequest) =>
    queryOptions({
      queryKey: studyKeys.session(stdCourse, stdStep, stdWeek),
      queryFn: async () =>
        unwrap(await api.resource(createStudiesApi).load({ stdCourse, stdStep, stdWeek })).result,
    }),
  recent: (api: ApiCore, prodCd = 'ebp') =>
    queryOptions({
      queryKey: studyKeys.recent(prodCd),
      queryFn: async () => unwrap(await api.resource(createStudiesApi).recent(prodCd)).result,
    }),
  review: (api: ApiCore) =>
    queryOptions({
      queryKey: studyKeys.review(),
      queryFn: async () => unwrap(await api.resource(createStudiesApi).review()).result,
    }),
  stats: (api: ApiCore, stdCourse: StudyCourseInput, stdStep: number) =>
    queryOptions({
      queryKey: studyKeys.stats(stdCourse, stdStep),
      queryFn: async () => unwrap(await api.resource(createStudiesApi).stats(stdCourse, stdStep)).result,
    }),
};
