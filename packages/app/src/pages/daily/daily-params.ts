/** The daily study's address: /study/daily?course=A&step=1&week=1&day=1 (and the unit on screen, &unit=2). */
import { DAYS_PER_WEEK, studyLocationFrom, type StudyLocation } from '@buddy/domain';

export interface DailyLocation extends StudyLocation {
  day: number;
  /** The unit on screen; null = the first not yet done. */
  unit: number | null;
}

const START: StudyLocation = { course: 'A', step: 1, week: 1 };

function bounded(value: string | null, max: number): number | null {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 1 && n <= max ? n : null;
}

/** Reads the address; a missing or invalid course, step or week is A-1-1's, a missing day the first. */
export function dailyLocationFrom(params: URLSearchParams): DailyLocation {
  const location = studyLocationFrom(
    { course: params.get('course'), step: params.get('step'), week: params.get('week') },
    START,
  );
  return {
    ...location,
    day: bounded(params.get('day'), DAYS_PER_WEEK + 2) ?? 1,
    unit: bounded(params.get('unit'), 20),
  };
}

export function dailyHref({ course, step, week, day, unit }: DailyLocation): string {
  const params = new URLSearchParams({ course, step: String(step), week: String(week), day: String(day) });
  if (unit !== null) params.set('unit', String(unit));
  return `/study/daily?${params.toString()}`;
}
