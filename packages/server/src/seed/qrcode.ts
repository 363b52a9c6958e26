import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { qrAnswerSheets } from '../db/schema';

/** One answer sheet of the content bank's index (content/qr/index.json, made by packages/content-generator/src/qr). */
export interface ContentQrSheet {
  course: string;
  step: number;
  week: number;
  type: string;
  /** Relative to content/ (media/qr/...). */
  file: string;
}

export function readContentQr(contentDir: string): ContentQrSheet[] {
  const file = path.join(contentDir, 'qr', 'index.json');
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')) as ContentQrSheet[];
}

/** Upserts the sheets by course, book, step and week (a content update reaches an existing database). */
export async function seedQr(db: Db, sheets: readonly ContentQrSheet[]): Promise<{ qrSheets: number }> {
  const rows = sheets.map((sheet) => ({
    course: sheet.course,
    step: sheet.step,
    week: sheet.week,
    sheetType: sheet.type,
    file: sheet.file,
  }));
  for (let at = 0; at < rows.length; at += 200) {
    await db
      .insert(qrAnswerSheets)
      .values(rows.slice(at, at + 200))
      .onConflictDoUpdate({
        target: [qrAnswerSheets.course, qrAnswerSheets.sheetType, qrAnswerSheets.step, qrAnswerSheets.week],
        set: { file: sql`excluded.file` },
      });
  }
  return { qrSheets: rows.length };
}

export async function hasQr(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(qrAnswerSheets);
  return (row?.n ?? 0) > 0;
}
