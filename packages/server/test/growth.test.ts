import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuddyCare, Growth, LandInfo, WeeklyPicks } from '@buddy/contract';
import { COIN_RULES, GROWTH_RULES, LAND_RULES, parseLayout } from '@buddy/domain';
import { buddyGrowth, rewardInventory, rewardItems, rewardLedger, rewardPets } from '../src/db/schema';
import { grow } from '../src/modules/reward/growth';
import { earn } from '../src/modules/reward/ledger';
import { readContentReward, seedReward } from '../src/seed/reward';
import {
  bearer,
  createTestApp,
  expectContract,
  FIXTURE_CONTENT_DIR,
  fullMarks,
  tokenFor,
  type TestApp,
} from './helpers';

/*
 * ADR 060 on PGlite and PostgreSQL: the buddy grows by learning the server saw, never by buying. A finished week and
 * a test from 70 points grow it once each; a stage reached gives the grown drawing and dresses the pet in it, and is
 * celebrated once; the grown drawings are not sold.
 */

let t: TestApp;
let token = '';
const MEM = '1000002';
type Json = Record<string, unknown>;
const call = (method: 'GET' | 'POST', url: string, payload?: Json) =>
  t.app.inject({ method, url: `/v2${url}`, headers: bearer(token), payload });
type GrowthAnswer = Growth;
async function growth(): Promise<GrowthAnswer> {
  const response = await call('GET', '/reward/buddymon/growth');
  expect(response.statusCode, response.body).toBe(200);
  return (expectContract(response, '/reward/buddymon/growth', 'get') as { result: GrowthAnswer }).result;
}
const itemIdOf = async (code: string) => {
  const [row] = await t.database.db.select().from(rewardItems).where(eq(rewardItems.code, code));
  if (!row) throw new Error(`no item ${code}`);
  return row.itemId;
};
const owns = async (code: string) =>
  (
    await t.database.db
      .select()
      .from(rewardInventory)
      .where(and(eq(rewardInventory.memNo, MEM), eq(rewardInventory.itemId, await itemIdOf(code))))
  ).length > 0;
const wearing = async () => {
  const [pet] = await t.database.db.select().from(rewardPets).where(eq(rewardPets.memNo, MEM));
  return parseLayout(pet?.dpyData).characterId;
};
/** Coins or a finished day, written straight to the ledger (a test's setup, as if earned). */
const ledger = (source: 'unit' | 'day', key: string, points: number) =>
  earn(t.database.db, { memNo: MEM, source, key, description: '준비', points, at: t.clock() });

/** Every right answer of the fixture bank's weekly test of A-1-1. */
const FULL_MARKS = fullMarks('W-A-1-1');
const WEEK = { stdCourse: 'A', stdStep: 1, stdWeek: 1 } as const;

beforeAll(async () => {
  t = await createTestApp();
  await seedReward(t.database.db, readContentReward(FIXTURE_CONTENT_DIR));
  token = await tokenFor(t.app, 'student02');
});
afterAll(async () => {
  await t?.close();
});

