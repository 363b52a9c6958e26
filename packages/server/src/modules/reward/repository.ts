import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  LAND_RULES,
  landCollection,
  landOfCode,
  seoulDate,
  stageOf,
  weeksToOpen,
  type ItemCategory,
  type MissionCounts,
} from '@buddy/domain';
import type { Db } from '../../db/client';
import {
  buddyGrowth,
  rewardInventory,
  rewardItems,
  rewardLands,
  rewardLedger,
  rewardPets,
} from '../../db/schema';
import type { components } from '@buddy/contract';
import { careOf, doCare } from './care';
import { giveGrowth, growthPoints } from './growth';
import { balanceOf, earn, lockWallet, missionCounts, studiedDays, type Executor } from './ledger';

type BuddyCare = components['schemas']['BuddyCare'];
type CareInput = components['schemas']['CareInput'];

export type ItemRow = typeof rewardItems.$inferSelect;
export type LandRow = typeof rewardLands.$inferSelect;
export type PetRow = typeof rewardPets.$inferSelect;
export interface OwnedItem extends ItemRow {
  qty: number;
}

/** Why a purchase was refused (the service turns it into the answer). */
export type PurchaseRefusal = 'missing' | 'owned' | 'short' | 'keyReused' | 'grown' | 'landClosed';
export type PurchaseOutcome =
  | {
      ok: true;
      replayed: boolean;
      price: number;
      balance: number;
      qty: number;
      /** The land whose collection this purchase completed, and what it paid (ADR 062). */
      collection?: { landNm: string; coins: number };
    }
  | { ok: false; reason: PurchaseRefusal };

export interface LedgerPage {
  rows: {
    transNo: number;
    source: string;
    description: string;
    point: number;
    balance: number;
    createdAt: Date;
  }[];
  totalCount: number;
}

/** The reward area's data (ADR 034): the catalogue, what members own, their pets and the coin ledger. */
/**
 * Characters in the order of their lands (sky, green, snow … as the lands are ordered), so the child's starter from
 * the first land leads the characters (issue 29, defect 5: ordered by the lands' codes it was on page 4). Items of
 * no land come first among their category.
 */
const landOrder = sql`(select ${rewardLands.ord} from ${rewardLands} where ${rewardLands.landCd} = ${rewardItems.landCd}) asc nulls first`;

/** Weeks the member finished (every day paid): the growth table's week events (ADR 060). */
async function finishedWeeks(tx: Executor, memNo: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(buddyGrowth)
    .where(and(eq(buddyGrowth.memNo, memNo), eq(buddyGrowth.source, 'week')));
  return Number(row?.n ?? 0);
}

/**
 * Pays a land's collection reward (ADR 062) when the member now owns all of it, once (the ledger's key is the land),
 * within the daily cap like any earning. Answers what it paid, or null.
 */
async function payCollection(
  tx: Executor,
  memNo: string,
  land: LandRow,
  at: Date,
): Promise<{ landNm: string; coins: number } | null> {
  const codes = landCollection(land.landCd);
  const owned = await tx
    .select({ code: rewardItems.code })
    .from(rewardInventory)
    .innerJoin(rewardItems, eq(rewardItems.itemId, rewardInventory.itemId))
    .where(and(eq(rewardInventory.memNo, memNo), inArray(rewardItems.code, codes)));
  if (owned.length < codes.length) return null;
  const coins = await earn(tx, {
    memNo,
    source: 'collection',
    key: land.landCd,
    description: `${land.name} 친구 모으기 완성`,
    points: LAND_RULES.collectionCoins,
    at,
  });
  return coins > 0 ? { landNm: land.name, coins } : null;
}

/** What the shop sells: not a character's grown drawings, which the buddy reaches by learning (ADR 060). */
const forSale = sql`not (${rewardItems.category} = 'CHAR' and ${rewardItems.lvl} > 1)`;

export class RewardRepository {
  constructor(private readonly db: Db) {}

