import { and, asc, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameResults, gameRounds, libraryItems, members } from '../../db/schema';
import type { Tx } from '../reward/ledger';

export type GameResultRow = typeof gameResults.$inferSelect;
export type NewGameResult = typeof gameResults.$inferInsert;
export type GameRoundRow = typeof gameRounds.$inferSelect;

export interface RankRow {
  memNo: string;
  name: string;
  score: number;
  cpm: number;
  accuracy: number;
  rank: number;
}

/** The typing game's rounds and this week's ranking (best score per member, ties by who reached it first). */
export class GameRepository {
  constructor(private readonly db: Db) {}

  /** Stores a round once: a round sent again (the same member and round id) answers the row stored first. */
  async insertOnce(
    row: NewGameResult,
    inserted?: (tx: Tx, saved: GameResultRow) => Promise<void>,
  ): Promise<GameResultRow> {
    // A new round runs `inserted` in its transaction (the round's coins, ADR 034); a round sent again does not.
    const saved = await this.db.transaction(async (tx) => {
      const [stored] = await tx.insert(gameResults).values(row).onConflictDoNothing().returning();
      if (stored) await inserted?.(tx, stored);
      return stored;
    });
    if (saved) return saved;
    const [first] = await this.db
      .select()
      .from(gameResults)
      .where(and(eq(gameResults.memNo, row.memNo), eq(gameResults.roundId, row.roundId)));
    if (!first) throw new Error('game result not stored');
    return first;
  }

  /**
   * Stores a round the server issued (ADR 058) and forgets the member's unplayed rounds beyond the newest `keepOpen`
   * (a round whose result is stored is kept: a result sent again answers from it). Rounds asked for without end by a
   * script stay a handful of rows.
   */
  async issueRound(row: GameRoundRow, keepOpen: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(gameRounds).values(row);
      await tx.execute(sql`
        delete from ${gameRounds}
        where ${gameRounds.roundId} in (
          select open.round_id from ${gameRounds} as open
          where open.mem_no = ${row.memNo}
            and not exists (
              select 1 from ${gameResults} as played
              where played.mem_no = open.mem_no and played.round_id = open.round_id
            )
          order by open.issued_at desc, open.round_id desc
          offset ${keepOpen}
        )`);
    });
  }

  /** A round issued to this member, or null (another member's round is not theirs). */
  async roundOf(memNo: string, roundId: string): Promise<GameRoundRow | null> {
    const [row] = await this.db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.memNo, memNo), eq(gameRounds.roundId, roundId)));
    return row ?? null;
  }

  /** Every slide of a library kind, its English line and Korean meaning (the lines a game round is drawn from). */
  async slidesOf(kind: string): Promise<{ text: string; ko: string | null }[]> {
    const element = sql`jsonb_array_elements(${libraryItems.slides})`;
    const rows = await this.db
      .selectDistinct({ text: sql<string>`slide->>'text'`, ko: sql<string | null>`slide->>'ko'` })
      .from(sql`${libraryItems}, ${element} as slide`)
      .where(eq(libraryItems.kind, kind));
    return rows.filter((row) => typeof row.text === 'string' && row.text.length > 0);
  }

  /** A member's best score of a game in a week before this round (null: their first round of the week). */
  async bestBefore(
    memNo: string,
    gameTp: string,
    weekStart: string,
    resultNo: number,
  ): Promise<number | null> {
    const [row] = await this.db
      .select({ best: sql<number | null>`max(${gameResults.score})` })
      .from(gameResults)
      .where(
        and(
          eq(gameResults.memNo, memNo),
          eq(gameResults.gameTp, gameTp),
          eq(gameResults.weekStart, weekStart),
          lt(gameResults.resultNo, resultNo),
        ),
      );
    return row?.best ?? null;
  }

  /** The best rounds of a week, one per member, ranked (1 + the members with a higher best). */
  private best(gameTp: string, weekStart: string) {
    const best = this.db
      .selectDistinctOn([gameResults.memNo], {
        memNo: gameResults.memNo,
        score: gameResults.score,
        cpm: gameResults.cpm,
        accuracy: gameResults.accuracy,
        createdAt: gameResults.createdAt,
      })
      .from(gameResults)
      .where(and(eq(gameResults.gameTp, gameTp), eq(gameResults.weekStart, weekStart)))
      .orderBy(gameResults.memNo, desc(gameResults.score), asc(gameResults.createdAt))
      .as('best');
    return best;
  }

  async ranking(gameTp: string, weekStart: string, limit: number): Promise<RankRow[]> {
    const best = this.best(gameTp, weekStart);
    const rank = sql<number>`cast(rank() over (order by ${best.score} desc) as integer)`;
    return this.db
      .select({
        memNo: best.memNo,
        name: members.name,
        score: best.score,
        cpm: best.cpm,
        accuracy: best.accuracy,
        rank,
      })
      .from(best)
      .innerJoin(members, eq(members.memNo, best.memNo))
      .orderBy(desc(best.score), asc(best.createdAt), asc(best.memNo))
      .limit(limit);
  }

  /** A member's place in a week: their best and 1 + the members whose best is higher; null when they did not play. */
  async placeOf(
    memNo: string,
    gameTp: string,
    weekStart: string,
  ): Promise<{ rank: number; score: number } | null> {
    const best = this.best(gameTp, weekStart);
    const [mine] = await this.db.select({ score: best.score }).from(best).where(eq(best.memNo, memNo));
    if (!mine) return null;
    const [above] = await this.db.select({ n: count() }).from(best).where(gt(best.score, mine.score));
    return { rank: (above?.n ?? 0) + 1, score: mine.score };
  }
}
