import { and, count, eq, gt, isNotNull, isNull, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attendance, members, portfolios, studyProgress, videoTickets } from '../../db/schema';
import type { Tx } from '../reward/ledger';

export type PortfolioRow = typeof portfolios.$inferSelect;

export interface RecordingUsage {
  /** Recordings since the start of the Seoul day. */
  today: number;
  /** Bytes of all the member's recordings. */
  bytes: number;
}

export interface UnitKey {
  course: string;
  step: number;
  week: number;
  day: number;
  unit: number;
}

/** One-time video tickets, unit progress, attendance and recordings. Only talks to the database. */
export class DailyRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores a one-time ticket and forgets what no one needs of the member's others: a ticket expired unused, and a used
   * one of a show they opened before (the first opening is what counts, `showOpenedAt`). A script asking for tickets
   * without end leaves a row per show and the few not yet expired.
   */
  async createTicket(ticket: string, memNo: string, path: string, expiresAt: Date, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(videoTickets).values({ ticket, memNo, path, expiresAt });
      await tx.execute(sql`
        delete from ${videoTickets} as spent
        where spent.mem_no = ${memNo}
          and (
            (spent.used_at is null and spent.expires_at <= ${now})
            or (
              spent.used_at is not null
              and exists (
                select 1 from ${videoTickets} as earlier
                where earlier.mem_no = spent.mem_no
                  and earlier.path = spent.path
                  and earlier.used_at is not null
                  and (earlier.used_at < spent.used_at or (earlier.used_at = spent.used_at and earlier.ticket < spent.ticket))
              )
            )
          )`);
    });
  }

  /** When the member first opened a show through one of their tickets; null when never (ADR 057). */
  async showOpenedAt(memNo: string, showPath: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: min(videoTickets.usedAt) })
      .from(videoTickets)
      .where(
        and(eq(videoTickets.memNo, memNo), eq(videoTickets.path, showPath), isNotNull(videoTickets.usedAt)),
      );
    return row?.at ?? null;
  }

  /** How many recordings of one unit the member has stored. */
  async recordingsOf(memNo: string, key: UnitKey): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(portfolios)
      .where(
        and(
          eq(portfolios.memNo, memNo),
          eq(portfolios.course, key.course),
          eq(portfolios.step, key.step),
          eq(portfolios.week, key.week),
          eq(portfolios.day, key.day),
          eq(portfolios.unit, key.unit),
        ),
      );
    return Number(row?.n ?? 0);
  }

  /** Uses a ticket once: the conditional update lets exactly one caller through, before it expires. */
  async useTicket(ticket: string, now: Date): Promise<string | null> {
    const [row] = await this.db
      .update(videoTickets)
      .set({ usedAt: now })
      .where(
        and(eq(videoTickets.ticket, ticket), isNull(videoTickets.usedAt), gt(videoTickets.expiresAt, now)),
      )
      .returning({ path: videoTickets.path });
    return row?.path ?? null;
  }

  /**
   * Changes a unit's progress under a row lock, so two calls at once (two tabs, a retry) both keep their parts:
   * the row is created empty if missing, locked, merged by `merge` and written back.
   */
  async mergeProgress(
    memNo: string,
    key: UnitKey,
    at: Date,
    merge: (prgssData: string) => { prgssData: string; rate: number },
    /** Runs in the same transaction once the progress is written (the coins a finished unit pays, ADR 034). */
    after?: (tx: Tx, next: { rate: number }) => Promise<void>,
  ): Promise<void> {
    const where = and(
      eq(studyProgress.memNo, memNo),
      eq(studyProgress.course, key.course),
      eq(studyProgress.step, key.step),
      eq(studyProgress.week, key.week),
      eq(studyProgress.day, key.day),
      eq(studyProgress.unit, key.unit),
    );
    await this.db.transaction(async (tx) => {
      await tx
        .insert(studyProgress)
        .values({ memNo, ...key, updatedAt: at })
        .onConflictDoNothing();
      const [row] = await tx
        .select({ prgssData: studyProgress.prgssData })
        .from(studyProgress)
        .where(where)
        .for('update');
      const next = merge(row?.prgssData ?? '');
      await tx
        .update(studyProgress)
        .set({ ...next, updatedAt: at })
        .where(where);
      await after?.(tx, next);
    });
  }

  /**
   * Marks a Seoul day as attended (once), then runs `within` in the same transaction, whether or not this call was
   * the day's first (the attendance coins, ADR 034: their event key is the day, so they are paid once however often).
   */
  async attend(memNo: string, day: string, at: Date, within?: (tx: Tx) => Promise<void>): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(attendance).values({ memNo, day, firstAt: at }).onConflictDoNothing();
      await within?.(tx);
    });
  }

  /** The member's recordings since `since` and the bytes of all their recordings. */
  async recordingUsage(
    memNo: string,
    since: Date,
    tx: Pick<Db, 'select'> = this.db,
  ): Promise<RecordingUsage> {
    const [row] = await tx
      .select({
        today: sql<number>`count(*) filter (where ${portfolios.createdAt} >= ${since.toISOString()}::timestamptz)`,
        bytes: sql<number>`coalesce(sum(${portfolios.size}), 0)`,
      })
      .from(portfolios)
      .where(eq(portfolios.memNo, memNo));
    return { today: Number(row?.today ?? 0), bytes: Number(row?.bytes ?? 0) };
  }

  /**
   * Stores a recording's row unless `refuse` finds a reason in the member's usage (that error is thrown and
   * nothing is stored), then runs `place` (which puts the file in its place) in the same transaction: the
   * member's row is locked first, so concurrent uploads are counted one after the other, and a file that cannot
   * be placed leaves no row.
   */
  async addRecording(
    row: typeof portfolios.$inferInsert,
    since: Date,
    refuse: (usage: RecordingUsage) => Error | null,
    place: () => Promise<void>,
  ): Promise<PortfolioRow> {
    return this.db.transaction(async (tx) => {
      await tx
        .select({ memNo: members.memNo })
        .from(members)
        .where(eq(members.memNo, row.memNo))
        .for('update');
      const refusal = refuse(await this.recordingUsage(row.memNo, since, tx));
      if (refusal) throw refusal;
      const [stored] = await tx.insert(portfolios).values(row).returning();
      if (!stored) throw new Error('recording not stored');
      await place();
      return stored;
    });
  }
}
