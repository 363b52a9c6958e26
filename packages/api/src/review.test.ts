import { describe, expect, it } from 'vitest';
import type { ReviewAnswer, ReviewToday } from '@buddy/contract';
import { STORAGE_KEYS } from '@buddy/domain';
import { mypageQueries } from './mypage';
import { ApiError } from './result';
import { afterReviewAnswer, isSettledElsewhere, reviewMutations, reviewQueries } from './review';
import { harness, json, mutate, testQueryClient } from './test/fake-fetch';

const stored = { [STORAGE_KEYS.token]: 'member-token' };
const NOW = Date.UTC(2026, 10, 23, 1, 0, 0);
const DAY = 86_400_000;

const wordCard = (cardId: string) => ({
  cardId,
  kind: 'word' as const,
  word: {
    en: 'dad',
    audioUrl: '/content/audio/dad.ogg',
    choices: [
      { choice: '1', ko: '아빠', imageUrl: null },
      { choice: '2', ko: '고양이', imageUrl: null },
    ],
  },
  question: null,
});

const TODAY: ReviewToday = {
  day: '2026-11-23',
  limit: 10,
  doneToday: 2,
  dueCount: 5,
  items: [wordCard('11'), wordCard('12'), wordCard('13')],
  nextDueAt: NOW + 5 * DAY,
  words: { remembered: 4, total: 9 },
};

const answerOf = (cardId: string, overrides: Partial<ReviewAnswer> = {}): ReviewAnswer => ({
  cardId,
  correct: true,
  corrAnswrs: ['1'],
  explanation: 'My dad is tall.',
  translation: '우리 아빠는 키가 커요.',
  nextDueAt: NOW + 3 * DAY,
  remaining: 2,
  ...overrides,
});

describe('given today’s review', () => {
  it('gets it with the member token, and the page reads its result', async () => {
    const { api, requests } = harness(() => json({ result: TODAY }), stored);
    const options = reviewQueries.today(api);
    const answer = await testQueryClient().fetchQuery(options);
    expect(answer).toEqual({ result: TODAY });
    expect(options.select?.(answer)).toEqual(TODAY);
    expect(options.queryKey).toEqual(['get', '/study-course/review', {}]);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET http://api.test/v2/study-course/review',
    ]);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer member-token');
  });

  it('rejects with ApiError and the server’s words when the member may not study (403)', async () => {
    const { api } = harness(
      () => json({ code: 'FORBIDDEN', message: '지도휴회(취소) 회원입니다.' }, 403),
      stored,
    );
    const failure = testQueryClient().fetchQuery(reviewQueries.today(api));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 403, message: '지도휴회(취소) 회원입니다.' });
  });
});

