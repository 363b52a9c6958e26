/**
 * Tests resource (spec §7 Tests): the test paper and the incorrect-answer quiz. Every call takes an optional bearer
 * `token`: a level-test visitor's token, or the token of a preview link; without it the stored member token is sent.
 * The calls never throw (ApiResult); the session in the app decides what a failure means (spec §8 dialogs).
 */
import { queryOptions } from '@tanstack/react-query';
import { resourceOf, type ApiCore } from './core';
import type {
  AutosaveRequest,
  AutosaveResult,
  IncorrectQuizLoadRequest,
  LevelCandidate,
  LevelCandidateRequest,
  PreviewPaper,
  ResultPaper,
  ResultPaperRequest,
  SubmitRequest,
  SubmitResult,
  TestInProgress,
  TestLoadRequest,
  TestPaper,
  operations,
} from '@buddy/contract';
import { unwrap, type ApiResult } from './result';

/** The test whose attempt in progress `tests/in-progress` looks up: the query of the start call's body. */
export type TestInProgressQuery = operations['getTestInProgress']['parameters']['query'];

export const testKeys = {
  all: ['tests'] as const,
  inProgress: (query: TestInProgressQuery) => [...testKeys.all, 'in-progress', query] as const,
  result: (quiz: boolean, tstCd: string) =>
    [...testKeys.all, quiz ? 'quiz-result' : 'result', tstCd] as const,
  preview: (questnCd: string) => [...testKeys.all, 'preview', questnCd] as const,
};

type Result<T> = Promise<ApiResult<{ result: T }>>;
const auth = (token?: string) => (token ? { headers: { Authorization: `Bearer ${token}` } } : {});

export function createTestsApi(core: ApiCore) {
  return {
    /** GET tests/in-progress: whether the caller's attempt at the test is in progress and its seconds left (read-only). */
    inProgress(query: TestInProgressQuery, token?: string): Result<TestInProgress> {
      return core.call((init) =>
        core.fetchClient.GET('/study-course/tests/in-progress', {
          ...init,
          ...auth(token),
          params: { query },
        }),
      );
    },
    load(body: TestLoadRequest, token?: string): Result<TestPaper> {
      return core.call((init) =>
        core.fetchClient.POST('/study-course/tests/load', { ...init, ...auth(token), body }),
      );
    },
    saveAnswer(body: AutosaveRequest, token?: string): Result<AutosaveResult> {
      return core.call((init) =>
        core.fetchClient.POST('/study-course/tests/answers', { ...init, ...auth(token), body }),
      );
    },
    submit(body: SubmitRequest, token?: string): Result<SubmitResult> {
      return core.call((init) =>
        core.fetchClient.POST('/study-course/tests/answr', { ...init, ...auth(token), body }),
      );
    },
    resultPaper(body: ResultPaperRequest, token?: string): Result<ResultPaper> {
      return core.call((init) =>
        core.fetchClient.POST('/study-course/tests/result/paper', { ...init, ...auth(token), body }),
      );
    },
    preview(questnCd: string, token?: string): Result<PreviewPaper> {
      return core.call((init) =>
        core.fetchClient.POST('/study-course/tests/preview', { ...init, ...auth(token), body: { questnCd } }),
      );
    },
    createLevelCandidate(body: LevelCandidateRequest): Result<LevelCandidate> {
      return core.call((init) =>
        core.fetchClient.POST('/study-course/tests/level/candidates', { ...init, body }),
      );
    },
    /** POST tests/sample/candidates: an anonymous visitor's pass for the sample weekly test (ADR 047). */
    createSampleCandidate(): Result<LevelCandidate> {
      return core.call((init) => core.fetchClient.POST('/study-course/tests/sample/candidates', init));
    },
    loadQuiz(body: IncorrectQuizLoadRequest, token?: string): Result<TestPaper> {
      return core.call((init) =>
        core.fetchClient.POST('/study-course/incorrectQuizTest/load', { ...init, ...auth(token), body }),
      );
    },
    saveQuizAnswer(body: AutosaveRequest, token?: string): Result<AutosaveResult> {
      return core.call((init) =>
        core.fetchClient.POST('/study-course/incorrectQuizTests/answers', { ...init, ...auth(token), body }),
      );
    },
    submitQuiz(body: SubmitRequest, token?: string): Result<SubmitResult> {
      return core.call((init) =>
        core.fetchClient.POST('/study-course/incorrectQuizTests/answr', { ...init, ...auth(token), body }),
      );
    },
    quizResultPaper(body: ResultPaperRequest, token?: string): Result<ResultPaper> {
      return core.call((init) =>
        core.fetchClient.POST('/study-course/incorrectQuizTests/result/paper', {
          ...init,
          ...auth(token),
          body,
        }),
      );
    },
  };
}

export type TestsApi = ReturnType<typeof createTestsApi>;

/** The test calls of a client (made on first use). */
export const testsApi = /* @__PURE__ */ resourceOf(createTestsApi);

export const testQueries = {
  /**
   * Whether the caller has an attempt at a test in progress (started in another tab or browser) and its seconds left
   * when it answered; rejects with ApiError. Always asked afresh: a figure kept from an earlier visit would be old.
   */
  inProgress: (api: ApiCore, query: TestInProgressQuery, token?: string) =>
    // The test identifies the attempt; the token only authorises.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    queryOptions({
      queryKey: testKeys.inProgress(query),
      queryFn: async () => unwrap(await api.resource(createTestsApi).inProgress(query, token)).result,
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
  /** The marked paper of an attempt (or of a quiz attempt); rejects with ApiError. */
  result: (api: ApiCore, body: ResultPaperRequest & { tstCd: string }, quiz = false, token?: string) => {
    // The attempt code identifies the result; the token only authorises reading it and must not sit in a cache key.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    return queryOptions({
      queryKey: testKeys.result(quiz, body.tstCd),
      queryFn: async () =>
        unwrap(
          await (quiz
            ? api.resource(createTestsApi).quizResultPaper(body, token)
            : api.resource(createTestsApi).resultPaper(body, token)),
        ).result,
      staleTime: Infinity,
    });
  },
  /** A paper in preview mode (no answers). */
  preview: (api: ApiCore, questnCd: string, token?: string) =>
    // The paper code identifies it; the token only authorises.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    queryOptions({
      queryKey: testKeys.preview(questnCd),
      queryFn: async () => unwrap(await api.resource(createTestsApi).preview(questnCd, token)).result,
      staleTime: Infinity,
    }),
};
