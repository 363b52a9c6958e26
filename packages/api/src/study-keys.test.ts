import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@buddy/domain';
import { levelReportQueries } from './level-report';
import { mypageQueries } from './mypage';
import { reviewQueries } from './review';
import { rewardQueries } from './reward';
import { studyQueries } from './studies';
import { markStaleAfterTest } from './study-keys';
import { harness, testQueryClient } from './test/fake-fetch';

const { api } = harness(() => new Response(null, { status: 500 }), { [STORAGE_KEYS.token]: 'member-token' });

/** The real queries' keys a marked test changes, each with an answer cached a moment ago (fresh for a minute). */
const marked = [
  studyQueries.stats(api, 'A', 1).queryKey,
  mypageQueries.attempts(api).queryKey,
  mypageQueries.attempts(api, { pageNo: 2 }).queryKey,
  mypageQueries.report(api, '202611').queryKey,
  levelReportQueries.member(api).queryKey,
  reviewQueries.today(api).queryKey,
];
const coins = [rewardQueries.summary(api).queryKey];
/** Not changed by a test: the week's session and the recent study are the daily study's. */
const untouched = [studyQueries.recent(api).queryKey];

function cachedClient() {
  const queryClient = testQueryClient();
  for (const queryKey of [...marked, ...coins, ...untouched])
    queryClient.setQueryData(queryKey, { result: 'cached' } as never);
  return queryClient;
}

const stale = (queryClient: ReturnType<typeof testQueryClient>, queryKey: readonly unknown[]) =>
  queryClient.getQueryState(queryKey)?.isInvalidated ?? false;

describe('given lists and homes cached before a test was marked', () => {
  it('marks the study home, my page’s lists, the level tests and today’s review stale, and not the coins', () => {
    const queryClient = cachedClient();
    markStaleAfterTest(queryClient, false);
    for (const queryKey of marked) expect(stale(queryClient, queryKey), JSON.stringify(queryKey)).toBe(true);
    for (const queryKey of [...coins, ...untouched])
      expect(stale(queryClient, queryKey), JSON.stringify(queryKey)).toBe(false);
  });

  it('marks the coins stale too when the submit paid', () => {
    const queryClient = cachedClient();
    markStaleAfterTest(queryClient, true);
    for (const queryKey of [...marked, ...coins])
      expect(stale(queryClient, queryKey), JSON.stringify(queryKey)).toBe(true);
    for (const queryKey of untouched) expect(stale(queryClient, queryKey)).toBe(false);
  });
});
