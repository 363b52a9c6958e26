import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  COIN_HELD_MESSAGES,
  COIN_RULES,
  EMPTY_LAYOUT,
  MISSION_TEXTS,
  STREAK_RULES,
  testCoins,
  type CoinEntry,
  type LibraryContentItem,
  type PetLayout,
} from '@buddy/domain';
import type { Streak } from '@buddy/contract';
import { rewardInventory, rewardLedger, rewardPets } from '../src/db/schema';
import { CoinsPaid, earn, earnedWithPrefix, hasEarned } from '../src/modules/reward/ledger';
import { RewardRepository } from '../src/modules/reward/repository';
import { RewardService } from '../src/modules/reward/service';
import { seedLibrary } from '../src/seed/library';
import { readContentReward, seedReward } from '../src/seed/reward';
import {
  bearer,
  createTestApp,
  expectContract,
  FIXTURE_CONTENT_DIR,
  fullMarks,
  multipartBody,
  tokenFor,
  type TestApp,
} from './helpers';

/*
 * ADR 034 on PGlite and PostgreSQL: coins come only from verified learning, once per event, in the event's own
 * transaction; the ledger is append-only and its sum is the balance; a purchase and its debit are one transaction and
 * the balance never goes below zero, even with 50 purchases at once.
 */

let t: TestApp;
const tokens = new Map<string, string>();
async function tokenOf(id: string): Promise<string> {
  const known = tokens.get(id) ?? (await tokenFor(t.app, id));
  tokens.set(id, known);
  return known;
}
const MEM = {
  student01: '1000001',
  student02: '1000002',
  student03: '1000003',
  student04: '1000004',
} as const;

