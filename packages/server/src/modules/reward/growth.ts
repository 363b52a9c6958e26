import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { parseLayout, stageOf, toggleItem, type GrowthSource, type ItemCategory } from '@buddy/domain';
import { buddyGrowth, rewardInventory, rewardItems, rewardPets } from '../../db/schema';
import { contentUrl } from '../studies/service';
import { lockWallet, type Executor } from './ledger';

type ItemRow = typeof rewardItems.$inferSelect;

/** What a layer needs of an item. */
export function placeable(item: ItemRow) {
  return {
    id: item.itemId,
    category: item.category as ItemCategory,
    name: item.name,
    image: contentUrl(item.image),
    top: item.top,
    left: item.left,
    width: item.width,
  };
}

/** A member's growth points: the sum of their growth events (ADR 060). */
export async function growthPoints(tx: Executor, memNo: string): Promise<number> {
  const [row] = await tx
    .select({ points: sql<string | number>`coalesce(sum(${buddyGrowth.points}), 0)` })
    .from(buddyGrowth)
    .where(eq(buddyGrowth.memNo, memNo));
  return Number(row?.points ?? 0);
}

/**
 * Gives the member the grown drawings of their characters up to `stage` (ADR 060): for every land whose character
 * they own, its characters of level `stage` and below. The pet wearing a smaller drawing of a land's character wears
 * the one of `stage`. Idempotent: what is owned stays, and a pet already grown is left as it is.
 */
export async function giveGrowth(tx: Executor, memNo: string, stage: number, at: Date): Promise<void> {
  const ownedCharacters = await tx
    .select({ landCd: rewardItems.landCd })
    .from(rewardInventory)
    .innerJoin(rewardItems, eq(rewardItems.itemId, rewardInventory.itemId))
    .where(and(eq(rewardInventory.memNo, memNo), eq(rewardItems.category, 'CHAR')));
  const lands = [...new Set(ownedCharacters.map((row) => row.landCd).filter((land) => land !== null))];
  if (lands.length === 0) return;
  const grown = await tx
    .select()
    .from(rewardItems)
    .where(
      and(eq(rewardItems.category, 'CHAR'), inArray(rewardItems.landCd, lands), lte(rewardItems.lvl, stage)),
    );
  if (grown.length > 0) {
    await tx
      .insert(rewardInventory)
      .values(grown.map((item) => ({ memNo, itemId: item.itemId, qty: 1, boughtAt: at })))
      .onConflictDoNothing();
  }
  const [pet] = await tx.select().from(rewardPets).where(eq(rewardPets.memNo, memNo));
  if (!pet) return;
  const layout = parseLayout(pet.dpyData);
  const wearing = grown.find((item) => item.itemId === layout.characterId);
  if (!wearing || wearing.lvl >= stage) return;
  const next = grown.find((item) => item.landCd === wearing.landCd && item.lvl === stage);
  if (!next) return;
  await tx
    .update(rewardPets)
    .set({ itemId: next.itemId, dpyData: JSON.stringify(toggleItem(layout, placeable(next))), updatedAt: at })
    .where(eq(rewardPets.memNo, memNo));
}

/**
 * Grows the buddy by a learning event (ADR 060), inside the event's transaction: once per event (its unique key), under
 * the member's wallet lock. A stage reached gives the grown drawings and dresses the pet in them. Answers the stage
 * reached, or null when the event reached none (or was counted before).
 */
export async function grow(
  tx: Executor,
  event: { memNo: string; source: GrowthSource; key: string; points: number; at: Date },
): Promise<number | null> {
  if (event.points <= 0) return null;
  await lockWallet(tx, event.memNo, event.at);
  const before = await growthPoints(tx, event.memNo);
  const added = await tx
    .insert(buddyGrowth)
    .values({
      memNo: event.memNo,
      source: event.source,
      sourceKey: event.key,
      points: event.points,
      createdAt: event.at,
    })
    .onConflictDoNothing()
    .returning({ growthNo: buddyGrowth.growthNo });
  if (added.length === 0) return null;
  const stage = stageOf(before + event.points);
  if (stage <= stageOf(before)) return null;
  await giveGrowth(tx, event.memNo, stage, event.at);
  return stage;
}
