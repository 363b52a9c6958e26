/**
 * Stories only: the study home's calls of a fake /v2 at the network edge (added to the app story's fake server).
 * Course A step 1 is under way (week 1 done, week 2 half), other steps are untouched; `missingManual` answers every
 * week with the MANUAL_NOT_FOUND errorState, `fail` makes one call answer 500, `hold` never answers one call.
 */
import type { RecentStudy, ReviewEntry, StudyLoadRequest, StudySession, StudyStats } from '@buddy/api';
import { COURSES, MAX_STEP } from '@buddy/domain';
import { json, type FakeRoute } from './fake-server';

type Call = 'load' | 'stats' | 'review' | 'recent';

export interface StudyServerOptions {
  recent?: Pick<RecentStudy, 'stdCourse' | 'stdStep' | 'stdWeek'>;
  missingManual?: boolean;
  fail?: Call;
  hold?: Call;
  /** Every test of the step submitted (scores 95, 80, 60, 40 and 88). */
  allTaken?: boolean;
}

const dayRates = (course: string, step: number, week: number): number[] => {
  if (course !== 'A' || step !== 1) return [0, 0, 0, 0, 0];
  if (week === 1) return [100, 100, 100, 100, 100];
  if (week === 2) return [100, 100, 50, 0, 0];
  return [0, 0, 0, 0, 0];
};
const mean = (rates: number[]) => Math.floor(rates.reduce((a, b) => a + b, 0) / Math.max(1, rates.length));
const THEMES = ['My Family', 'My Pets', 'Colours', 'At School'];

export function storySession(
  { stdCourse, stdStep, stdWeek }: StudyLoadRequest,
  missing = false,
): StudySession {
  const course = stdCourse.toUpperCase() as StudySession['stdCourse'];
  const navigation = {
    stdCourse: course,
    stdStep,
    prvsStdCourse: stdStep > 1 ? course : null,
    prvsStdStep: stdStep > 1 ? stdStep - 1 : null,
    nextStdCourse: stdStep < MAX_STEP ? course : null,
    nextStdStep: stdStep < MAX_STEP ? stdStep + 1 : null,
  };
  const base = { stdCourse: course, stdStep, stdWeek, navigation };
  if (missing) {
    return {
      ...base,
      title: '',
      prgssRate: 0,
      stdDays: [],
      errorState: { code: 'MANUAL_NOT_FOUND', message: '학습 매뉴얼을 찾을 수 없습니다.' },
    };
  }
  const rates = dayRates(course, stdStep, stdWeek);
  return {
    ...base,
    title: THEMES[(stdWeek - 1) % THEMES.length] ?? 'My Family',
    prgssRate: mean(rates),
    errorState: null,
    stdDays: rates.map((rate, index) => ({
      stdDay: index + 1,
      title: `Day ${index + 1}`,
      prgssRate: rate,
      stdUnits: [1, 2, 3].map((unit) => ({
        stdUnit: unit,
        kind: (['watch', 'words', 'speak'] as const)[unit - 1] ?? 'read',
        title: `Unit ${unit}`,
        guide: '잘 듣고 따라 해 보세요.',
        parts: 2,
        show: null,
        slides: null,
        words: null,
        prgssData: '{"progresses":[]}',
        prgssRate: rate,
      })),
    })),
  };
}

export function storyStats(course: string, step: number, allTaken = false): StudyStats {
  const upper = course.toUpperCase() as StudySession['stdCourse'];
  const weeks = [1, 2, 3, 4].map((week) => ({ stdWeek: week, prgssRate: mean(dayRates(upper, step, week)) }));
  const scores = allTaken
    ? [95, 80, 60, 40, 88]
    : upper === 'A' && step === 1
      ? [90, null, null, null, null]
      : [];
  return {
    navigation: storySession({ stdCourse: upper, stdStep: step, stdWeek: 1 }).navigation,
    info: {
      weeks,
      tests: [1, 2, 3, 4, 0].map((week, index) => {
        const score = scores[index] ?? null;
        return {
          stdWeek: week,
          tstTp: week === 0 ? ('M' as const) : ('W' as const),
          tstYn: score === null ? ('N' as const) : ('Y' as const),
          tstScore: score,
        };
      }),
      steps: Array.from({ length: MAX_STEP }, (_, index) => ({
        stdStep: index + 1,
        prgssRate: upper === 'A' ? ([38, 12][index] ?? 0) : 0,
      })),
      today: upper === 'A' && step === 1 ? { stdWeek: 2, stdDay: 3 } : { stdWeek: null, stdDay: null },
    },
  };
}

export const storyReview: ReviewEntry[] = COURSES.map((course) => ({
  stdCourse: course,
  stdSteps: Array.from({ length: MAX_STEP }, (_, index) => {
    const step = index + 1;
    const recent = course === 'A' && step <= 2;
    const old = course === 'B' && step === 3;
    return {
      stdStep: step,
      reviewYn: recent ? ('Y' as const) : ('N' as const),
      lastStudiedAt: recent ? '2026-11-20T02:31:00.000Z' : old ? '2025-10-19T02:31:00.000Z' : null,
    };
  }),
}));

export function studyServer(options: StudyServerOptions = {}): FakeRoute {
  const {
    recent = { stdCourse: 'A', stdStep: 1, stdWeek: 2 },
    missingManual = false,
    fail,
    hold,
    allTaken,
  } = options;
  return (request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/v2/, '');
    const calls: Record<string, Call> = {
      'POST /study-course/studies/load': 'load',
      'GET /mypage/studies/stats': 'stats',
      'GET /mypage/studies/prgrs/review': 'review',
      'GET /mypage/studies/prgrs/recent': 'recent',
    };
    const call = calls[`${request.method} ${path}`];
    if (!call) return undefined;
    if (hold === call) return new Promise<Response>(() => undefined);
    if (fail === call) return json({ message: '서버 오류가 발생했습니다.', code: 'INTERNAL' }, 500);
    return answer(call, request, url);
  };

  async function answer(call: Call, request: Request, url: URL): Promise<Response> {
    switch (call) {
      case 'load':
        return json({ result: storySession((await request.json()) as StudyLoadRequest, missingManual) });
      case 'stats':
        return json({
          result: storyStats(
            url.searchParams.get('stdCourse') ?? 'A',
            Number(url.searchParams.get('stdStep') ?? 1),
            allTaken,
          ),
        });
      case 'review':
        return json({ result: storyReview });
      case 'recent':
        return json({ result: { ...recent, prgssRate: 54, studiedAt: '2026-11-22T02:33:00.000Z' } });
    }
  }
}
