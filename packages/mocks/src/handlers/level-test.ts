/**
 * A visitor's level-test registration (name, school, grade): each registration gets the next candidate id ('1', '2'…
 * per factory call) and a two-hour visitor token. `fail` makes it answer an error its operation declares (429 as the
 * server's per-address limit does, with Retry-After). A test that wants a refusal and then a success adds
 * `levelTestHandlers()` over the failing ones. The sample weekly test's anonymous pass answers the same way
 * (`sampleTestHandlers`, ids 'S1', 'S2'…; ADR 047). A marked level test's report, its link and a member's past level
 * tests (`levelReportHandlers`, issue 30, ADR 074) answer the reports of fixtures/level-report.ts.
 */
import type { LevelReport } from '@buddy/contract';
import { DEMO_LEVEL_REPORTS } from '../fixtures/level-report';
import { errorBody, http, SERVER_ERROR, switches } from '../http';

export interface LevelTestOptions {
  fail?: { status: 400 | 429 | 500; message: string; code?: string };
}

const CODES = { 400: 'BAD_REQUEST', 429: 'THROTTLED', 500: 'INTERNAL' } as const;

function candidateHandler(
  path: '/study-course/tests/level/candidates' | '/study-course/tests/sample/candidates',
  prefix: string,
  { fail }: LevelTestOptions,
) {
  let next = 1;
  return http.post(path, ({ response }) => {
    if (fail) {
      const body = errorBody({ message: fail.message, code: fail.code ?? CODES[fail.status] });
      return fail.status === 429
        ? response(429).json(body, { headers: { 'Retry-After': '60' } })
        : response(fail.status).json(body);
    }
    const lvtCdtId = `${prefix}${next++}`;
    const token = prefix ? `sample-visitor-${lvtCdtId}` : `level-visitor-${lvtCdtId}`;
    return response(200).json({ result: { lvtCdtId, token, expiresIn: 7200 } });
  });
}

export function levelTestHandlers(options: LevelTestOptions = {}) {
  return [candidateHandler('/study-course/tests/level/candidates', '', options)];
}

export function sampleTestHandlers(options: LevelTestOptions = {}) {
  return [candidateHandler('/study-course/tests/sample/candidates', 'S', options)];
}

/** The calls of a level test's report (issue 30, ADR 074). */
export type LevelReportCall = 'report' | 'shared' | 'list';

export interface LevelReportOptions {
  /**
   * The reports the fake knows, newest first: the member's past level tests, each opened by its link code; the newest
   * is the one the caller's own result asks for. Default: the demo child's two; [] for a member who took none.
   */
  reports?: readonly LevelReport[];
  /** The paper had no levels: every report's recommendation is null (the score alone). */
  withoutLevels?: boolean;
  /** This call answers 500. */
  fail?: LevelReportCall;
  /** These calls never answer (a loading state). */
  hold?: LevelReportCall | readonly LevelReportCall[];
}

/** The server's words (packages/server test-paper service) for an attempt or a link that names nothing. */
const LEVEL_MESSAGES = {
  testNotFound: '시험지를 찾을 수 없습니다.',
  reportNotFound: '레벨 테스트 결과를 찾을 수 없어요. 받은 링크를 다시 확인해 주세요.',
  validation: '요청 형식이 올바르지 않습니다.',
} as const;

const LINK_CODE = /^[A-Za-z0-9_-]{22}$/;

export function levelReportHandlers({
  reports = DEMO_LEVEL_REPORTS,
  withoutLevels = false,
  fail,
  hold,
}: LevelReportOptions = {}) {
  const known = reports.map((report) => (withoutLevels ? { ...report, recommendation: null } : report));
  const fails = switches(hold, fail);
  return [
    // The caller's own marked level test: the newest report (the fake keeps no attempts of its own).
    http.post('/study-course/tests/level/report', async ({ response }) => {
      if (await fails('report')) return response(500).json(SERVER_ERROR);
      const [newest] = known;
      if (!newest)
        return response(404).json(
          errorBody({ message: LEVEL_MESSAGES.testNotFound, code: 'TEST_NOT_FOUND' }),
        );
      return response(200).json({ result: newest });
    }),
    // A report by its link code, without sign-in.
    http.get('/level-tests/results/{resultCd}', async ({ params, response }) => {
      if (await fails('shared')) return response(500).json(SERVER_ERROR);
      if (!LINK_CODE.test(params.resultCd))
        return response(400).json(errorBody({ message: LEVEL_MESSAGES.validation, code: 'BAD_REQUEST' }));
      const found = known.find((report) => report.resultCd === params.resultCd);
      if (!found)
        return response(404).json(
          errorBody({ message: LEVEL_MESSAGES.reportNotFound, code: 'LEVEL_REPORT_NOT_FOUND' }),
        );
      return response(200).json({ result: found });
    }),
    // The signed-in member's past level tests, newest first.
    http.get('/mypage/level-tests', async ({ response }) => {
      if (await fails('list')) return response(500).json(SERVER_ERROR);
      return response(200).json({ result: known });
    }),
  ];
}