  /** Weeks the member finished (ADR 060) and the lands whose collection they own whole (ADR 062). */
  /** The finished weeks each item code's land still waits for, for this member (ADR 062): 0 when open or landless. */
  async closedFor(memNo: string): Promise<(code: string) => number> {
    const lands = (await this.lands()).map((land) => land.landCd);
    const weeks = await finishedWeeks(this.db, memNo);
    return (code) => {
      const land = landOfCode(code, lands);
      return land === null ? 0 : weeksToOpen(lands.indexOf(land) + 1, weeks);
    };
  }

  async landProgress(memNo: string): Promise<{ weeks: number; collected: Set<string> }> {
    const lands = await this.lands();
    const owned = await this.db
      .select({ code: rewardItems.code })
      .from(rewardInventory)
      .innerJoin(rewardItems, eq(rewardItems.itemId, rewardInventory.itemId))
      .where(eq(rewardInventory.memNo, memNo));
    const codes = new Set(owned.map((row) => row.code));
    return {
      weeks: await finishedWeeks(this.db, memNo),
      collected: new Set(
        lands
          .filter((land) => landCollection(land.landCd).every((code) => codes.has(code)))
          .map((land) => land.landCd),
      ),
    };
  }

  /** The buddy's care now (ADR 061). */
  async care(memNo: string, now: Date): Promise<BuddyCare> {
    return careOf(this.db, memNo, now);
  }

  /** A care action, in its own transaction (ADR 061). */
  async doCare(memNo: string, input: CareInput, now: Date): Promise<BuddyCare> {
    return doCare(this.db, memNo, input, now);
  }

  /** The member's growth points and the stage they have seen celebrated (ADR 060). */
  async growth(memNo: string): Promise<{ points: number; seenStage: number }> {
    const [pet] = await this.db
      .select({ seenStage: rewardPets.seenStage })
      .from(rewardPets)
      .where(eq(rewardPets.memNo, memNo));
    return { points: await growthPoints(this.db, memNo), seenStage: pet?.seenStage ?? 1 };
  }

  /** Marks a stage as celebrated: never lower than one seen before. */
  async seeStage(memNo: string, stage: number): Promise<void> {
    await this.db
      .update(rewardPets)
      .set({ seenStage: sql`greatest(${rewardPets.seenStage}, ${stage})` })
      .where(eq(rewardPets.memNo, memNo));
  }

