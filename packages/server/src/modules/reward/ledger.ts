import { and, eq, inArray, like, max, sql } from 'drizzle-orm';
import {
  COIN_HELD_MESSAGES,
  COIN_RULES,
  MISSION_TEXTS,
  missionOf,
  missionProgress,
  seoulDate,
  STUDY_SOURCES,
  type CoinHeld,
  type CoinSource,
  type MissionCounts,
} from '@buddy/domain';
import type { components } from '@buddy/contract';
import type { Db } from '../../db/client';
import { rewardLedger, rewardPets } from '../../db/schema';

/** A database handle or an open transaction: earnings are written in the transaction of the event that pays. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/** An event of verified learning that pays coins (ADR 034). */
export interface Earning {
  memNo: string;
  source: Exclude<CoinSource, 'purchase'>;
  /** The event, unique per member and source: a unit's key, a day, an attempt, a round. */
  key: string;
  /** What it was for, in Korean (the coin history's line). */
  description: string;
  points: number;
  at: Date;
}

/**
 * Takes the member's coin lock: their pet row, made when missing, locked until the transaction ends. Purchases and
 * earnings of one member run one after the other, so the balance check and the daily cap count what is there.
 */
export async function lockWallet(tx: Executor, memNo: string, at: Date): Promise<void> {
  await tx.insert(rewardPets).values({ memNo, updatedAt: at }).onConflictDoNothing();
  await tx
    .select({ memNo: rewardPets.memNo })
    .from(rewardPets)
    .where(eq(rewardPets.memNo, memNo))
    .for('update');
}

/** A member's balance: the sum of their ledger. */
export async function balanceOf(tx: Executor, memNo: string): Promise<number> {
  const [row] = await tx
    .select({ balance: sql<string | number>`coalesce(sum(${rewardLedger.point}), 0)` })
    .from(rewardLedger)
    .where(eq(rewardLedger.memNo, memNo));
  return Number(row?.balance ?? 0);
}

/** When the member's last earning of a source was paid (their last paid unit, ADR 057); null when never. */
export async function lastEarnedAt(tx: Executor, memNo: string, source: CoinSource): Promise<Date | null> {
  const [row] = await tx
    .select({ at: max(rewardLedger.createdAt) })
    .from(rewardLedger)
    .where(and(eq(rewardLedger.memNo, memNo), eq(rewardLedger.source, source)));
  return row?.at ?? null;
}

/** Whether the member was paid for this event already (its exact key). */
export async function hasEarned(
  tx: Executor,
  memNo: string,
  source: CoinSource,
  key: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ transNo: rewardLedger.transNo })
    .from(rewardLedger)
    .where(
      and(eq(rewardLedger.memNo, memNo), eq(rewardLedger.source, source), eq(rewardLedger.sourceKey, key)),
    )
    .limit(1);
  return row !== undefined;
}

