/**
 * Stories only: the tests calls of a fake /v2 at the network edge (added to the app story's fake server). The paper
 * and result come from fixtures.ts; `fail` makes one call answer an error body instead.
 */
import type { AutosaveRequest, TestPaper } from '@buddy/api';
import { json, type FakeRoute } from '../../stories/fake-server';
import { paper, QUESTIONS, resultPaper } from '@buddy/api/testing';

export interface TestsServerOptions {
  /** The paper `tests/load` answers (its clock is made current). */
  loaded?: Partial<TestPaper>;
  /** Answer this call with an error body. */
  fail?: { call: 'load' | 'answers' | 'answr' | 'result' | 'preview'; status: number; message: string };
  /** Never answer autosaves (they stay on their way). */
  holdAnswers?: boolean;
}

export function testsServer({ loaded, fail, holdAnswers = false }: TestsServerOptions = {}): FakeRoute {
  // Calls it does not know are left to the app story's fake server (undefined).
  return (request) => {
    const path = new URL(request.url).pathname.replace(/^\/v2\/study-course\//, '');
    const call = (
      {
        'tests/load': 'load',
        'tests/answers': 'answers',
        'tests/answr': 'answr',
        'tests/result/paper': 'result',
        'tests/preview': 'preview',
      } as const
    )[path];
    if (!call) return undefined;
    if (fail?.call === call) return json({ message: fail.message, code: 'STORY' }, fail.status);
    return answer(call, request);
  };

  async function answer(
    call: 'load' | 'answers' | 'answr' | 'result' | 'preview',
    request: Request,
  ): Promise<Response> {
    switch (call) {
      case 'load': {
        const now = Date.now();
        return json({
          result: paper({ serverNow: now, startedAt: now, deadline: now + 10 * 60_000, ...loaded }),
        });
      }
      case 'answers': {
        if (holdAnswers) return new Promise<Response>(() => undefined);
        const body = (await request.json()) as AutosaveRequest;
        return json({ result: { questnSeq: body.questnSeq, rev: body.rev, savedAt: Date.now() } });
      }
      case 'answr':
        return json({ result: { tstCd: 'T1', tstScore: 50, submittedAt: Date.now(), late: false } });
      case 'result':
        return json({ result: resultPaper() });
      case 'preview': {
        const { questns, questnCd, stdTstTp, title, stdCourse, stdStep, stdWeek, lvtGrd, questnMstm } =
          paper();
        return json({
          result: { questnCd, stdTstTp, title, stdCourse, stdStep, stdWeek, lvtGrd, questnMstm, questns },
        });
      }
    }
  }
}

export { QUESTIONS };
