import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ContentQuestion } from '@buddy/domain';
import type { Db } from '../../db/client';
import { levelCandidates, testAnswers, testAttempts, testPapers, testQuestions } from '../../db/schema';

export type PaperRow = typeof testPapers.$inferSelect;
export type AttemptRow = typeof testAttempts.$inferSelect;
export type AnswerRow = typeof testAnswers.$inferSelect;
export type CandidateRow = typeof levelCandidates.$inferSelect;
export type NewAttempt = typeof testAttempts.$inferInsert;

/** Above any client revision (the contract caps rev at 1e9). */
export const FINAL_REV = 2_147_483_647;

export interface FinalAnswer {
  questnSeq: number;
  answrs: string[];
  correct: boolean;
}

/**
 * Papers, attempts and answers. Only talks to the database.
 *
 * Papers and their questions are content: written by the seed before the server listens and never changed while it
 * runs (a content update is a new seed and a restart). They are read on every autosave and submit, so a paper found
 * once is kept in memory (251 papers, about 2 MB), and concurrent first reads share one query. A paper not found is
 * not remembered.
 */
export class TestsRepository {
  private readonly papers = new Map<string, Promise<PaperRow | null>>();
  private readonly questionSets = new Map<string, Promise<readonly ContentQuestion[]>>();

  constructor(private readonly db: Db) {}

  paper(questnCd: string): Promise<PaperRow | null> {
    return this.remembered(
      this.papers,
      questnCd,
      async () => {
        const [row] = await this.db
          .select()
          .from(testPapers)
          .where(eq(testPapers.questnCd, questnCd))
          .limit(1);
        return row ?? null;
      },
      (row) => row !== null,
    );
  }

  /** The paper's questions in order; callers get a shared array and must not change it. */
  questions(questnCd: string): Promise<readonly ContentQuestion[]> {
    return this.remembered(
      this.questionSets,
      questnCd,
      async () => {
        const rows = await this.db
          .select({ body: testQuestions.body })
          .from(testQuestions)
          .where(eq(testQuestions.questnCd, questnCd))
          .orderBy(asc(testQuestions.seq));
        return rows.map((row) => row.body as ContentQuestion);
      },
      (questions) => questions.length > 0,
    );
  }

  private remembered<T>(
    cache: Map<string, Promise<T>>,
    key: string,
    read: () => Promise<T>,
    keep: (value: T) => boolean,
  ): Promise<T> {
    const known = cache.get(key);
    if (known) return known;
    const reading = read().then(
      (value) => {
        if (!keep(value)) cache.delete(key);
        return value;
      },
      (error: unknown) => {
        cache.delete(key);
        throw error;
      },
    );
    cache.set(key, reading);
    return reading;
  }

  async attempt(tstCd: string): Promise<AttemptRow | null> {
    const [row] = await this.db.select().from(testAttempts).where(eq(testAttempts.tstCd, tstCd)).limit(1);
    return row ?? null;
  }

  /** The open attempt of an owner at a slot, else the latest submitted one, else null. */
  async attemptAt(owner: string, slot: string): Promise<AttemptRow | null> {
    const [row] = await this.db
      .select()
      .from(testAttempts)
      .where(and(eq(testAttempts.owner, owner), eq(testAttempts.slot, slot)))
      .orderBy(sql`${testAttempts.status} = 'taking' desc`, desc(testAttempts.startedAt))
      .limit(1);
    return row ?? null;
  }

  /** Inserts a new attempt unless the owner already has an open one at that slot (then null). */
  async createAttempt(attempt: NewAttempt): Promise<AttemptRow | null> {
    const [row] = await this.db.insert(testAttempts).values(attempt).onConflictDoNothing().returning();
    return row ?? null;
  }

  async answers(tstCd: string): Promise<AnswerRow[]> {
    return this.db
      .select()
      .from(testAnswers)
      .where(eq(testAnswers.tstCd, tstCd))
      .orderBy(asc(testAnswers.questnSeq));
  }

  /** Saves an answer unless a revision at least as high is stored; answers the row as it is now. */
  async saveAnswer(
    tstCd: string,
    questnSeq: number,
    answrs: string[],
    rev: number,
    savedAt: Date,
  ): Promise<AnswerRow> {
    const [saved] = await this.db
      .insert(testAnswers)
      .values({ tstCd, questnSeq, answrs, rev, savedAt })
      .onConflictDoUpdate({
        target: [testAnswers.tstCd, testAnswers.questnSeq],
        set: { answrs, rev, savedAt },
        setWhere: sql`${testAnswers.rev} < ${rev}`,
      })
      .returning();
    if (saved) return saved;
    const [current] = await this.db
      .select()
      .from(testAnswers)
      .where(and(eq(testAnswers.tstCd, tstCd), eq(testAnswers.questnSeq, questnSeq)))
      .limit(1);
    if (!current) throw new Error(`answer ${tstCd}/${questnSeq} vanished`);
    return current;
  }

  /**
   * Marks an attempt once: the conditional update lets exactly one of any number of concurrent submits through;
   * that one writes the final answers in the same transaction. Answers the attempt as stored afterwards.
   */
  async finish(
    tstCd: string,
    result: { score: number; late: boolean; submittedAt: Date; answers: FinalAnswer[] },
  ): Promise<AttemptRow> {
    return this.db.transaction(async (tx) => {
      const [won] = await tx
        .update(testAttempts)
        .set({ status: 'submitted', score: result.score, late: result.late, submittedAt: result.submittedAt })
        .where(and(eq(testAttempts.tstCd, tstCd), eq(testAttempts.status, 'taking')))
        .returning();
      if (won) {
        const seqs = result.answers.map((answer) => answer.questnSeq);
        if (seqs.length > 0) {
          await tx
            .delete(testAnswers)
            .where(and(eq(testAnswers.tstCd, tstCd), inArray(testAnswers.questnSeq, seqs)));
          await tx.insert(testAnswers).values(
            result.answers.map((answer) => ({
              tstCd,
              questnSeq: answer.questnSeq,
              answrs: answer.answrs,
              // The highest revision: an autosave that slips in after the submit can never replace a final answer.
              rev: FINAL_REV,
              savedAt: result.submittedAt,
              correct: answer.correct,
            })),
          );
        }
        return won;
      }
      const [stored] = await tx.select().from(testAttempts).where(eq(testAttempts.tstCd, tstCd)).limit(1);
      if (!stored) throw new Error(`attempt ${tstCd} vanished`);
      return stored;
    });
  }

  async createCandidate(candidate: typeof levelCandidates.$inferInsert): Promise<CandidateRow> {
    const [row] = await this.db.insert(levelCandidates).values(candidate).returning();
    if (!row) throw new Error('candidate not stored');
    return row;
  }

  async candidate(id: string): Promise<CandidateRow | null> {
    const [row] = await this.db.select().from(levelCandidates).where(eq(levelCandidates.id, id)).limit(1);
    return row ?? null;
  }
}
