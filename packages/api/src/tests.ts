/**
 * Tests (spec §7 Tests): the queries of a test's intro, result and preview, and a visitor's passes. The test paper's
 * own calls (load, autosave, submit, for a test or the incorrect-answer quiz) are the session's (test-session/backend.ts)
 * and the outbox's, which need an `ApiResult`. A call may carry a bearer `token` of its own: a level-test or sample
 * visitor's, or a preview link's; without it the stored member token is sent.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { LevelCandidateRequest, ResultPaperRequest, operations } from '@buddy/contract';
import { dataOf, pathKey, type ApiCore } from './core';

/** The test whose attempt in progress `tests/in-progress` looks up: the query of the start call's body. */
export type TestInProgressQuery = operations['getTestInProgress']['parameters']['query'];

/** The request options that send a call with its own bearer token (none: the stored member token goes). */
export function bearerOf(token?: string): { headers?: { Authorization: string } } {
  return token ? { headers: { Authorization: `Bearer ${token}` } } : {};
}

/*
 * The queries below are keyed as the contract's query options key them (`[method, path, init]`), but without the
 * token: it only authorises, a visitor's changes every two hours, and it must not sit in the cache. So they are not
 * `contractQuery` (whose key is the whole request) but send through `api.client` themselves.
 */
export const testQueries = {
  /**
   * Whether the caller has an attempt at a test in progress (started in another tab or browser) and its seconds left
   * when it answered; rejects with ApiError. Always asked afresh: a figure kept from an earlier visit would be old.
   */
  inProgress: (api: ApiCore, query: TestInProgressQuery, token?: string) => {
    const init = { params: { query } };
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the token only authorises (above)
    return queryOptions({
      queryKey: [...pathKey('/study-course/tests/in-progress'), init] as const,
      queryFn: ({ signal }) =>
        dataOf(api.client.GET('/study-course/tests/in-progress', { ...init, ...bearerOf(token), signal })),
      select: (answer) => answer.result,
      staleTime: 0,
      gcTime: 0,
      retry: false,
    });
  },
  /** The marked paper of an attempt (or of a quiz attempt); rejects with ApiError. */
  result: (api: ApiCore, body: ResultPaperRequest & { tstCd: string }, quiz = false, token?: string) => {
    const path = quiz ? '/study-course/incorrectQuizTests/result/paper' : '/study-course/tests/result/paper';
    const init = { body };
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the token only authorises (above)
    return queryOptions({
      queryKey: ['post', path, init] as const,
      queryFn: ({ signal }) => dataOf(api.client.POST(path, { ...init, ...bearerOf(token), signal })),
      select: (answer) => answer.result,
      staleTime: Infinity,
    });
  },
  /** A paper in preview mode (no answers). */
  preview: (api: ApiCore, questnCd: string, token?: string) => {
    const init = { body: { questnCd } };
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the token only authorises (above)
    return queryOptions({
      queryKey: ['post', '/study-course/tests/preview', init] as const,
      queryFn: ({ signal }) =>
        dataOf(api.client.POST('/study-course/tests/preview', { ...init, ...bearerOf(token), signal })),
      select: (answer) => answer.result,
      staleTime: Infinity,
    });
  },
};

export const testMutations = {
  /** A visitor's level-test registration: the candidate and its two-hour token (sent without any token). */
  levelCandidate: (api: ApiCore) =>
    mutationOptions({
      mutationKey: ['post', '/study-course/tests/level/candidates'],
      mutationFn: async (body: LevelCandidateRequest) =>
        (await dataOf(api.client.POST('/study-course/tests/level/candidates', { body }))).result,
    }),
  /** An anonymous visitor's pass for the sample weekly test (ADR 047; no token, no body). */
  sampleCandidate: (api: ApiCore) =>
    mutationOptions({
      mutationKey: ['post', '/study-course/tests/sample/candidates'],
      mutationFn: async () => (await dataOf(api.client.POST('/study-course/tests/sample/candidates'))).result,
    }),
};
