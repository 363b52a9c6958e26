/**
 * The study home's calls: a week of study, the step's stats, the review list and the recent study. Course A step 1
 * is under way (week 1 done, week 2 half), other steps are untouched. `missingManual` answers every week with the
 * MANUAL_NOT_FOUND errorState, `fail` makes one call answer 500, `hold` never answers one call.
 */
import type { RecentStudy, ReviewEntry, StudyLoadRequest, StudySession, StudyStats } from '@buddy/contract';
import { COURSES, MAX_STEP } from '@buddy/domain';
import { http, SERVER_ERROR, switches } from '../http';

export type StudyCall = 'load' | 'stats' | 'review' | 'recent';

export interface StudyOptions {
  recent?: Pick<RecentStudy, 'stdCourse' | 'stdStep' | 'stdWeek'>;
  missingManual?: boolean;
  fail?: StudyCall;
  hold?: StudyCall | readonly StudyCall[];
  /** Every test of the step submitted (scores 95, 80, 60, 40 and 88). */
  allTaken?: boolean;
}

type Course = StudySession['stdCourse'];

const dayRates = (course: string, step: number, week: number): number[] => {
  if (course !== 'A' || step !== 1) return [0, 0, 0, 0, 0];
  if (week === 1) return [100, 100, 100, 100, 100];
  if (week === 2) return [100, 100, 50, 0, 0];
  return [0, 0, 0, 0, 0];
};
const mean = (rates: number[]) => Math.floor(rates.reduce((a, b) => a + b, 0) / Math.max(1, rates.length));
const THEMES = ['My Family', 'My Pets', 'Colours', 'At School'];

/** One week of study as `studies/load` answers it (the daily study builds its day 1 on top). */
export function studySession(
  { stdCourse, stdStep, stdWeek }: Pick<StudyLoadRequest, 'stdCourse' | 'stdStep' | 'stdWeek'>,
  missing = false,
): StudySession {
  const course = stdCourse.toUpperCase() as Course;
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

export function studyStats(course: string, step: number, allTaken = false): StudyStats {
  const upper = course.toUpperCase() as Course;
  const weeks = [1, 2, 3, 4].map((week) => ({ stdWeek: week, prgssRate: mean(dayRates(upper, step, week)) }));
  const scores = allTaken
    ? [95, 80, 60, 40, 88]
    : upper === 'A' && step === 1
      ? [90, null, null, null, null]
      : [];
  return {
    navigation: studySession({ stdCourse: upper, stdStep: step, stdWeek: 1 }).navigation,
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

export const REVIEW: ReviewEntry[] = COURSES.map((course) => ({
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

export function studyHandlers(options: StudyOptions = {}) {
  const {
    recent = { stdCourse: 'A', stdStep: 1, stdWeek: 2 },
    missingManual = false,
    fail,
    hold,
    allTaken,
  } = options;
  const fails = switches(hold, fail);
  return [
    http.post('/study-course/studies/load', async ({ request, response }) => {
      if (await fails('load')) return response(500).json(SERVER_ERROR);
      return response(200).json({ result: studySession(await request.json(), missingManual) });
    }),
    http.get('/mypage/studies/stats', async ({ query, response }) => {
      if (await fails('stats')) return response(500).json(SERVER_ERROR);
      const result = studyStats(query.get('stdCourse') ?? 'A', Number(query.get('stdStep') ?? 1), allTaken);
      return response(200).json({ result });
    }),
    http.get('/mypage/studies/prgrs/review', async ({ response }) => {
      if (await fails('review')) return response(500).json(SERVER_ERROR);
      return response(200).json({ result: REVIEW });
    }),
    http.get('/mypage/studies/prgrs/recent', async ({ response }) => {
      if (await fails('recent')) return response(500).json(SERVER_ERROR);
      return response(200).json({
        result: { ...recent, prgssRate: 54, studiedAt: '2026-11-22T02:33:00.000Z' },
      });
    }),
  ];
}
