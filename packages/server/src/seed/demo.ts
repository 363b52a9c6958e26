import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members, products, siteLinks, testPapers } from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';
import { DEMO_ACCOUNTS, DEMO_LINKS, DEMO_PASSWORD, MEMBER_TYPE_LABELS, PRODUCT_NAMES } from './accounts';

export interface SeedReport {
  membersAdded: number;
  linksAdded: number;
}

/** True when the database holds no member yet (the embedded database seeds itself then). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(members);
  return (row?.n ?? 0) === 0;
}

/** True when the question bank has been loaded. */
export async function hasPapers(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(testPapers);
  return (row?.n ?? 0) > 0;
}

/**
 * Adds the demo members, their products and the site links. Idempotent: an account whose login id exists is left
 * as it is (its password included), and so is an existing link.
 */
export async function seedDemo(db: Db): Promise<SeedReport> {
  let membersAdded = 0;
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    const added = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(members)
        .values({
          memNo: account.memNo,
          loginId: account.loginId,
          name: account.name,
          gender: account.gender,
          birth: account.birth,
          passwordHash: hash,
          guideFee: account.guideFee,
          rnlYn: account.rnlYn,
          school: account.school,
          grade: account.grade,
          memTp: account.memTp,
        })
        .onConflictDoNothing()
        .returning({ memNo: members.memNo });
      if (inserted.length === 0) return false;
      await tx.insert(products).values(
        account.products.map((p, index) => ({
          memNo: account.memNo,
          prodCd: p.prodCd,
          realProdCd: `${p.prodCd}-2026`,
          prodNm: p.prodCd === 'Buddy' ? 'Buddy' : PRODUCT_NAMES[p.prodCd],
          memTp: p.memTp,
          memTpLabel: p.memTpLabel ?? MEMBER_TYPE_LABELS[p.memTp],
          sortOrder: index,
        })),
      );
      return true;
    });
    if (added) membersAdded += 1;
  }
  const links = await db
    .insert(siteLinks)
    .values(DEMO_LINKS.map((l) => ({ ...l, updatedAt: sql`now()` })))
    .onConflictDoNothing()
    .returning({ key: siteLinks.key });
  return { membersAdded, linksAdded: links.length };
}
