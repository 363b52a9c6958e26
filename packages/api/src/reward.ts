/**
 * The reward area "buddymon" (spec §7 Reward; ADR 034): lands, the member's pet, the shop and inventory, buying, and
 * the coins. The queries and mutations are the contract's (`contractQuery`, `api.client`); the cache keeps each whole
 * answer and a page reads its `result`. A purchase updates the cache from its own answer (one call a purchase).
 */
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type {
  CareInput,
  CharacterInfo,
  CoinSummary,
  LandInfo,
  Purchase,
  SaveCharacterInput,
  ShopPage,
} from '@buddy/contract';
import { isTransientStatus, PAGE_SIZES, type ItemCategory } from '@buddy/domain';
import { contractQuery, dataOf, pathKey, type ApiCore } from './core';
import { ApiError } from './result';

export interface ShopParams {
  /** Y: the member's inventory (9 a page); N: the shop (6 a page). */
  myRoomYn: 'Y' | 'N';
  /** A category, or '' for every category. */
  srchCatgrTp: ItemCategory | '';
  pageNo: number;
}

export interface CoinHistoryParams {
  /** YYYY-MM-DD (Asia/Seoul), both included; empty for the server's default (the 30 days up to today). */
  srchSddate: string;
  srchEddate: string;
  pageNo: number;
}

/** The keys of the reward area's answers, for invalidating them (the queries make their own keys). */
export const rewardKeys = {
  lands: () => pathKey('/reward/buddymon/main'),
  character: () => pathKey('/reward/buddymon/official'),
  categories: () => pathKey('/reward/buddymon/items/categories'),
  items: () => pathKey('/reward/buddymon/items'),
  summary: () => pathKey('/reward/trans/stats/recent'),
  today: () => pathKey('/reward/trans/stats/todayIncreasePoint'),
  history: () => pathKey('/reward/trans/stats'),
  streak: () => pathKey('/reward/buddymon/streak'),
  growth: () => pathKey('/reward/buddymon/growth'),
  care: () => pathKey('/reward/buddymon/care'),
  weekly: () => pathKey('/reward/buddymon/weekly'),
};

export const rewardQueries = {
  /** The seven lands with their characters. */
  lands: (api: ApiCore) =>
    contractQuery(api, '/reward/buddymon/main', {}, { select: (answer) => answer.result }),
  /** The member's pet. */
  character: (api: ApiCore) =>
    contractQuery(
      api,
      '/reward/buddymon/official',
      { params: { query: { simpleYn: 'N' } } },
      { select: (answer) => answer.result },
    ),
  categories: (api: ApiCore, myRoomYn: 'Y' | 'N') =>
    contractQuery(
      api,
      '/reward/buddymon/items/categories',
      { params: { query: { myRoomYn } } },
      { select: (answer) => answer.result },
    ),
  /** A page of the shop (6 a page) or the inventory (9 a page). */
  items: (api: ApiCore, params: ShopParams) =>
    contractQuery(api, '/reward/buddymon/items', {
      params: {
        query: { ...params, pageRow: params.myRoomYn === 'Y' ? PAGE_SIZES.inventory : PAGE_SIZES.shop },
      },
    }),
  summary: (api: ApiCore) =>
    contractQuery(api, '/reward/trans/stats/recent', {}, { select: (answer) => answer.result }),
  /** The coin summary, for today's coins. */
  today: (api: ApiCore) =>
    contractQuery(api, '/reward/trans/stats/todayIncreasePoint', {}, { select: (answer) => answer.result }),
  /**
   * The streak, its freezes, today's mission and the streak calendar of `yyyymm` (YYYYMM; '' for this month), as the
   * server reckons them (ADR 059).
   */
  streak: (api: ApiCore, yyyymm = '') =>
    contractQuery(
      api,
      '/reward/buddymon/streak',
      { params: { query: { yyyymm } } },
      { select: (answer) => answer.result },
    ),
  /** The buddy's growth by learning (ADR 060): its stage, its points, the next stage's, and a stage to celebrate. */
  growth: (api: ApiCore) =>
    contractQuery(api, '/reward/buddymon/growth', {}, { select: (answer) => answer.result }),
  /** This week's six items of the shop, the new ones marked (ADR 063). */
  weekly: (api: ApiCore) =>
    contractQuery(api, '/reward/buddymon/weekly', {}, { select: (answer) => answer.result }),
  /** The buddy's mood and what the child can do for it now (ADR 061). */
  care: (api: ApiCore) =>
    contractQuery(api, '/reward/buddymon/care', {}, { select: (answer) => answer.result }),
  /** The coin history between two days, 10 a page. */
  history: (api: ApiCore, params: CoinHistoryParams) =>
    contractQuery(api, '/reward/trans/stats', {
      params: { query: { ...params, pageRow: PAGE_SIZES.default } },
    }),
};

/** One purchase the child means: the item, and its Idempotency-Key (`newPurchaseKey()`), kept for its retries. */
export interface PurchaseRequest {
  itemId: number;
  key: string;
}

/**
 * A new purchase's Idempotency-Key: 32 random hex digits (the contract takes 16–64 letters, digits, `-` and `_`).
 * `getRandomValues`, not `randomUUID`: the latter needs a secure context, which a page on a LAN address is not.
 */
