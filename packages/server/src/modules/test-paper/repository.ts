import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ContentQuestion } from '@buddy/domain';
import { queryRows, type Db } from '../../db/client';
import type { Tx } from '../reward/ledger';
import { levelCandidates, testAnswers, testAttempts, testPapers, testQuestions } from '../../db/schema';

export type PaperRow = typeof testPapers.$inferSelect;
export type AttemptRow = typeof testAttempts.$inferSelect;
export type AnswerRow = typeof testAnswers.$inferSelect;
export type CandidateRow = typeof levelCandidates.$inferSelect;
export type NewAttempt = typeof testAttempts.$inferInsert;

/** Above any client revision (the contract caps rev at 1e9). */
export const FINAL_REV = 2_147_483_647;

/** An answer row as raw SQL answers it (snake_case; the driver parses jsonb, and timestamptz to a Date). */
interface StoredAnswer {
  answrs: string[];
  rev: number;
  saved_at: Date | string;
  correct: boolean | null;
}

function toAnswerRow(tstCd: string, questnSeq: number, row: StoredAnswer): AnswerRow {
  return {
    tstCd,
    questnSeq,
    answrs: row.answrs,
    rev: row.rev,
    savedAt: row.saved_at instanceof Date ? row.saved_at : new Date(row.saved_at),
    correct: row.correct,
  };
}

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
  /* The reads of every autosave and submit, built once (ADR 022). */
  private readonly attemptByCode;
  private readonly answersByCode;

  constructor(private readonly db: Db) {
    this.attemptByCode = db
      .select()
      .from(testAttempts)
      .where(eq(testAttempts.tstCd, sql.placeholder('tstCd')))
      .limit(1)
      .prepare('attempt_by_code');
    this.answersByCode = db
      .select()
      .from(testAnswers)
      .where(eq(testAnswers.tstCd, sql.placeholder('tstCd')))
      .orderBy(asc(testAnswers.questnSeq))
      .prepare('answers_by_code');
  }

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
    const [row] = await this.attemptByCode.execute({ tstCd });
    return row ?? null;
  }

  /** The open attempt of an owner at a slot, else the latest submitted one, else null. */
  /**
   * One owner's attempts with their papers, newest first (attempt history), and how many there are; `questnCd`
   * keeps one paper's.
   */
  async history(
    owner: string,
    questnCd: string | undefined,
    page: { offset: number; limit: number },
  ): Promise<{ totalCount: number; rows: { attempt: AttemptRow; paper: PaperRow }[] }> {
    const where = questnCd
      ? and(eq(testAttempts.owner, owner), eq(testAttempts.questnCd, questnCd))
      : eq(testAttempts.owner, owner);
    const [counted, rows] = await Promise.all([
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(testAttempts)
        .where(where),
      this.db
        .select({ attempt: testAttempts, paper: testPapers })
        .from(testAttempts)
        .innerJoin(testPapers, eq(testPapers.questnCd, testAttempts.questnCd))
        .where(where)
        .orderBy(desc(testAttempts.startedAt), desc(testAttempts.tstCd))
        .offset(page.offset)
        .limit(page.limit),
    ]);
    return { totalCount: Number(counted[0]?.n ?? 0), rows };
  }

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
  /** Open attempts whose deadline was before `before`, the oldest first, at most `limit`. */
  async expired(before: Date, limit: number): Promise<AttemptRow[]> {
    return this.db
      .select()
      .from(testAttempts)
      .where(and(eq(testAttempts.status, 'taking'), sql`${testAttempts.deadline} < ${before}`))
      .orderBy(asc(testAttempts.deadline))
      .limit(limit);
  }

  async createAttempt(attempt: NewAttempt): Promise<AttemptRow | null> {
    const [row] = await this.db.insert(testAttempts).values(attempt).onConflictDoNothing().returning();
    return row ?? null;
  }

  /** A level test's report link code (ADR 074): the one it has, else `made` kept for good (one statement). */
  async shareCode(tstCd: string, made: string): Promise<string | null> {
    const [row] = await this.db
      .update(testAttempts)
      .set({ shareCd: sql`coalesce(${testAttempts.shareCd}, ${made})` })
      .where(eq(testAttempts.tstCd, tstCd))
      .returning({ shareCd: testAttempts.shareCd });
    return row?.shareCd ?? null;
  }

  /** The submitted attempt a report link code names, with its paper. */
  async byShareCode(shareCd: string): Promise<{ attempt: AttemptRow; paper: PaperRow } | null> {
    const [row] = await this.db
      .select({ attempt: testAttempts, paper: testPapers })
      .from(testAttempts)
      .innerJoin(testPapers, eq(testPapers.questnCd, testAttempts.questnCd))
      .where(and(eq(testAttempts.shareCd, shareCd), eq(testAttempts.status, 'submitted')))
      .limit(1);
    return row ?? null;
  }

  /** An owner's submitted level tests with their papers, newest first. */
  levelAttempts(owner: string, limit: number): Promise<{ attempt: AttemptRow; paper: PaperRow }[]> {
    return this.db
      .select({ attempt: testAttempts, paper: testPapers })
      .from(testAttempts)
      .innerJoin(testPapers, eq(testPapers.questnCd, testAttempts.questnCd))
      .where(
        and(
          eq(testAttempts.owner, owner),
          eq(testAttempts.status, 'submitted'),
          eq(testAttempts.quiz, false),
          eq(testPapers.tstTp, 'L'),
        ),
      )
      .orderBy(desc(testAttempts.submittedAt))
      .limit(limit);
  }

  async answers(tstCd: string): Promise<AnswerRow[]> {
    return this.answersByCode.execute({ tstCd });
  }

  /**
   * Saves an answer unless a revision at least as high is stored; answers the row as it is now. One statement either
   * way: the upsert's row when it wrote, else the stored row (the autosave is the hottest write of the burst).
   */
  async saveAnswer(
    tstCd: string,
    questnSeq: number,
    answrs: string[],
    rev: number,
    savedAt: Date,
  ): Promise<AnswerRow> {
    const rows = await queryRows<{
      answrs: string[];
      rev: number;
      saved_at: Date | string;
      correct: boolean | null;
    }>(
      this.db,
      sql`with saved as (
            insert into test_answers (tst_cd, questn_seq, answrs, rev, saved_at)
            values (${tstCd}, ${questnSeq}, ${JSON.stringify(answrs)}::jsonb, ${rev}, ${savedAt.toISOString()}::timestamptz)
            on conflict (tst_cd, questn_seq) do update
              set answrs = excluded.answrs, rev = excluded.rev, saved_at = excluded.saved_at
              where test_answers.rev < excluded.rev
            returning answrs, rev, saved_at, correct
          )
          select answrs, rev, saved_at, correct from saved
          union all
          select answrs, rev, saved_at, correct from test_answers
           where tst_cd = ${tstCd} and questn_seq = ${questnSeq} and not exists (select 1 from saved)`,
    );
    // The union's read sees the statement's snapshot: a higher revision committed by a concurrent autosave just
    // after it began wins the conflict but is not in that snapshot. Then it is read again, in a new one.
    const row =
      rows[0] ??
      (
        await queryRows<{ answrs: string[]; rev: number; saved_at: Date | string; correct: boolean | null }>(
          this.db,
          sql`select answrs, rev, saved_at, correct from test_answers
             where tst_cd = ${tstCd} and questn_seq = ${questnSeq}`,
        )
      )[0];
    if (!row) throw new Error(`answer ${tstCd}/${questnSeq} vanished`);
    return toAnswerRow(tstCd, questnSeq, row);
  }

  /**
   * Saves an answer in one statement when the attempt is the owner's, of that paper, still open at `now` and holds
   * the question; answers the row as it is now (a higher revision already stored wins), or null when the attempt
   * does not qualify (the caller then finds out why).
   */
  async saveAnswerIfOpen(
    attempt: { tstCd: string; owner: string; quiz: boolean; questnCd: string },
    questnSeq: number,
    answrs: string[],
    rev: number,
    now: Date,
  ): Promise<AnswerRow | null> {
    const at = now.toISOString();
    const rows = await queryRows<StoredAnswer>(
      this.db,
      sql`with open as (
            select tst_cd from test_attempts
             where tst_cd = ${attempt.tstCd} and owner = ${attempt.owner} and quiz = ${attempt.quiz}
               and questn_cd = ${attempt.questnCd} and status = 'taking'
               and deadline >= ${at}::timestamptz
               and question_seqs @> ${JSON.stringify([questnSeq])}::jsonb
          ), saved as (
            insert into test_answers (tst_cd, questn_seq, answrs, rev, saved_at)
            select tst_cd, ${questnSeq}, ${JSON.stringify(answrs)}::jsonb, ${rev}, ${at}::timestamptz from open
            on conflict (tst_cd, questn_seq) do update
              set answrs = excluded.answrs, rev = excluded.rev, saved_at = excluded.saved_at
              where test_answers.rev < excluded.rev
            returning answrs, rev, saved_at, correct
          )
          select answrs, rev, saved_at, correct from saved
          union all
          select a.answrs, a.rev, a.saved_at, a.correct from test_answers a
           where a.tst_cd = ${attempt.tstCd} and a.questn_seq = ${questnSeq}
             and exists (select 1 from open) and not exists (select 1 from saved)`,
    );
    const row = rows[0];
    return row ? toAnswerRow(attempt.tstCd, questnSeq, row) : null;
  }

  /**
   * Marks an attempt once, in one statement: the conditional update lets exactly one of any number of concurrent
   * submits through (the others wait for its row lock, then find it submitted), and only that one writes the final
   * answers, with the highest revision so that an autosave slipping in afterwards can never replace them. Answers
   * the attempt as stored afterwards.
   */
  async finish(
    attempt: AttemptRow,
    result: { score: number; late: boolean; submittedAt: Date; answers: FinalAnswer[] },
    /** Runs in the same transaction when this call is the one that submitted (the test's coins, ADR 034). */
    submitted?: (tx: Tx) => Promise<void>,
  ): Promise<AttemptRow> {
    const submittedAt = result.submittedAt.toISOString();
    const finalAnswers = JSON.stringify(
      result.answers.map((answer) => ({
        questn_seq: answer.questnSeq,
        answrs: answer.answrs,
        correct: answer.correct,
      })),
    );
    const won = await this.db.transaction(async (tx) => {
      const rows = await queryRows<{ tst_cd: string }>(
        tx,
        sql`with won as (
            update test_attempts
               set status = 'submitted', score = ${result.score}, late = ${result.late},
                   submitted_at = ${submittedAt}::timestamptz
             where tst_cd = ${attempt.tstCd} and status = 'taking'
            returning tst_cd
          ), final as (
            insert into test_answers (tst_cd, questn_seq, answrs, rev, saved_at, correct)
            select ${attempt.tstCd}, r.questn_seq, r.answrs, ${FINAL_REV}, ${submittedAt}::timestamptz, r.correct
              from jsonb_to_recordset(${finalAnswers}::jsonb) as r(questn_seq integer, answrs jsonb, correct boolean)
             where exists (select 1 from won)
            on conflict (tst_cd, questn_seq) do update
              set answrs = excluded.answrs, rev = excluded.rev, saved_at = excluded.saved_at,
                  correct = excluded.correct
          )
          select tst_cd from won`,
      );
      if (rows.length > 0) await submitted?.(tx);
      return rows;
    });
    if (won.length > 0) {
      return {
        ...attempt,
        status: 'submitted',
        score: result.score,
        late: result.late,
        submittedAt: result.submittedAt,
      };
    }
    const stored = await this.attempt(attempt.tstCd);
    if (!stored) throw new Error(`attempt ${attempt.tstCd} vanished`);
    return stored;
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
