/**
 * The spaced review (오늘의 복습, issue 30): today's cards and the answer of one card, the contract's
 * (`contractQuery`, `api.client`). The cache keeps the whole answer of today's review and a page reads its `result`.
 * An answer is marked by the server (the key never leaves it) and updates today's review from its own answer: the
 * card leaves the list, the day's count moves on, and the next date takes the card's new date when it is sooner.
 * What the answer cannot tell (the words remembered, a card due meanwhile) is marked stale and asked for when next
 * shown; so is the month's report, which counts the words remembered. The queries and the mutation reject with
 * `ApiError`.
 */
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { ReviewAnswer, ReviewAnswerRequest, ReviewToday } from '@buddy/contract';
import { contractQuery, dataOf, pathKey, type ApiCore } from './core';
import { ApiError } from './result';

/** The keys of the review's answers, for invalidating them (the queries make their own keys). */
export const reviewKeys = {
  today: () => pathKey('/study-course/review'),
  /** The month's report (my page), which counts the words remembered. */
  report: () => pathKey('/mypage/studies/report'),
};

export const reviewQueries = {
  /** Today's review: the cards due now (at most the day's limit), the next date, the words remembered. */
  today: (api: ApiCore) =>
    contractQuery(api, '/study-course/review', {}, { select: (answer) => answer.result }),
};

/** Today's review once `answer` is in: the card gone, one more done today, the sooner of the two next dates. */
export function afterReviewAnswer(today: ReviewToday, answer: ReviewAnswer): ReviewToday {
  const listed = today.items.some((item) => item.cardId === answer.cardId);
  if (!listed) return today;
  return {
    ...today,
    items: today.items.filter((item) => item.cardId !== answer.cardId),
    doneToday: today.doneToday + 1,
    dueCount: Math.max(0, today.dueCount - 1),
    nextDueAt: today.nextDueAt === null ? answer.nextDueAt : Math.min(today.nextDueAt, answer.nextDueAt),
  };
}

/**
 * Whether an answer's refusal says the card is settled elsewhere (409: answered in another tab, the day's limit
 * reached, its test being taken; 404: gone): today's review shown is stale then, and the page moves on.
 */
export function isSettledElsewhere(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 409 || error.status === 404);
}

function markStale(queryClient: QueryClient): void {
  for (const queryKey of [reviewKeys.today(), reviewKeys.report()]) {
    // Not asked for again while the review page shows its own copy of the day's cards; when next shown.
    void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
  }
}

export const reviewMutations = {
  /**
   * Answers one card: a word card's choice ('1'–'4') or a question's answers as the test paper takes them. Not
   * retried by itself: the page keeps the child's choice and offers to send it again (a lost answer that did reach
   * the server comes back 409, the card being answered).
   */
  answer: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['post', '/study-course/review/answer'],
      mutationFn: async (body: ReviewAnswerRequest) =>
        (await dataOf(api.client.POST('/study-course/review/answer', { body }))).result,
      retry: false,
      onSuccess: (answer) => {
        queryClient.setQueriesData<{ result: ReviewToday }>(
          { queryKey: reviewKeys.today() },
          (cached) => cached && { result: afterReviewAnswer(cached.result, answer) },
        );
        markStale(queryClient);
      },
      onError: (error) => {
        if (isSettledElsewhere(error)) markStale(queryClient);
      },
    }),
};
