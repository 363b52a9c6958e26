/**
 * Sample study-home data for stories and tests, in the blocks' own shapes: the demo member's study history of
 * `@buddy/domain/demo` (ADR 055), which the seed stores and the fake /v2 answers, and the cases it has not.
 */
import { COURSES, type Course } from '@buddy/domain';
import { demoDayRates, demoReview, demoStepRates, demoWeekRates } from '@buddy/domain/demo';
import type { ReviewCourse } from './review-dialog';
import type { StepTest } from './test-list';

/** The samples' instant: the fake /v2's (20 November 2026, 10:00 in Seoul). */
const SAMPLE_NOW = Date.UTC(2026, 10, 20, 1);

/** Course A step 1 of the demo member's history (ADR 055): week 1 done, week 2 to day 3 half done. */
export const sampleWeeks = demoWeekRates('A', 1).map((progress, index) => ({ week: index + 1, progress }));

/** Week 2 of it: days 1–2 done, day 3 under way. */
export const sampleDays = demoDayRates('A', 1, 2).map((progress, index) => ({ day: index + 1, progress }));

/** The day under way and its rate (day 3). */
export const sampleDayUnderWay = sampleDays.find((day) => day.progress > 0 && day.progress < 100) ?? {
  day: 1,
  progress: 0,
};

/** Course A's seven steps: step 1 under way, step 2 tried. */
export const sampleSteps = demoStepRates('A').map((progress, index) => ({ step: index + 1, progress }));

/** A course studied far along: a case the demo has not, for the graph's full bars. */
export const fullSteps = sampleSteps.map((step, index) => ({
  ...step,
  progress: [100, 95, 80, 62, 40, 15, 3][index] ?? 0,
}));

export const sampleTests: StepTest[] = [
  { kind: 'weekly', week: 1, taken: true, score: 90 },
  { kind: 'weekly', week: 2, taken: true, score: 70 },
  { kind: 'weekly', week: 3, taken: true, score: 40 },
  { kind: 'weekly', week: 4, taken: false, score: null },
  { kind: 'monthly', week: 0, taken: false, score: null },
];

export const untakenTests: StepTest[] = sampleTests.map((test) => ({ ...test, taken: false, score: null }));

/** The demo's review list: course A steps 1–2 reviewable, B step 3 studied over a year ago, nothing else. */
export const sampleReview: ReviewCourse[] = demoReview(SAMPLE_NOW);

/** Course B studied through: every step reviewable but step 3 (over a year ago); the other courses never studied. */
export const courseBReview: ReviewCourse[] = COURSES.map((course: Course) => ({
  course,
  steps: [1, 2, 3, 4, 5, 6, 7].map((step) => {
    const studied = course === 'B';
    const old = studied && step === 3;
    return {
      step,
      reviewable: studied && !old,
      lastStudiedAt: old ? '2025-10-19T02:31:00.000Z' : studied ? '2026-11-20T02:31:00.000Z' : null,
    };
  }),
}));

export const studyHref = (course: string, step: number, week = 1) =>
  `/study?course=${course}&step=${step}&week=${week}`;