  /** Gives the grown drawings up to the member's stage (a member set up after growing). */
  async settleGrowth(memNo: string, at: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockWallet(tx, memNo, at);
      await giveGrowth(tx, memNo, stageOf(await growthPoints(tx, memNo)), at);
    });
  }

  /** The Seoul days the member studied (the streak's days, ADR 059). */
  async studiedDays(memNo: string): Promise<string[]> {
    return studiedDays(this.db, memNo);
  }

  /** What today's mission counts of the member's day. */
  async missionCounts(memNo: string, day: string): Promise<MissionCounts> {
    return missionCounts(this.db, memNo, day);
  }

  async lands(): Promise<LandRow[]> {
    return this.db.select().from(rewardLands).orderBy(asc(rewardLands.ord));
  }

  async characters(): Promise<ItemRow[]> {
    return this.db
      .select()
      .from(rewardItems)
      .where(eq(rewardItems.category, 'CHAR'))
      .orderBy(landOrder, asc(rewardItems.ord));
  }

  async itemsByCode(codes: readonly string[]): Promise<ItemRow[]> {
    if (codes.length === 0) return [];
    return this.db
      .select()
      .from(rewardItems)
      .where(inArray(rewardItems.code, [...codes]));
  }

  async item(itemId: number): Promise<ItemRow | undefined> {
    const [row] = await this.db.select().from(rewardItems).where(eq(rewardItems.itemId, itemId));
    return row;
  }

  /** The member's owned items (with how many), optionally of some ids only. */
  async owned(memNo: string, itemIds?: readonly number[]): Promise<Map<number, number>> {
    if (itemIds && itemIds.length === 0) return new Map();
    const rows = await this.db
      .select({ itemId: rewardInventory.itemId, qty: rewardInventory.qty })
      .from(rewardInventory)
      .where(
        and(
          eq(rewardInventory.memNo, memNo),
          itemIds ? inArray(rewardInventory.itemId, [...itemIds]) : undefined,
        ),
      );
    return new Map(rows.map((row) => [row.itemId, row.qty]));
  }

  async pet(memNo: string): Promise<PetRow | undefined> {
    const [row] = await this.db.select().from(rewardPets).where(eq(rewardPets.memNo, memNo));
    return row;
  }

  /** Whether the member's reward area is set up: a pet with its character or a layout (ensureStarter made it). */
  async isSetUp(memNo: string): Promise<boolean> {
    const [row] = await this.db
      .select({ memNo: rewardPets.memNo })
      .from(rewardPets)
      .where(
        and(
          eq(rewardPets.memNo, memNo),
          sql`(${rewardPets.itemId} is not null or ${rewardPets.dpyData} <> '')`,
        ),
      );
    return row !== undefined;
  }

  /**
   * Gives a member the starter items once (ADR 034: the pet is never empty): the items in the inventory, and the
   * character and layout on a pet that has none yet.
   */
  async ensureStarter(memNo: string, items: readonly ItemRow[], layout: string, at: Date): Promise<void> {
    const character = items.find((item) => item.category === 'CHAR');
    await this.db.transaction(async (tx) => {
      await tx
        .insert(rewardPets)
        .values({ memNo, itemId: character?.itemId ?? null, dpyData: layout, updatedAt: at })
        .onConflictDoNothing();
      if (items.length > 0) {
        await tx
          .insert(rewardInventory)
          .values(items.map((item) => ({ memNo, itemId: item.itemId, qty: 1, boughtAt: at })))
          .onConflictDoNothing();
      }
      // A pet row made by an earning before the member opened the reward area has no character yet.
      await tx
        .update(rewardPets)
        .set({ itemId: character?.itemId ?? null, dpyData: layout })
        .where(
          and(eq(rewardPets.memNo, memNo), sql`${rewardPets.itemId} is null`, eq(rewardPets.dpyData, '')),
        );
    });
  }

  async savePet(memNo: string, itemId: number, dpyData: string, at: Date): Promise<void> {
    await this.db
      .insert(rewardPets)
      .values({ memNo, itemId, dpyData, updatedAt: at })
      .onConflictDoUpdate({ target: rewardPets.memNo, set: { itemId, dpyData, updatedAt: at } });
  }

  /** Items per category: the shop's (every item for sale) or the member's inventory. */
  async categoryCounts(memNo: string, myRoom: boolean): Promise<Map<ItemCategory, number>> {
    const query = this.db.select({ category: rewardItems.category, n: count() }).from(rewardItems).$dynamic();
    const rows = myRoom
      ? await query
          .innerJoin(
            rewardInventory,
            and(eq(rewardInventory.itemId, rewardItems.itemId), eq(rewardInventory.memNo, memNo)),
          )
          .groupBy(rewardItems.category)
      : await query.where(forSale).groupBy(rewardItems.category);
    return new Map(rows.map((row) => [row.category as ItemCategory, Number(row.n)]));
  }

  /** A page of the shop or the inventory, by category then order. */
  async items(
    memNo: string,
    filter: { myRoom: boolean; category: ItemCategory | null },
    page: { offset: number; limit: number },
  ): Promise<{ rows: OwnedItem[]; totalCount: number }> {
    const owned = and(eq(rewardInventory.itemId, rewardItems.itemId), eq(rewardInventory.memNo, memNo));
    const where = and(
      filter.category ? eq(rewardItems.category, filter.category) : undefined,
      filter.myRoom ? sql`${rewardInventory.memNo} is not null` : undefined,
      filter.myRoom ? undefined : forSale,
    );
    const [total] = await this.db
      .select({ n: count() })
      .from(rewardItems)
      .leftJoin(rewardInventory, owned)
      .where(where);
    const rows = await this.db
      .select({ item: rewardItems, qty: sql<number>`coalesce(${rewardInventory.qty}, 0)` })
      .from(rewardItems)
      .leftJoin(rewardInventory, owned)
      .where(where)
      .orderBy(
        sql`array_position(array['BG','CHAR','ACC','EQM','PET','MED'], ${rewardItems.category})`,
        landOrder,
        asc(rewardItems.ord),
        asc(rewardItems.itemId),
      )
      .offset(page.offset)
      .limit(page.limit);
    return {
      rows: rows.map((row) => ({ ...row.item, qty: Number(row.qty) })),
      totalCount: Number(total?.n ?? 0),
    };
  }

  /**
   * Buys an item in one transaction (ADR 034): the member's coin lock, the balance counted from the ledger, then the
   * debit and the item together. Two purchases at once run one after the other, so the balance never goes below
   * zero. Medicine may be bought again (its count goes up); anything else once.
   */
  /**
   * Buys an item in one transaction on the member's wallet lock: the debit (a ledger entry) and the item. With a
   * `key` (the client's Idempotency-Key), the ledger entry carries it (`key#itemId`), and a purchase whose key the
   * member has already used is not made again: the same item is answered as it stands now (`replayed`), another
   * item is refused (`keyReused`). The wallet lock orders two requests with one key, so the second sees the first's
   * entry. A free item has no ledger entry to remember a key by (the catalogue has none).
   */
  async buy(memNo: string, itemId: number, at: Date, key?: string): Promise<PurchaseOutcome> {
    return this.db.transaction(async (tx) => {
      const [item] = await tx.select().from(rewardItems).where(eq(rewardItems.itemId, itemId));
      if (!item) return { ok: false, reason: 'missing' } as const;
      if (item.category === 'CHAR' && item.lvl > 1) return { ok: false, reason: 'grown' } as const;
      await lockWallet(tx, memNo, at);
      // An item of a land not open yet waits for the child's learning (ADR 062).
      const lands = await tx.select().from(rewardLands).orderBy(asc(rewardLands.ord));
      const landCd = landOfCode(
        item.code,
        lands.map((land) => land.landCd),
      );
      const land = lands.find((each) => each.landCd === landCd);
      const position = land ? lands.indexOf(land) + 1 : 0;
      if (land && weeksToOpen(position, await finishedWeeks(tx, memNo)) > 0) {
        return { ok: false, reason: 'landClosed' } as const;
      }
      const held = async () =>
        (
          await tx
            .select({ qty: rewardInventory.qty })
            .from(rewardInventory)
            .where(and(eq(rewardInventory.memNo, memNo), eq(rewardInventory.itemId, itemId)))
        )[0];
      if (key !== undefined) {
        const [earlier] = await tx
          .select({ sourceKey: rewardLedger.sourceKey })
          .from(rewardLedger)
          .where(
            and(
              eq(rewardLedger.memNo, memNo),
              eq(rewardLedger.source, 'purchase'),
              sql`starts_with(${rewardLedger.sourceKey}, ${`${key}#`})`,
            ),
          )
          .limit(1);
        if (earlier) {
          if (earlier.sourceKey !== `${key}#${itemId}`) return { ok: false, reason: 'keyReused' } as const;
          return {
            ok: true,
            replayed: true,
            price: item.price,
            balance: await balanceOf(tx, memNo),
            qty: (await held())?.qty ?? 0,
          } as const;
        }
      }
      if ((await held()) && item.category !== 'MED') return { ok: false, reason: 'owned' } as const;
      const balance = await balanceOf(tx, memNo);
      if (balance < item.price) return { ok: false, reason: 'short' } as const;
      if (item.price > 0) {
        await tx.insert(rewardLedger).values({
          memNo,
          source: 'purchase',
          sourceKey: key === undefined ? randomUUID() : `${key}#${itemId}`,
          description: item.name,
          point: -item.price,
          day: seoulDate(at),
          createdAt: at,
        });
      }
      const [stored] = await tx
        .insert(rewardInventory)
        .values({ memNo, itemId, qty: 1, boughtAt: at })
        .onConflictDoUpdate({
          target: [rewardInventory.memNo, rewardInventory.itemId],
          set: { qty: sql`${rewardInventory.qty} + 1`, boughtAt: at },
        })
        .returning({ qty: rewardInventory.qty });
      // A new land's character comes grown as far as the buddy has (ADR 060).
      if (item.category === 'CHAR') await giveGrowth(tx, memNo, stageOf(await growthPoints(tx, memNo)), at);
      // The land's collection completed: its reward, once (ADR 062).
      const collection = land ? await payCollection(tx, memNo, land, at) : null;
      return {
        ok: true,
        replayed: false,
        price: item.price,
        balance: balance - item.price + (collection?.coins ?? 0),
        qty: stored?.qty ?? 1,
        ...(collection ? { collection } : {}),
      } as const;
    });
  }

  /** The coin summary's figures: the balance, everything earned and spent, and what was earned on `day`. */
  async totals(
    memNo: string,
    day: string,
  ): Promise<{ balance: number; earned: number; spent: number; today: number }> {
    const [row] = await this.db
      .select({
        earned: sql<
          string | number
        >`coalesce(sum(${rewardLedger.point}) filter (where ${rewardLedger.point} > 0), 0)`,
        spent: sql<
          string | number
        >`coalesce(-sum(${rewardLedger.point}) filter (where ${rewardLedger.point} < 0), 0)`,
        today: sql<
          string | number
        >`coalesce(sum(${rewardLedger.point}) filter (where ${rewardLedger.point} > 0 and ${rewardLedger.day} = ${day}), 0)`,
      })
      .from(rewardLedger)
      .where(eq(rewardLedger.memNo, memNo));
    const earned = Number(row?.earned ?? 0);
    const spent = Number(row?.spent ?? 0);
    return { balance: earned - spent, earned, spent, today: Number(row?.today ?? 0) };
  }

  /**
   * A page of the ledger between two Seoul days (both included), newest first by when it happened (an entry may be
   * written after a later one: the demo seed pays a history), each with the balance after it in that order.
   */
  async history(
    memNo: string,
    from: string,
    to: string,
    page: { offset: number; limit: number },
  ): Promise<LedgerPage> {
    const running = this.db
      .select({
        transNo: rewardLedger.transNo,
        source: rewardLedger.source,
        description: rewardLedger.description,
        point: rewardLedger.point,
        day: rewardLedger.day,
        createdAt: rewardLedger.createdAt,
        balance: sql<
          string | number
        >`sum(${rewardLedger.point}) over (order by ${rewardLedger.createdAt}, ${rewardLedger.transNo})`.as(
          'balance',
        ),
      })
      .from(rewardLedger)
      .where(eq(rewardLedger.memNo, memNo))
      .as('running');
    const inRange = and(sql`${running.day} >= ${from}`, sql`${running.day} <= ${to}`);
    const [total] = await this.db.select({ n: count() }).from(running).where(inRange);
    const rows = await this.db
      .select()
      .from(running)
      .where(inRange)
      .orderBy(sql`${running.createdAt} desc, ${running.transNo} desc`)
      .offset(page.offset)
      .limit(page.limit);
    return {
      rows: rows.map((row) => ({
        transNo: row.transNo,
        source: row.source,
        description: row.description,
        point: row.point,
        balance: Number(row.balance),
        createdAt: row.createdAt,
      })),
      totalCount: Number(total?.n ?? 0),
    };
  }
}