type Json = Record<string, unknown>;
async function call(as: string, method: 'GET' | 'POST', url: string, payload?: Json) {
  return t.app.inject({ method, url: `/v2${url}`, headers: bearer(await tokenOf(as)), payload });
}
async function ok<T>(
  as: string,
  method: 'GET' | 'POST',
  url: string,
  path: string,
  payload?: Json,
): Promise<T> {
  const response = await call(as, method, url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return expectContract(response, path, method.toLowerCase() as 'get' | 'post') as T;
}
interface Summary {
  rewardPoint: number;
  incrsPoint: number;
  decrsPoint: number;
  todayIncrsPoint: number;
}
const summary = async (as: string) =>
  (await ok<{ result: Summary }>(as, 'GET', '/reward/trans/stats/recent', '/reward/trans/stats/recent'))
    .result;
const history = async (as: string, query = '') =>
  ok<{ page: { pageNo: number; totalCount: number }; result: CoinEntry[] }>(
    as,
    'GET',
    `/reward/trans/stats${query}`,
    '/reward/trans/stats',
  );
interface ShopItem {
  itemId: number;
  catgrTp: string;
  itemNm: string;
  itemPrice: number;
  owned: boolean;
  qty: number;
}
const shop = async (as: string, query = '') =>
  ok<{ page: { pageNo: number; pageRow: number; totalCount: number }; result: ShopItem[] }>(
    as,
    'GET',
    `/reward/buddymon/items${query}`,
    '/reward/buddymon/items',
  );
async function itemId(name: string): Promise<number> {
  const all = await shop('student01', '?pageRow=50');
  const found = all.result.find((item) => item.itemNm === name);
  if (!found) throw new Error(`no item ${name}`);
  return found.itemId;
}
/** Coins given straight through the ledger (a test's setup, as if earned). */
const grant = (memNo: string, points: number) =>
  earn(t.database.db, {
    memNo,
    source: 'unit',
    key: randomUUID(),
    description: '준비',
    points,
    at: t.clock(),
  });

interface Earned {
  total: number;
  entries: { source: string; coins: number }[];
  held?: { code: string; message: string };
}
const NOTHING: Earned = { total: 0, entries: [] };
/** The coinsEarned of an answer `{ result }`, checked against the contract of its call (ADR 034 addendum). */
function earnedOf(
  response: Awaited<ReturnType<typeof call>>,
  path: '/study-course/studies/prgrs' | '/study-course/tests/answr' | '/reward/game/result',
): Earned {
  expect(response.statusCode, response.body).toBe(200);
  const { result } = expectContract(response, path, 'post') as { result: { coinsEarned?: Earned } };
  expect(result.coinsEarned).toBeDefined();
  return result.coinsEarned ?? NOTHING;
}
const earned = async (response: ReturnType<typeof call>) =>
  earnedOf(await response, '/study-course/studies/prgrs');

const progress = (as: string, unit: number, parts: number[], day = 1) =>
  call(as, 'POST', '/study-course/studies/prgrs', {
    stdCourse: 'A',
    stdStep: 1,
    stdWeek: 1,
    stdDay: day,
    stdUnit: unit,
    parts,
  });

const WEEK = { stdCourse: 'A', stdStep: 1, stdWeek: 1 } as const;
/** The week's manual served to the member (studies/load): its read, word and speaking units shown to them. */
async function loadWeek(as: string): Promise<void> {
  const response = await call(as, 'POST', '/study-course/studies/load', WEEK);
  expect(response.statusCode, response.body).toBe(200);
}
/** A unit's slide show opened through the member's one-time address. */
async function openShow(as: string, show: string): Promise<void> {
  const ticket = await call(as, 'POST', '/study-course/studies/load/video', { url: show });
  expect(ticket.statusCode, ticket.body).toBe(200);
  const { result } = ticket.json() as { result: { url: string } };
  const opened = await t.app.inject({ method: 'GET', url: result.url, headers: bearer(await tokenOf(as)) });
  expect(opened.statusCode, opened.body).toBe(200);
}
/** A real recording of the child's voice stored for a unit of week 1. */
async function record(as: string, day: number, unit: number): Promise<void> {
  const body = multipartBody(
    { stdCourse: 'A', stdStep: '1', stdWeek: '1', stdDay: String(day), stdUnit: String(unit) },
    { name: 'voice.webm', type: 'audio/webm', bytes: RECORDING },
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/v2/study-course/studies/ptflo',
    headers: { ...body.headers, ...bearer(await tokenOf(as)) },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}
const RECORDING = readFileSync(
  fileURLToPath(new URL('./fixtures/recordings/chromium-opus.webm', import.meta.url)),
);
/** Time passing on the server's clock while the child learns. */
const learn = (ms: number) => t.clock.advance(ms);
/** The least time a unit of `parts` parts takes (ADR 057). */
const partsTime = (parts: number) => parts * COIN_RULES.partMinimumMs;

/** Every right answer of the fixture bank's weekly test of A-1-1. */
const FULL_MARKS = fullMarks('W-A-1-1');

/** A member's weekly test of A-1-1 started, and its submit with `answers`. */
async function weeklyTest(as: string, answers: { questnSeq: number; answrs: string[] }[] = []) {
  const loaded = await call(as, 'POST', '/study-course/tests/load', {
    stdTstTp: 'W',
    ...WEEK,
    usrgbn: 'member',
  });
  expect(loaded.statusCode, loaded.body).toBe(200);
  const paper = (loaded.json() as { result: { questnCd: string; tstCd: string; title: string } }).result;
  const submit = () =>
    call(as, 'POST', '/study-course/tests/answr', {
      stdTstTp: 'W',
      questnCd: paper.questnCd,
      tstCd: paper.tstCd,
      usrgbn: 'member',
      questnAnswrs: answers,
    });
  return { paper, submit };
}

beforeAll(async () => {
  t = await createTestApp();
  await seedReward(t.database.db, readContentReward(FIXTURE_CONTENT_DIR));
});
afterAll(async () => {
  await t?.close();
});

describe('given a member entering the reward area', () => {
  it('starts with no coins, the starter character and background, dressed in them', async () => {
    expect(await summary('student04')).toEqual({
      rewardPoint: 0,
      incrsPoint: 0,
      decrsPoint: 0,
      todayIncrsPoint: 0,
    });
    const { result: pet } = await ok<{ result: { itemNm: string; remk: string; layout: PetLayout } }>(
      'student04',
      'GET',
      '/reward/buddymon/official',
      '/reward/buddymon/official',
    );
    expect(pet.itemNm).toBe('뭉게');
    expect(pet.remk).toBe('하늘 랜드');
    expect(pet.layout.model.layers.map((layer) => [layer.type, layer.description, layer.order])).toEqual([
      ['RWD_BG', '하늘 정원', 0],
      ['RWD_CHAR', '뭉게', 1],
    ]);
    const { result: lands } = await ok<{
      result: { landCd: string; characters: { itemNm: string; owned: boolean }[] }[];
    }>('student04', 'GET', '/reward/buddymon/main', '/reward/buddymon/main');
    expect(lands.map((land) => land.landCd)).toEqual(['sky', 'green']);
    expect(lands[0]?.characters).toMatchObject([
      { itemNm: '뭉게', owned: true },
      { itemNm: '뭉게뭉게', owned: false },
    ]);
  });

  it('is set up once: the first call writes the starter, later calls only read that it is there', async () => {
    const repository = new RewardRepository(t.database.db);
    const setups = vi.spyOn(repository, 'ensureStarter');
    const service = new RewardService(
      repository,
      { requireStudent: () => Promise.resolve() },
      t.clock,
      readContentReward(FIXTURE_CONTENT_DIR).starter,
    );
    // student02 has a pet row without a character (as an earning leaves it) and has never opened the area.
    await t.database.db
      .insert(rewardPets)
      .values({ memNo: MEM.student02, itemId: null, dpyData: '', updatedAt: t.clock() })
      .onConflictDoNothing();
    await service.lands(MEM.student02);
    expect(setups).toHaveBeenCalledTimes(1);
    await service.character(MEM.student02, true);
    await service.items(MEM.student02, {});
    await service.categories(MEM.student02, true);
    expect(setups).toHaveBeenCalledTimes(1);
    expect((await service.character(MEM.student02, true)).itemNm).toBe('뭉게');
  });

  it.each(['cancel01', 'guest01'])(
    'refuses %s, who may not study, with the member-type alert',
    async (id) => {
      const response = await call(id, 'GET', '/reward/buddymon/main');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'NO_STUDY' });
    },
  );
});