/** How many of a source's earnings the member has whose event key starts with `prefix` (a day's paid units). */
export async function earnedWithPrefix(
  tx: Executor,
  memNo: string,
  source: CoinSource,
  prefix: string,
): Promise<number> {
  const [row] = await tx
    .select({ n: sql<string | number>`count(*)` })
    .from(rewardLedger)
    .where(
      and(
        eq(rewardLedger.memNo, memNo),
        eq(rewardLedger.source, source),
        like(rewardLedger.sourceKey, `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Pays an earning once (ADR 034), inside the caller's transaction: the same event again pays nothing (the ledger's
 * unique event key); the day's earnings stop at COIN_RULES.dailyCap (the last one is cut to fit; COIN_RULES.uncapped are not cut) and the typing game
 * pays its first COIN_RULES.gameRoundsPerDay rounds of a Seoul day. Answers the coins paid (0 when none).
 */
export async function earn(tx: Executor, earning: Earning): Promise<number> {
  if (earning.points <= 0) return 0;
  await lockWallet(tx, earning.memNo, earning.at);
  const day = seoulDate(earning.at);
  const [today] = await tx
    .select({
      earned: sql<
        string | number
      >`coalesce(sum(${rewardLedger.point}) filter (where ${rewardLedger.point} > 0), 0)`,
      rounds: sql<string | number>`count(*) filter (where ${rewardLedger.source} = 'game')`,
    })
    .from(rewardLedger)
    .where(and(eq(rewardLedger.memNo, earning.memNo), eq(rewardLedger.day, day)));
  const earned = Number(today?.earned ?? 0);
  if (earning.source === 'game' && Number(today?.rounds ?? 0) >= COIN_RULES.gameRoundsPerDay) return 0;
  const points = COIN_RULES.uncapped.includes(earning.source)
    ? earning.points
    : Math.min(earning.points, COIN_RULES.dailyCap - earned);
  if (points <= 0) return 0;
  const paid = await tx
    .insert(rewardLedger)
    .values({
      memNo: earning.memNo,
      source: earning.source,
      sourceKey: earning.key,
      description: earning.description,
      point: points,
      day,
      createdAt: earning.at,
    })
    .onConflictDoNothing()
    .returning({ transNo: rewardLedger.transNo });
  return paid.length > 0 ? points : 0;
}

/** The earnings today's mission counts (ADR 059), by the count they add to. */
const MISSION_COUNTED: Partial<Record<CoinSource, keyof MissionCounts>> = {
  unit: 'units',
  test: 'tests',
  game: 'games',
};

/** What the member did on a Seoul day that missions count: their paid units, tests and typing rounds. */
export async function missionCounts(tx: Executor, memNo: string, day: string): Promise<MissionCounts> {
  const rows = await tx
    .select({ source: rewardLedger.source, n: sql<string | number>`count(*)` })
    .from(rewardLedger)
    .where(and(eq(rewardLedger.memNo, memNo), eq(rewardLedger.day, day)))
    .groupBy(rewardLedger.source);
  const counts: MissionCounts = { units: 0, tests: 0, games: 0 };
  for (const row of rows) {
    const counted = MISSION_COUNTED[row.source as CoinSource];
    if (counted) counts[counted] += Number(row.n);
  }
  return counts;
}

/** The Seoul days on which the member studied (a paid unit, day, attendance, test or quiz): the streak's days. */
export async function studiedDays(tx: Executor, memNo: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ day: rewardLedger.day })
    .from(rewardLedger)
    .where(and(eq(rewardLedger.memNo, memNo), inArray(rewardLedger.source, [...STUDY_SOURCES])));
  return rows.map((row) => row.day);
}

/**
 * Pays today's mission (ADR 059) once its goal is reached, in the transaction of the earning that reached it: the
 * ledger's key is the day, so it pays once, and it counts within the daily cap like any earning.
 */
export async function payMission(tx: Executor, memNo: string, at: Date): Promise<number> {
  const day = seoulDate(at);
  const progress = missionProgress(missionOf(day), await missionCounts(tx, memNo, day));
  if (!progress.done || (await hasEarned(tx, memNo, 'mission', day))) return 0;
  return earn(tx, {
    memNo,
    source: 'mission',
    key: day,
    description: `오늘의 미션: ${MISSION_TEXTS[progress.code].title}`,
    points: COIN_RULES.mission,
    at,
  });
}

/** What one request paid (ADR 034, "The answers say what they paid"): the coinsEarned of its answer. */
export type CoinsEarned = components['schemas']['CoinsEarned'];

/**
 * Collects what the earnings of one request actually paid, entry by entry: `pay` is `earn` that notes its answer, so
 * an event paid before, a day at the cap or a game round past the fifth adds nothing, and a cut entry adds the cut
 * amount. Call `pay` inside the event's transaction; read `earned()` once the transaction has committed.
 */
export class CoinsPaid {
  private readonly entries: CoinsEarned['entries'] = [];
  private held: CoinHeld | null = null;

  /** Notes why a finished activity of this request paid nothing (ADR 057); the first reason is kept. */
  hold(code: CoinHeld): void {
    this.held ??= code;
  }

  async pay(tx: Executor, earning: Earning): Promise<number> {
    const coins = await earn(tx, earning);
    if (coins > 0) this.entries.push({ source: earning.source, coins });
    if (coins > 0 && MISSION_COUNTED[earning.source]) {
      const mission = await payMission(tx, earning.memNo, earning.at);
      if (mission > 0) this.entries.push({ source: 'mission', coins: mission });
    }
    return coins;
  }

  earned(): CoinsEarned {
    return {
      total: this.entries.reduce((sum, entry) => sum + entry.coins, 0),
      entries: this.entries.map((entry) => ({ ...entry })),
      ...(this.held ? { held: coinHeld(this.held) } : {}),
    };
  }
}

/** The held note of an answer's coinsEarned: why a finished activity paid nothing, in the child's words (ADR 057). */
export function coinHeld(code: CoinHeld): NonNullable<CoinsEarned['held']> {
  return { code, message: COIN_HELD_MESSAGES[code] };
}
