/**
 * The reward area's calls (ADR 034) over a fake member: a coin balance, the starter items worn, a shop of the
 * fixture catalogue. A purchase spends coins and reloads as the server would; `coins` sets the starting balance,
 * `brokenLayout` stores an unreadable layout (read as the default empty one, spec §5), `emptyHistory` starts with no
 * coin movement, `fail` makes the named calls answer 500 and `hold` leaves them unanswered. `buyFails` refuses every
 * purchase as the server would (409 COIN_SHORT or ITEM_OWNED, 404 ITEM_NOT_FOUND), whatever the coins; `spentElsewhere`
 * spends coins "in another tab" as the first purchase arrives: the screen
 * thought the coins covered it, the server knew better. `nothingOwned` starts without the starter items (an empty
 * inventory and the empty layout). `streak` sets the days studied (days before today; today is 0) and how far today's
 * mission is; the streak, its freezes and calendar are reckoned by the domain's rules, as the server does (ADR 059).
 */
import type { BuddyCare, CharacterInfo, CoinEntry, LandInfo, ShopItem } from '@buddy/contract';
import {
  CARE_MESSAGES,
  careRefusal,
  EMPTY_LAYOUT,
  newThisWeek,
  weekOf,
  weeklyPicks,
  LAND_RULES,
  landOfCode,
  isMedicineCode,
  landCollection,
  landScene,
  weeksToOpen,
  MEDICINE_ACTIONS,
  MEDICINE_EFFECTS,
  medicineRefusal,
  MOOD_TEXTS,
  moodOf,
  SEOUL_OFFSET_MS,
  type CareAction,
  type CareRefusal,
  type MedicineCode,
  growthProgress,
  isValidYearMonth,
  ITEM_CATEGORIES,
  ITEM_CATEGORY_LABELS,
  parseLayout,
  seoulDate,
  seoulMonth,
  streakSummary,
  toggleItem,
  type ItemCategory,
  type PetLayout,
} from '@buddy/domain';
import { DEMO_COIN_TOTAL, demoCoinHistory } from '@buddy/domain/demo';
import { MOOD_PICTURES, REWARD_CODES, REWARD_ITEMS, REWARD_LANDS, REWARD_STARTER } from '../fixtures/reward';
import { errorBody, http, never, SERVER_ERROR } from '../http';

export type RewardCall =
  'lands' | 'character' | 'save' | 'items' | 'buy' | 'summary' | 'history' | 'streak' | 'growth' | 'care';

/** The fake streak: the days studied, counted back from today (0), and what today's mission has of its need. */
export interface StreakOptions {
  studiedDaysAgo?: readonly number[];
  missionHave?: number;
}

/** Ten days of study before today, one of them missed and kept by the freeze of the first seven. */
export const DEFAULT_STREAK: Required<StreakOptions> = {
  studiedDaysAgo: [1, 2, 3, 5, 6, 7, 8, 9, 10, 11],
  missionHave: 0,
};

export interface RewardOptions {
  coins?: number;
  brokenLayout?: boolean;
  emptyHistory?: boolean;
  fail?: RewardCall[];
  hold?: RewardCall[];
  buyFails?: 'COIN_SHORT' | 'ITEM_OWNED' | 'ITEM_NOT_FOUND';
  /** Coins spent in another tab the moment the first purchase arrives (the shop's reading of the balance is stale). */
  spentElsewhere?: number;
  nothingOwned?: boolean;
  /** Sample items owned besides the starter ones, by the catalogue's code ('bg-green'). */
  alsoOwned?: string[];
  streak?: StreakOptions;
  /** The buddy's growth points (ADR 060) and the stage the child has seen celebrated (default: no growth yet). */
  growth?: { points: number; seenStage?: number };
  /** Weeks finished (ADR 062): every two open one more land; default 2 (both sample lands open). */
  finishedWeeks?: number;
  /**
   * The buddy's care (ADR 061): the Seoul hour (default: the clock's), whether the child studied today (default yes),
   * days without study before today (default 0), and the care already done.
   */
  care?: {
    hour?: number;
    studiedToday?: boolean;
    daysWithoutStudy?: number | null;
    done?: CareAction[];
    /** Growth potions held (the sample's medicine, 51). */
    potions?: number;
  };
}

