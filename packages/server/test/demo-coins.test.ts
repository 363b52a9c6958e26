/**
 * The demo members' coins (seedDemoCoins, ADR 034): student01's seeded history pays what studying it would have, by
 * the live calls' own rules and event keys; seeding again pays nothing more; a member without history has no coins.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COIN_RULES, GROWTH_RULES } from '@buddy/domain';
import { buddyGrowth, rewardLedger } from '../src/db/schema';
import { seedDemoTests } from '../src/seed/demo';
import { seedDemoCoins } from '../src/seed/demo-coins';
import { readContentReward, seedReward } from '../src/seed/reward';
import {
  bearer,
  createTestApp,
  expectContract,
  FIXTURE_CONTENT_DIR,
  tokenFor,
  type TestApp,
} from './helpers';

let t: TestApp;
let first: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoTests(t.database.db, t.clock());
  await seedReward(t.database.db, readContentReward(FIXTURE_CONTENT_DIR));
  ({ coinEntries: first } = await seedDemoCoins(t.database.db));
});
afterAll(async () => {
  await t?.close();
});

const ledgerOf = (memNo: string) =>
  t.database.db.select().from(rewardLedger).where(eq(rewardLedger.memNo, memNo));
const growthOf = (memNo: string) =>
  t.database.db.select().from(buddyGrowth).where(eq(buddyGrowth.memNo, memNo));

describe('given the demo seed', () => {
  it('pays student01’s history: attendance, finished units and days, and the taken test', async () => {
    const entries = await ledgerOf('1000001');
    const sources = new Set(entries.map((entry) => entry.source));
    expect([...sources].sort()).toEqual(['attendance', 'day', 'test', 'unit']);
    expect(
      entries
        .filter((entry) => entry.source === 'attendance')
        .every((e) => e.point === COIN_RULES.attendance),
    ).toBe(true);
    // No Seoul day pays more than the cap.
    const byDay = new Map<string, number>();
    for (const entry of entries) byDay.set(entry.day, (byDay.get(entry.day) ?? 0) + entry.point);
    expect(Math.max(...byDay.values())).toBeLessThanOrEqual(COIN_RULES.dailyCap);
    expect(first).toBe(entries.length);
  });

  it('grows student01’s buddy by the finished week and the passed test, as the live calls would have', async () => {
    const rows = await growthOf('1000001');
    const days = (await ledgerOf('1000001')).filter((entry) => entry.source === 'day');
    const weeks = rows.filter((row) => row.source === 'week');
    expect(weeks.length).toBeGreaterThan(0);
    for (const week of weeks) {
      expect(week.points).toBe(GROWTH_RULES.week);
      // Every day of that week was finished (the fixture's weeks have five days).
      expect(days.filter((entry) => entry.sourceKey.startsWith(`${week.sourceKey}-`))).toHaveLength(5);
    }
    // A test grows by its score (from 70), keyed by its attempt as the coins are.
    const tests = new Map(
      (await ledgerOf('1000001'))
        .filter((entry) => entry.source === 'test')
        .map((entry) => [entry.sourceKey, entry]),
    );
    for (const row of rows.filter((each) => each.source === 'test'))
      expect(tests.has(row.sourceKey)).toBe(true);
  });

  it('pays and grows nothing more when seeded again, and nothing to a member without history', async () => {
    const grown = (await growthOf('1000001')).length;
    expect(await seedDemoCoins(t.database.db)).toEqual({ coinEntries: 0 });
    expect(await growthOf('1000001')).toHaveLength(grown);
    expect(await ledgerOf('1000004')).toEqual([]);
    expect(await growthOf('1000004')).toEqual([]);
  });

  it('shows the coins in the member’s summary', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v2/reward/trans/stats/recent',
      headers: bearer(await tokenFor(t.app, 'student01')),
    });
    const { result } = expectContract(response, '/reward/trans/stats/recent', 'get') as {
      result: { rewardPoint: number; incrsPoint: number };
    };
    const entries = await ledgerOf('1000001');
    expect(result.rewardPoint).toBe(entries.reduce((sum, entry) => sum + entry.point, 0));
    expect(result.rewardPoint).toBeGreaterThan(0);
  });

  it('lists the history newest first by when it happened, each balance following from the one before', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v2/reward/trans/stats?srchSddate=2020-01-01&srchEddate=2030-12-31&pageRow=50',
      headers: bearer(await tokenFor(t.app, 'student01')),
    });
    const { result } = expectContract(response, '/reward/trans/stats', 'get') as {
      result: { point: number; balance: number; regDt: string }[];
    };
    expect(result.length).toBeGreaterThan(3);
    const times = result.map((entry) => entry.regDt);
    expect(times).toEqual([...times].sort().reverse());
    for (let i = 0; i + 1 < result.length; i += 1) {
      expect(result[i]!.balance).toBe(result[i + 1]!.balance + result[i]!.point);
    }
  });
});
