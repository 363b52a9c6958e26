/**
 * Seoul's days and months, in a module of their own: a page that needs only today's date (the home's popups) does not
 * carry the study's rules with it (ADR 026).
 */
/* ----------------------------------------------------------------------------------------------------------------
 * Dates (the service runs in Korea: days and months are Seoul's).
 * -------------------------------------------------------------------------------------------------------------- */

export const STUDY_TIME_ZONE = 'Asia/Seoul';
export const SEOUL_OFFSET_MS = 9 * 3_600_000;

/** The Seoul calendar date of an instant, `YYYY-MM-DD` (Korea has no daylight saving). */
export function seoulDate(at: Date): string {
  return new Date(at.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Seoul month of an instant, `YYYYMM` (the srchYyMm of attendance). */
export function seoulMonth(at: Date): string {
  return seoulDate(at).slice(0, 7).replace('-', '');
}

/** A valid srchYyMm (`YYYYMM`, month 01–12, year 2000–2099). */
export function isValidYearMonth(value: string): boolean {
  const match = /^(20\d\d)(0[1-9]|1[0-2])$/.exec(value);
  return match !== null;
}

/** The month before or after `YYYYMM`. */
export function shiftMonth(yyyymm: string, delta: number): string {
  const year = Number(yyyymm.slice(0, 4));
  const month = Number(yyyymm.slice(4, 6)) - 1 + delta;
  const y = year + Math.floor(month / 12);
  const m = ((month % 12) + 12) % 12;
  return `${y}${String(m + 1).padStart(2, '0')}`;
}

/**
 * The calendar of a month: weeks from Sunday to Saturday, each day `YYYY-MM-DD` or null outside the month.
 */
export function monthCalendar(yyyymm: string): (string | null)[][] {
  const year = Number(yyyymm.slice(0, 4));
  const month = Number(yyyymm.slice(4, 6));
  const first = new Date(Date.UTC(year, month - 1, 1));
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: first.getUTCDay() }, () => null);
  for (let day = 1; day <= days; day += 1) {
    cells.push(`${yyyymm.slice(0, 4)}-${yyyymm.slice(4, 6)}-${String(day).padStart(2, '0')}`);
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
