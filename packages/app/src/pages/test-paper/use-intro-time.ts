import { useQuery } from '@tanstack/react-query';
import { testLoadBody, testQueries, type TestLocation } from '@buddy/api';
import { useApp } from '../../app/context';
import type { ReopenedTime } from './use-attempt-address';

/**
 * What a member's test intro says of the time (ADR 043): this tab's note of the attempt when it has one; otherwise
 * the server's word (GET tests/in-progress, read-only) on whether an attempt at the test is in progress — started in
 * another tab or browser, or reopened with its code but no note here — and its seconds left. While the server has not
 * answered there is no figure (never the test's full time for an attempt that may have less); when it says no attempt
 * is in progress, or cannot answer, the intro says what this tab alone would (the test's time for a new attempt).
 */
export function useIntroTime(reopened: ReopenedTime, location: TestLocation, intro: boolean): ReopenedTime {
  const { api } = useApp();
  // A result (display R) has no intro, and this tab's note already knows the time: nothing to ask.
  const ask = intro && reopened.remainingSeconds === undefined;
  const lookup = useQuery({
    ...testQueries.inProgress(api, testLoadBody(location, { usrgbn: 'member' })),
    enabled: ask,
  });
  if (!ask) return reopened;
  if (lookup.isPending) return { minutes: null };
  if (!lookup.data?.inProgress) return reopened;
  // Its time is over but it is not marked yet: loading it submits it; say no figure until the paper does.
  return lookup.data.remainingSeconds > 0
    ? { remainingSeconds: lookup.data.remainingSeconds }
    : { minutes: null };
}
