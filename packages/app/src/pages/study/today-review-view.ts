/**
 * The spaced review (오늘의 복습, issue 30) as the study home's card and the review page show it: what today's review
 * offers, how long it takes, and when a card or the next review comes back, counted in Seoul days from the day the
 * server says it is (`ReviewToday.day`), so that a page renders the same wherever it is drawn and whatever the
 * device's clock says.
 */
import type { ReviewAnswer, ReviewToday } from '@buddy/api';
import { SEOUL_OFFSET_MS } from '@buddy/domain';

const DAY_MS = 86_400_000;
/** About how long a card takes a child: hear it, choose, read the answer. */
const SECONDS_A_CARD = 30;

/** The Seoul day an instant falls on, as a day count (only differences between two are read). */
function seoulDay(at: number): number {
  return Math.floor((at + SEOUL_OFFSET_MS) / DAY_MS);
}

/** A Seoul day (YYYY-MM-DD) as a day count. */
function dayNumber(day: string): number {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return Math.floor(Date.UTC(year, month - 1, date) / DAY_MS);
}

/** How many Seoul days from the Seoul day `day` to `at` (0 the same day, 1 the next), never fewer than 0. */
export function daysUntil(at: number, day: string): number {
  return Math.max(0, seoulDay(at) - dayNumber(day));
}

/** The Seoul midnight that ends the Seoul day `day`: when the cards past that day's limit come. */
export function nextSeoulMorning(day: string): number {
  return (dayNumber(day) + 1) * DAY_MS - SEOUL_OFFSET_MS;
}

/** About how many minutes `count` cards take, at least one. */
export function reviewMinutes(count: number): number {
  return Math.max(1, Math.ceil((count * SECONDS_A_CARD) / 60));
}

/** What the study home's card shows. */
export type ReviewCardState =
  /** Cards to review now: how many (at most the day's limit), about how long, and whether some were done today. */
  | { kind: 'due'; count: number; minutes: number; resumed: boolean }
  /** Today's cards all answered: a cheer and when the next review is. */
  | { kind: 'done'; next: number | null }
  /** Nothing due today, cards later: when. */
  | { kind: 'later'; next: number }
  /** Nothing scheduled yet: what fills the review. */
  | { kind: 'empty' };

/** When the next review is once today's cards are out: tomorrow while cards past the limit wait, else the next date. */
function nextAfterToday(today: ReviewToday): number | null {
  if (today.dueCount > today.items.length) return nextSeoulMorning(today.day);
  return today.nextDueAt;
}

export function reviewCardState(today: ReviewToday): ReviewCardState {
  const count = today.items.length;
  if (count > 0) return { kind: 'due', count, minutes: reviewMinutes(count), resumed: today.doneToday > 0 };
  const next = nextAfterToday(today);
  if (today.doneToday > 0) return { kind: 'done', next };
  if (next !== null) return { kind: 'later', next };
  return { kind: 'empty' };
}

/** One card's end on the review page. */
export type CardOutcome =
  | { kind: 'marked'; answer: ReviewAnswer }
  /** Answered in another tab, past the day's limit (409), or gone (404): skipped with the server's words. */
  | { kind: 'skipped'; status: number; message: string };

export interface ReviewSummary {
  /** The cards the child answered here, and how many of them right. */
  reviewed: number;
  right: number;
  /** The cards skipped (settled elsewhere, gone). */
  skipped: number;
  /** When the next review is (epoch ms), null when nothing is scheduled. */
  next: number | null;
}

/**
 * The end of a review: what was answered and how, and when the next review is: tomorrow when cards past today's
 * limit wait (or were not reached), else the soonest of the day's next date and the answered cards' new dates.
 */
export function reviewSummary(today: ReviewToday, outcomes: readonly CardOutcome[]): ReviewSummary {
  const marked = outcomes.flatMap((outcome) => (outcome.kind === 'marked' ? [outcome.answer] : []));
  const dates = [today.nextDueAt, ...marked.map((answer) => answer.nextDueAt)].filter(
    (at): at is number => at !== null,
  );
  const waiting = today.dueCount > outcomes.length;
  return {
    reviewed: marked.length,
    right: marked.filter((answer) => answer.correct).length,
    skipped: outcomes.length - marked.length,
    next: waiting ? nextSeoulMorning(today.day) : dates.length > 0 ? Math.min(...dates) : null,
  };
}
