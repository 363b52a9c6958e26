/**
 * The spaced review's scheduler (issue 30, ADR 073): FSRS as ts-fsrs implements it, with the product's settings, and
 * the card rows of `review_cards` turned into ts-fsrs cards and back. Pure: the clock is passed in.
 */
import { fsrs, generatorParameters, Rating, type Card, type State } from 'ts-fsrs';
import { SEOUL_OFFSET_MS } from '@buddy/domain';

/** At most this many cards a Seoul day: a short review, a few minutes. */
export const REVIEW_DAILY_LIMIT = 10;
/** A word counts as remembered while FSRS reckons it is recalled with at least this chance. */
export const REMEMBERED_RETRIEVABILITY = 0.9;

/**
 * 90 % retention (FSRS's default), a year at most between reviews, no fuzz (a test can say the next date), and no
 * same-day learning steps: a card answered today, right or wrong, comes back on another day (a child reviews each
 * card once a day).
 */
export const scheduler = fsrs(
  generatorParameters({
    request_retention: 0.9,
    maximum_interval: 365,
    enable_fuzz: false,
    enable_short_term: false,
  }),
);

/** The FSRS fields of a card row. */
export interface CardFields {
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: Date | null;
}

/** The next Seoul midnight after `at`: a new card is first due then (a mistake comes back another day). */
export function nextSeoulDay(at: Date): Date {
  const local = at.getTime() + SEOUL_OFFSET_MS;
  const day = 86_400_000;
  return new Date(Math.floor(local / day) * day + day - SEOUL_OFFSET_MS);
}

/** A new card's fields: FSRS's empty card, first due the next Seoul day. */
export function newCard(at: Date): CardFields {
  return { ...fromCard({ ...emptyCardAt(at) }), due: nextSeoulDay(at) };
}

function emptyCardAt(at: Date): Card {
  return {
    due: at,
    stability: 0,
    difficulty: 0,
    elapsed_days: 0,
    scheduled_days: 0,
    learning_steps: 0,
    reps: 0,
    lapses: 0,
    state: 0 as State,
    last_review: undefined,
  };
}

function toCard(fields: CardFields): Card {
  return {
    due: fields.due,
    stability: fields.stability,
    difficulty: fields.difficulty,
    elapsed_days: fields.elapsedDays,
    scheduled_days: fields.scheduledDays,
    learning_steps: fields.learningSteps,
    reps: fields.reps,
    lapses: fields.lapses,
    state: fields.state as State,
    last_review: fields.lastReview ?? undefined,
  };
}

function fromCard(card: Card): CardFields {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

/** The Seoul midnight that starts the day of `at`. */
export function seoulDayStart(at: Date): Date {
  return new Date(nextSeoulDay(at).getTime() - 86_400_000);
}

/**
 * A card answered at `at`: right is Good, wrong is Again (a child's answer is not asked how hard it felt). FSRS counts
 * whole days from the answer; the card is due from the start of that Seoul day ("내일" is all of tomorrow, not 24 hours
 * after this answer).
 */
export function review(fields: CardFields, correct: boolean, at: Date): { next: CardFields; rating: number } {
  const rating = correct ? Rating.Good : Rating.Again;
  const { card } = scheduler.next(toCard(fields), at, rating);
  const next = fromCard(card);
  return { next: { ...next, due: seoulDayStart(next.due) }, rating };
}

/** Whether a word is remembered now: answered right last time and still recalled with a chance of 90 % or more. */
export function isRemembered(fields: CardFields & { lastCorrect: boolean | null }, at: Date): boolean {
  if (fields.reps === 0 || fields.lastCorrect !== true) return false;
  return scheduler.get_retrievability(toCard(fields), at, false) >= REMEMBERED_RETRIEVABILITY;
}
