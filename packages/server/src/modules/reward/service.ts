import {
  clampPage,
  COIN_SOURCES,
  EMPTY_LAYOUT,
  ITEM_CATEGORIES,
  ITEM_CATEGORY_LABELS,
  CATEGORY_LAYER,
  MAX_LAYERS,
  PAGE_SIZES,
  growthProgress,
  isValidYearMonth,
  layerInRange,
  parseLayout,
  seoulDate,
  seoulMonth,
  newThisWeek,
  weekOf,
  weeklyPicks,
  weeksToOpen,
  landScene,
  stageOf,
  streakSummary,
  toggleItem,
  type CoinSource,
  type ItemCategory,
  type PetLayout,
} from '@buddy/domain';
import type { components } from '@buddy/contract';
import { HttpError } from '../../plugins/errors';
import type { Clock } from '../../plugins/tokens';
import { contentUrl } from '../studies/service';
import { placeable } from './growth';
import type { ItemRow, OwnedItem, RewardRepository } from './repository';

type Schemas = components['schemas'];

export const REWARD_MESSAGES = {
  /** 404 ITEM_NOT_FOUND */
  missing: '아이템을 찾을 수 없어요.',
  /** 409 ITEM_OWNED */
  owned: '이미 가지고 있는 아이템이에요.',
  /** 409 ITEM_GROWN: a grown drawing of a character, reached by learning, not bought (ADR 060) */
  grown: '자란 모습은 살 수 없어요. 공부하면 버디몬이 자라요!',
  /** 409 LAND_CLOSED: an item of a land not open yet (ADR 062) */
  landClosed: '아직 열리지 않은 랜드의 아이템이에요. 공부하면 랜드가 열려요!',
  /** 409 COIN_SHORT */
  short: '코인이 부족해요. 공부하고 코인을 더 모아 보세요!',
  /** 400 LAYOUT_INVALID */
  layout: '꾸민 모습을 저장할 수 없어요. 가지고 있는 아이템으로만 꾸며 주세요.',
  /** 409 PURCHASE_KEY_REUSED */
  keyReused: '이미 다른 아이템을 산 요청이에요. 다시 한 번 눌러 주세요.',
  /** 400 REWARD_REQUEST */
  request: '요청 내용을 확인해 주세요.',
  /** 400 REWARD_REQUEST: a streak calendar month that is not a month, or after this one */
  month: '달력은 이번 달까지 볼 수 있어요.',
} as const;

/** Who may use the reward area: a member who may study (the study's member-type check). */
export interface StudentCheck {
  requireStudent(memNo: string): Promise<void>;
}

const isCoinSource = (value: string): value is CoinSource =>
  (COIN_SOURCES as readonly string[]).includes(value);
/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
const isDay = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
};

/**
 * The reward area "buddymon" (spec §7 Reward; ADR 034): lands, the member's pet, the shop and inventory, buying, and
 * the coin summary and history. Coins come only from the study, test and game calls (ledger.ts `earn`).
 */
export class RewardService {
  constructor(
    private readonly rewards: RewardRepository,
    private readonly students: StudentCheck,
    private readonly clock: Clock,
    /** What every member owns from the start (content/reward/catalog.json `starter`). */
    private readonly starterCodes: readonly string[],
  ) {}

  /**
   * Every reward call enters here, the album's too: the member may use the area, and it is set up (the starter items
   * and a dressed pet). The setting up is a write transaction made once per member: after it, one read says so.
   */
  async enter(memNo: string): Promise<void> {
    await this.students.requireStudent(memNo);
    if (await this.rewards.isSetUp(memNo)) return;
    const starter = await this.rewards.itemsByCode(this.starterCodes);
    // The background first, then the character: the layout the pet starts with.
    const ordered = [...starter].sort((a, b) => (a.category === 'BG' ? -1 : b.category === 'BG' ? 1 : 0));
    const layout = ordered.reduce<PetLayout>(
      (current, item) => toggleItem(current, placeable(item)),
      EMPTY_LAYOUT,
    );
    await this.rewards.ensureStarter(memNo, starter, JSON.stringify(layout), this.clock());
    // A child who learnt before first coming here finds the buddy grown as far as they have (ADR 060).
    await this.rewards.settleGrowth(memNo, this.clock());
  }

