import { describe, expect, it } from 'vitest';
import type { ReviewAnswer, ReviewToday } from '@buddy/api';
import {
  daysUntil,
  nextSeoulMorning,
  reviewCardState,
  reviewMinutes,
  reviewSummary,
  type CardOutcome,
} from './today-review-view';
import { REVIEW_WORDS } from './today-review-words';

/** 2026-11-20 in Seoul: its midnight is 2026-11-19T15:00Z. */
const DAY = '2026-11-20';
const SEOUL_MIDNIGHT = Date.UTC(2026, 10, 19, 15, 0, 0);
const HOUR = 3_600_000;
const D = 24 * HOUR;

const item = (cardId: string) => ({ cardId, kind: 'word' as const, word: null, question: null });
const today = (overrides: Partial<ReviewToday> = {}): ReviewToday => ({
  day: DAY,
  limit: 10,
  doneToday: 0,
  dueCount: 0,
  items: [],
  nextDueAt: null,
  words: { remembered: 0, total: 0 },
  ...overrides,
});
const marked = (correct: boolean, nextDueAt: number): CardOutcome => ({
  kind: 'marked',
  answer: {
    cardId: '1',
    correct,
    corrAnswrs: ['1'],
    explanation: null,
    translation: null,
    nextDueAt,
    remaining: 0,
  } satisfies ReviewAnswer,
});

describe('given a Seoul day and an instant', () => {
  it.each([
    ['later the same Seoul day', 0, SEOUL_MIDNIGHT + 20 * HOUR],
    ['a minute past the next Seoul midnight', 1, SEOUL_MIDNIGHT + D + 60_000],
    ['three days on, in the afternoon', 3, SEOUL_MIDNIGHT + 3 * D + 15 * HOUR],
    ['an instant already past', 0, SEOUL_MIDNIGHT - D],
  ])('counts %s as %i days', (_name, days, at) => {
    expect(daysUntil(at, DAY)).toBe(days);
  });

  it('the next morning is the Seoul midnight that ends the day', () => {
    expect(nextSeoulMorning(DAY)).toBe(SEOUL_MIDNIGHT + D);
  });

  it.each([
    [1, 1],
    [2, 1],
    [6, 3],
    [10, 5],
  ])('%i cards take about %i minutes', (count, minutes) => {
    expect(reviewMinutes(count)).toBe(minutes);
  });
});

describe('given today’s review on the study home', () => {
  it.each([
    [
      'cards due',
      today({ items: [item('1'), item('2')], dueCount: 2 }),
      { kind: 'due', count: 2, minutes: 1, resumed: false },
    ],
    [
      'cards due after some were done today',
      today({ items: [item('1')], dueCount: 1, doneToday: 3 }),
      { kind: 'due', count: 1, minutes: 1, resumed: true },
    ],
    [
      'every card done today',
      today({ doneToday: 6, nextDueAt: SEOUL_MIDNIGHT + 2 * D }),
      { kind: 'done', next: SEOUL_MIDNIGHT + 2 * D },
    ],
    [
      'the day’s ten done with more due (tomorrow)',
      today({ doneToday: 10, dueCount: 4, nextDueAt: SEOUL_MIDNIGHT + 2 * D }),
      { kind: 'done', next: SEOUL_MIDNIGHT + D },
    ],
    [
      'nothing due today, cards later',
      today({ nextDueAt: SEOUL_MIDNIGHT + D + 2 * HOUR }),
      { kind: 'later', next: SEOUL_MIDNIGHT + D + 2 * HOUR },
    ],
    ['nothing scheduled yet', today(), { kind: 'empty' }],
  ])('shows %s', (_name, answer, state) => {
    expect(reviewCardState(answer)).toEqual(state);
  });
});

describe('given the end of a review', () => {
  it('counts the cards answered and right, the skipped apart, and the soonest next date', () => {
    const start = today({
      items: [item('1'), item('2'), item('3')],
      dueCount: 3,
      nextDueAt: SEOUL_MIDNIGHT + 5 * D,
    });
    const outcomes: CardOutcome[] = [
      marked(true, SEOUL_MIDNIGHT + 3 * D),
      marked(false, SEOUL_MIDNIGHT + D),
      { kind: 'skipped', status: 409, message: '이 카드는 오늘 이미 복습했어요.' },
    ];
    expect(reviewSummary(start, outcomes)).toEqual({
      reviewed: 2,
      right: 1,
      skipped: 1,
      next: SEOUL_MIDNIGHT + D,
    });
  });

  it('says tomorrow while cards past the day’s limit wait', () => {
    const start = today({ items: [item('1')], dueCount: 14, nextDueAt: SEOUL_MIDNIGHT + 5 * D });
    expect(reviewSummary(start, [marked(true, SEOUL_MIDNIGHT + 3 * D)]).next).toBe(SEOUL_MIDNIGHT + D);
  });
});

describe('given the words of a next date', () => {
  it.each([
    [1, '내일 다시 만나요.'],
    [3, '3일 뒤에 다시 만나요.'],
    [21, '3주 뒤에 다시 만나요.'],
    [90, '3달쯤 뒤에 다시 만나요.'],
  ])('a card back in %i days: %s', (days, words) => {
    expect(REVIEW_WORDS.again(days)).toBe(words);
  });

  it('names the day of the next review, or its hour when it is later today', () => {
    expect(REVIEW_WORDS.card.nextReview(SEOUL_MIDNIGHT + 3 * D, 3)).toBe(
      '다음 복습은 3일 뒤, 11월 23일 월요일이에요.',
    );
    expect(REVIEW_WORDS.card.nextReview(SEOUL_MIDNIGHT + 16.5 * HOUR, 0)).toBe(
      '오늘 오후 4시 30분부터 다시 복습할 수 있어요.',
    );
  });

  it('says where a missed question came from', () => {
    const place = { course: 'A', step: 1, week: 2, grade: null };
    expect(REVIEW_WORDS.question.from('W', place)).toBe('A코스 1단계 2주 주간 테스트에서 틀렸던 문제예요.');
    expect(REVIEW_WORDS.question.from('L', { course: null, step: null, week: null, grade: 3 })).toBe(
      '3학년 레벨 테스트에서 틀렸던 문제예요.',
    );
  });
});
