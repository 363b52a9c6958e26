/**
 * The demo member's study history, written once (ADR 055): what the server's demo seed stores for student01 (the
 * study home, the review popup, the my page and the report show something real) and what the fake /v2 of the
 * stories and component tests answers for the same member. Data and small builders only: times are reckoned from
 * the `now` each reader gives.
 */
import { COURSES, MAX_STEP, TEST_SPECS, type Course } from './constants';
import { averageRate, DAYS_PER_WEEK, isReviewable } from './study';
import { scorePaper } from './test-paper';

const DAY_MS = 86_400_000;
/** Weeks of a step (spec §7: a step is four weeks). */
const WEEKS = 4;

/** The demo member with the study history (student01). */
export const DEMO_HISTORY_MEMBER = '1000001';

/** One studied day: `done` is the share of each unit's parts completed, `daysAgo` Seoul days before now. */
export interface DemoStudyDay {
  course: Course;
  step: number;
  week: number;
  day: number;
  done: number;
  daysAgo: number;
}

/**
 * student01's history, relative to now: course A step 1 week 1 finished, week 2 under way (day 3 half done), step 2
 * week 1 tried, and course B step 3 studied 400 days ago (listed in the review popup without a link). Today is left
 * unstudied so that studying marks it.
 */
export const DEMO_HISTORY: readonly DemoStudyDay[] = [
  ...[1, 2, 3, 4, 5].map((day) => ({
    course: 'A' as const,
    step: 1,
    week: 1,
    day,
    done: 1,
    daysAgo: 13 - day,
  })),
  { course: 'A', step: 1, week: 2, day: 1, done: 1, daysAgo: 6 },
  { course: 'A', step: 1, week: 2, day: 2, done: 1, daysAgo: 5 },
  { course: 'A', step: 2, week: 1, day: 1, done: 0.5, daysAgo: 3 },
  { course: 'A', step: 1, week: 2, day: 3, done: 0.5, daysAgo: 1 },
  { course: 'B', step: 3, week: 1, day: 1, done: 1, daysAgo: 400 },
];

/**
 * student01's tests: the weekly test of the week they finished (A-1-1), taken the day after its fifth day, with one
 * slip. The seed marks it by the same rule as a submit; it is not part of the history, so the server's tests start
 * from a student01 who has taken no test.
 */
export const DEMO_TESTS: readonly { questnCd: string; wrong: number; daysAgo: number }[] = [
  { questnCd: 'W-A-1-1', wrong: 1, daysAgo: 7 },
];

/** When a studied day was studied: late morning in Seoul (11:31 for day 1, a minute later a day), `daysAgo` before. */
export function demoStudiedAt(plan: Pick<DemoStudyDay, 'day' | 'daysAgo'>, now: number): Date {
  const at = new Date(now - plan.daysAgo * DAY_MS);
  at.setUTCHours(2, 30 + plan.day, 0, 0);
  return at;
}

/**
 * The parts the demo stores of a unit of `parts` parts on a day done to `done`: the first ones, rounded up, at least
 * one (the seed stores them; the fake /v2 answers them).
 */
export function demoStoredParts(parts: number, done: number): number[] {
  const count = parts > 0 ? Math.max(1, Math.ceil(parts * done)) : 1;
  return Array.from({ length: count }, (_, part) => part);
}

/** A demo test's score: a paper of its type's length, every question right but the slips (scorePaper's rule). */
export function demoTestScore(test: { questnCd: string; wrong: number }): number {
  const type = test.questnCd.startsWith('M-') ? 'M' : 'W';
  const { questions } = TEST_SPECS[type];
  return scorePaper(
    Array.from({ length: questions }, (_, index) => ({ hidden: false, correct: index >= test.wrong })),
  );
}

/** The week `week` of the demo test of a step, when one was taken ('W-A-1-1' is week 1 of A-1). */
function testOf(course: string, step: number, week: number) {
  return DEMO_TESTS.find((test) => test.questnCd === `W-${course}-${step}-${week}`);
}

/** A week's five day rates in percent, as the server reckons them when each unit has an even number of parts. */
export function demoDayRates(course: string, step: number, week: number): number[] {
  return Array.from({ length: DAYS_PER_WEEK }, (_, index) => {
    const plan = DEMO_HISTORY.find(
      (day) => day.course === course && day.step === step && day.week === week && day.day === index + 1,
    );
    return plan ? Math.floor(plan.done * 100) : 0;
  });
}

/** A step's four week rates (each the average of its days). */
export function demoWeekRates(course: string, step: number): number[] {
  return Array.from({ length: WEEKS }, (_, index) => averageRate(demoDayRates(course, step, index + 1)));
}

/** A course's seven step rates (each the average of its weeks), as the study home's level graph shows them. */
export function demoStepRates(course: string): number[] {
  return Array.from({ length: MAX_STEP }, (_, index) => averageRate(demoWeekRates(course, index + 1)));
}

/** The weekly tests' scores of a step (weeks 1–4; null for a test not taken). */
export function demoWeeklyScores(course: string, step: number): (number | null)[] {
  return Array.from({ length: WEEKS }, (_, index) => {
    const test = testOf(course, step, index + 1);
    return test ? demoTestScore(test) : null;
  });
}

/** Every course's steps with when they were last studied and whether they can be reviewed at `now`. */
export function demoReview(now: number): {
  course: Course;
  steps: { step: number; lastStudiedAt: string | null; reviewable: boolean }[];
}[] {
  return COURSES.map((course) => ({
    course,
    steps: Array.from({ length: MAX_STEP }, (_, index) => {
      const step = index + 1;
      const times = DEMO_HISTORY.filter((day) => day.course === course && day.step === step).map((day) =>
        demoStudiedAt(day, now).getTime(),
      );
      const last = times.length > 0 ? new Date(Math.max(...times)) : null;
      return {
        step,
        lastStudiedAt: last ? last.toISOString() : null,
        reviewable: isReviewable(last, new Date(now)),
      };
    }),
  }));
}

/** The most recently studied day and when (the study home's "recent study"). */
export function demoRecentStudy(now: number): DemoStudyDay & { studiedAt: string } {
  const latest = [...DEMO_HISTORY].sort((a, b) => a.daysAgo - b.daysAgo || b.day - a.day)[0];
  if (!latest) throw new Error('the demo history is empty');
  return { ...latest, studiedAt: demoStudiedAt(latest, now).toISOString() };
}