describe('given a child who studies (coins from verified learning only)', () => {
  it('pays nothing for a unit the server never served, and says why (issue 29, defect 1)', async () => {
    // A scripted save of every part of a unit never opened: the progress is kept, no coin is paid, not even attendance.
    const answer = await earned(progress('student03', 2, [0, 1, 2]));
    expect(answer).toEqual({
      total: 0,
      entries: [],
      held: { code: 'UNIT_NOT_SEEN', message: COIN_HELD_MESSAGES.UNIT_NOT_SEEN },
    });
    expect((await summary('student03')).rewardPoint).toBe(0);
    // 45 such saves, for every unit of the week, pay nothing either (the trial's script earned the daily cap).
    const units = [
      [1, 1, 2],
      [1, 2, 3],
      [1, 3, 1],
      [2, 1, 2],
      [2, 2, 3],
      [3, 1, 2],
      [3, 2, 3],
      [3, 3, 1],
    ] as const;
    for (let round = 0; round < 5; round += 1) {
      for (const [day, unit, parts] of units) {
        const all = Array.from({ length: parts }, (_, part) => part);
        expect((await earned(progress('student03', unit, all, day))).total).toBe(0);
      }
    }
    expect((await summary('student03')).rewardPoint).toBe(0);
  });

  it('pays a served unit only once its parts have had their time, and counts learning time once', async () => {
    await loadWeek('student03');
    // Loaded and finished at once: served, but three word cards cannot be learnt in no time.
    expect(await earned(progress('student03', 2, [0, 1, 2], 2))).toEqual({
      total: COIN_RULES.attendance,
      entries: [{ source: 'attendance', coins: COIN_RULES.attendance }],
      held: { code: 'UNIT_TOO_FAST', message: COIN_HELD_MESSAGES.UNIT_TOO_FAST },
    });
    // Once the cards' time has passed, the same unit pays (its progress was kept all along).
    learn(partsTime(3));
    // The first unit paid also does Monday's mission (UNIT, ADR 059): it pays in the same answer.
    expect(await earned(progress('student03', 2, [0], 2))).toEqual({
      total: COIN_RULES.unit + COIN_RULES.mission,
      entries: [
        { source: 'unit', coins: COIN_RULES.unit },
        { source: 'mission', coins: COIN_RULES.mission },
      ],
    });
    // Another unit finished in the same moment: its time is not the time just paid for.
    expect((await earned(progress('student03', 1, [0, 1], 2))).held?.code).toBe('UNIT_TOO_FAST');
    learn(partsTime(2) - 1);
    expect((await earned(progress('student03', 1, [0], 2))).held?.code).toBe('UNIT_TOO_FAST');
    learn(1);
    // The day's last unit pays the unit and the day: every unit of day 2 was paid.
    expect(await earned(progress('student03', 1, [0], 2))).toEqual({
      total: COIN_RULES.unit + COIN_RULES.day,
      entries: [
        { source: 'unit', coins: COIN_RULES.unit },
        { source: 'day', coins: COIN_RULES.day },
      ],
    });
  });

  it('pays a shown unit from its show opened by this member, and a speaking unit with its recording', async () => {
    // The watch unit's show, opened through the member's one-time address: loading the week is not watching it.
    await loadWeek('student02');
    learn(partsTime(2));
    expect((await earned(progress('student02', 1, [0, 1]))).held?.code).toBe('UNIT_NOT_SEEN');
    await openShow('student02', 'study/shows/A-1-1-1-1.json');
    learn(partsTime(2));
    expect(await earned(progress('student02', 1, [0]))).toEqual({
      total: COIN_RULES.unit + COIN_RULES.mission + COIN_RULES.attendance,
      entries: [
        { source: 'unit', coins: COIN_RULES.unit },
        { source: 'mission', coins: COIN_RULES.mission },
        { source: 'attendance', coins: COIN_RULES.attendance },
      ],
    });
    learn(partsTime(3));
    expect((await earned(progress('student02', 2, [0, 1, 2]))).total).toBe(COIN_RULES.unit);
    // The speaking unit pays once the child's voice is stored.
    learn(partsTime(1));
    expect(await earned(progress('student02', 3, [0]))).toEqual({
      total: 0,
      entries: [],
      held: { code: 'UNIT_NO_RECORDING', message: COIN_HELD_MESSAGES.UNIT_NO_RECORDING },
    });
    await record('student02', 1, 3);
    expect(await earned(progress('student02', 3, [0]))).toEqual({
      total: COIN_RULES.unit + COIN_RULES.day,
      entries: [
        { source: 'unit', coins: COIN_RULES.unit },
        { source: 'day', coins: COIN_RULES.day },
      ],
    });
    // Sent again: the unit was paid already, and the answer says so.
    expect(await earned(progress('student02', 3, [0]))).toEqual(NOTHING);
    const paid = COIN_RULES.attendance + 3 * COIN_RULES.unit + COIN_RULES.mission + COIN_RULES.day;
    expect(await summary('student02')).toEqual({
      rewardPoint: paid,
      incrsPoint: paid,
      decrsPoint: 0,
      todayIncrsPoint: paid,
    });
    const { result } = await history('student02');
    expect(result.map((entry) => [entry.transTp, entry.point])).toEqual([
      ['day', COIN_RULES.day],
      ['unit', COIN_RULES.unit],
      ['unit', COIN_RULES.unit],
      ['attendance', COIN_RULES.attendance],
      ['mission', COIN_RULES.mission],
      ['unit', COIN_RULES.unit],
    ]);
    expect(result[0]).toMatchObject({ transDesc: 'A코스 1단계 1주 1일차', balance: paid });
    expect(result[1]?.transDesc).toMatch(/^A코스 1단계 1주 1일차 /);
  });

  it('tells a paid unit by its exact key: unit 12 paid is not unit 1 paid', async () => {
    const db = t.database.db;
    const at = t.clock();
    await earn(db, {
      memNo: MEM.student04,
      source: 'unit',
      key: 'B-1-1-1-12',
      description: '준비',
      points: 1,
      at,
    });
    expect(await hasEarned(db, MEM.student04, 'unit', 'B-1-1-1-12')).toBe(true);
    expect(await hasEarned(db, MEM.student04, 'unit', 'B-1-1-1-1')).toBe(false);
    expect(await earnedWithPrefix(db, MEM.student04, 'unit', 'B-1-1-1-')).toBe(1);
    expect(await earnedWithPrefix(db, MEM.student04, 'unit', 'B-1-1-10-')).toBe(0);
  });

  it('pays each unit once when the same progress arrives many times at once', async () => {
    const before = (await summary('student02')).rewardPoint;
    learn(partsTime(2));
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => earned(progress('student02', 1, [0, 1], 2))),
    );
    expect((await summary('student02')).rewardPoint).toBe(before + COIN_RULES.unit);
    // Only the call that paid says so.
    expect(answers.map((answer) => answer.total).sort((a, b) => b - a)).toEqual([
      COIN_RULES.unit,
      ...Array<number>(7).fill(0),
    ]);
  });

  it('pays a submitted weekly test by its score band once, however often it is submitted', async () => {
    const { paper, submit } = await weeklyTest('student01', FULL_MARKS);
    const responses = await Promise.all(Array.from({ length: 5 }, submit));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(5).fill(200));
    const score = (responses[0]?.json() as { result: { tstScore: number } }).result.tstScore;
    expect(score).toBe(100);
    const { result } = await history('student01');
    const tests = result.filter((entry) => entry.transTp === 'test');
    expect(tests).toHaveLength(1);
    expect(tests[0]?.point).toBe(testCoins(score, 'W'));
    expect(tests[0]?.transDesc).toBe(`A코스 1단계 1주 ${paper.title} 100점`);
    // Only the submit that marked the attempt reports the band; the others, and a submit sent later, report 0.
    const reported = responses.map((response) => earnedOf(response, '/study-course/tests/answr'));
    expect(reported.filter((one) => one.total > 0)).toEqual([
      { total: 30, entries: [{ source: 'test', coins: 30 }] },
    ]);
    expect(reported.filter((one) => one.total === 0)).toHaveLength(4);
    expect(earnedOf(await submit(), '/study-course/tests/answr')).toEqual(NOTHING);
  });

  it('pays nothing for a test below the paying bands, and says from which score it would', async () => {
    // The trial's weekly test scored 20 and still paid 10: a score below 50 pays nothing now.
    const { submit } = await weeklyTest('student03', []);
    const response = await submit();
    expect((response.json() as { result: { tstScore: number } }).result.tstScore).toBeLessThan(50);
    expect(earnedOf(response, '/study-course/tests/answr')).toEqual({
      total: 0,
      entries: [],
      held: { code: 'TEST_LOW_SCORE', message: COIN_HELD_MESSAGES.TEST_LOW_SCORE },
    });
    expect((await history('student03')).result.filter((entry) => entry.transTp === 'test')).toEqual([]);
  });

  it('pays the typing game’s first five rounds of a day, once per round', async () => {
    await seedLibrary(t.database.db, [wordCards()]);
    interface Issued {
      roundId: string;
      prompts: { text: string }[];
    }
    const issue = async (): Promise<Issued> => {
      const response = await call('student04', 'POST', '/reward/game/round', { gameTp: 'words' });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { result: Issued }).result;
    };
    /** A round the server issued, typed right at 3 s a line while the time passes (ADR 058). */
    const round = async (issued: Issued) => {
      learn(3000 * issued.prompts.length);
      return call('student04', 'POST', '/reward/game/result', {
        roundId: issued.roundId,
        gameTp: 'words',
        lines: issued.prompts.map(({ text }) => ({ prompt: text, typed: text, ms: 3000 })),
      });
    };
    /** What a round paid for itself (today's mission may pay beside it, ADR 059). */
    const paid = async (issued?: Issued) =>
      earnedOf(await round(issued ?? (await issue())), '/reward/game/result')
        .entries.filter((entry) => entry.source === 'game')
        .reduce((sum, entry) => sum + entry.coins, 0);
    const first = await issue();
    expect(await paid(first)).toBe(COIN_RULES.game);
    expect(await paid(first)).toBe(0); // the same round sent again
    const later: number[] = [];
    for (let i = 0; i < 6; i += 1) later.push(await paid());
    // Rounds two to five pay; the sixth and seventh of the day report 0.
    expect(later).toEqual([...Array<number>(4).fill(COIN_RULES.game), 0, 0]);
    const games = (await history('student04')).result.filter((entry) => entry.transTp === 'game');
    expect(games).toHaveLength(COIN_RULES.gameRoundsPerDay);
    expect(games[0]?.transDesc).toMatch(/^단어 게임 \d+점$/);
  });

  it('answers the cut amount when a finished unit reaches the daily cap, and 0 once the day is full', async () => {
    const today = (await summary('student02')).todayIncrsPoint;
    await grant(MEM.student02, COIN_RULES.dailyCap - today - 3);
    learn(partsTime(3));
    // Day 2's last unit: its 5 are cut to 3, and the day's 10 find the day full and are not paid.
    expect(await earned(progress('student02', 2, [0, 1, 2], 2))).toEqual({
      total: 3,
      entries: [{ source: 'unit', coins: 3 }],
    });
    expect((await summary('student02')).todayIncrsPoint).toBe(COIN_RULES.dailyCap);
  });

  it(`stops a day's earnings at ${COIN_RULES.dailyCap} coins, cutting the last one to fit`, async () => {
    const memNo = MEM.student01;
    const today = (await summary('student01')).todayIncrsPoint;
    let paid = 0;
    for (let i = 0; i < 8; i += 1) paid += await grant(memNo, 30);
    expect(paid).toBe(COIN_RULES.dailyCap - today);
    expect((await summary('student01')).todayIncrsPoint).toBe(COIN_RULES.dailyCap);
    // The next Seoul day starts again (the ledger asked directly: the members' tokens would have expired by then).
    t.clock.advance(24 * 3600_000);
    try {
      expect(await grant(memNo, 30)).toBe(30);
      expect(await grant(memNo, 200)).toBe(COIN_RULES.dailyCap - 30);
    } finally {
      t.clock.advance(-24 * 3600_000);
    }
  });
});