const SHORT = errorBody({ code: 'COIN_SHORT', message: '코인이 부족해요. 공부하고 코인을 더 모아 보세요!' });
const OWNED = errorBody({ code: 'ITEM_OWNED', message: '이미 가지고 있는 아이템이에요.' });
const GROWN = errorBody({
  code: 'ITEM_GROWN',
  message: '자란 모습은 살 수 없어요. 공부하면 버디몬이 자라요!',
});
const LAND_CLOSED = errorBody({
  code: 'LAND_CLOSED',
  message: '아직 열리지 않은 랜드의 아이템이에요. 공부하면 랜드가 열려요!',
});
const NOT_FOUND = errorBody({ code: 'ITEM_NOT_FOUND', message: '아이템을 찾을 수 없어요.' });
const KEY_REUSED = errorBody({
  code: 'PURCHASE_KEY_REUSED',
  message: '이미 다른 아이템을 산 요청이에요. 다시 한 번 눌러 주세요.',
});

const DAY = 86_400_000;

/** The sample's medicines by their fake /v2 number. */
const medicineCode = (itemId: number): MedicineCode | undefined => {
  const code = REWARD_CODES.get(itemId);
  return code !== undefined && isMedicineCode(code) ? code : undefined;
};

/** What the shop sells: not a character's grown drawings, which the buddy reaches by learning (ADR 060). */
const forSale = (item: { catgrTp: string; itemLvl: number }) =>
  !(item.catgrTp === 'CHAR' && item.itemLvl > 1);

