/**
 * The reward area "buddymon" (spec §7 Reward; ADR 034): lands, the member's pet, the shop and inventory, buying, and
 * the coins. Calls never throw (ApiResult); the queries unwrap. After a purchase the lands, the shop items, the pet
 * and both coin summaries are asked for again (spec §4 reward area).
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  CharacterInfo,
  CoinHistory,
  CoinSummary,
  ItemCategoryInfo,
  LandInfo,
  Purchase,
  SaveCharacterInput,
  ShopPage,
} from '@buddy/contract';
import { isTransientStatus, PAGE_SIZES, type ItemCategory } from '@buddy/domain';
import { resourceOf, type ApiCore } from './core';
import { REWARD_KEY_ROOT } from './key-roots';
import { ApiError, unwrap, type ApiResult } from './result';

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

export const rewardKeys = {
  all: REWARD_KEY_ROOT,
  lands: () => [...rewardKeys.all, 'lands'] as const,
  character: () => [...rewardKeys.all, 'character'] as const,
  categories: (myRoomYn: 'Y' | 'N') => [...rewardKeys.all, 'categories', myRoomYn] as const,
  items: () => [...rewardKeys.all, 'items'] as const,
  itemPage: (params: ShopParams) => [...rewardKeys.items(), params] as const,
  coins: () => [...rewardKeys.all, 'coins'] as const,
  summary: () => [...rewardKeys.coins(), 'summary'] as const,
  today: () => [...rewardKeys.coins(), 'today'] as const,
  history: (params: CoinHistoryParams) => [...rewardKeys.coins(), 'history', params] as const,
};

export function createRewardApi(core: ApiCore) {
  return {
    /** GET /reward/buddymon/main: the seven lands with their characters. */
    lands(): Promise<ApiResult<{ result: LandInfo[] }>> {
      return core.call((init) => core.fetchClient.GET('/reward/buddymon/main', init));
    },
    /** GET /reward/buddymon/official: the member's pet. */
    character(simpleYn: 'Y' | 'N' = 'N'): Promise<ApiResult<{ result: CharacterInfo }>> {
      return core.call((init) =>
        core.fetchClient.GET('/reward/buddymon/official', { ...init, params: { query: { simpleYn } } }),
      );
    },
    /** POST /reward/buddymon/official: the chosen character and the layout (dpyData). */
    saveCharacter(body: SaveCharacterInput): Promise<ApiResult<{ result: CharacterInfo }>> {
      return core.call((init) => core.fetchClient.POST('/reward/buddymon/official', { ...init, body }));
    },
    /** GET /reward/buddymon/items/categories. */
    categories(myRoomYn: 'Y' | 'N'): Promise<ApiResult<{ result: ItemCategoryInfo[] }>> {
      return core.call((init) =>
        core.fetchClient.GET('/reward/buddymon/items/categories', {
          ...init,
          params: { query: { myRoomYn } },
        }),
      );
    },
    /** GET /reward/buddymon/items: a page of the shop or the inventory. */
    items(params: ShopParams): Promise<ApiResult<ShopPage>> {
      return core.call((init) =>
        core.fetchClient.GET('/reward/buddymon/items', {
          ...init,
          params: {
            query: {
              ...params,
              pageRow: params.myRoomYn === 'Y' ? PAGE_SIZES.inventory : PAGE_SIZES.shop,
            },
          },
        }),
      );
    },
    /**
     * POST /reward/buddymon/items: buys an item. With `key` (the purchase's Idempotency-Key, the same on every retry
     * of it) the server makes the purchase once however often it arrives.
     */
    buy(itemId: number, key?: string): Promise<ApiResult<{ result: Purchase }>> {
      return core.call((init) =>
        core.fetchClient.POST('/reward/buddymon/items', {
          ...init,
          body: { itemId },
          ...(key === undefined ? {} : { params: { header: { 'Idempotency-Key': key } } }),
        }),
      );
    },
    /** GET /reward/trans/stats/recent: the coin summary. */
    summary(): Promise<ApiResult<{ result: CoinSummary }>> {
      return core.call((init) => core.fetchClient.GET('/reward/trans/stats/recent', init));
    },
    /** GET /reward/trans/stats/todayIncreasePoint: the coin summary, for today's coins. */
    today(): Promise<ApiResult<{ result: CoinSummary }>> {
      return core.call((init) => core.fetchClient.GET('/reward/trans/stats/todayIncreasePoint', init));
    },
    /** GET /reward/trans/stats: the coin history between two days, 10 a page. */
    history(params: CoinHistoryParams): Promise<ApiResult<CoinHistory>> {
      return core.call((init) =>
        core.fetchClient.GET('/reward/trans/stats', {
          ...init,
          params: { query: { ...params, pageRow: PAGE_SIZES.default } },
        }),
      );
    },
  };
}