describe('given a child who learns (ADR 060)', () => {
  it('starts at stage 1 with the starter, the next stage at 6 points', async () => {
    expect(await growth()).toEqual({ stage: 1, points: 0, stageFrom: 0, nextAt: 6, celebrate: false });
    expect(await wearing()).toBe(await itemIdOf('char-sky-1'));
  });

  it('grows by 2 when the last unit of a week is paid, and by 1 for a weekly test from 70 points, once each', async () => {
    // Days 1, 3, 4 and 5 of A-1-1 finished, and day 2's first unit; its second unit, served and learnt, ends the week.
    for (const day of [1, 3, 4, 5]) await ledger('day', `A-1-1-${day}`, COIN_RULES.day);
    await ledger('unit', 'A-1-1-2-1', COIN_RULES.unit);
    expect((await call('POST', '/study-course/studies/load', WEEK)).statusCode).toBe(200);
    t.clock.advance(3 * COIN_RULES.partMinimumMs);
    const save = () =>
      call('POST', '/study-course/studies/prgrs', { ...WEEK, stdDay: 2, stdUnit: 2, parts: [0, 1, 2] });
    const saved = await save();
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (
        saved.json() as { result: { coinsEarned: { entries: { source: string }[] } } }
      ).result.coinsEarned.entries.map((e) => e.source),
    ).toContain('day');
    expect(await growth()).toMatchObject({ stage: 1, points: GROWTH_RULES.week });
    // The same save again grows nothing more.
    await save();
    expect((await growth()).points).toBe(GROWTH_RULES.week);
    // The week's test with full marks: +1, and its submit sent again adds nothing.
    const loaded = await call('POST', '/study-course/tests/load', {
      stdTstTp: 'W',
      ...WEEK,
      usrgbn: 'member',
    });
    expect(loaded.statusCode, loaded.body).toBe(200);
    const paper = (loaded.json() as { result: { questnCd: string; tstCd: string } }).result;
    const submit = () =>
      call('POST', '/study-course/tests/answr', {
        stdTstTp: 'W',
        questnCd: paper.questnCd,
        tstCd: paper.tstCd,
        usrgbn: 'member',
        questnAnswrs: FULL_MARKS,
      });
    expect((await submit()).statusCode).toBe(200);
    expect((await submit()).statusCode).toBe(200);
    expect(await growth()).toMatchObject({ stage: 1, points: GROWTH_RULES.week + GROWTH_RULES.weeklyTest });
    const rows = await t.database.db.select().from(buddyGrowth).where(eq(buddyGrowth.memNo, MEM));
    expect(rows.map((row) => [row.source, row.points]).sort()).toEqual([
      ['test', GROWTH_RULES.weeklyTest],
      ['week', GROWTH_RULES.week],
    ]);
  });

  it('reaches stage 2 at 6 points: the grown drawing is given and worn, and celebrated once', async () => {
    const before = (await growth()).points;
    const reached = await t.database.db.transaction((tx) =>
      grow(tx, { memNo: MEM, source: 'test', key: 'monthly-1', points: 6 - before, at: t.clock() }),
    );
    expect(reached).toBe(2);
    expect(await owns('char-sky-2')).toBe(true);
    expect(await wearing()).toBe(await itemIdOf('char-sky-2'));
    expect(await growth()).toEqual({ stage: 2, points: 6, stageFrom: 6, nextAt: 18, celebrate: true });
    // The pet's answer draws the grown character.
    const pet = await call('GET', '/reward/buddymon/official');
    expect((pet.json() as { result: { itemNm: string } }).result.itemNm).toBe('뭉게뭉게');
    // Seen: not celebrated again; a stage not reached cannot be marked seen.
    const seen = await call('POST', '/reward/buddymon/growth', { seenStage: 3 });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(
      (expectContract(seen, '/reward/buddymon/growth', 'post') as { result: GrowthAnswer }).result.celebrate,
    ).toBe(false);
    const [pet2] = await t.database.db.select().from(rewardPets).where(eq(rewardPets.memNo, MEM));
    expect(pet2?.seenStage).toBe(2);
    for (const seenStage of [0, 4, 'two']) {
      expect((await call('POST', '/reward/buddymon/growth', { seenStage })).statusCode).toBe(400);
    }
  });

  it('sells no grown drawing, and gives a new land’s character grown as far as the buddy is', async () => {
    const shop = await call('GET', '/reward/buddymon/items?srchCatgrTp=CHAR&pageRow=50');
    const names = (shop.json() as { result: { itemNm: string }[] }).result.map((item) => item.itemNm);
    expect(names).toContain('뭉게');
    expect(names).not.toContain('뭉게뭉게');
    const categories = await call('GET', '/reward/buddymon/items/categories?myRoomYn=N');
    const counts = (categories.json() as { result: { catgrTp: string; itemCount: number }[] }).result;
    expect(counts.find((category) => category.catgrTp === 'CHAR')?.itemCount).toBe(names.length);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/v2/reward/buddymon/items',
      headers: { ...bearer(token), 'idempotency-key': randomUUID() },
      payload: { itemId: await itemIdOf('char-sky-2') },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'ITEM_GROWN',
      message: '자란 모습은 살 수 없어요. 공부하면 버디몬이 자라요!',
    });
  });
});