describe('given a child’s streak and today’s mission (ADR 059)', () => {
  type StreakAnswer = Streak;
  const streakOf = async (token: string, query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/v2/reward/buddymon/streak${query}`,
      headers: bearer(token),
    });
    return { response, answer: () => expectContract(response, '/reward/buddymon/streak', 'get') };
  };

  it('pays a Monday’s mission once, with the first unit paid, however many units are paid at once', async () => {
    const started = t.clock();
    // Monday 6 July 2026, noon in Seoul: a day no other test studies on.
    const monday = new Date(Date.UTC(2026, 6, 6, 3));
    const memNo = MEM.student02;
    const unitPaid = (n: number) => {
      const paid = new CoinsPaid();
      return t.database.db
        .transaction((tx) =>
          paid.pay(tx, {
            memNo,
            source: 'unit',
            key: `mission-${n}`,
            description: '활동',
            points: COIN_RULES.unit,
            at: monday,
          }),
        )
        .then(() => paid.earned());
    };
    try {
      t.clock.set(monday);
      const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => unitPaid(n)));
      // Every unit paid; exactly one of the eight answers carries the mission.
      expect(answers.flatMap((answer) => answer.entries.map((entry) => entry.source)).sort()).toEqual([
        'mission',
        ...Array<string>(8).fill('unit'),
      ]);
      const { answer } = await streakOf(await tokenFor(t.app, 'student02'));
      const { result } = answer() as { result: StreakAnswer };
      expect(result.mission).toEqual({
        code: 'UNIT',
        ...MISSION_TEXTS.UNIT,
        have: 1,
        need: 1,
        done: true,
        coins: COIN_RULES.mission,
      });
      expect(result).toMatchObject({ today: '2026-07-06', days: 1, studiedToday: true });
      const missions = await t.database.db
        .select()
        .from(rewardLedger)
        .where(
          and(
            eq(rewardLedger.memNo, memNo),
            eq(rewardLedger.source, 'mission'),
            eq(rewardLedger.day, '2026-07-06'),
          ),
        );
      expect(missions).toHaveLength(1);
      expect(missions[0]).toMatchObject({
        point: COIN_RULES.mission,
        description: `오늘의 미션: ${MISSION_TEXTS.UNIT.title}`,
      });
    } finally {
      t.clock.set(started);
    }
  });

  it('leaves a Tuesday’s mission to do after a unit: it asks for three typing rounds', async () => {
    const started = t.clock();
    try {
      t.clock.set(new Date(Date.UTC(2026, 6, 7, 3)));
      const { result } = (await streakOf(await tokenFor(t.app, 'student02'))).answer() as {
        result: StreakAnswer;
      };
      expect(result.mission).toMatchObject({ code: 'WORDS', have: 0, need: 3, done: false });
      // Yesterday's run stands until today's first study.
      expect(result).toMatchObject({ days: 1, studiedToday: false });
      expect(result.calendar.days.slice(5, 7).map((day) => day.state)).toEqual(['studied', 'today']);
    } finally {
      t.clock.set(started);
    }
  });

  it('reckons a run from the ledger’s days: a freeze earned on its 7th day is spent on the day missed', async () => {
    const memNo = MEM.student01;
    const started = t.clock();
    /** A day of study on the ledger, at noon in Seoul of June `d`, 2026. */
    const noonOf = (d: number) => new Date(Date.UTC(2026, 5, d, 3));
    const studyOn = (d: number) =>
      earn(t.database.db, {
        memNo,
        source: 'attendance',
        key: `streak-${d}`,
        description: '출석',
        points: COIN_RULES.attendance,
        at: noonOf(d),
      });
    try {
      // 30 May, then 1–7 and 9 June (31 May was missed before the run began).
      for (const d of [-1, 1, 2, 3, 4, 5, 6, 7, 9]) await studyOn(d);
      // June 10th, before its first study: June 8th was missed and kept by the freeze of the 7th day.
      t.clock.set(noonOf(10));
      const token = await tokenFor(t.app, 'student01');
      const { answer } = await streakOf(token);
      const { result } = answer() as { result: StreakAnswer };
      expect(result).toMatchObject({
        today: '2026-06-10',
        days: 8,
        studiedToday: false,
        freezes: 0,
        freezesMax: STREAK_RULES.freezesMax,
        nextFreezeIn: STREAK_RULES.freezeEvery - 1,
      });
      expect(result.calendar.yyyymm).toBe('202606');
      expect(result.calendar.days).toHaveLength(30);
      const state = (d: number) => result.calendar.days[d - 1]?.state;
      expect([1, 7, 8, 9, 10, 11].map(state)).toEqual([
        'studied',
        'studied',
        'frozen',
        'studied',
        'today',
        'none',
      ]);
      // May: the 30th studied, the 31st missed with no freeze held.
      const may = await streakOf(token, '?yyyymm=202605');
      const mayDays = (may.answer() as { result: StreakAnswer }).result.calendar.days;
      expect(mayDays.slice(29).map((day) => day.state)).toEqual(['studied', 'missed']);
      // A month after this one, or no month at all, is refused in the child's words.
      for (const query of ['?yyyymm=202607', '?yyyymm=202613', '?yyyymm=199912']) {
        const { response } = await streakOf(token, query);
        expect(response.statusCode, query).toBe(400);
        expect(response.json()).toEqual({
          code: 'REWARD_REQUEST',
          message: '달력은 이번 달까지 볼 수 있어요.',
        });
      }
      expect((await streakOf(token, '?yyyymm=2026-06')).response.statusCode).toBe(400);
      // The run ends on a second missed day: no freeze is left.
      t.clock.set(noonOf(12));
      const later = (await streakOf(await tokenFor(t.app, 'student01'))).answer() as { result: StreakAnswer };
      expect(later.result).toMatchObject({ days: 0, best: 8 });
      expect(later.result.calendar.days[9]?.state).toBe('missed');
    } finally {
      t.clock.set(started);
    }
  });
});

describe('given the shop', () => {
  it('pages the shop by 6 and the inventory by 9, by category, a page past the last answering the last', async () => {
    const first = await shop('student04');
    // The grown character (뭉게뭉게) is not for sale (ADR 060): 9 of the fixture's 10 items.
    expect(first.page).toEqual({ pageNo: 1, pageRow: 6, totalCount: 9 });
    expect(first.result.map((item) => item.catgrTp)).toEqual(['BG', 'BG', 'CHAR', 'CHAR', 'ACC', 'ACC']);
    const last = await shop('student04', '?pageNo=99');
    expect(last.page.pageNo).toBe(2);
    const mine = await shop('student04', '?myRoomYn=Y');
    expect(mine.page).toMatchObject({ pageRow: 9, totalCount: 2 });
    expect((await shop('student04', '?srchCatgrTp=ACC')).result.map((item) => item.itemNm)).toEqual([
      '왕관',
      '리본',
    ]);
    const { result: categories } = await ok<{ result: { catgrTp: string; itemCount: number }[] }>(
      'student04',
      'GET',
      '/reward/buddymon/items/categories?myRoomYn=Y',
      '/reward/buddymon/items/categories',
    );
    expect(categories.find((category) => category.catgrTp === 'CHAR')?.itemCount).toBe(1);
  });

  it('lists the characters by their lands’ order, the starter first (issue 29, defect 5)', async () => {
    // By the lands' codes, green came before sky and the starter of the first land was pages away.
    const { result } = await shop('student04', '?srchCatgrTp=CHAR');
    expect(result.map((item) => item.itemNm)).toEqual(['뭉게', '새싹이']);
    expect(result[0]?.owned).toBe(true);
    const { result: lands } = await ok<{ result: { landCd: string; characters: { itemNm: string }[] }[] }>(
      'student04',
      'GET',
      '/reward/buddymon/main',
      '/reward/buddymon/main',
    );
    expect(lands.map((land) => land.landCd)).toEqual(['sky', 'green']);
    // The lands show every drawing of their characters, the grown ones too (ADR 060).
    expect(lands.flatMap((land) => land.characters.map((character) => character.itemNm))).toEqual([
      '뭉게',
      '뭉게뭉게',
      '새싹이',
    ]);
  });

  it('refuses an item the coins do not cover, then sells it with its debit, once', async () => {
    const crown = await itemId('왕관');
    const balance = (await summary('student04')).rewardPoint;
    expect(balance).toBeLessThan(30);
    const short = await call('student04', 'POST', '/reward/buddymon/items', { itemId: crown });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toEqual({
      code: 'COIN_SHORT',
      message: '코인이 부족해요. 공부하고 코인을 더 모아 보세요!',
    });
    await grant(MEM.student04, 30);
    const { result } = await ok<{ result: { rewardPoint: number; itemPrice: number } }>(
      'student04',
      'POST',
      '/reward/buddymon/items',
      '/reward/buddymon/items',
      { itemId: crown },
    );
    expect(result).toMatchObject({ itemPrice: 30, rewardPoint: balance });
    const again = await call('student04', 'POST', '/reward/buddymon/items', { itemId: crown });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ITEM_OWNED' });
    const missing = await call('student04', 'POST', '/reward/buddymon/items', { itemId: 999999 });
    expect(missing.statusCode).toBe(404);
    expect((await summary('student04')).decrsPoint).toBe(30);
    const [latest] = (await history('student04')).result;
    expect(latest).toMatchObject({ transTp: 'purchase', transDesc: '왕관', point: -30, balance });
  });

  it('sells exactly one of 50 purchases fired at once with coins for one, and the balance stays at zero', async () => {
    const memNo = MEM.student03;
    const potion = await itemId('성장 물약');
    // Spend down to nothing, then give exactly one potion's price.
    const balance = (await summary('student03')).rewardPoint;
    await t.database.db.insert(rewardLedger).values({
      memNo,
      source: 'purchase',
      sourceKey: randomUUID(),
      description: '정리',
      point: -balance,
      day: '2026-03-02',
      createdAt: t.clock(),
    });
    await grant(memNo, 10);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('student03', 'POST', '/reward/buddymon/items', { itemId: potion }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect((await summary('student03')).rewardPoint).toBe(0);
    const [held] = await t.database.db
      .select()
      .from(rewardInventory)
      .where(and(eq(rewardInventory.memNo, memNo), eq(rewardInventory.itemId, potion)));
    expect(held?.qty).toBe(1);
    // Medicine can be bought again when the coins are there.
    await grant(memNo, 10);
    const second = await ok<{ result: { qty: number } }>(
      'student03',
      'POST',
      '/reward/buddymon/items',
      '/reward/buddymon/items',
      {
        itemId: potion,
      },
    );
    expect(second.result.qty).toBe(2);
  });

  it('buys once per Idempotency-Key, however often and however fast the same purchase is sent', async () => {
    const potion = await itemId('성장 물약'); // medicine can be bought again: only the key stops a second purchase
    const crown = await itemId('왕관');
    await grant(MEM.student03, 30);
    const before = (await summary('student03')).rewardPoint;
    const heldBefore = (await shop('student03', '?pageRow=50')).result.find(
      (item) => item.itemId === potion,
    )?.qty;
    const send = async (item: number, key: string, as = 'student03') =>
      t.app.inject({
        method: 'POST',
        url: '/v2/reward/buddymon/items',
        headers: { ...bearer(await tokenOf(as)), 'idempotency-key': key },
        payload: { itemId: item },
      });
    const entries = (await history('student03')).page.totalCount;
    const key = randomUUID();
    const bought = { itemId: potion, itemPrice: 10, rewardPoint: before - 10, qty: (heldBefore ?? 0) + 1 };
    // Ten at once (a double tap, a retry racing the first), then one later (a retry after a lost answer).
    const answers = [
      ...(await Promise.all(Array.from({ length: 10 }, () => send(potion, key)))),
      await send(potion, key),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(expectContract(answer, '/reward/buddymon/items', 'post')).toEqual({ result: bought });
    }
    expect((await summary('student03')).rewardPoint).toBe(before - 10);
    expect((await history('student03')).page.totalCount).toBe(entries + 1);
    // A new key is a new purchase.
    const next = await send(potion, randomUUID());
    expect(next.json()).toEqual({ result: { ...bought, rewardPoint: before - 20, qty: bought.qty + 1 } });
    // The key of that first purchase, for another item: refused, and nothing is bought.
    const reused = await send(crown, key);
    expect(reused.statusCode).toBe(409);
    expect(expectContract(reused, '/reward/buddymon/items', 'post')).toEqual({
      code: 'PURCHASE_KEY_REUSED',
      message: '이미 다른 아이템을 산 요청이에요. 다시 한 번 눌러 주세요.',
    });
    expect((await summary('student03')).rewardPoint).toBe(before - 20);
    // A key the contract does not take is refused before anything is read.
    for (const bad of ['short-key', 'x'.repeat(65), '0123456789abcdef <script>', `${key}, ${key}`]) {
      const refused = await send(potion, bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(expectContract(refused, '/reward/buddymon/items', 'post')).toMatchObject({ code: 'VALIDATION' });
    }
    expect((await summary('student03')).rewardPoint).toBe(before - 20);
    // Another member's purchase with the same key is their own.
    await grant(MEM.student04, 10);
    const theirs = (await summary('student04')).rewardPoint;
    const other = await send(potion, key, 'student04');
    expect(other.statusCode, other.body).toBe(200);
    expect((await summary('student04')).rewardPoint).toBe(theirs - 10);
  });

  it('keeps the coin history to its date range, ten a page, newest first', async () => {
    const tomorrow = await history('student04', '?srchSddate=2026-03-04&srchEddate=2026-03-05');
    expect(tomorrow.page.totalCount).toBe(0);
    const all = await history('student04', '?srchSddate=2026-03-01&srchEddate=2026-03-03');
    expect(all.page.totalCount).toBeGreaterThan(5);
    const balances = all.result.map((entry) => entry.balance);
    expect(all.result[0]?.balance).toBe((await summary('student04')).rewardPoint);
    expect(balances.every((balance) => balance >= 0)).toBe(true);
    const wrong = await call(
      'student04',
      'GET',
      '/reward/trans/stats?srchSddate=2026-03-05&srchEddate=2026-03-01',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'REWARD_REQUEST' });
    for (const query of [
      '?srchEddate=2201-48-55',
      '?srchSddate=2026-02-30',
      '?srchEddate=9999-12-31&srchSddate=0000-00-00',
    ]) {
      const response = await call('student04', 'GET', `/reward/trans/stats${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'REWARD_REQUEST',
        message: '요청 내용을 확인해 주세요.',
      });
    }
  });
});