export type RewardApi = ReturnType<typeof createRewardApi>;

/** The reward calls of a client (made on first use). */
export const rewardApi = /* @__PURE__ */ resourceOf(createRewardApi);

export const rewardQueries = {
  lands: (api: ApiCore) =>
    queryOptions({
      queryKey: rewardKeys.lands(),
      queryFn: async () => unwrap(await api.resource(createRewardApi).lands()).result,
    }),
  character: (api: ApiCore) =>
    queryOptions({
      queryKey: rewardKeys.character(),
      queryFn: async () => unwrap(await api.resource(createRewardApi).character('N')).result,
    }),
  categories: (api: ApiCore, myRoomYn: 'Y' | 'N') =>
    queryOptions({
      queryKey: rewardKeys.categories(myRoomYn),
      queryFn: async () => unwrap(await api.resource(createRewardApi).categories(myRoomYn)).result,
    }),
  items: (api: ApiCore, params: ShopParams) =>
    queryOptions({
      queryKey: rewardKeys.itemPage(params),
      queryFn: async () => unwrap(await api.resource(createRewardApi).items(params)),
    }),
  summary: (api: ApiCore) =>
    queryOptions({
      queryKey: rewardKeys.summary(),
      queryFn: async () => unwrap(await api.resource(createRewardApi).summary()).result,
    }),
  today: (api: ApiCore) =>
    queryOptions({
      queryKey: rewardKeys.today(),
      queryFn: async () => unwrap(await api.resource(createRewardApi).today()).result,
    }),
  history: (api: ApiCore, params: CoinHistoryParams) =>
    queryOptions({
      queryKey: rewardKeys.history(params),
      queryFn: async () => unwrap(await api.resource(createRewardApi).history(params)),
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
export function applyPurchase(queryClient: QueryClient, purchase: Purchase): void {
  const { itemId, itemPrice, rewardPoint, qty } = purchase;
  for (const key of [rewardKeys.summary(), rewardKeys.today()]) {
    queryClient.setQueryData<CoinSummary>(
      key,
      (summary) => summary && { ...summary, rewardPoint, decrsPoint: summary.decrsPoint + itemPrice },
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
  queryClient.setQueryData<LandInfo[]>(rewardKeys.lands(), (lands) =>
    lands?.map((land) => ({
      ...land,
      characters: land.characters.map((character) =>
        character.itemId === itemId ? { ...character, owned: true } : character,
      ),
    })),
  );
  queryClient.setQueryData<CharacterInfo>(
    rewardKeys.character(),
    (pet) =>
      pet && {
        ...pet,
        medicines: pet.medicines.map((medicine) =>
          medicine.itemId === itemId ? { ...medicine, qty } : medicine,
        ),
      },
  );
  for (const queryKey of [
    rewardKeys.items(),
    [...rewardKeys.all, 'categories'],
    [...rewardKeys.coins(), 'history'],
    rewardKeys.character(),
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
      mutationKey: [...rewardKeys.all, 'buy'],
      mutationFn: async ({ itemId, key }: PurchaseRequest) =>
        unwrap(await api.resource(createRewardApi).buy(itemId, key)).result,
      retry: purchaseRetry,
      retryDelay: purchaseRetryDelay,
      onSuccess: (purchase) => applyPurchase(queryClient, purchase),
    }),
  /** Saves the pet; the answer (the layout as the server rebuilt it) replaces the pet query. */
  saveCharacter: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...rewardKeys.all, 'save-character'],
      mutationFn: async (body: SaveCharacterInput) =>
        unwrap(await api.resource(createRewardApi).saveCharacter(body)).result,
      onSuccess: (character) => queryClient.setQueryData(rewardKeys.character(), character),
    }),
};