  async lands(memNo: string): Promise<Schemas['LandInfo'][]> {
    await this.enter(memNo);
    const [lands, characters, owned, progress] = await Promise.all([
      this.rewards.lands(),
      this.rewards.characters(),
      this.rewards.owned(memNo),
      this.rewards.landProgress(memNo),
    ]);
    const scenes = new Map(
      (await this.rewards.itemsByCode(lands.map((land) => landScene(land.landCd)))).map((item) => [
        item.code,
        item,
      ]),
    );
    const sceneOf = (landCd: string): Schemas['LandScene'] | null => {
      const item = scenes.get(landScene(landCd));
      return item
        ? {
            itemId: item.itemId,
            itemNm: item.name,
            itemImgUrl: contentUrl(item.image),
            top: item.top,
            left: item.left,
            width: item.width,
            owned: owned.has(item.itemId),
          }
        : null;
    };
    return lands.map((land, index) => ({
      landCd: land.landCd as Schemas['Land'],
      landNm: land.name,
      landConts: land.description,
      landImgUrl: contentUrl(land.image),
      ords: land.ord,
      open: weeksToOpen(index + 1, progress.weeks) === 0,
      weeksToOpen: weeksToOpen(index + 1, progress.weeks),
      collected: progress.collected.has(land.landCd),
      scene: sceneOf(land.landCd),
      characters: characters
        .filter((item) => item.landCd === land.landCd)
        .map((item) => ({
          itemId: item.itemId,
          itemNm: item.name,
          itemImgUrl: contentUrl(item.image),
          itemLvl: item.lvl,
          ords: item.ord,
          owned: owned.has(item.itemId),
        })),
    }));
  }

  async character(memNo: string, simple: boolean): Promise<Schemas['CharacterInfo']> {
    await this.enter(memNo);
    const pet = await this.rewards.pet(memNo);
    const item = pet?.itemId ? await this.rewards.item(pet.itemId) : undefined;
    const lands = item?.landCd ? await this.rewards.lands() : [];
    const medicines = simple
      ? []
      : (await this.rewards.items(memNo, { myRoom: true, category: 'MED' }, { offset: 0, limit: 100 })).rows;
    return {
      itemId: item?.itemId ?? null,
      itemNm: item?.name ?? '',
      itemConts: item?.description ?? '',
      remk: lands.find((land) => land.landCd === item?.landCd)?.name ?? '',
      itemLvl: item?.lvl ?? 0,
      itemImgUrl: item ? contentUrl(item.image) : '',
      dpyData: pet?.dpyData ?? '',
      layout: parseLayout(pet?.dpyData),
      medicines: medicines
        .sort((a, b) => a.ord - b.ord)
        .map((m) => ({
          itemId: m.itemId,
          itemNm: m.name,
          itemImgUrl: contentUrl(m.image),
          qty: m.qty,
          ords: m.ord,
        })),
    };
  }

  /**
   * Saves the pet: the character and every layer must be owned, and each layer's type must be its item's. The
   * pictures and names come from the items themselves (a layout never points anywhere else); the child's order and
   * places are kept.
   */
  async saveCharacter(
    memNo: string,
    input: Schemas['SaveCharacterInput'],
  ): Promise<Schemas['CharacterInfo']> {
    await this.enter(memNo);
    const layout = parseLayout(input.dpyData);
    const readable =
      layout !== EMPTY_LAYOUT || input.dpyData.replace(/\s/g, '') === JSON.stringify(EMPTY_LAYOUT);
    if (!readable || layout.model.layers.length > MAX_LAYERS || !layout.model.layers.every(layerInRange)) {
      throw new HttpError(400, 'LAYOUT_INVALID', REWARD_MESSAGES.layout);
    }
    const ids = [...new Set([input.itemId, ...layout.model.layers.map((layer) => layer.id)])];
    const owned = await this.rewards.owned(memNo, ids);
    const items = new Map<number, ItemRow>();
    for (const id of ids) {
      const item = owned.has(id) ? await this.rewards.item(id) : undefined;
      if (!item) throw new HttpError(400, 'LAYOUT_INVALID', REWARD_MESSAGES.layout);
      items.set(id, item);
    }
    const character = items.get(input.itemId);
    const layers = layout.model.layers.map((layer) => {
      const item = items.get(layer.id);
      if (!item || CATEGORY_LAYER[item.category as ItemCategory] !== layer.type) {
        throw new HttpError(400, 'LAYOUT_INVALID', REWARD_MESSAGES.layout);
      }
      return { ...layer, image: contentUrl(item.image), description: item.name };
    });
    if (
      character?.category !== 'CHAR' ||
      new Set(layers.map((l) => `${l.type}:${l.id}`)).size !== layers.length
    ) {
      throw new HttpError(400, 'LAYOUT_INVALID', REWARD_MESSAGES.layout);
    }
    const saved: PetLayout = { characterId: input.itemId, model: { layers } };
    await this.rewards.savePet(memNo, input.itemId, JSON.stringify(saved), this.clock());
    return this.character(memNo, false);
  }

