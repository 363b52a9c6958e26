/**
 * A level test a parent can act on (issue 30, ADR 074): the recommended start of a marked level test with its
 * reasons, its link code, and a member's past level tests. Three queries; each rejects with `ApiError`.
 *
 * - `own`: the caller's own submitted level test (a member's, or a visitor's with the visitor's token), a POST keyed
 *   as `testQueries.result` is (without the token, which only authorises).
 * - `shared`: a report by its link code, for anyone who has the link (no sign-in; the same for every caller).
 * - `member`: the signed-in member's past level tests, newest first.
 */
import { queryOptions } from '@tanstack/react-query';
import type { LevelRecommendation as WireRecommendation, LevelReportRequest } from '@buddy/contract';
import type { LevelRecommendation } from '@buddy/domain';
import { contractQuery, dataOf, type ApiCore } from './core';
import { bearerOf } from './tests';

/** A report's link code as the contract shapes it (22 characters of 128 random bits, base64url). */
const RESULT_CODE = /^[A-Za-z0-9_-]{22}$/;

/** Whether `code` can be a report's link code: anything else names no report, and is not asked for. */
export function isLevelResultCode(code: string | undefined): code is string {
  return code !== undefined && RESULT_CODE.test(code);
}

/** The address of a report's page on the brand site (the contract's `resultCd` description). */
export function levelResultPath(resultCd: string): string {
  return `/level-test/result/${resultCd}`;
}

/** The recommendation in the product's words (`@buddy/domain`'s `LevelRecommendation`), for the screens. */
export function toLevelRecommendation(wire: WireRecommendation): LevelRecommendation {
  return {
    course: wire.stdCourse,
    step: wire.stdStep,
    blocks: wire.blocks.map((block) => ({ course: block.stdCourse, right: block.right, total: block.total })),
    sections: wire.sections.map((section) => ({ ...section })),
  };
}

export const levelReportQueries = {
  /**
   * The report of the caller's own submitted level test (a visitor names their candidate id and sends their token).
   * Made once and the same after: kept for the session.
   */
  own: (api: ApiCore, request: LevelReportRequest, token?: string) => {
    const body: LevelReportRequest = {
      tstCd: request.tstCd,
      usrgbn: request.usrgbn,
      ...(request.lvtCdtId ? { lvtCdtId: request.lvtCdtId } : {}),
    };
    const init = { body };
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the token only authorises (tests.ts)
    return queryOptions({
      queryKey: ['post', '/study-course/tests/level/report', init] as const,
      queryFn: ({ signal }) =>
        dataOf(api.client.POST('/study-course/tests/level/report', { ...init, ...bearerOf(token), signal })),
      select: (answer) => answer.result,
      staleTime: Infinity,
    });
  },
  /** A report by its link code (no sign-in). A code that names none rejects with 404 and the server's message. */
  shared: (api: ApiCore, resultCd: string) =>
    contractQuery(
      api,
      '/level-tests/results/{resultCd}',
      { params: { path: { resultCd } } },
      { select: (answer) => answer.result, staleTime: Infinity },
    ),
  /** The signed-in member's past level tests, newest first. */
  member: (api: ApiCore) =>
    contractQuery(api, '/mypage/level-tests', {}, { select: (answer) => answer.result }),
};
