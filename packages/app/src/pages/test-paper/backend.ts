/**
 * The calls one session makes, for a test (W, M, L; a member or a level-test visitor) or for the incorrect-answer
 * quiz (spec §7 Tests: same flow, its own calls). The session never sees which.
 */
import type {
  AnswerRecord,
  ApiClient,
  ApiResult,
  AutosaveResult,
  ResultPaper,
  SubmitResult,
  TestPaper,
} from '@buddy/api';
import { resultPaperWeek } from '@buddy/domain';
import type { SendOutcome } from './autosave';
import type { TestLocation } from '../../routes/test-params';

export type Taker =
  | { usrgbn: 'member' }
  /** A visitor of the level test: the candidate and the short-lived token from `tests/level/candidates`. */
  | { usrgbn: 'user'; lvtCdtId: string; token: string };

export type TestTarget =
  | { kind: 'test'; location: TestLocation; taker: Taker; tstCd?: string }
  | { kind: 'quiz'; sourceTstCd: string; taker: Taker; quizTstCd?: string };

type Result<T> = Promise<ApiResult<{ result: T }>>;

export interface TestBackend {
  load(): Result<TestPaper>;
  save(paper: TestPaper, questnSeq: number, answrs: string[], rev: number): Result<AutosaveResult>;
  submit(paper: TestPaper, records: AnswerRecord[]): Result<SubmitResult>;
  /** The marked paper of the loaded attempt, or (result mode, nothing loaded) of the address. */
  result(paper: TestPaper | null): Result<ResultPaper>;
}

function takerFields(taker: Taker) {
  return taker.usrgbn === 'user'
    ? { usrgbn: 'user' as const, lvtCdtId: taker.lvtCdtId }
    : { usrgbn: 'member' as const };
}

function tokenOf(taker: Taker): string | undefined {
  return taker.usrgbn === 'user' ? taker.token : undefined;
}

export function createTestBackend(api: Pick<ApiClient, 'tests'>, target: TestTarget): TestBackend {
  const who = takerFields(target.taker);
  const token = tokenOf(target.taker);

  const common = (paper: TestPaper) => ({
    stdTstTp: paper.stdTstTp,
    questnCd: paper.questnCd,
    tstCd: paper.tstCd,
    ...who,
  });

  if (target.kind === 'quiz') {
    return {
      load: () => api.tests.loadQuiz({ ...who, tstCd: target.sourceTstCd }, token),
      save: (paper, questnSeq, answrs, rev) =>
        api.tests.saveQuizAnswer({ ...common(paper), questnSeq, answrs, rev }, token),
      submit: (paper, records) => api.tests.submitQuiz({ ...common(paper), questnAnswrs: records }, token),
      result: (paper) => {
        const tstCd = paper?.tstCd ?? target.quizTstCd ?? '';
        return api.tests.quizResultPaper({ stdTstTp: paper?.stdTstTp ?? 'W', ...who, tstCd }, token);
      },
    };
  }

  const { location } = target;
  return {
    load: () =>
      api.tests.load(
        {
          stdTstTp: location.type,
          ...who,
          ...(location.course ? { stdCourse: location.course } : {}),
          ...(location.step ? { stdStep: location.step } : {}),
          ...(location.type === 'W' && location.week ? { stdWeek: location.week } : {}),
          ...(location.type === 'L' && location.grade && who.usrgbn === 'member'
            ? { lvtGrd: location.grade }
            : {}),
        },
        token,
      ),
    save: (paper, questnSeq, answrs, rev) =>
      api.tests.saveAnswer({ ...common(paper), questnSeq, answrs, rev }, token),
    submit: (paper, records) => api.tests.submit({ ...common(paper), questnAnswrs: records }, token),
    result: (paper) => {
      const tstCd = paper?.tstCd ?? target.tstCd;
      if (tstCd) {
        return api.tests.resultPaper(
          {
            stdTstTp: paper?.stdTstTp ?? location.type,
            ...who,
            tstCd,
            ...(paper ? { questnCd: paper.questnCd } : {}),
          },
          token,
        );
      }
      // Spec §7: the study area's result request sends the location; week 4 for tests that are not weekly.
      return api.tests.resultPaper(
        {
          stdTstTp: location.type,
          ...who,
          ...(location.course ? { stdCourse: location.course } : {}),
          ...(location.step ? { stdStep: location.step } : {}),
          ...(location.type !== 'L' ? { stdWeek: resultPaperWeek(location.type, location.week ?? 4) } : {}),
          ...(location.type === 'L' && location.grade && who.usrgbn === 'member'
            ? { lvtGrd: location.grade }
            : {}),
        },
        token,
      );
    },
  };
}

/** What an autosave answer means for the queue. */
export function sendOutcome(result: ApiResult<{ result: AutosaveResult }>): SendOutcome {
  if (result.ok) return { kind: 'saved', rev: result.data.result.rev };
  if (result.status === 409) return { kind: 'closed' };
  if (result.status === 0 || result.status === 408 || result.status === 429 || result.status >= 500) {
    return { kind: 'retry' };
  }
  return { kind: 'rejected' };
}