describe('given an answer of one card', () => {
  it('sends the card and the answers, and answers the server’s mark', async () => {
    const { api, requests } = harness(() => json({ result: answerOf('11') }), stored);
    const queryClient = testQueryClient();
    const marked = await mutate(queryClient, reviewMutations.answer(api, queryClient), {
      cardId: '11',
      answrs: ['1'],
    });
    expect(marked).toEqual(answerOf('11'));
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe('http://api.test/v2/study-course/review/answer');
    expect(await requests[0]?.json()).toEqual({ cardId: '11', answrs: ['1'] });
  });

  it('takes the card out of today’s review from its own answer, asks nothing again, and marks the report stale', async () => {
    const { api, requests } = harness(() => json({ result: answerOf('12') }), stored);
    const queryClient = testQueryClient();
    const today = reviewQueries.today(api).queryKey;
    const report = mypageQueries.report(api, '202611').queryKey;
    queryClient.setQueryData(today, { result: TODAY });
    queryClient.setQueryData(report, {
      result: {
        srchYyMm: '202611',
        examScore: 0,
        avgScore: 0,
        prgssRate: 0,
        totCommnt: '',
        examStats: [],
        langStats: [],
        reviewWords: TODAY.words,
      },
    });
    await mutate(queryClient, reviewMutations.answer(api, queryClient), { cardId: '12', answrs: ['2'] });
    expect(queryClient.getQueryData<{ result: ReviewToday }>(today)?.result).toEqual({
      ...TODAY,
      items: [wordCard('11'), wordCard('13')],
      doneToday: 3,
      dueCount: 4,
      nextDueAt: NOW + 3 * DAY,
    });
    expect(queryClient.getQueryState(today)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(report)?.isInvalidated).toBe(true);
    expect(requests).toHaveLength(1);
  });

  it('rejects with the refusal; a card settled elsewhere (409, 404) makes today’s review stale', async () => {
    const notDue = { code: 'REVIEW_NOT_DUE', message: '이 카드는 오늘 이미 복습했어요. 다음에 다시 만나요.' };
    const { api } = harness(() => json(notDue, 409), stored);
    const queryClient = testQueryClient();
    const today = reviewQueries.today(api).queryKey;
    queryClient.setQueryData(today, { result: TODAY });
    const refused = mutate(queryClient, reviewMutations.answer(api, queryClient), {
      cardId: '11',
      answrs: ['1'],
    });
    await expect(refused).rejects.toMatchObject({
      status: 409,
      code: 'REVIEW_NOT_DUE',
      message: notDue.message,
    });
    expect(queryClient.getQueryState(today)?.isInvalidated).toBe(true);
    // The copy shown is left as it is: the page moves on by itself.
    expect(queryClient.getQueryData<{ result: ReviewToday }>(today)?.result).toEqual(TODAY);
  });

  it('leaves today’s review alone when the answer was lost (the child sends it again)', async () => {
    const { api } = harness(() => {
      throw new TypeError('Failed to fetch');
    }, stored);
    const queryClient = testQueryClient();
    const today = reviewQueries.today(api).queryKey;
    queryClient.setQueryData(today, { result: TODAY });
    const lost = mutate(queryClient, reviewMutations.answer(api, queryClient), {
      cardId: '11',
      answrs: ['1'],
    });
    await expect(lost).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    expect(queryClient.getQueryState(today)?.isInvalidated).toBe(false);
  });
});

describe('given today’s review and an answer', () => {
  it.each([
    ['a listed card', '13', { doneToday: 3, dueCount: 4, nextDueAt: NOW + 3 * DAY, left: ['11', '12'] }],
    [
      'a card not listed (changes nothing)',
      '99',
      { doneToday: 2, dueCount: 5, nextDueAt: NOW + 5 * DAY, left: ['11', '12', '13'] },
    ],
  ])('%s', (_name, cardId, { doneToday, dueCount, nextDueAt, left }) => {
    const next = afterReviewAnswer(TODAY, answerOf(cardId));
    expect(next.items.map((item) => item.cardId)).toEqual(left);
    expect({ doneToday: next.doneToday, dueCount: next.dueCount, nextDueAt: next.nextDueAt }).toEqual({
      doneToday,
      dueCount,
      nextDueAt,
    });
  });

  it('keeps the sooner next date, and takes the card’s when none was set', () => {
    expect(afterReviewAnswer(TODAY, answerOf('11', { nextDueAt: NOW + 9 * DAY })).nextDueAt).toBe(
      NOW + 5 * DAY,
    );
    expect(afterReviewAnswer({ ...TODAY, nextDueAt: null }, answerOf('11')).nextDueAt).toBe(NOW + 3 * DAY);
    expect(afterReviewAnswer({ ...TODAY, dueCount: 0 }, answerOf('11')).dueCount).toBe(0);
  });

  it.each([
    [409, true],
    [404, true],
    [500, false],
    [0, false],
    [403, false],
  ])('a refusal of status %i is settled elsewhere: %s', (status, settled) => {
    const error = new ApiError({ status, data: undefined, error: { message: 'x' } });
    expect(isSettledElsewhere(error)).toBe(settled);
    expect(isSettledElsewhere(new Error('x'))).toBe(false);
  });
});
