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
import { PAGE_SIZES, type ItemCategory } from '@buddy/domain';
import { resourceOf, type ApiCore } from './core';
import { REWARD_KEY_ROOT } from './key-roots';
import { unwrap, type ApiResult } from './result';

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
    /** POST /reward/buddymon/items: buys an item. */
    buy(itemId: number): Promise<ApiResult<{ result: Purchase }>> {
      return core.call((init) =>
        core.fetchClient.POST('/reward/buddymon/items', { ...init, body: { itemId } }),
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

/** What a purchase changes (spec §4): the lands, the shop and inventory, the pet, both coin summaries, the history. */
export function afterPurchase(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [
      rewardKeys.lands(),
      rewardKeys.items(),
      rewardKeys.character(),
      rewardKeys.coins(),
      ['reward', 'categories'],
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}

export const rewardMutations = {
  /** Buys an item; rejects with ApiError (409 COIN_SHORT or ITEM_OWNED, 404) and reloads nothing then. */
  buy: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...rewardKeys.all, 'buy'],
      mutationFn: async (itemId: number) => unwrap(await api.resource(createRewardApi).buy(itemId)).result,
      onSuccess: () => afterPurchase(queryClient),
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
