/**
 * The calls one session makes, for a test (W, M, L; a member or a level-test visitor) or for the incorrect-answer
 * quiz (spec §7 Tests: same flow, its own calls). The session never sees which. Each call answers an `ApiResult`
 * (`api.call`), never a throw: the session decides what a failure means (spec §8 dialogs). Autosaves go through the
 * outbox: the backend only says which call and which fields they carry.
 */
import type {
  AnswerRecord,
  ResultPaper,
  ResultPaperRequest,
  SubmitResult,
  TestLoadRequest,
  TestPaper,
} from '@buddy/contract';
import { resultPaperWeek, type Course, type TestType } from '@buddy/domain';
import type { AnswerTarget } from '../outbox/answer-queue';
import type { ApiResult } from '../result';
import type { ApiCore } from '../core';
import { bearerOf } from '../tests';

/** Where a test is taken (the address of /tests). */
export interface TestLocation {
  type: TestType;
  course?: Course;
  step?: number;
  week?: number;
  grade?: number;
}

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
  /** Where the autosaves of this paper go and the fields they carry. */
  answerTarget(paper: TestPaper): AnswerTarget;
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

/**
 * The test a location names, as `tests/load` takes it (and `tests/in-progress` looks its attempt up): a visitor's
 * level test goes by the candidate, a member's by the grade.
 */
export function testLoadBody(location: TestLocation, taker: Taker): TestLoadRequest {
  const who = takerFields(taker);
  return {
    stdTstTp: location.type,
    ...who,
    ...(location.course ? { stdCourse: location.course } : {}),
    ...(location.step ? { stdStep: location.step } : {}),
    ...(location.type === 'W' && location.week ? { stdWeek: location.week } : {}),
    ...(location.type === 'L' && location.grade && who.usrgbn === 'member' ? { lvtGrd: location.grade } : {}),
  };
}

export function createTestBackend(api: ApiCore, target: TestTarget): TestBackend {
  const who = takerFields(target.taker);
  // A visitor's own token; a member's calls carry the stored one.
  const auth = bearerOf(tokenOf(target.taker));

  const common = (paper: TestPaper) => ({
    stdTstTp: paper.stdTstTp,
    questnCd: paper.questnCd,
    tstCd: paper.tstCd,
    ...who,
  });

  if (target.kind === 'quiz') {
    return {
      load: () =>
        api.call((init) =>
          api.fetchClient.POST('/study-course/incorrectQuizTest/load', {
            ...init,
            ...auth,
            body: { ...who, tstCd: target.sourceTstCd },
          }),
        ),
      answerTarget: (paper) => ({ call: 'quiz', fields: common(paper) }),
      submit: (paper, records) =>
        api.call((init) =>
          api.fetchClient.POST('/study-course/incorrectQuizTests/answr', {
            ...init,
            ...auth,
            body: { ...common(paper), questnAnswrs: records },
          }),
        ),
      result: (paper) => {
        const tstCd = paper?.tstCd ?? target.quizTstCd ?? '';
        return api.call((init) =>
          api.fetchClient.POST('/study-course/incorrectQuizTests/result/paper', {
            ...init,
            ...auth,
            body: { stdTstTp: paper?.stdTstTp ?? 'W', ...who, tstCd },
          }),
        );
      },
    };
  }

  const { location } = target;
  const resultPaper = (body: ResultPaperRequest) =>
    api.call((init) => api.fetchClient.POST('/study-course/tests/result/paper', { ...init, ...auth, body }));
  return {
    load: () =>
      api.call((init) =>
        api.fetchClient.POST('/study-course/tests/load', {
          ...init,
          ...auth,
          body: testLoadBody(location, target.taker),
        }),
      ),
    answerTarget: (paper) => ({ call: 'test', fields: common(paper) }),
    submit: (paper, records) =>
      api.call((init) =>
        api.fetchClient.POST('/study-course/tests/answr', {
          ...init,
          ...auth,
          body: { ...common(paper), questnAnswrs: records },
        }),
      ),
    result: (paper) => {
      const tstCd = paper?.tstCd ?? target.tstCd;
      if (tstCd) {
        return resultPaper({
          stdTstTp: paper?.stdTstTp ?? location.type,
          ...who,
          tstCd,
          ...(paper ? { questnCd: paper.questnCd } : {}),
        });
      }
      // Spec §7: the study area's result request sends the location; week 4 for tests that are not weekly.
      return resultPaper({
        stdTstTp: location.type,
        ...who,
        ...(location.course ? { stdCourse: location.course } : {}),
        ...(location.step ? { stdStep: location.step } : {}),
        ...(location.type !== 'L' ? { stdWeek: resultPaperWeek(location.type, location.week ?? 4) } : {}),
        ...(location.type === 'L' && location.grade && who.usrgbn === 'member'
          ? { lvtGrd: location.grade }
          : {}),
      });
    },
  };
}
