/**
 * The study home's calls: a week of study, the step's stats, the review list and the recent study, over the demo
 * member's study history of `@buddy/domain/demo` (ADR 055), which the server's seed stores for student01: course A
 * step 1 under way (week 1 done, week 2 to day 3 half done, yesterday), step 2 tried, B-3 over a year ago, the
 * weekly test of A-1-1 taken with one slip. `missingManual` answers every week with the MANUAL_NOT_FOUND errorState,
 * `fail` makes one call answer 500, `hold` never answers one call.
 */
import type { RecentStudy, ReviewEntry, StudyLoadRequest, StudySession, StudyStats } from '@buddy/contract';
import { averageRate, MAX_STEP } from '@buddy/domain';
import {
  demoDayRates,
  demoRecentStudy,
  demoReview,
  demoStepRates,
  demoWeeklyScores,
  demoWeekRates,
} from '@buddy/domain/demo';
import { http, SERVER_ERROR, switches } from '../http';

/** The fake study history's instant: 20 November 2026, 10:00 in Seoul (an hour before the screen stories' clock). */
export const STUDY_NOW = Date.UTC(2026, 10, 20, 1, 0);

export type StudyCall = 'load' | 'stats' | 'review' | 'recent';

export interface StudyOptions {
  recent?: Pick<RecentStudy, 'stdCourse' | 'stdStep' | 'stdWeek'>;
  missingManual?: boolean;
  fail?: StudyCall;
  hold?: StudyCall | readonly StudyCall[];
  /** Every test of the step submitted (scores 95, 80, 60, 40 and 88). */
  allTaken?: boolean;
  /**
   * The child came back today and went on with the latest day (the demo leaves today unstudied, so that studying
   * marks it): the stats' `today` names that day.
   */
  studiedToday?: boolean;
}

type Course = StudySession['stdCourse'];

const dayRates = demoDayRates;
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
    prgssRate: averageRate(rates),
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

export function studyStats(course: string, step: number, allTaken = false, studiedToday = false): StudyStats {
  const upper = course.toUpperCase() as Course;
  const weeks = demoWeekRates(upper, step).map((prgssRate, index) => ({ stdWeek: index + 1, prgssRate }));
  // The demo's weekly scores; its member has not taken a monthly test.
  const scores = allTaken ? [95, 80, 60, 40, 88] : [...demoWeeklyScores(upper, step), null];
  const recent = demoRecentStudy(STUDY_NOW);
  const today =
    studiedToday && recent.course === upper && recent.step === step
      ? { stdWeek: recent.week, stdDay: recent.day }
      : { stdWeek: null, stdDay: null };
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
      steps: demoStepRates(upper).map((prgssRate, index) => ({ stdStep: index + 1, prgssRate })),
      today,
    },
  };
}

export const REVIEW: ReviewEntry[] = demoReview(STUDY_NOW).map(({ course, steps }) => ({
  stdCourse: course,
  stdSteps: steps.map(({ step, reviewable, lastStudiedAt }) => ({
    stdStep: step,
    reviewYn: reviewable ? ('Y' as const) : ('N' as const),
    lastStudiedAt,
  })),
}));

export function studyHandlers(options: StudyOptions = {}) {
  const latest = demoRecentStudy(STUDY_NOW);
  const {
    recent = { stdCourse: latest.course, stdStep: latest.step, stdWeek: latest.week },
    missingManual = false,
    fail,
    hold,
    allTaken,
    studiedToday = false,
  } = options;
  const fails = switches(hold, fail);
  return [
    http.post('/study-course/studies/load', async ({ request, response }) => {
      if (await fails('load')) return response(500).json(SERVER_ERROR);
      return response(200).json({ result: studySession(await request.json(), missingManual) });
    }),
    http.get('/mypage/studies/stats', async ({ query, response }) => {
      if (await fails('stats')) return response(500).json(SERVER_ERROR);
      const result = studyStats(
        query.get('stdCourse') ?? 'A',
        Number(query.get('stdStep') ?? 1),
        allTaken,
        studiedToday,
      );
      return response(200).json({ result });
    }),
    http.get('/mypage/studies/prgrs/review', async ({ response }) => {
      if (await fails('review')) return response(500).json(SERVER_ERROR);
      return response(200).json({ result: REVIEW });
    }),
    http.get('/mypage/studies/prgrs/recent', async ({ response }) => {
      if (await fails('recent')) return response(500).json(SERVER_ERROR);
      // The recent week's rate, as the server reckons it from the stored days.
      const prgssRate = averageRate(demoDayRates(recent.stdCourse, recent.stdStep, recent.stdWeek));
      return response(200).json({ result: { ...recent, prgssRate, studiedAt: latest.studiedAt } });
    }),
  ];
}