describe('given the lands, opened by learning (ADR 062)', () => {
  type Land = LandInfo;
  const lands = async () => {
    const response = await call('GET', '/reward/buddymon/main');
    expect(response.statusCode, response.body).toBe(200);
    return (expectContract(response, '/reward/buddymon/main', 'get') as { result: Land[] }).result;
  };
  const buy = async (code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/reward/buddymon/items',
      headers: { ...bearer(token), 'idempotency-key': randomUUID() },
      payload: { itemId: await itemIdOf(code) },
    });

  it('keeps the second land closed until two weeks are finished, and sells nothing of it until then', async () => {
    // One week finished above: the first land (the starter's, collected from the start) is open.
    expect(
      (await lands()).map(({ landCd, open, weeksToOpen, collected }) => [
        landCd,
        open,
        weeksToOpen,
        collected,
      ]),
    ).toEqual([
      ['sky', true, 0, true],
      ['green', false, 1, false],
    ]);
    // The shop and this week's six say so of every item of it, before a tap; the first land's items are open.
    const shop = await call('GET', '/reward/buddymon/items?myRoomYn=N&pageNo=1&pageRow=50&srchCatgrTp=');
    const weeksOf = new Map(
      (
        expectContract(shop, '/reward/buddymon/items', 'get') as {
          result: { itemId: number; weeksToOpen: number }[];
        }
      ).result.map((item) => [item.itemId, item.weeksToOpen]),
    );
    expect(weeksOf.get(await itemIdOf('char-green-1'))).toBe(1);
    expect(weeksOf.get(await itemIdOf('bg-green'))).toBe(1);
    expect(weeksOf.get(await itemIdOf('bg-sky'))).toBe(0);
    const weekly = (
      expectContract(await call('GET', '/reward/buddymon/weekly'), '/reward/buddymon/weekly', 'get') as {
        result: WeeklyPicks;
      }
    ).result;
    for (const item of weekly.items)
      expect(item.weeksToOpen, item.itemNm).toBe(/\/(char-green-|bg-green\.)/.test(item.itemImgUrl) ? 1 : 0);
    await ledger('unit', randomUUID(), 120);
    const refused = await buy('char-green-1');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'LAND_CLOSED',
      message: '아직 열리지 않은 랜드의 아이템이에요. 공부하면 랜드가 열려요!',
    });
    expect(await owns('char-green-1')).toBe(false);
  });

  it('opens it with the second finished week; its character and background complete it and pay 30 once', async () => {
    await t.database.db.transaction((tx) =>
      grow(tx, { memNo: MEM, source: 'week', key: 'A-1-2', points: GROWTH_RULES.week, at: t.clock() }),
    );
    expect((await lands())[1]).toMatchObject({
      landCd: 'green',
      open: true,
      weeksToOpen: 0,
      collected: false,
      // Its scene is its background, not yet the child's: the buddy may visit, not keep it (ADR 065).
      scene: { itemId: await itemIdOf('bg-green'), owned: false },
    });
    // The character comes with its grown drawings up to the buddy's stage (the fixture's green has none).
    const first = await buy('char-green-1');
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as { result: { collection?: unknown } }).result.collection).toBeUndefined();
    const before = (await call('GET', '/reward/trans/stats/recent')).json() as {
      result: { rewardPoint: number };
    };
    const last = await buy('bg-green');
    expect(last.statusCode, last.body).toBe(200);
    const answer = (
      expectContract(last, '/reward/buddymon/items', 'post') as {
        result: { rewardPoint: number; itemPrice: number; collection?: { landNm: string; coins: number } };
      }
    ).result;
    expect(answer.collection).toEqual({ landNm: expect.any(String), coins: LAND_RULES.collectionCoins });
    expect(answer.rewardPoint).toBe(
      before.result.rewardPoint - answer.itemPrice + LAND_RULES.collectionCoins,
    );
    expect((await lands())[1]?.collected).toBe(true);
    expect((await lands())[1]?.scene).toMatchObject({ itemId: await itemIdOf('bg-green'), owned: true });
    const paid = await t.database.db
      .select()
      .from(rewardLedger)
      .where(and(eq(rewardLedger.memNo, MEM), eq(rewardLedger.source, 'collection')));
    expect(paid).toHaveLength(1);
  });
});

