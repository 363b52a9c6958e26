/**
 * The coin history's search range: calendar dates `YYYY-MM-DD` (Seoul's, as the native date input gives them), the
 * quick ranges counted back from today, and the checks the form makes before it searches.
 */
import type { CoinQuickRange } from './words';

export interface CoinRange {
  /** First day, `YYYY-MM-DD`. */
  from: string;
  /** Last day, `YYYY-MM-DD`. */
  to: string;
}

/** What is wrong with a range, and the field the focus goes to. */
export interface CoinRangeProblem {
  problem: 'required' | 'order' | 'tooLong';
  /** The first wrong field. */
  field: 'from' | 'to';
  /** Every field the problem is about (marked invalid). */
  fields: readonly ('from' | 'to')[];
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date `YYYY-MM-DD` (not 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * A date moved by days, months or years. A month or year move keeps the day of the month where it exists and
 * otherwise takes the month's last day (2025-03-31 minus one month is 2025-02-28).
 */
export function shiftDate(
  value: string,
  { days = 0, months = 0, years = 0 }: { days?: number; months?: number; years?: number },
): string {
  const match = DATE.exec(value);
  if (!match) return value;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const monthIndex = m - 1 + months + years * 12;
  const lastDay = new Date(Date.UTC(y, monthIndex + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(y, monthIndex, Math.min(d, lastDay) + days));
  return date.toISOString().slice(0, 10);
}

/** A quick range ending today: a week (7 days back), a month or three months back. */
export function quickRange(kind: CoinQuickRange, today: string): CoinRange {
  const from =
    kind === 'week'
      ? shiftDate(today, { days: -7 })
      : shiftDate(today, { months: kind === 'month' ? -1 : -3 });
  return { from, to: today };
}

/**
 * The form's check, in order: both dates are needed (the first empty one takes the focus), the start may not be
 * after the end, and the range may span at most one year (2024-05-14 to 2025-05-14 is fine, a day more is not).
 */
export function checkRange({ from, to }: CoinRange): CoinRangeProblem | null {
  const missing = (['from', 'to'] as const).filter((field) => !isCalendarDate(field === 'from' ? from : to));
  const [first] = missing;
  if (first) return { problem: 'required', field: first, fields: missing };
  if (from > to) return { problem: 'order', field: 'from', fields: ['from', 'to'] };
  if (shiftDate(from, { years: 1 }) < to)
    return { problem: 'tooLong', field: 'from', fields: ['from', 'to'] };
  return null;
}
