import { useQuery } from '@tanstack/react-query';
import { testLoadBody, testQueries, type TestLocation } from '@buddy/api';
import { useApp } from '../../app/context';
import type { ReopenedTime } from './use-attempt-address';

/**
 * What a member's test intro says of the time (ADR 043): this tab's note of the attempt when it has one; otherwise
 * the server's word (GET tests/in-progress, read-only) on whether an attempt at the test is in progress — started in
 * another tab or browser, or reopened with its code but no note here — and its seconds left. While the server has not
 * answered there is no figure (never the test's full time for an attempt that may have less); when it says no attempt
 * is in progress the intro says the test's time (a new attempt); when the attempt's time is over, that it is over
 * (0 seconds: the button opens the result); when the server cannot answer, what this tab alone would.
 */
export function useIntroTime(
  reopened: ReopenedTime,
  location: TestLocation,
  intro: boolean,
  tstCd: string | undefined,
): ReopenedTime {
  const { api } = useApp();
  // A result (display R) has no intro, and this tab's note already knows the time: nothing to ask.
  const ask = intro && reopened.remainingSeconds === undefined;
  const lookup = useQuery({
    ...testQueries.inProgress(api, testLoadBody(location, { usrgbn: 'member' })),
    enabled: ask,
  });
  if (!ask) return reopened;
  if (lookup.isPending) return { minutes: null };
  if (lookup.isError) return reopened;
  // None in progress (or marked already, by the server's sweep of tests left open: ADR 064). Opened from the study
  // home, a note this tab kept of an attempt whose time ran out is stale: the intro says the test's time, as for a
  // new attempt. With an attempt's code the paper is loading (it may be a result): still no figure.
  if (!lookup.data.inProgress) return tstCd === undefined ? {} : reopened;
  // Its time is over but it is not marked yet: the intro says so (0), and its button opens the result.
  return { remainingSeconds: Math.max(0, lookup.data.remainingSeconds) };
}