  async categories(memNo: string, myRoom: boolean): Promise<Schemas['ItemCategoryInfo'][]> {
    await this.enter(memNo);
    const counts = await this.rewards.categoryCounts(memNo, myRoom);
    return ITEM_CATEGORIES.map((catgrTp) => ({
      catgrTp,
      catgrNm: ITEM_CATEGORY_LABELS[catgrTp],
      itemCount: counts.get(catgrTp) ?? 0,
    }));
  }

  async items(
    memNo: string,
    query: { pageNo?: number; pageRow?: number; myRoomYn?: 'Y' | 'N'; srchCatgrTp?: string },
  ): Promise<Schemas['ShopPage']> {
    await this.enter(memNo);
    const myRoom = query.myRoomYn === 'Y';
    const category = (ITEM_CATEGORIES as readonly string[]).includes(query.srchCatgrTp ?? '')
      ? (query.srchCatgrTp as ItemCategory)
      : null;
    const pageRow = query.pageRow ?? (myRoom ? PAGE_SIZES.inventory : PAGE_SIZES.shop);
    const first = await this.rewards.items(memNo, { myRoom, category }, { offset: 0, limit: 0 });
    const pageNo = clampPage(query.pageNo ?? 1, first.totalCount, pageRow);
    const [{ rows, totalCount }, closed] = await Promise.all([
      this.rewards.items(memNo, { myRoom, category }, { offset: (pageNo - 1) * pageRow, limit: pageRow }),
      this.rewards.closedFor(memNo),
    ]);
    return {
      page: { pageNo, pageRow, totalCount },
      search: { myRoomYn: myRoom ? 'Y' : 'N', srchCatgrTp: category ?? '' },
      result: rows.map((item) => shopItem(item, closed)),
    };
  }

  /**
   * This week's six (ADR 063): drawn by the Seoul week from every item for sale but medicine, the same for every
   * child; those not in last week's six are new.
   */
  async weekly(memNo: string): Promise<Schemas['WeeklyPicks']> {
    await this.enter(memNo);
    const week = weekOf(seoulDate(this.clock()));
    const [{ rows }, closed] = await Promise.all([
      this.rewards.items(memNo, { myRoom: false, category: null }, { offset: 0, limit: 1000 }),
      this.rewards.closedFor(memNo),
    ]);
    const pool = rows.filter((item) => item.category !== 'MED');
    const codes = pool.map((item) => item.code);
    const picked = weeklyPicks(codes, week);
    const fresh = newThisWeek(codes, week);
    const byCode = new Map(pool.map((item) => [item.code, item]));
    const items = picked.flatMap((code) => {
      const item = byCode.get(code);
      return item ? [item] : [];
    });
    return {
      week,
      items: items.map((item) => shopItem(item, closed)),
      newItemIds: items.filter((item) => fresh.has(item.code)).map((item) => item.itemId),
    };
  }

  /** Buys an item; with an Idempotency-Key, once however often it is sent (repository.ts `buy`). */
  async buy(memNo: string, itemId: number, key?: string): Promise<Schemas['Purchase']> {
    await this.enter(memNo);
    const outcome = await this.rewards.buy(memNo, itemId, this.clock(), key);
    if (!outcome.ok) {
      if (outcome.reason === 'missing') throw new HttpError(404, 'ITEM_NOT_FOUND', REWARD_MESSAGES.missing);
      if (outcome.reason === 'owned') throw new HttpError(409, 'ITEM_OWNED', REWARD_MESSAGES.owned);
      if (outcome.reason === 'grown') throw new HttpError(409, 'ITEM_GROWN', REWARD_MESSAGES.grown);
      if (outcome.reason === 'landClosed')
        throw new HttpError(409, 'LAND_CLOSED', REWARD_MESSAGES.landClosed);
      if (outcome.reason === 'keyReused')
        throw new HttpError(409, 'PURCHASE_KEY_REUSED', REWARD_MESSAGES.keyReused);
      throw new HttpError(409, 'COIN_SHORT', REWARD_MESSAGES.short);
    }
    return {
      itemId,
      itemPrice: outcome.price,
      rewardPoint: outcome.balance,
      qty: outcome.qty,
      ...(outcome.collection ? { collection: outcome.collection } : {}),
    };
  }

  async summary(memNo: string): Promise<Schemas['CoinSummary']> {
    await this.students.requireStudent(memNo);
    const totals = await this.rewards.totals(memNo, seoulDate(this.clock()));
    return {
      rewardPoint: totals.balance,
      incrsPoint: totals.earned,
      decrsPoint: totals.spent,
      todayIncrsPoint: totals.today,
    };
  }

