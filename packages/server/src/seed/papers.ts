import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { ContentPaper } from '@buddy/domain';
import type { Db } from '../db/client';
import { testPapers, testQuestions } from '../db/schema';

/** Reads every paper of the content bank (contentDir/papers/*.json, arrays of ContentPaper), sorted by code. */
export function readContentPapers(contentDir: string): ContentPaper[] {
  const dir = path.join(contentDir, 'papers');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as ContentPaper[]);
}

/**
 * Loads the papers into the database, replacing a paper's questions when it exists (content updates reach existing
 * databases). Attempts keep pointing at the paper code.
 */
export async function seedPapers(
  db: Db,
  papers: readonly ContentPaper[],
): Promise<{ papers: number; questions: number }> {
  let questions = 0;
  for (const paper of papers) {
    await db.transaction(async (tx) => {
      const row = {
        questnCd: paper.questnCd,
        tstTp: paper.stdTstTp,
        course: paper.stdCourse,
        step: paper.stdStep,
        week: paper.stdWeek,
        lvtGrd: paper.lvtGrd,
        title: paper.title,
        minutes: paper.questnMstm,
      };
      await tx
        .insert(testPapers)
        .values(row)
        .onConflictDoUpdate({ target: testPapers.questnCd, set: { ...row, updatedAt: sql`now()` } });
      await tx.delete(testQuestions).where(sql`${testQuestions.questnCd} = ${paper.questnCd}`);
      if (paper.questns.length > 0) {
        await tx.insert(testQuestions).values(
          paper.questns.map((question) => ({
            questnCd: paper.questnCd,
            seq: question.questnSeq,
            body: question,
          })),
        );
      }
    });
    questions += paper.questns.length;
  }
  return { papers: papers.length, questions };
}
