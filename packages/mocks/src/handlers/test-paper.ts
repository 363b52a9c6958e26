/**
 * The test paper's calls: the lookup of an attempt in progress, load (its clock made current), autosave, submit, the
 * marked paper and the preview. The paper and result are fixtures/test-paper.ts (the bank's sample paper). `fail`
 * makes one call answer an error the contract declares for it;
 * `holdAnswers` leaves autosaves on their way.
 */
import type { TestPaper } from '@buddy/contract';
import { testCoins } from '@buddy/domain';
import { paper, resultPaper } from '../fixtures/test-paper';
import { errorBody, http, never } from '../http';

/** One failing call, with a status its operation declares. */
export type TestFailure = { message: string; code?: string } & (
  | { call: 'inProgress'; status: 403 | 404 | 500 }
  | { call: 'load'; status: 403 | 404 | 500 }
  | { call: 'answers'; status: 404 | 409 | 500 }
  | { call: 'answr'; status: 404 | 500 }
  | { call: 'result'; status: 403 | 404 | 409 | 500 }
  | { call: 'preview'; status: 404 | 500 }
);

export interface TestPaperOptions {
  /** The paper `tests/load` answers (its clock is made current). */
  loaded?: Partial<TestPaper>;
  /**
   * The seconds left of an attempt at the test already in progress (started in another tab or browser), as
   * `tests/in-progress` answers them; absent, it answers that no attempt is in progress (a new attempt).
   */
  inProgress?: number;
  fail?: TestFailure;
  /** Never answer autosaves (they stay on their way). */
  holdAnswers?: boolean;
  /** The answers the server keeps over an autosave, by question (another tab saved them first). */
  keptAnswers?: Readonly<Record<number, string[]>>;
}

const CODES = { 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT', 500: 'INTERNAL' } as const;

export function testPaperHandlers({
  loaded,
  inProgress,
  fail,
  holdAnswers = false,
  keptAnswers = {},
}: TestPaperOptions = {}) {
  const failure = (failed: TestFailure) =>
    errorBody({ message: failed.message, code: failed.code ?? CODES[failed.status] });
  return [
    http.get('/study-course/tests/in-progress', ({ response }) => {
      if (fail?.call === 'inProgress') return response(fail.status).json(failure(fail));
      return response(200).json({
        result:
          inProgress === undefined
            ? { inProgress: false }
            : { inProgress: true, remainingSeconds: Math.max(0, Math.floor(inProgress)) },
      });
    }),
    http.post('/study-course/tests/load', ({ response }) => {
      if (fail?.call === 'load') return response(fail.status).json(failure(fail));
      const now = Date.now();
      return response(200).json({
        result: paper({ serverNow: now, startedAt: now, deadline: now + 10 * 60_000, ...loaded }),
      });
    }),
    http.post('/study-course/tests/answers', async ({ request, response }) => {
      if (fail?.call === 'answers') return response(fail.status).json(failure(fail));
      const body = await request.json();
      if (holdAnswers) await never();
      return response(200).json({
        result: {
          questnSeq: body.questnSeq,
          rev: body.rev,
          answrs: keptAnswers[body.questnSeq] ?? body.answrs,
          savedAt: Date.now(),
        },
      });
    }),
    http.post('/study-course/tests/answr', ({ response }) => {
      if (fail?.call === 'answr') return response(fail.status).json(failure(fail));
      // The marked paper's score and the weekly test's band for it (ADR 034), as the submit that marked it answers.
      const { tstScore } = resultPaper();
      const coins = testCoins(tstScore, 'W');
      return response(200).json({
        result: {
          tstCd: 'T1',
          tstScore,
          submittedAt: Date.now(),
          late: false,
          coinsEarned: { total: coins, entries: [{ source: 'test', coins }] },
        },
      });
    }),
    http.post('/study-course/tests/result/paper', ({ response }) => {
      if (fail?.call === 'result') return response(fail.status).json(failure(fail));
      return response(200).json({ result: resultPaper() });
    }),
    http.post('/study-course/tests/preview', ({ response }) => {
      if (fail?.call === 'preview') return response(fail.status).json(failure(fail));
      const { questns, questnCd, stdTstTp, title, stdCourse, stdStep, stdWeek, lvtGrd, questnMstm } = paper();
      return response(200).json({
        result: { questnCd, stdTstTp, title, stdCourse, stdStep, stdWeek, lvtGrd, questnMstm, questns },
      });
    }),
  ];
}
