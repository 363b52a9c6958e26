import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import type { LibraryContentItem } from '@buddy/domain';
import type { Db } from '../db/client';
import { libraryItems } from '../db/schema';

/**
 * The library's content bank (contentDir/library/items.json, made by packages/content-generator/src/library); none
 * when missing.
 */
export function readContentLibrary(contentDir: string): LibraryContentItem[] {
  const file = path.join(contentDir, 'library', 'items.json');
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')) as LibraryContentItem[];
}

/**
 * Upserts the items by their stable code (a content update reaches an existing database and keeps the numbers
 * links were made with). The list order is the bank's order within a kind and type.
 */
export async function seedLibrary(
  db: Db,
  items: readonly LibraryContentItem[],
): Promise<{ libraryItems: number }> {
  const order = new Map<string, number>();
  const rows = items.map((item) => {
    const key = `${item.kind}/${item.type}`;
    const sortOrder = (order.get(key) ?? 0) + 1;
    order.set(key, sortOrder);
    return {
      code: item.code,
      kind: item.kind,
      libTp: item.type,
      sortOrder,
      title: item.title,
      titleKo: item.titleKo,
      summary: item.summary,
      thumbnail: item.thumbnail,
      stdCourse: item.course,
      stdStep: item.step,
      stdWeek: item.week,
      audio: item.audio,
      durationMs: item.durationMs,
      slides: item.slides,
      worksheet: item.worksheet,
      answer: item.answer,
    };
  });
  for (let at = 0; at < rows.length; at += 100) {
    await db
      .insert(libraryItems)
      .values(rows.slice(at, at + 100))
      .onConflictDoUpdate({
        target: libraryItems.code,
        set: {
          kind: sql`excluded.kind`,
          libTp: sql`excluded.lib_tp`,
          sortOrder: sql`excluded.sort_order`,
          title: sql`excluded.title`,
          titleKo: sql`excluded.title_ko`,
          summary: sql`excluded.summary`,
          thumbnail: sql`excluded.thumbnail`,
          stdCourse: sql`excluded.std_course`,
          stdStep: sql`excluded.std_step`,
          stdWeek: sql`excluded.std_week`,
          audio: sql`excluded.audio`,
          durationMs: sql`excluded.duration_ms`,
          slides: sql`excluded.slides`,
          worksheet: sql`excluded.worksheet`,
          answer: sql`excluded.answer`,
        },
      });
  }
  return { libraryItems: rows.length };
}

/** True when library items have been loaded. */
export async function hasLibrary(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(libraryItems);
  return (row?.n ?? 0) > 0;
}
