/**
 * What the study home's and my page's addresses say (their query), read by the pages and by the route prefetches
 * (prefetch.ts). A module of its own: a page that reads its address does not load the prefetches of every other page.
 */
import {
  isValidStep,
  isValidWeek,
  isValidYearMonth,
  normaliseCourse,
  seoulMonth,
  type StudyLocation,
} from '@buddy/domain';

/** Where the study home opens when neither the address nor the recent study says. */
export const STUDY_START: StudyLocation = { course: 'A', step: 1, week: 1 };

/** The study home's address: ?course&step&week as given, and whether they name a whole week. */
export interface StudyAddress {
  query: { course: string | null; step: string | null; week: string | null };
  complete: boolean;
}

/** The study home's address: ?course&step&week, each checked; null for a field missing or out of range. */
export function studyAddress(params: URLSearchParams): StudyAddress {
  const query = { course: params.get('course'), step: params.get('step'), week: params.get('week') };
  const complete =
    normaliseCourse(query.course) !== null &&
    isValidStep(Number(query.step)) &&
    isValidWeek(Number(query.week));
  return { query, complete };
}

/** The month of a my-page address (`?month=YYYYMM`, not after this Seoul month), this month otherwise. */
export function mypageMonth(params: URLSearchParams, now: Date): { month: string; thisMonth: string } {
  const thisMonth = seoulMonth(now);
  const asked = params.get('month') ?? '';
  return { month: isValidYearMonth(asked) && asked <= thisMonth ? asked : thisMonth, thisMonth };
}

/** The recent study as a location; A-1-1 when there is none (a failed call falls back the same way). */
export function recentLocation(
  recent: { stdCourse: StudyLocation['course']; stdStep: number; stdWeek: number } | null | undefined,
): StudyLocation {
  return recent ? { course: recent.stdCourse, step: recent.stdStep, week: recent.stdWeek } : STUDY_START;
}
