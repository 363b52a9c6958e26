import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, products } from '../../db/schema';

export type MemberRow = typeof members.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

/** Members and their products. Only talks to the database. */
export class MembersRepository {
  constructor(private readonly db: Db) {}

  async byLoginId(loginId: string): Promise<MemberRow | null> {
    const [row] = await this.db.select().from(members).where(eq(members.loginId, loginId)).limit(1);
    return row ?? null;
  }

  async byNo(memNo: string): Promise<MemberRow | null> {
    const [row] = await this.db.select().from(members).where(eq(members.memNo, memNo)).limit(1);
    return row ?? null;
  }

  async byNameAndBirth(name: string, birth: string): Promise<MemberRow[]> {
    return this.db
      .select()
      .from(members)
      .where(and(eq(members.name, name), eq(members.birth, birth)))
      .orderBy(asc(members.memNo));
  }

  async tokenVersion(memNo: string): Promise<number | null> {
    const [row] = await this.db
      .select({ v: members.tokenVersion })
      .from(members)
      .where(eq(members.memNo, memNo))
      .limit(1);
    return row?.v ?? null;
  }

  /** Revokes every token issued so far. */
  async bumpTokenVersion(memNo: string): Promise<void> {
    await this.db
      .update(members)
      .set({ tokenVersion: sql`${members.tokenVersion} + 1` })
      .where(eq(members.memNo, memNo));
  }

  /** Sets the password and revokes every token issued so far, in one statement. */
  async setPassword(memNo: string, passwordHash: string): Promise<void> {
    await this.db
      .update(members)
      .set({ passwordHash, tokenVersion: sql`${members.tokenVersion} + 1` })
      .where(eq(members.memNo, memNo));
  }

  async productsOf(memNo: string): Promise<ProductRow[]> {
    return this.db
      .select()
      .from(products)
      .where(eq(products.memNo, memNo))
      .orderBy(asc(products.sortOrder), asc(products.id));
  }
}
