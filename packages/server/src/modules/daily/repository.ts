import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attendance, portfolios, studyProgress, videoTickets } from '../../db/schema';

export type PortfolioRow = typeof portfolios.$inferSelect;

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

  async createTicket(ticket: string, memNo: string, path: string, expiresAt: Date): Promise<void> {
    await this.db.insert(videoTickets).values({ ticket, memNo, path, expiresAt });
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
    });
  }

  /** Marks a Seoul day as attended (once). */
  async attend(memNo: string, day: string, at: Date): Promise<void> {
    await this.db.insert(attendance).values({ memNo, day, firstAt: at }).onConflictDoNothing();
  }

  async addRecording(row: typeof portfolios.$inferInsert): Promise<PortfolioRow> {
    const [stored] = await this.db.insert(portfolios).values(row).returning();
    if (!stored) throw new Error('recording not stored');
    return stored;
  }
}
