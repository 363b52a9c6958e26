import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@buddy/domain';
import { newPurchaseKey, rewardMutations, rewardQueries } from './reward';
import { ApiError } from './result';
import { harness, json } from './test/fake-fetch';

const signedIn = { [STORAGE_KEYS.token]: 'member-token' };
const SUMMARY = { rewardPoint: 10, incrsPoint: 40, decrsPoint: 30, todayIncrsPoint: 5 };

describe('given the reward calls', () => {
  it('asks the shop 6 a page and the inventory 9 a page, by category', async () => {
    const { api, requests } = harness(() => json({ page: {}, search: {}, result: [] }), signedIn);
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(rewardQueries.items(api, { myRoomYn: 'N', srchCatgrTp: 'ACC', pageNo: 2 }));
    await queryClient.fetchQuery(rewardQueries.items(api, { myRoomYn: 'Y', srchCatgrTp: '', pageNo: 1 }));
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
    await new QueryClient().fetchQuery(
      rewardQueries.history(api, { srchSddate: '2026-03-01', srchEddate: '2026-03-31', pageNo: 1 }),
    );
    expect(requests[0]?.url).toBe(
      'http://api.test/v2/reward/trans/stats?srchSddate=2026-03-01&srchEddate=2026-03-31&pageNo=1&pageRow=10',
    );
  });

  it('sends a purchase with its Idempotency-Key, and again with the same key when the answer was lost', async () => {
    let calls = 0;
    const { api, requests } = harness(() => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return json({ result: { itemId: 3, itemPrice: 30, rewardPoint: 10, qty: 1 } });
    }, signedIn);
    const queryClient = new QueryClient();
    const key = newPurchaseKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newPurchaseKey()).not.toBe(key);
    const bought = await queryClient
      .getMutationCache()
      .build(queryClient, { ...rewardMutations.buy(api, queryClient), retryDelay: 0 })
      .execute({ itemId: 3, key });
    expect(bought).toEqual({ itemId: 3, itemPrice: 30, rewardPoint: 10, qty: 1 });
    expect(requests.map((request) => request.headers.get('Idempotency-Key'))).toEqual([key, key]);
    expect(await requests[1]?.json()).toEqual({ itemId: 3 });
  });

  it('changes the cache from the purchase’s answer and asks nothing again (one call a purchase)', async () => {
    const { api, requests } = harness(
      () => json({ result: { itemId: 3, itemPrice: 30, rewardPoint: 10, qty: 2 } }),
      signedIn,
    );
    const queryClient = new QueryClient();
    const page = (myRoomYn: 'Y' | 'N') => ({ myRoomYn, srchCatgrTp: '' as const, pageNo: 1 });
    const row = (itemId: number) => ({ itemId, owned: false, qty: 0 });
    const keys = {
      summary: rewardQueries.summary(api).queryKey,
      today: rewardQueries.today(api).queryKey,
      shop: rewardQueries.items(api, page('N')).queryKey,
      inventory: rewardQueries.items(api, page('Y')).queryKey,
      lands: rewardQueries.lands(api).queryKey,
      character: rewardQueries.character(api).queryKey,
      history: rewardQueries.history(api, { srchSddate: '', srchEddate: '', pageNo: 1 }).queryKey,
      categories: rewardQueries.categories(api, 'Y').queryKey,
    };
    const put = (key: readonly unknown[], answer: unknown) => queryClient.setQueryData(key, answer);
    const read = (key: readonly unknown[]) => queryClient.getQueryData(key);
    put(keys.summary, { result: { ...SUMMARY, rewardPoint: 40 } });
    put(keys.today, { result: { ...SUMMARY, rewardPoint: 40 } });
    put(keys.shop, { result: [row(3), row(4)] });
    put(keys.inventory, { result: [row(4)] });
    put(keys.lands, {
      result: [
        {
          landCd: 'sky',
          characters: [
            { itemId: 3, owned: false },
            { itemId: 5, owned: false },
          ],
        },
      ],
    });
    put(keys.character, { result: { medicines: [{ itemId: 3, qty: 1 }] } });
    put(keys.history, { result: [] });
    put(keys.categories, { result: [] });

    await queryClient.getMutationCache().build(queryClient, rewardMutations.buy(api, queryClient)).execute({
      itemId: 3,
      key: newPurchaseKey(),
    });

    expect(requests).toHaveLength(1);
    const summary = { ...SUMMARY, rewardPoint: 10, decrsPoint: SUMMARY.decrsPoint + 30 };
    expect(read(keys.summary)).toEqual({ result: summary });
    expect(read(keys.today)).toEqual({ result: summary });
    expect(read(keys.shop)).toEqual({ result: [{ itemId: 3, owned: true, qty: 2 }, row(4)] });
    expect(read(keys.lands)).toEqual({
      result: [
        {
          landCd: 'sky',
          characters: [
            { itemId: 3, owned: true },
            { itemId: 5, owned: false },
          ],
        },
      ],
    });
    expect(read(keys.character)).toEqual({ result: { medicines: [{ itemId: 3, qty: 2 }] } });
    // What the answer cannot tell is stale (asked for when next shown); the coins it told are not.
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(keys.inventory)).toBe(true);
    expect(stale(keys.categories)).toBe(true);
    expect(stale(keys.history)).toBe(true);
    expect(stale(keys.summary)).toBe(false);
  });

  it('rejects a purchase the coins do not cover with the server’s words, and does not retry it', async () => {
    const { api, requests } = harness(
      () => json({ code: 'COIN_SHORT', message: '코인이 부족해요. 공부하고 코인을 더 모아 보세요!' }, 409),
      signedIn,
    );
    const queryClient = new QueryClient();
    const error = await queryClient
      .getMutationCache()
      .build(queryClient, rewardMutations.buy(api, queryClient))
      .execute({ itemId: 3, key: newPurchaseKey() })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('COIN_SHORT');
    expect(requests).toHaveLength(1);
  });

  it('asks for the coins and the shelf again when a purchase is refused (coins spent in another tab)', async () => {
    const { api } = harness(
      () => json({ code: 'COIN_SHORT', message: '코인이 부족해요. 공부하고 코인을 더 모아 보세요!' }, 409),
      signedIn,
    );
    const queryClient = new QueryClient();
    const keys = {
      summary: rewardQueries.summary(api).queryKey,
      today: rewardQueries.today(api).queryKey,
      shop: rewardQueries.items(api, { myRoomYn: 'N', srchCatgrTp: '', pageNo: 1 }).queryKey,
      lands: rewardQueries.lands(api).queryKey,
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, { result: [] });
    await queryClient
      .getMutationCache()
      .build(queryClient, rewardMutations.buy(api, queryClient))
      .execute({ itemId: 3, key: newPurchaseKey() })
      .catch(() => undefined);
    for (const key of Object.values(keys)) {
      expect(queryClient.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    }
  });

  it('keeps the whole answer and shows a page its result', async () => {
    const { api } = harness(() => json({ result: SUMMARY }), signedIn);
    const queryClient = new QueryClient();
    expect(await queryClient.fetchQuery(rewardQueries.summary(api))).toEqual({ result: SUMMARY });
    expect(new QueryObserver(queryClient, rewardQueries.summary(api)).getCurrentResult().data).toEqual(
      SUMMARY,
    );
  });
});
