/** Sample study-home data for stories and tests, in the kit's own shapes. */
import { COURSES, type Course } from '@buddy/domain';
import type { ReviewCourse } from './review-dialog';
import type { StepTest } from './test-list';

export const sampleWeeks = [
  { week: 1, progress: 100 },
  { week: 2, progress: 54 },
  { week: 3, progress: 0 },
  { week: 4, progress: 0 },
];

export const sampleDays = [
  { day: 1, progress: 100 },
  { day: 2, progress: 100 },
  { day: 3, progress: 72 },
  { day: 4, progress: 0 },
  { day: 5, progress: 0 },
];

export const sampleSteps = [
  { step: 1, progress: 38 },
  { step: 2, progress: 9 },
  { step: 3, progress: 0 },
  { step: 4, progress: 0 },
  { step: 5, progress: 0 },
  { step: 6, progress: 0 },
  { step: 7, progress: 0 },
];

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

/** Course A steps 1–2 reviewable, B step 3 studied over a year ago, nothing else. */
export const sampleReview: ReviewCourse[] = COURSES.map((course: Course) => ({
  course,
  steps: [1, 2, 3, 4, 5, 6, 7].map((step) => {
    const recent = course === 'A' && step <= 2;
    const old = course === 'B' && step === 3;
    return {
      step,
      reviewable: recent,
      lastStudiedAt: recent ? '2026-11-20T02:31:00.000Z' : old ? '2025-10-19T02:31:00.000Z' : null,
    };
  }),
}));

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