  /** The buddy's mood and what the child can do for it now (ADR 061). */
  async care(memNo: string): Promise<Schemas['BuddyCare']> {
    await this.enter(memNo);
    return this.rewards.care(memNo, this.clock());
  }

  /** Feeds the buddy, puts it to bed or gives it a medicine (ADR 061). */
  async doCare(memNo: string, input: Schemas['CareInput']): Promise<Schemas['BuddyCare']> {
    await this.enter(memNo);
    return this.rewards.doCare(memNo, input, this.clock());
  }

  /**
   * The buddy's growth (ADR 060): its stage, its points and the next stage's, and whether a stage reached is still to
   * be celebrated.
   */
  async growth(memNo: string): Promise<Schemas['Growth']> {
    await this.enter(memNo);
    const { points, seenStage } = await this.rewards.growth(memNo);
    const progress = growthProgress(points);
    return { ...progress, celebrate: progress.stage > seenStage };
  }

  /** The child has seen stage `stage` celebrated: it is not celebrated again (a stage not reached is not marked). */
  async seeGrowth(memNo: string, stage: number): Promise<Schemas['Growth']> {
    await this.enter(memNo);
    const { points } = await this.rewards.growth(memNo);
    await this.rewards.seeStage(memNo, Math.min(stage, stageOf(points)));
    return this.growth(memNo);
  }

  /**
   * The streak, its freezes, today's mission and the streak calendar of month `yyyymm` (this month when empty; none
   * after it), reckoned from the ledger and the server's Seoul day (ADR 059).
   */
  async streak(memNo: string, yyyymm?: string): Promise<Schemas['Streak']> {
    await this.students.requireStudent(memNo);
    const now = this.clock();
    const today = seoulDate(now);
    const month = yyyymm || seoulMonth(now);
    if (!isValidYearMonth(month) || month > seoulMonth(now)) {
      throw new HttpError(400, 'REWARD_REQUEST', REWARD_MESSAGES.month);
    }
    const [studied, counts] = await Promise.all([
      this.rewards.studiedDays(memNo),
      this.rewards.missionCounts(memNo, today),
    ]);
    return streakSummary(studied, counts, today, month);
  }

  async history(
    memNo: string,
    query: { pageNo?: number; pageRow?: number; srchSddate?: string; srchEddate?: string },
  ): Promise<Schemas['CoinHistory']> {
    await this.students.requireStudent(memNo);
    const refuse = () => new HttpError(400, 'REWARD_REQUEST', REWARD_MESSAGES.request);
    const given = { from: query.srchSddate ?? '', to: query.srchEddate ?? '' };
    if ((given.from && !isDay(given.from)) || (given.to && !isDay(given.to))) throw refuse();
    const to = given.to || seoulDate(this.clock());
    const from =
      given.from || new Date(Date.parse(`${to}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
    if (from > to) throw refuse();
    const pageRow = query.pageRow ?? PAGE_SIZES.default;
    const first = await this.rewards.history(memNo, from, to, { offset: 0, limit: 0 });
    const pageNo = clampPage(query.pageNo ?? 1, first.totalCount, pageRow);
    const { rows, totalCount } = await this.rewards.history(memNo, from, to, {
      offset: (pageNo - 1) * pageRow,
      limit: pageRow,
    });
    return {
      page: { pageNo, pageRow, totalCount },
      search: { srchSddate: from, srchEddate: to },
      result: rows.map((row) => ({
        transNo: row.transNo,
        transTp: isCoinSource(row.source) ? row.source : 'purchase',
        transDesc: row.description,
        point: row.point,
        balance: Math.max(0, row.balance),
        regDt: row.createdAt.toISOString(),
      })),
    };
  }
}

/**
 * An item of the shop or the inventory, as the contract names it, with what the member holds of it and the weeks its
 * land still waits for (`closed`, ADR 062).
 */
function shopItem(item: OwnedItem, closed: (code: string) => number): Schemas['ShopItem'] {
  return {
    itemId: item.itemId,
    catgrTp: item.category as ItemCategory,
    itemNm: item.name,
    itemConts: item.description,
    itemPrice: item.price,
    itemImgUrl: contentUrl(item.image),
    itemLvl: item.lvl,
    landCd: (item.landCd ?? null) as Schemas['Land'] | null,
    ords: item.ord,
    top: item.top,
    left: item.left,
    width: item.width,
    owned: item.qty > 0,
    qty: item.qty,
    weeksToOpen: closed(item.code),
  };
}
