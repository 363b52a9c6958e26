import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@buddy/domain';
import { rewardApi, rewardKeys, rewardMutations, rewardQueries } from './reward';
import { ApiError } from './result';
import { harness, json } from './test/fake-fetch';

const signedIn = { [STORAGE_KEYS.token]: 'member-token' };
const SUMMARY = { rewardPoint: 10, incrsPoint: 40, decrsPoint: 30, todayIncrsPoint: 5 };

describe('given the reward calls', () => {
  it('asks the shop 6 a page and the inventory 9 a page, by category', async () => {
    const { api, requests } = harness(() => json({ page: {}, search: {}, result: [] }), signedIn);
    await rewardApi(api).items({ myRoomYn: 'N', srchCatgrTp: 'ACC', pageNo: 2 });
    await rewardApi(api).items({ myRoomYn: 'Y', srchCatgrTp: '', pageNo: 1 });
    const [shop, mine] = requests.map((request) => new URL(request.url).searchParams);
    expect(Object.fromEntries(shop ?? [])).toEqual({
      myRoomYn: 'N',
      srchCatgrTp: 'ACC',
      pageNo: '2',
      pageRow: '6',
    });
    expect(mine?.get('pageRow')).toBe('9');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer member-token');
  });

  it('asks the coin history 10 a page between two days', async () => {
    const { api, requests } = harness(() => json({ page: {}, search: {}, result: [] }), signedIn);
    await rewardApi(api).history({ srchSddate: '2026-03-01', srchEddate: '2026-03-31', pageNo: 1 });
    expect(requests[0]?.url).toBe(
      'http://api.test/v2/reward/trans/stats?srchSddate=2026-03-01&srchEddate=2026-03-31&pageNo=1&pageRow=10',
    );
  });

  it('reloads the lands, items, pet and both summaries after a purchase (spec §4)', async () => {
    const { api } = harness(
      () => json({ result: { itemId: 3, itemPrice: 30, rewardPoint: 10, qty: 1 } }),
      signedIn,
    );
    const queryClient = new QueryClient();
    for (const key of [
      rewardKeys.lands(),
      rewardKeys.character(),
      rewardKeys.summary(),
      rewardKeys.today(),
    ]) {
      queryClient.setQueryData(key, {});
    }
    queryClient.setQueryData(rewardKeys.itemPage({ myRoomYn: 'N', srchCatgrTp: '', pageNo: 1 }), {});
    const buy = rewardMutations.buy(api, queryClient);
    await buy.mutationFn?.(3, undefined as never);
    await buy.onSuccess?.(
      { itemId: 3, itemPrice: 30, rewardPoint: 10, qty: 1 },
      3,
      undefined,
      undefined as never,
    );
    const stale = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.state.isInvalidated);
    expect(stale).toEqual([true, true, true, true, true]);
  });

  it('rejects a purchase the coins do not cover with the server’s words', async () => {
    const { api } = harness(
      () => json({ code: 'COIN_SHORT', message: '코인이 부족해요. 공부하고 코인을 더 모아 보세요!' }, 409),
      signedIn,
    );
    const error = await rewardMutations
      .buy(api, new QueryClient())
      .mutationFn?.(3, undefined as never)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('COIN_SHORT');
  });

  it('unwraps the coin summary', async () => {
    const { api } = harness(() => json({ result: SUMMARY }), signedIn);
    expect(await new QueryClient().fetchQuery(rewardQueries.summary(api))).toEqual(SUMMARY);
  });
});
