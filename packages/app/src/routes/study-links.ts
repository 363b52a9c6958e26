/** Addresses of the study area (spec §2: /study accepts course, step and week; the daily study takes a day too). */
import type { StudyLocation } from '@buddy/domain';

export function studyHomeHref({ course, step, week }: StudyLocation): string {
  return `/study?${new URLSearchParams({ course, step: String(step), week: String(week) }).toString()}`;
}

/** The daily study of one day of a week (built by the daily-study page). */
export function dailyStudyHref({ course, step, week }: StudyLocation, day: number): string {
  const params = new URLSearchParams({ course, step: String(step), week: String(week), day: String(day) });
  return `/study/daily?${params.toString()}`;
}

/** Today's spaced review (오늘의 복습, issue 30). */
export const REVIEW_PATH = '/study/review';
