import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetCodes } from '../../db/schema';

/** The live reset codes (password_reset_codes): one per member, kept as an HMAC. */
export class ResetCodesRepository {
  constructor(private readonly db: Db) {}

  /** Keeps a new code for the member, replacing any earlier one (and its tries). */
  async replace(memNo: string, codeHash: string, now: Date, expiresAt: Date): Promise<void> {
    await this.db
      .insert(passwordResetCodes)
      .values({ memNo, codeHash, tries: 0, expiresAt, createdAt: now })
      .onConflictDoUpdate({
        target: passwordResetCodes.memNo,
        set: { codeHash, tries: 0, expiresAt, createdAt: now },
      });
  }

  /**
   * Counts one try on the member's live code before it is checked, atomically, so parallel guesses cannot outrun
   * the limit; answers the code's hash and the tries so far, or null when the member has no live code.
   */
  async countTry(memNo: string, now: Date): Promise<{ codeHash: string; tries: number } | null> {
    const [row] = await this.db
      .update(passwordResetCodes)
      .set({ tries: sql`${passwordResetCodes.tries} + 1` })
      .where(and(eq(passwordResetCodes.memNo, memNo), gt(passwordResetCodes.expiresAt, now)))
      .returning({ codeHash: passwordResetCodes.codeHash, tries: passwordResetCodes.tries });
    return row ?? null;
  }

  /** Uses the code up: true for the one caller that deleted it (a second use of the same code gets false). */
  async consume(memNo: string, codeHash: string): Promise<boolean> {
    const deleted = await this.db
      .delete(passwordResetCodes)
      .where(and(eq(passwordResetCodes.memNo, memNo), eq(passwordResetCodes.codeHash, codeHash)))
      .returning({ memNo: passwordResetCodes.memNo });
    return deleted.length > 0;
  }

  async remove(memNo: string): Promise<void> {
    await this.db.delete(passwordResetCodes).where(eq(passwordResetCodes.memNo, memNo));
  }
}
