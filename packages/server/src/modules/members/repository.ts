import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, products } from '../../db/schema';
import { inPageScope, pageRead } from '../../db/page-scope';

export type MemberRow = typeof members.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

/** Members and their products. Only talks to the database. */
export class MembersRepository {
  /*
   * The statements every signed-in request runs, built once: drizzle's query building was a quarter of an
   * authenticated read's CPU, and a named statement lets PostgreSQL keep its plan per connection (ADR 022).
   */
  private readonly memberByNo;
  private readonly versionByNo;
  private readonly memberWithProducts;

  constructor(private readonly db: Db) {
    const memNo = sql.placeholder('memNo');
    this.memberByNo = db
      .select()
      .from(members)
      .where(eq(members.memNo, memNo))
      .limit(1)
      .prepare('member_by_no');
    this.versionByNo = db
      .select({ v: members.tokenVersion })
      .from(members)
      .where(eq(members.memNo, memNo))
      .limit(1)
      .prepare('token_version_by_no');
    this.memberWithProducts = db
      .select({ member: members, product: products })
      .from(members)
      .leftJoin(products, eq(products.memNo, members.memNo))
      .where(eq(members.memNo, memNo))
      .orderBy(asc(products.sortOrder), asc(products.id))
      .prepare('member_with_products');
  }

  async byLoginId(loginId: string): Promise<MemberRow | null> {
    const [row] = await this.db.select().from(members).where(eq(members.loginId, loginId)).limit(1);
    return row ?? null;
  }

  /**
   * The member. Within a page drawn on the server (db/page-scope.ts) the member, the products and both together are
   * one read, made once: every call of the page checks the member, and most read the products too.
   */
  async byNo(memNo: string): Promise<MemberRow | null> {
    if (inPageScope()) return (await this.withProducts(memNo))?.member ?? null;
    const [row] = await this.memberByNo.execute({ memNo });
    return row ?? null;
  }

  /** The member and their products (sorted) in one query, or null when there is no such member. */
  async withProducts(memNo: string): Promise<{ member: MemberRow; products: ProductRow[] } | null> {
    const rows = await pageRead(`member-with-products:${memNo}`, () =>
      this.memberWithProducts.execute({ memNo }),
    );
    const first = rows[0];
    if (!first) return null;
    return {
      member: first.member,
      products: rows.flatMap((row) => (row.product ? [row.product] : [])),
    };
  }

  async byNameAndBirth(name: string, birth: string): Promise<MemberRow[]> {
    return this.db
      .select()
      .from(members)
      .where(and(eq(members.name, name), eq(members.birth, birth)))
      .orderBy(asc(members.memNo));
  }

  async tokenVersion(memNo: string): Promise<number | null> {
    const [row] = await this.versionByNo.execute({ memNo });
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

  /** The member's products, sorted (within a page: the read of the member with them, as for `byNo`). */
  async productsOf(memNo: string): Promise<ProductRow[]> {
    if (inPageScope()) return (await this.withProducts(memNo))?.products ?? [];
    return this.db
      .select()
      .from(products)
      .where(eq(products.memNo, memNo))
      .orderBy(asc(products.sortOrder), asc(products.id));
  }
}
