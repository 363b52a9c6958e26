import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import type { RewardCatalog } from '@buddy/domain';
import type { Db } from '../db/client';
import { rewardItems, rewardLands } from '../db/schema';

const EMPTY: RewardCatalog = { lands: [], items: [], starter: [] };

/**
 * The reward catalogue of the content bank (content/reward/catalog.json, made by
 * packages/content-generator/src/reward).
 */
export function readContentReward(contentDir: string): RewardCatalog {
  const file = path.join(contentDir, 'reward', 'catalog.json');
  if (!existsSync(file)) return EMPTY;
  return JSON.parse(readFileSync(file, 'utf8')) as RewardCatalog;
}

/**
 * Upserts the lands and the items by their codes (ADR 034): a content update reaches an existing database and an
 * item keeps its id, so what members own and wear stays theirs.
 */
export async function seedReward(db: Db, catalog: RewardCatalog): Promise<{ lands: number; items: number }> {
  if (catalog.lands.length > 0) {
    await db
      .insert(rewardLands)
      .values(
        catalog.lands.map((land) => ({
          landCd: land.code,
          name: land.name,
          description: land.description,
          image: land.image,
          ord: land.order,
        })),
      )
      .onConflictDoUpdate({
        target: rewardLands.landCd,
        set: {
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          image: sql`excluded.image`,
          ord: sql`excluded.ord`,
        },
      });
  }
  const rows = catalog.items.map((item) => ({
    code: item.code,
    category: item.category,
    name: item.name,
    description: item.description,
    price: item.price,
    image: item.image,
    landCd: item.land,
    ord: item.order,
    lvl: item.level,
    top: Math.round(item.top),
    left: Math.round(item.left),
    width: Math.round(item.width),
  }));
  for (let at = 0; at < rows.length; at += 200) {
    await db
      .insert(rewardItems)
      .values(rows.slice(at, at + 200))
      .onConflictDoUpdate({
        target: rewardItems.code,
        set: {
          category: sql`excluded.category`,
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          price: sql`excluded.price`,
          image: sql`excluded.image`,
          landCd: sql`excluded.land_cd`,
          ord: sql`excluded.ord`,
          lvl: sql`excluded.lvl`,
          top: sql`excluded.top`,
          left: sql`excluded.left`,
          width: sql`excluded.width`,
        },
      });
  }
  return { lands: catalog.lands.length, items: rows.length };
}

export async function hasReward(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(rewardItems);
  return (row?.n ?? 0) > 0;
}
