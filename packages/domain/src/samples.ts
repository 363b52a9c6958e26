/**
 * What a visitor can try without an account (issue 26, ADR 047): one real day of study and a weekly test of the same
 * week, on a paper of its own so that the sample never shows the answers of a member's paper.
 */
import type { Course } from './constants';

/** The sample day: course A, step 1, week 1, day 1 (the content bank's first day, with its slide show). */
export const SAMPLE_DAY = { course: 'A' as Course, step: 1, week: 1, day: 1 } as const;

/** The sample weekly test: asked for at the sample day's week, it loads this paper, not the member's W-A-1-1. */
export const SAMPLE_TEST = {
  questnCd: 'W-SAMPLE',
  course: SAMPLE_DAY.course,
  step: SAMPLE_DAY.step,
  week: SAMPLE_DAY.week,
} as const;

/** Where a visitor finds them (the app's routes; ADR 047), and the trial request they lead on to (ADR 046). */
export const SAMPLE_PATHS = {
  day: '/experience/day',
  test: '/tests?sample=W',
  trialRequest: '/experience/apply',
} as const;

/** The name the sample test's header shows for its anonymous taker. */
export const SAMPLE_TAKER_NAME = '체험 친구';

/** Whether a weekly test's location is the sample's. */
export function isSampleLocation(location: {
  course?: string | null;
  step?: number | null;
  week?: number | null;
}): boolean {
  return (
    location.course === SAMPLE_TEST.course &&
    location.step === SAMPLE_TEST.step &&
    location.week === SAMPLE_TEST.week
  );
}