describe('given a child dressing the pet', () => {
  const get = async (as: string) =>
    (
      await ok<{ result: { itemId: number | null; dpyData: string; layout: PetLayout } }>(
        as,
        'GET',
        '/reward/buddymon/official',
        '/reward/buddymon/official',
      )
    ).result;

  it('saves a layout of owned items, taking each picture and name from the item itself', async () => {
    const pet = await get('student04');
    const crown = await itemId('왕관');
    const layout: PetLayout = {
      characterId: pet.itemId ?? 0,
      model: {
        layers: [
          ...pet.layout.model.layers,
          {
            type: 'RWD_ACC',
            id: crown,
            description: '가짜',
            order: 2,
            image: 'https://example.com/x.png',
            top: 14,
            left: 34,
            width: 32,
          },
        ],
      },
    };
    const { result } = await ok<{ result: { layout: PetLayout } }>(
      'student04',
      'POST',
      '/reward/buddymon/official',
      '/reward/buddymon/official',
      { itemId: pet.itemId, dpyData: JSON.stringify(layout) },
    );
    const worn = result.layout.model.layers.find((layer) => layer.id === crown);
    expect(worn).toMatchObject({
      description: '왕관',
      image: '/content/reward/items/acc-crown.svg',
      order: 2,
    });
  });

  it.each([
    ['an item the child does not own', (chick: number): Json => ({ type: 'RWD_PET', id: chick })],
    ['an item on the wrong layer', (): Json => ({ type: 'RWD_PET', id: 0 })],
  ])('refuses %s', async (_, layerOf) => {
    const pet = await get('student04');
    const chick = await itemId('병아리');
    const layer = layerOf(chick);
    const wrong = {
      characterId: pet.itemId,
      model: {
        layers: [
          {
            description: '',
            order: 5,
            image: 'x.svg',
            top: 1,
            left: 1,
            width: 10,
            ...layer,
            id: layer.id || pet.itemId,
          },
        ],
      },
    };
    const response = await call('student04', 'POST', '/reward/buddymon/official', {
      itemId: pet.itemId,
      dpyData: JSON.stringify(wrong),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'LAYOUT_INVALID' });
  });

  it.each([
    ['a position far off the stage', { top: 10_000 }],
    ['a negative size', { width: -5 }],
    ['a size of nothing', { width: 0 }],
    ['an order past the top', { order: 1001 }],
    ['a fractional order', { order: 1.5 }],
    ['a left far off the stage', { left: -51 }],
  ])('refuses a layer with %s, outside the contract’s ranges (issue 29, defect 5)', async (_, wrong) => {
    const pet = await get('student04');
    const layers = pet.layout.model.layers.map((layer, index) =>
      index === 0 ? { ...layer, ...wrong } : layer,
    );
    const refused = await call('student04', 'POST', '/reward/buddymon/official', {
      itemId: pet.itemId,
      dpyData: JSON.stringify({ characterId: pet.itemId, model: { layers } }),
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'LAYOUT_INVALID' });
    expect((await get('student04')).layout).toEqual(pet.layout);
  });

  it('refuses an unreadable layout, and reads an unreadable saved one as the default empty layout', async () => {
    const pet = await get('student04');
    const refused = await call('student04', 'POST', '/reward/buddymon/official', {
      itemId: pet.itemId,
      dpyData: '{oops',
    });
    expect(refused.statusCode).toBe(400);
    await t.database.db
      .update(rewardPets)
      .set({ dpyData: '{"broken":' })
      .where(eq(rewardPets.memNo, MEM.student04));
    const read = await get('student04');
    expect(read.dpyData).toBe('{"broken":');
    expect(read.layout).toEqual(EMPTY_LAYOUT);
  });
});

function wordCards(): LibraryContentItem {
  return {
    code: 'word-reward-test',
    kind: 'word',
    type: 'wd',
    title: 'words',
    titleKo: '단어',
    summary: '단어',
    thumbnail: null,
    course: null,
    step: null,
    week: null,
    audio: null,
    durationMs: 0,
    slides: [{ image: 'media/x.svg', text: 'apple', ko: '사과', audio: 'media/x.ogg', durationMs: 1000 }],
    worksheet: null,
    answer: null,
  };
}