export function rewardHandlers(options: RewardOptions = {}) {
  const owned = new Map<number, number>(options.nothingOwned ? [] : REWARD_STARTER.map((id) => [id, 1]));
  /** The purchases' Idempotency-Keys, each with its item (as the server keeps them on the ledger). */
  const purchaseKeys = new Map<string, number>();
  let spentElsewhere = false;
  const ledger: CoinEntry[] = [];
  const add = (transTp: CoinEntry['transTp'], transDesc: string, point: number, at: number) => {
    const balance = (ledger[0]?.balance ?? 0) + point;
    ledger.unshift({
      transNo: ledger.length + 1,
      transTp,
      transDesc,
      point,
      balance,
      regDt: new Date(at).toISOString(),
    });
  };
  if (!options.emptyHistory) {
    // The demo week of coins (@buddy/domain/demo), ending yesterday, from an opening balance that makes it end at
    // `coins` when it can.
    const opening = Math.max(0, (options.coins ?? 120) - DEMO_COIN_TOTAL);
    for (const entry of demoCoinHistory(Date.now(), opening))
      ledger.unshift({
        transNo: entry.transNo,
        transTp: entry.source,
        transDesc: entry.description,
        point: entry.points,
        balance: entry.balance,
        regDt: new Date(entry.at).toISOString(),
      });
  }
  const extra = (options.coins ?? 120) - (ledger[0]?.balance ?? 0);
  if (extra !== 0)
    add(
      extra > 0 ? 'day' : 'purchase',
      extra > 0 ? 'A코스 1단계 4주 3일차' : '정리',
      extra,
      Date.now() - DAY / 2,
    );

  const byId = new Map(REWARD_ITEMS.map((entry) => [entry.itemId, entry]));
  const placeable = (id: number) => {
    const found = byId.get(id);
    if (!found) throw new Error(`no item ${id}`);
    return {
      id,
      category: found.catgrTp,
      name: found.itemNm,
      image: found.itemImgUrl,
      top: found.top,
      left: found.left,
      width: found.width,
    };
  };
  // A buddy grown to stage 2 (ADR 060) owns and wears the grown 뭉실 (12), as the server gives it.
  const grown = !options.nothingOwned && growthProgress(options.growth?.points ?? 0).stage >= 2;
  if (grown) owned.set(12, 1);
  let layout: PetLayout = options.nothingOwned
    ? EMPTY_LAYOUT
    : toggleItem(toggleItem(EMPTY_LAYOUT, placeable(1)), placeable(grown ? 12 : 11));
  let dpyData = options.brokenLayout ? '{"characterId":' : JSON.stringify(layout);
  if (options.brokenLayout) layout = parseLayout(dpyData);

  const fails = async (call: RewardCall) => {
    if (options.hold?.includes(call)) await never();
    return options.fail?.includes(call) === true;
  };
  const balance = () => ledger[0]?.balance ?? 0;
  const finishedWeeks = options.finishedWeeks ?? 2;
  /** The lands whose collection reward was paid (the starter's sky is whole from the start, and paid nothing). */
  const collected = new Set<string>(['sky']);
  const careDone = new Set<CareAction>(options.care?.done ?? []);
  if (options.care?.potions) owned.set(51, options.care.potions);
  for (const code of options.alsoOwned ?? []) {
    const itemId = [...REWARD_CODES].find(([, sampleCode]) => sampleCode === code)?.[0];
    if (itemId === undefined) throw new Error(`alsoOwned: no sample item ${code}`);
    owned.set(itemId, 1);
  }
  /** The care as the server would reckon it, by the domain's rules (ADR 061). */
  const care = (): BuddyCare => {
    const hour = options.care?.hour ?? new Date(Date.now() + SEOUL_OFFSET_MS).getUTCHours();
    const studiedToday = options.care?.studiedToday ?? true;
    const state = {
      hour,
      today: careDone,
      studiedToday,
      daysWithoutStudy: options.care?.daysWithoutStudy ?? 0,
    };
    const mood = moodOf(state);
    const can = (refusal: CareRefusal | null) =>
      refusal ? { can: false, reason: CARE_MESSAGES[refusal] } : { can: true };
    const medicines = REWARD_ITEMS.filter(
      (entry) => entry.catgrTp === 'MED' && (owned.get(entry.itemId) ?? 0) > 0,
    )
      .map((entry) => ({ entry, code: medicineCode(entry.itemId) }))
      .filter(
        (found): found is { entry: (typeof REWARD_ITEMS)[number]; code: MedicineCode } =>
          found.code !== undefined,
      );
    return {
      mood,
      moodText: MOOD_TEXTS[mood],
      moodImgUrl: MOOD_PICTURES[mood],
      feed: can(careRefusal('FEED', state)),
      bed: can(careRefusal('BED', state)),
      medicines: medicines.map(({ entry, code }) => ({
        itemId: entry.itemId,
        itemNm: entry.itemNm,
        itemImgUrl: entry.itemImgUrl,
        qty: owned.get(entry.itemId) ?? 0,
        effect: MEDICINE_EFFECTS[code],
        ...can(
          medicineRefusal(code, owned.get(entry.itemId) ?? 0, {
            mood,
            today: careDone,
            grownThisWeek: careDone.has('GROW'),
          }),
        ),
      })),
    };
  };
  const growthPoints = options.growth?.points ?? 0;
  let seenStage = options.growth?.seenStage ?? 1;
  const growth = () => {
    const progress = growthProgress(growthPoints);
    return { ...progress, celebrate: progress.stage > seenStage };
  };
  /** The finished weeks an item's land still waits for (ADR 062): 0 when open or landless. */
  const landOfItem = (itemId: number) => {
    const landCd = landOfCode(
      REWARD_CODES.get(itemId) ?? '',
      REWARD_LANDS.map((each) => each.landCd),
    );
    return REWARD_LANDS.find((each) => each.landCd === landCd);
  };
  const closedWeeks = (itemId: number) => {
    const land = landOfItem(itemId);
    return land ? weeksToOpen(REWARD_LANDS.indexOf(land) + 1, finishedWeeks) : 0;
  };
  const shopItem = (entry: (typeof REWARD_ITEMS)[number]): ShopItem => ({
    ...entry,
    owned: owned.has(entry.itemId),
    qty: owned.get(entry.itemId) ?? 0,
    weeksToOpen: closedWeeks(entry.itemId),
  });
  const character = (): CharacterInfo => {
    const chosen = byId.get(layout.characterId);
    return {
      itemId: chosen?.itemId ?? null,
      itemNm: chosen?.itemNm ?? '',
      itemConts: chosen?.itemConts ?? '',
      remk: REWARD_LANDS.find((land) => land.landCd === chosen?.landCd)?.landNm ?? '',
      itemLvl: chosen?.itemLvl ?? 0,
      itemImgUrl: chosen?.itemImgUrl ?? '',
      dpyData,
      layout,
      medicines: REWARD_ITEMS.filter((entry) => entry.catgrTp === 'MED' && owned.has(entry.itemId)).map(
        (entry) => ({
          itemId: entry.itemId,
          itemNm: entry.itemNm,
          itemImgUrl: entry.itemImgUrl,
          qty: owned.get(entry.itemId) ?? 0,
          ords: entry.ords,
        }),
      ),
    };
  };
  const summary = () => {
    const earned = ledger.filter((entry) => entry.point > 0).reduce((sum, entry) => sum + entry.point, 0);
    const spent = -ledger.filter((entry) => entry.point < 0).reduce((sum, entry) => sum + entry.point, 0);
    const today = new Date().toISOString().slice(0, 10);
    const todayIncrsPoint = ledger
      .filter((entry) => entry.point > 0 && entry.regDt.startsWith(today))
      .reduce((sum, entry) => sum + entry.point, 0);
    return { rewardPoint: balance(), incrsPoint: earned, decrsPoint: spent, todayIncrsPoint };
  };

  return [
    http.get('/reward/buddymon/main', async ({ response }) => {
      if (await fails('lands')) return response(500).json(SERVER_ERROR);
      const ownedCodes = new Set(
        REWARD_ITEMS.filter((entry) => owned.has(entry.itemId)).map((entry) =>
          REWARD_CODES.get(entry.itemId),
        ),
      );
      /** The land's background as its scene (ADR 065), owned or not; none when the sample has no background. */
      const sceneOf = (landCd: string): LandInfo['scene'] => {
        const code = landScene(landCd);
        const item = REWARD_ITEMS.find((entry) => REWARD_CODES.get(entry.itemId) === code);
        return item
          ? {
              itemId: item.itemId,
              itemNm: item.itemNm,
              itemImgUrl: item.itemImgUrl,
              top: item.top,
              left: item.left,
              width: item.width,
              owned: owned.has(item.itemId),
            }
          : null;
      };
      const lands: LandInfo[] = REWARD_LANDS.map((land, index) => ({
        ...land,
        open: weeksToOpen(index + 1, finishedWeeks) === 0,
        weeksToOpen: weeksToOpen(index + 1, finishedWeeks),
        collected: landCollection(land.landCd).every((code) => ownedCodes.has(code)),
        landImgUrl: byId.get(land.landCd === 'sky' ? 1 : 2)?.itemImgUrl ?? '',
        scene: sceneOf(land.landCd),
        characters: REWARD_ITEMS.filter(
          (entry) => entry.catgrTp === 'CHAR' && entry.landCd === land.landCd,
        ).map((entry) => ({
          itemId: entry.itemId,
          itemNm: entry.itemNm,
          itemImgUrl: entry.itemImgUrl,
          itemLvl: entry.itemLvl,
          ords: entry.ords,
          owned: owned.has(entry.itemId),
        })),
      }));
      return response(200).json({ result: lands });
    }),
    http.get('/reward/buddymon/official', async ({ response }) => {
      if (await fails('character')) return response(500).json(SERVER_ERROR);
      return response(200).json({ result: character() });
    }),
    http.post('/reward/buddymon/official', async ({ request, response }) => {
      if (await fails('save')) return response(500).json(SERVER_ERROR);
      const body = await request.json();
      const next = parseLayout(body.dpyData);
      const allOwned = [body.itemId, ...next.model.layers.map((layer) => layer.id)].every((id) =>
        owned.has(id),
      );
      if (!allOwned) {
        return response(400).json(
          errorBody({
            code: 'LAYOUT_INVALID',
            message: '꾸민 모습을 저장할 수 없어요. 가지고 있는 아이템으로만 꾸며 주세요.',
          }),
        );
      }
      layout = { ...next, characterId: body.itemId };
      dpyData = JSON.stringify(layout);
      return response(200).json({ result: character() });
    }),
    http.get('/reward/buddymon/items/categories', async ({ query, response }) => {
      if (await fails('items')) return response(500).json(SERVER_ERROR);
      const mine = query.get('myRoomYn') === 'Y';
      return response(200).json({
        result: ITEM_CATEGORIES.map((catgrTp) => ({
          catgrTp,
          catgrNm: ITEM_CATEGORY_LABELS[catgrTp],
          itemCount: REWARD_ITEMS.filter(
            (entry) => entry.catgrTp === catgrTp && (mine ? owned.has(entry.itemId) : forSale(entry)),
          ).length,
        })),
      });
    }),
    http.get('/reward/buddymon/items', async ({ query, response }) => {
      if (await fails('items')) return response(500).json(SERVER_ERROR);
      const mine = query.get('myRoomYn') === 'Y';
      const category = query.get('srchCatgrTp') ?? '';
      const pageRow = Number(query.get('pageRow') ?? (mine ? 9 : 6));
      // The shop sells no grown drawing of a character (ADR 060); the inventory holds what was grown.
      const all = REWARD_ITEMS.filter(
        (entry) =>
          (!category || entry.catgrTp === category) && (mine ? owned.has(entry.itemId) : forSale(entry)),
      );
      const last = Math.max(1, Math.ceil(all.length / pageRow));
      const pageNo = Math.min(Math.max(1, Number(query.get('pageNo') ?? 1)), last);
      return response(200).json({
        page: { pageNo, pageRow, totalCount: all.length },
        search: {
          myRoomYn: mine ? 'Y' : 'N',
          srchCatgrTp: (ITEM_CATEGORIES as readonly string[]).includes(category)
            ? (category as ItemCategory)
            : '',
        },
        result: all.slice((pageNo - 1) * pageRow, pageNo * pageRow).map(shopItem),
      });
    }),
    http.post('/reward/buddymon/items', async ({ request, response }) => {
      if (await fails('buy')) return response(500).json(SERVER_ERROR);
      const { itemId } = await request.json();
      const found = byId.get(itemId);
      if (!found || options.buyFails === 'ITEM_NOT_FOUND') return response(404).json(NOT_FOUND);
      if (!forSale(found)) return response(409).json(GROWN);
      const land = landOfItem(itemId);
      if (closedWeeks(itemId) > 0) return response(409).json(LAND_CLOSED);
      const key = request.headers.get('idempotency-key');
      const earlier = key === null ? undefined : purchaseKeys.get(key);
      if (earlier !== undefined && earlier !== itemId) return response(409).json(KEY_REUSED);
      if (earlier !== undefined)
        return response(200).json({
          result: { itemId, itemPrice: found.itemPrice, rewardPoint: balance(), qty: owned.get(itemId) ?? 0 },
        });
      if (options.spentElsewhere && !spentElsewhere) {
        spentElsewhere = true;
        add('purchase', '다른 창에서 산 아이템', -options.spentElsewhere, Date.now());
      }
      if (options.buyFails === 'ITEM_OWNED') return response(409).json(OWNED);
      if (options.buyFails === 'COIN_SHORT') return response(409).json(SHORT);
      if (owned.has(itemId) && found.catgrTp !== 'MED') return response(409).json(OWNED);
      if (balance() < found.itemPrice) return response(409).json(SHORT);
      add('purchase', found.itemNm, -found.itemPrice, Date.now());
      owned.set(itemId, (owned.get(itemId) ?? 0) + 1);
      if (key !== null) purchaseKeys.set(key, itemId);
      // The land's collection completed: its reward, once (ADR 062).
      const ownedCodes = new Set([...owned.keys()].map((id) => REWARD_CODES.get(id)));
      const collection =
        land &&
        !collected.has(land.landCd) &&
        landCollection(land.landCd).every((code) => ownedCodes.has(code))
          ? { landNm: land.landNm, coins: LAND_RULES.collectionCoins }
          : undefined;
      if (land && collection) {
        collected.add(land.landCd);
        add('collection', `${land.landNm} 친구 모으기 완성`, collection.coins, Date.now());
      }
      return response(200).json({
        result: {
          itemId,
          itemPrice: found.itemPrice,
          rewardPoint: balance(),
          qty: owned.get(itemId) ?? 1,
          ...(collection ? { collection } : {}),
        },
      });
    }),
    http.get('/reward/buddymon/weekly', async ({ response }) => {
      if (await fails('items')) return response(500).json(SERVER_ERROR);
      // The sample is small: every item for sale but medicine, drawn by this week, as the server draws them.
      const week = weekOf(seoulDate(new Date()));
      const pool = REWARD_ITEMS.filter((entry) => entry.catgrTp !== 'MED' && forSale(entry));
      const codeOf = (entry: (typeof REWARD_ITEMS)[number]) => REWARD_CODES.get(entry.itemId) ?? '';
      const codes = pool.map(codeOf);
      const picked = weeklyPicks(codes, week);
      const fresh = newThisWeek(codes, week);
      const items = picked.flatMap((code) => pool.filter((entry) => codeOf(entry) === code));
      return response(200).json({
        result: {
          week,
          items: items.map(shopItem),
          newItemIds: items.filter((entry) => fresh.has(codeOf(entry))).map((entry) => entry.itemId),
        },
      });
    }),
    http.get('/reward/buddymon/care', async ({ response }) => {
      if (await fails('care')) return response(500).json(SERVER_ERROR);
      return response(200).json({ result: care() });
    }),
    http.post('/reward/buddymon/care', async ({ request, response }) => {
      if (await fails('care')) return response(500).json(SERVER_ERROR);
      const body = await request.json();
      const now = care();
      const refuse = (message: string) => response(409).json(errorBody({ code: 'CARE_REFUSED', message }));
      if (body.action === 'FEED' || body.action === 'BED') {
        const can = body.action === 'FEED' ? now.feed : now.bed;
        if (!can.can) return refuse(can.reason ?? '');
        careDone.add(body.action);
        return response(200).json({ result: care() });
      }
      const medicine = now.medicines.find((entry) => entry.itemId === body.itemId);
      if (!medicine) return refuse(CARE_MESSAGES.NO_MEDICINE);
      if (!medicine.can) return refuse(medicine.reason ?? '');
      careDone.add(MEDICINE_ACTIONS[medicine.effect]);
      owned.set(medicine.itemId, medicine.qty - 1);
      if (medicine.qty - 1 <= 0) owned.delete(medicine.itemId);
      return response(200).json({ result: care() });
    }),
    http.get('/reward/buddymon/growth', async ({ response }) => {
      if (await fails('growth')) return response(500).json(SERVER_ERROR);
      return response(200).json({ result: growth() });
    }),
    http.post('/reward/buddymon/growth', async ({ request, response }) => {
      if (await fails('growth')) return response(500).json(SERVER_ERROR);
      const { seenStage: seen } = await request.json();
      seenStage = Math.max(seenStage, Math.min(seen, growthProgress(growthPoints).stage));
      return response(200).json({ result: growth() });
    }),
    http.get('/reward/buddymon/streak', async ({ query, response }) => {
      if (await fails('streak')) return response(500).json(SERVER_ERROR);
      const now = new Date();
      const today = seoulDate(now);
      const month = query.get('yyyymm') || seoulMonth(now);
      if (!isValidYearMonth(month) || month > seoulMonth(now))
        return response(400).json(
          errorBody({ code: 'REWARD_REQUEST', message: '달력은 이번 달까지 볼 수 있어요.' }),
        );
      const { studiedDaysAgo, missionHave } = { ...DEFAULT_STREAK, ...options.streak };
      const studied = studiedDaysAgo.map((ago) => seoulDate(new Date(now.getTime() - ago * DAY)));
      const counts = { units: missionHave, tests: 0, games: missionHave };
      return response(200).json({ result: streakSummary(studied, counts, today, month) });
    }),
    http.get('/reward/trans/stats/recent', async ({ response }) => {
      if (await fails('summary')) return response(500).json(SERVER_ERROR);
      return response(200).json({ result: summary() });
    }),
    http.get('/reward/trans/stats/todayIncreasePoint', async ({ response }) => {
      if (await fails('summary')) return response(500).json(SERVER_ERROR);
      return response(200).json({ result: summary() });
    }),
    http.get('/reward/trans/stats', async ({ query, response }) => {
      if (await fails('history')) return response(500).json(SERVER_ERROR);
      const to = query.get('srchEddate') || new Date().toISOString().slice(0, 10);
      const from = query.get('srchSddate') || new Date(Date.parse(to) - 30 * DAY).toISOString().slice(0, 10);
      if (from > to)
        return response(400).json(
          errorBody({ code: 'REWARD_REQUEST', message: '요청 내용을 확인해 주세요.' }),
        );
      const inRange = ledger.filter(
        (entry) => entry.regDt.slice(0, 10) >= from && entry.regDt.slice(0, 10) <= to,
      );
      const pageRow = Number(query.get('pageRow') ?? 10);
      const last = Math.max(1, Math.ceil(inRange.length / pageRow));
      const pageNo = Math.min(Math.max(1, Number(query.get('pageNo') ?? 1)), last);
      return response(200).json({
        page: { pageNo, pageRow, totalCount: inRange.length },
        search: { srchSddate: from, srchEddate: to },
        result: inRange.slice((pageNo - 1) * pageRow, pageNo * pageRow),
      });
    }),
  ];
}
