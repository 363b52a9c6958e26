/**
 * The study home's calls: a week of study, the step's stats, the review list and the recent study, over the content
 * bank's manuals (`studyManual`) and the demo member's study history of `@buddy/domain/demo` (ADR 055), stored as the
 * server's seed stores it for student01 and reckoned by the server's rule (`studyDays`): course A
 * step 1 under way (week 1 done, week 2 to day 3 half done, yesterday), step 2 tried, B-3 over a year ago, the
 * weekly test of A-1-1 taken with one slip. A step the one-year limit closes (B-3) answers 403 REVIEW_LIMIT, as the
 * server's does (ADR 068). `missingManual` answers every week with the MANUAL_NOT_FOUND errorState,
 * `fail` makes one call answer 500, `hold` never answers one call.
 */
import type { RecentStudy, ReviewEntry, StudyLoadRequest, StudySession, StudyStats } from '@buddy/contract';
import {
  averageRate,
  MAX_STEP,
  MAX_WEEK,
  MESSAGES,
  reviewClosed,
  studyDays,
  studyWeekRate,
  type StudyUnit,
} from '@buddy/domain';
import {
  DEMO_HISTORY,
  DEMO_STUDY_NOW,
  demoStoredParts,
  demoStudiedAt,
  demoRecentStudy,
  demoReview,
  demoWeeklyScores,
} from '@buddy/domain/demo';
import { studyManual, studyMedia } from '../fixtures/study-manuals';
import { errorBody, http, SERVER_ERROR, switches } from '../http';

/** The fake study history's instant: 20 November 2026, 10:00 in Seoul (an hour before the screen stories' clock). */
export const STUDY_NOW = DEMO_STUDY_NOW;

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

/** Where a week sits among the steps (the server's navigationOf). */
export function studyNavigation(course: Course, step: number): StudySession['navigation'] {
  return {
    stdCourse: course,
    stdStep: step,
    prvsStdCourse: step > 1 ? course : null,
    prvsStdStep: step > 1 ? step - 1 : null,
    nextStdCourse: step < MAX_STEP ? course : null,
    nextStdStep: step < MAX_STEP ? step + 1 : null,
  };
}

/**
 * One week as `studies/load` answers it: the content bank's manual of that week (its units, titles and words) with
 * what `stored(day, unit)` gives as each unit's prgssData, reckoned by the server's rule (`studyDays`). Without a
 * manual (or with `missing`) it answers the MANUAL_NOT_FOUND errorState.
 */
export async function studySession(
  { stdCourse, stdStep, stdWeek }: Pick<StudyLoadRequest, 'stdCourse' | 'stdStep' | 'stdWeek'>,
  stored: (day: number, unit: StudyUnit) => string | undefined,
  missing = false,
): Promise<StudySession> {
  const course = stdCourse.toUpperCase() as Course;
  const base = { stdCourse: course, stdStep, stdWeek, navigation: studyNavigation(course, stdStep) };
  const manual = missing ? null : await studyManual(course, stdStep, stdWeek);
  if (!manual) {
    return {
      ...base,
      title: '',
      prgssRate: 0,
      stdDays: [],
      errorState: { code: 'MANUAL_NOT_FOUND', message: '학습 매뉴얼을 찾을 수 없습니다.' },
    };
  }
  const stdDays = studyDays(manual, stored, studyMedia);
  return {
    ...base,
    title: manual.title,
    prgssRate: studyWeekRate(manual, stdDays),
    stdDays,
    errorState: null,
  };
}

/** What the demo member stored of a day's unit (the seed's rows: `demoStoredParts` of the history), as prgssData. */
export function demoStored(course: string, step: number, week: number) {
  return (day: number, unit: StudyUnit): string | undefined => {
    const plan = DEMO_HISTORY.find(
      (each) => each.course === course && each.step === step && each.week === week && each.day === day,
    );
    if (!plan) return undefined;
    const at = demoStudiedAt(plan, STUDY_NOW).toISOString();
    return JSON.stringify({
      progresses: demoStoredParts(unit.parts, plan.done).map((part) => ({ part, at })),
    });
  };
}

/** A week's rate as the server reckons it from the demo member's stored parts (0 without a manual). */
async function demoWeekRate(course: string, step: number, week: number): Promise<number> {
  const manual = await studyManual(course, step, week);
  return manual ? studyWeekRate(manual, studyDays(manual, demoStored(course, step, week), studyMedia)) : 0;
}

/** GET stats as the server answers it for the demo member: week and step rates reckoned from the bank's manuals. */
export async function studyStats(
  course: string,
  step: number,
  allTaken = false,
  studiedToday = false,
): Promise<StudyStats> {
  const upper = course.toUpperCase() as Course;
  const weeksOf = (s: number) =>
    Promise.all(Array.from({ length: MAX_WEEK }, (_, index) => demoWeekRate(upper, s, index + 1)));
  const steps = await Promise.all(Array.from({ length: MAX_STEP }, (_, index) => weeksOf(index + 1)));
  const weeks = (steps[step - 1] ?? []).map((prgssRate, index) => ({ stdWeek: index + 1, prgssRate }));
  // The demo's weekly scores; its member has not taken a monthly test.
  const scores = allTaken ? [95, 80, 60, 40, 88] : [...demoWeeklyScores(upper, step), null];
  const recent = demoRecentStudy(STUDY_NOW);
  const today =
    studiedToday && recent.course === upper && recent.step === step
      ? { stdWeek: recent.week, stdDay: recent.day }
      : { stdWeek: null, stdDay: null };
  return {
    navigation: studyNavigation(upper, step),
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
      steps: steps.map((rates, index) => ({ stdStep: index + 1, prgssRate: averageRate(rates) })),
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

/** The server's one-year limit over the demo history: B-3 (studied over a year ago, not the latest step) is closed. */
function reviewLimited(course: string, step: number, latest: { course: string; step: number }): boolean {
  const last = demoReview(STUDY_NOW).find((entry) => entry.course === course)?.steps[step - 1]?.lastStudiedAt;
  const latestStep = latest.course === course && latest.step === step;
  return reviewClosed(last ? new Date(last) : null, latestStep, new Date(STUDY_NOW));
}

const REVIEW_LIMIT = errorBody({ code: 'REVIEW_LIMIT', message: MESSAGES.reviewLimit });

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
      const body = await request.json();
      const course = body.stdCourse.toUpperCase();
      if (reviewLimited(course, body.stdStep, latest)) return response(403).json(REVIEW_LIMIT);
      const stored = demoStored(course, body.stdStep, body.stdWeek);
      return response(200).json({ result: await studySession(body, stored, missingManual) });
    }),
    http.get('/mypage/studies/stats', async ({ query, response }) => {
      if (await fails('stats')) return response(500).json(SERVER_ERROR);
      const result = await studyStats(
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
      // The recent week's rate, as the server reckons it from the stored parts.
      const prgssRate = await demoWeekRate(recent.stdCourse, recent.stdStep, recent.stdWeek);
      return response(200).json({ result: { ...recent, prgssRate, studiedAt: latest.studiedAt } });
    }),
  ];
}
