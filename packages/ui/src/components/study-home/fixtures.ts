/** Sample study-home data for stories and tests (shapes of the /v2 study calls). */
import { COURSES, type Course } from '@buddy/domain';
import type { ReviewCourse } from './review-dialog';
import type { StepTest } from './test-list';

export const sampleWeeks = [
  { stdWeek: 1, prgssRate: 100 },
  { stdWeek: 2, prgssRate: 54 },
  { stdWeek: 3, prgssRate: 0 },
  { stdWeek: 4, prgssRate: 0 },
];

export const sampleDays = [
  { stdDay: 1, prgssRate: 100 },
  { stdDay: 2, prgssRate: 100 },
  { stdDay: 3, prgssRate: 72 },
  { stdDay: 4, prgssRate: 0 },
  { stdDay: 5, prgssRate: 0 },
];

export const sampleSteps = [
  { stdStep: 1, prgssRate: 38 },
  { stdStep: 2, prgssRate: 9 },
  { stdStep: 3, prgssRate: 0 },
  { stdStep: 4, prgssRate: 0 },
  { stdStep: 5, prgssRate: 0 },
  { stdStep: 6, prgssRate: 0 },
  { stdStep: 7, prgssRate: 0 },
];

export const fullSteps = sampleSteps.map((step, index) => ({
  ...step,
  prgssRate: [100, 95, 80, 62, 40, 15, 3][index] ?? 0,
}));

export const sampleTests: StepTest[] = [
  { stdWeek: 1, tstTp: 'W', tstYn: 'Y', tstScore: 90 },
  { stdWeek: 2, tstTp: 'W', tstYn: 'Y', tstScore: 70 },
  { stdWeek: 3, tstTp: 'W', tstYn: 'Y', tstScore: 40 },
  { stdWeek: 4, tstTp: 'W', tstYn: 'N', tstScore: null },
  { stdWeek: 0, tstTp: 'M', tstYn: 'N', tstScore: null },
];

export const untakenTests: StepTest[] = sampleTests.map((test) => ({ ...test, tstYn: 'N', tstScore: null }));

/** Course A steps 1–2 reviewable, B step 3 studied over a year ago, nothing else. */
export const sampleReview: ReviewCourse[] = COURSES.map((course: Course) => ({
  stdCourse: course,
  stdSteps: [1, 2, 3, 4, 5, 6, 7].map((step) => {
    const recent = course === 'A' && step <= 2;
    const old = course === 'B' && step === 3;
    return {
      stdStep: step,
      reviewYn: recent ? ('Y' as const) : ('N' as const),
      lastStudiedAt: recent ? '2026-11-20T02:31:00.000Z' : old ? '2025-10-19T02:31:00.000Z' : null,
    };
  }),
}));

export const studyHref = (course: string, step: number, week = 1) =>
  `/study?course=${course}&step=${step}&week=${week}`;