describe('given a child caring for the buddy (ADR 061)', () => {
  type Care = BuddyCare;
  const care = async (): Promise<Care> => {
    const response = await call('GET', '/reward/buddymon/care');
    expect(response.statusCode, response.body).toBe(200);
    return (expectContract(response, '/reward/buddymon/care', 'get') as { result: Care }).result;
  };
  const act = (payload: Json) => call('POST', '/reward/buddymon/care', payload);
  /** Seoul's `hour` o'clock of the test day, `days` later; a new token, as the old one may have expired. */
  const at = async (days: number, hour: number) => {
    t.clock.set(new Date(Date.UTC(2026, 2, 2 + days, hour - 9)));
    token = await tokenFor(t.app, 'student02');
  };

  it('is hungry after today’s study until fed, once a day, and happy then', async () => {
    await at(0, 18);
    expect(await care()).toMatchObject({
      mood: 'hungry',
      moodText: '배가 고파요. 밥을 주세요!',
      moodImgUrl: expect.stringMatching(/\/reward\/moods\/hungry\.svg$/),
      feed: { can: true },
      bed: { can: false, reason: '버디몬은 저녁 8시부터 잘 수 있어요.' },
    });
    // Five feedings at once feed it once.
    const answers = await Promise.all(Array.from({ length: 5 }, () => act({ action: 'FEED' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({
      code: 'CARE_REFUSED',
      message: '오늘은 벌써 밥을 먹었어요. 내일 또 주세요!',
    });
    expect(await care()).toMatchObject({
      mood: 'happy',
      moodImgUrl: expect.stringMatching(/\/moods\/happy\.svg$/),
      feed: { can: false },
    });
  });

  it('is sleepy from 20:00 until put to bed, asleep after, and awake and hungry the next morning', async () => {
    await at(0, 21);
    expect((await care()).mood).toBe('sleepy');
    expect((await act({ action: 'BED' })).statusCode).toBe(200);
    expect((await care()).mood).toBe('asleep');
    await at(1, 2);
    expect((await care()).mood).toBe('asleep');
    const again = await act({ action: 'BED' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: '버디몬은 벌써 자고 있어요.' });
    await at(1, 8);
    // Yesterday was studied: not unwell; not fed today, and feeding waits for today's study.
    expect(await care()).toMatchObject({
      mood: 'hungry',
      feed: { can: false, reason: '오늘 공부를 하면 버디몬에게 밥을 줄 수 있어요.' },
    });
  });

  it('is unwell after three days without study, never worse, and well again the day the child studies', async () => {
    await at(4, 12);
    expect(await care()).toMatchObject({ mood: 'unwell', moodText: '기운이 없어요. 오늘 같이 공부해요!' });
    await ledger('unit', randomUUID(), 1);
    await earn(t.database.db, {
      memNo: MEM,
      source: 'attendance',
      key: '2026-03-06',
      description: '출석',
      points: COIN_RULES.attendance,
      at: t.clock(),
    });
    expect(await care()).toMatchObject({ mood: 'hungry', feed: { can: true } });
  });

  it('gives the growth potion once a week: +1 growth point, one potion fewer', async () => {
    await at(4, 13);
    const potion = await itemIdOf('med-grow');
    await ledger('unit', randomUUID(), 30);
    for (let i = 0; i < 2; i += 1) {
      const bought = await t.app.inject({
        method: 'POST',
        url: '/v2/reward/buddymon/items',
        headers: { ...bearer(token), 'idempotency-key': randomUUID() },
        payload: { itemId: potion },
      });
      expect(bought.statusCode, bought.body).toBe(200);
    }
    expect((await care()).medicines).toEqual([
      expect.objectContaining({ itemId: potion, qty: 2, effect: 'grow', can: true }),
    ]);
    const points = (await growth()).points;
    const given = await act({ action: 'MEDICINE', itemId: potion });
    expect(given.statusCode, given.body).toBe(200);
    expect((await growth()).points).toBe(points + 1);
    const after = (expectContract(given, '/reward/buddymon/care', 'post') as { result: Care }).result;
    expect(after.medicines).toEqual([
      expect.objectContaining({ qty: 1, can: false, reason: '성장 물약은 한 주에 한 번만 먹을 수 있어요.' }),
    ]);
    expect((await act({ action: 'MEDICINE', itemId: potion })).statusCode).toBe(409);
    // The next week's Monday, it can be given again; the last one given, none is left.
    await at(7, 9);
    expect((await act({ action: 'MEDICINE', itemId: potion })).statusCode).toBe(200);
    expect((await care()).medicines).toEqual([]);
    const none = await act({ action: 'MEDICINE', itemId: potion });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({
      code: 'CARE_REFUSED',
      message: '가지고 있는 약이 없어요. 버디샵에서 살 수 있어요.',
    });
  });

  it('refuses what is not a medicine, and a care the contract does not know', async () => {
    expect((await act({ action: 'MEDICINE', itemId: await itemIdOf('char-sky-1') })).statusCode).toBe(400);
    expect((await act({ action: 'MEDICINE' })).statusCode).toBe(400);
    expect((await act({ action: 'PLAY' })).statusCode).toBe(400);
    expect((await act({ action: 'FEED', itemId: 'x' })).statusCode).toBe(400);
  });
});

describe('given this week’s six (ADR 063)', () => {
  type Weekly = WeeklyPicks;
  const weekly = async (as: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v2/reward/buddymon/weekly',
      headers: bearer(await tokenFor(t.app, as)),
    });
    expect(response.statusCode, response.body).toBe(200);
    return (expectContract(response, '/reward/buddymon/weekly', 'get') as { result: Weekly }).result;
  };

  it('shows every child of the week the same six items for sale, no medicine, each with what that child owns', async () => {
    t.clock.set(new Date(Date.UTC(2026, 2, 11, 3)));
    const mine = await weekly('student02');
    const theirs = await weekly('student04');
    expect(mine.week).toBe('2026-03-09');
    expect(mine.items).toHaveLength(6);
    expect(mine.items.map((item) => item.itemId)).toEqual(theirs.items.map((item) => item.itemId));
    expect(mine.items.some((item) => item.catgrTp === 'MED')).toBe(false);
    expect(mine.newItemIds.every((id) => mine.items.some((item) => item.itemId === id))).toBe(true);
    // Each child's flags are their own inventory's.
    const held = await t.database.db.select().from(rewardInventory).where(eq(rewardInventory.memNo, MEM));
    const heldIds = new Set(held.map((row) => row.itemId));
    expect(mine.items.map((item) => item.owned)).toEqual(mine.items.map((item) => heldIds.has(item.itemId)));
    // Another week, another draw (the fixture's eight items give many).
    t.clock.set(new Date(Date.UTC(2026, 2, 18, 3)));
    const next = await weekly('student02');
    expect(next.week).toBe('2026-03-16');
    expect(next.items.map((item) => item.itemId)).not.toEqual(mine.items.map((item) => item.itemId));
  });
});
