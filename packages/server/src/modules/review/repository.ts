/**
 * The spaced review's cards and answers (issue 30, ADR 073): enrolling cards in the transaction of the event that
 * earned them (a unit paid, a test marked), today's due cards, and an answer marked under a per-member lock so a
 * card is answered once a day and the day's limit holds under concurrency.
 */
import { and, asc, count, eq, gt, lte, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviewCards, reviewLog, testAttempts } from '../../db/schema';
import type { Executor } from '../reward/ledger';
import { newCard, type CardFields } from './scheduler';

export type CardRow = typeof reviewCards.$inferSelect;
export type CardKind = 'word' | 'question';

/** A word card's key: its lowercase English. */
export const wordKey = (en: string) => `word:${en.trim().toLowerCase()}`;
/** A question card's key: its paper and number. */
export const questionKey = (questnCd: string, questnSeq: number) => `question:${questnCd}:${questnSeq}`;

/** The question a question card's key names. */
export function parseQuestionKey(key: string): { questnCd: string; questnSeq: number } | null {
  const match = /^question:([A-Za-z0-9-]+):(\d+)$/.exec(key);
  return match?.[1] && match[2] ? { questnCd: match[1], questnSeq: Number(match[2]) } : null;
}

/**
 * Puts cards on a member's schedule, once each (a card already there keeps its schedule), first due the next Seoul
 * day. Runs in the caller's transaction: the unit's payment or the test's marking.
 */
export async function enrol(
  tx: Executor,
  memNo: string,
  cards: readonly { key: string; kind: CardKind }[],
  at: Date,
): Promise<void> {
  if (cards.length === 0) return;
  const fields = newCard(at);
  await tx
    .insert(reviewCards)
    .values(cards.map((card) => ({ memNo, cardKey: card.key, kind: card.kind, ...fields, createdAt: at })))
    .onConflictDoNothing();
}

/** What marking an answer decided: the card's next fields, or why it is refused. */
export type AnswerOutcome =
  | { refused: 'not-found' | 'not-due' | 'limit' | 'bad-answer' | 'in-test' }
  | {
      refused?: undefined;
      row: CardRow;
      correct: boolean;
      next: CardFields;
      remaining: number;
      /** The card's repetitions when it was shown (a word's choices are ordered by them). */
      shownReps: number;
      /** An answer already given today, repeated: what counted then, nothing moved again. */
      replayed: boolean;
    };

export class ReviewRepository {
  constructor(private readonly db: Db) {}

  /** One of the member's cards (another member's is none). */
  async card(memNo: string, cardNo: number): Promise<CardRow | undefined> {
    const [row] = await this.db
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.cardNo, cardNo), eq(reviewCards.memNo, memNo)))
      .limit(1);
    return row;
  }

  /** The member's cards due by `at`, earliest first, at most `limit`. */
  due(memNo: string, at: Date, limit: number): Promise<CardRow[]> {
    if (limit <= 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.memNo, memNo), lte(reviewCards.due, at)))
      .orderBy(asc(reviewCards.due), asc(reviewCards.cardNo))
      .limit(limit);
  }

  async countDue(memNo: string, at: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(reviewCards)
      .where(and(eq(reviewCards.memNo, memNo), lte(reviewCards.due, at)));
    return Number(row?.n ?? 0);
  }

  /** The earliest due date after `at`, or null. */
  async nextDue(memNo: string, at: Date): Promise<Date | null> {
    const [row] = await this.db
      .select({ due: min(reviewCards.due) })
      .from(reviewCards)
      .where(and(eq(reviewCards.memNo, memNo), gt(reviewCards.due, at)));
    return row?.due ?? null;
  }

  /** Answers given on a Seoul day. */
  async doneOn(memNo: string, day: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(reviewLog)
      .where(and(eq(reviewLog.memNo, memNo), eq(reviewLog.day, day)));
    return Number(row?.n ?? 0);
  }

  /** Every word card of the member (the words remembered are reckoned from them). */
  words(memNo: string): Promise<CardRow[]> {
    return this.db
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.memNo, memNo), eq(reviewCards.kind, 'word')));
  }

  /** The papers of the member's attempts still being taken: their questions are not reviewed meanwhile. */
  async papersInTest(owner: string, at: Date, graceMs: number): Promise<Set<string>> {
    const rows = await this.db
      .select({ questnCd: testAttempts.questnCd })
      .from(testAttempts)
      .where(
        and(
          eq(testAttempts.owner, owner),
          eq(testAttempts.status, 'taking'),
          gt(testAttempts.deadline, new Date(at.getTime() - graceMs)),
        ),
      );
    return new Set(rows.map((row) => row.questnCd));
  }

  /**
   * Marks one answer: under a per-member lock, the card (the member's own), due by `at`, the day's limit not reached,
   * then `mark` decides (null: the answer does not fit the card); the card moves and the answer is logged. A card
   * answered earlier today answers that answer's mark again (a retry after a lost reply loses nothing).
   */
  answer(
    memNo: string,
    cardNo: number,
    at: Date,
    day: string,
    limit: number,
    mark: (row: CardRow) => { correct: boolean; rating: number; next: CardFields } | 'bad-answer' | 'in-test',
  ): Promise<AnswerOutcome> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`review:${memNo}`}))`);
      const [row] = await tx
        .select()
        .from(reviewCards)
        .where(and(eq(reviewCards.cardNo, cardNo), eq(reviewCards.memNo, memNo)))
        .limit(1);
      if (!row) return { refused: 'not-found' as const };
      const [done] = await tx
        .select({ n: count() })
        .from(reviewLog)
        .where(and(eq(reviewLog.memNo, memNo), eq(reviewLog.day, day)));
      const answered = Number(done?.n ?? 0);
      const remainingAfter = async (given: number) => {
        const [left] = await tx
          .select({ n: count() })
          .from(reviewCards)
          .where(and(eq(reviewCards.memNo, memNo), lte(reviewCards.due, at)));
        return Math.max(0, Math.min(Number(left?.n ?? 0), limit - given));
      };
      if (row.due.getTime() > at.getTime()) {
        // Answered today already (a reply lost, another tab): the answer that counted, again; nothing moves.
        const [earlier] = await tx
          .select({ correct: reviewLog.correct })
          .from(reviewLog)
          .where(and(eq(reviewLog.cardNo, row.cardNo), eq(reviewLog.day, day)))
          .limit(1);
        if (!earlier) return { refused: 'not-due' as const };
        return {
          row,
          correct: earlier.correct,
          next: row,
          remaining: await remainingAfter(answered),
          shownReps: Math.max(0, row.reps - 1),
          replayed: true,
        };
      }
      if (answered >= limit) return { refused: 'limit' as const };
      const marked = mark(row);
      if (marked === 'bad-answer' || marked === 'in-test') return { refused: marked };
      await tx
        .update(reviewCards)
        .set({ ...marked.next, lastCorrect: marked.correct })
        .where(eq(reviewCards.cardNo, row.cardNo));
      await tx.insert(reviewLog).values({
        memNo,
        cardNo: row.cardNo,
        day,
        correct: marked.correct,
        rating: marked.rating,
        answeredAt: at,
      });
      return {
        row,
        correct: marked.correct,
        next: marked.next,
        remaining: await remainingAfter(answered + 1),
        shownReps: row.reps,
        replayed: false,
      };
    });
  }
}
