import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import type { StudyManual } from '@buddy/domain';
import type { Db } from '../db/client';
import { studyManuals } from '../db/schema';

/**
 * Reads every study manual of the content bank (contentDir/study/<course>.json, arrays of StudyManual), sorted by
 * file name. A missing directory means no manuals.
 */
export function readContentManuals(contentDir: string): StudyManual[] {
  const dir = path.join(contentDir, 'study');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as StudyManual[]);
}

/** Upserts the manuals into study_manuals (content updates reach existing databases; progress keeps its keys). */
export async function seedManuals(db: Db, manuals: readonly StudyManual[]): Promise<{ manuals: number }> {
  for (const manual of manuals) {
    const row = {
      course: manual.stdCourse,
      step: manual.stdStep,
      week: manual.stdWeek,
      title: manual.title,
      body: manual,
    };
    await db
      .insert(studyManuals)
      .values(row)
      .onConflictDoUpdate({
        target: [studyManuals.course, studyManuals.step, studyManuals.week],
        set: { title: row.title, body: row.body, updatedAt: sql`now()` },
      });
  }
  return { manuals: manuals.length };
}

/** True when study manuals have been loaded. */
export async function hasManuals(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(studyManuals);
  return (row?.n ?? 0) > 0;
}