export function newPurchaseKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * What a purchase changes (spec §4), from its answer, without asking again (one call a purchase): the coin summaries
 * take the new balance and the spending; the shop's rows of the item, the lands' character and the pet's medicine
 * take "owned" and the count. What the answer cannot tell (the inventory's pages and counts, the history, a medicine
 * the pet's list does not have yet) is marked stale: asked for when it is next shown, not now.
 */
/** The coins, the shelf and the lands, asked for again (a purchase refused: the page's reading of them is stale). */
function invalidateShop(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [rewardKeys.summary(), rewardKeys.today(), rewardKeys.items(), rewardKeys.lands()].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}

export function applyPurchase(queryClient: QueryClient, purchase: Purchase): void {
  const { itemId, itemPrice, rewardPoint, qty } = purchase;
  for (const queryKey of [rewardKeys.summary(), rewardKeys.today()]) {
    queryClient.setQueriesData<{ result: CoinSummary }>(
      { queryKey },
      (answer) =>
        answer && {
          result: { ...answer.result, rewardPoint, decrsPoint: answer.result.decrsPoint + itemPrice },
        },
    );
  }
  queryClient.setQueriesData<ShopPage>(
    { queryKey: rewardKeys.items() },
    (page) =>
      page && {
        ...page,
        result: page.result.map((item) => (item.itemId === itemId ? { ...item, owned: true, qty } : item)),
      },
  );
  queryClient.setQueriesData<{ result: LandInfo[] }>(
    { queryKey: rewardKeys.lands() },
    (answer) =>
      answer && {
        result: answer.result.map((land) => ({
          ...land,
          characters: land.characters.map((character) =>
            character.itemId === itemId ? { ...character, owned: true } : character,
          ),
        })),
      },
  );
  queryClient.setQueriesData<{ result: CharacterInfo }>(
    { queryKey: rewardKeys.character() },
    (answer) =>
      answer && {
        result: {
          ...answer.result,
          medicines: answer.result.medicines.map((medicine) =>
            medicine.itemId === itemId ? { ...medicine, qty } : medicine,
          ),
        },
      },
  );
  for (const queryKey of [
    rewardKeys.items(),
    rewardKeys.categories(),
    rewardKeys.history(),
    rewardKeys.character(),
    rewardKeys.weekly(),
    rewardKeys.lands(),
  ]) {
    void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
  }
}

/**
 * A purchase is tried again, with its own key, on a refusal the server would not repeat (no network, 5xx): twice, half a
 * second and a second later, while the child watches the button's spinner; then the failure is told.
 */
function purchaseRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && (!(error instanceof ApiError) || isTransientStatus(error.status));
}
const purchaseRetryDelay = (failureCount: number) => 500 * 2 ** failureCount;

export const rewardMutations = {
  /**
   * Buys an item once per request's key, retried with that key when the answer is lost; rejects with ApiError (409
   * COIN_SHORT, ITEM_OWNED or PURCHASE_KEY_REUSED, 404) and changes nothing then.
   */
  buy: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['post', '/reward/buddymon/items'],
      mutationFn: async ({ itemId, key }: PurchaseRequest) =>
        (
          await dataOf(
            api.client.POST('/reward/buddymon/items', {
              body: { itemId },
              params: { header: { 'Idempotency-Key': key } },
            }),
          )
        ).result,
      retry: purchaseRetry,
      retryDelay: purchaseRetryDelay,
      onSuccess: (purchase) => applyPurchase(queryClient, purchase),
      // A refused purchase (the coins spent in another tab, an item gone): what the page shows of the coins and the
      // shelf is stale, so it is asked for again, and the buy buttons follow the real balance.
      onError: () => invalidateShop(queryClient),
    }),
  /** Marks a stage as celebrated (ADR 060); the answer replaces the growth query, so it is not celebrated again. */
  seeGrowth: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['post', '/reward/buddymon/growth'],
      mutationFn: (seenStage: number) =>
        dataOf(api.client.POST('/reward/buddymon/growth', { body: { seenStage } })),
      onSuccess: (answer) => queryClient.setQueriesData({ queryKey: rewardKeys.growth() }, answer),
    }),
  /**
   * Feeds the buddy, puts it to bed or gives it a medicine (ADR 061); the answer replaces the care query. A medicine
   * given changes the inventory, and the growth potion the growth: they are asked for again.
   */
  care: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['post', '/reward/buddymon/care'],
      mutationFn: (body: CareInput) => dataOf(api.client.POST('/reward/buddymon/care', { body })),
      onSuccess: (answer, body) => {
        queryClient.setQueriesData({ queryKey: rewardKeys.care() }, answer);
        if (body.action === 'MEDICINE') {
          for (const queryKey of [
            rewardKeys.growth(),
            rewardKeys.items(),
            rewardKeys.categories(),
            rewardKeys.character(),
          ])
            void queryClient.invalidateQueries({ queryKey });
        }
      },
      // Refused (fed in another tab, the night over): the care shown is stale.
      onError: () => queryClient.invalidateQueries({ queryKey: rewardKeys.care() }),
    }),
  /** Saves the pet; the answer (the layout as the server rebuilt it) replaces the pet query. */
  saveCharacter: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['post', '/reward/buddymon/official'],
      mutationFn: (body: SaveCharacterInput) =>
        dataOf(api.client.POST('/reward/buddymon/official', { body })),
      onSuccess: (answer) => queryClient.setQueriesData({ queryKey: rewardKeys.character() }, answer),
    }),
};
