import { and, asc, count, desc, eq, gt, ilike, lte, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likePattern } from '../../db/like';
import {
  branches,
  homeAwards,
  homeBanners,
  homePopups,
  homePromotions,
  salesOffices,
  siteFaqs,
  siteNotices,
} from '../../db/schema';

export type NoticeRow = typeof siteNotices.$inferSelect;
export type FaqRow = typeof siteFaqs.$inferSelect;
export type SalesOfficeRow = typeof salesOffices.$inferSelect;
export type BranchRow = typeof branches.$inferSelect & { salesOfficeNm: string };
export type BannerRow = typeof homeBanners.$inferSelect;
export type AwardRow = typeof homeAwards.$inferSelect;
export type PromotionRow = typeof homePromotions.$inferSelect;
export type PopupRow = typeof homePopups.$inferSelect;

export type SearchType = 'TD' | 'T' | 'D';
export type Device = 'pc' | 'mobile';

export interface TextFilter {
  /** Both columns (TD), the first (T: title, question) or the second (D: content, answer). */
  srchTp: SearchType;
  /** '' for no search; otherwise a case-insensitive substring, wildcards taken literally. */
  srchText: string;
}

export interface BranchFilter {
  /** '' for every office. */
  salesOfficeCd: string;
  /** '' for no search; otherwise a case-insensitive substring of the name or the address. */
  srchText: string;
}

export interface Slice {
  offset: number;
  limit: number;
}

function textSearch(filter: TextFilter, first: Column, second: Column): SQL | undefined {
  if (filter.srchText === '') return undefined;
  const pattern = likePattern(filter.srchText);
  const byFirst = ilike(first, pattern);
  const bySecond = ilike(second, pattern);
  return filter.srchTp === 'T' ? byFirst : filter.srchTp === 'D' ? bySecond : or(byFirst, bySecond);
}

/** The list order of the notices: pinned first, then newest first, then the higher number. */
const NOTICE_ORDER = [desc(siteNotices.pinned), desc(siteNotices.createdAt), desc(siteNotices.boardNo)];
/** The same three columns as one row value, for the neighbours of a notice in that order. */
const NOTICE_KEY = sql`(${siteNotices.pinned}, ${siteNotices.createdAt}, ${siteNotices.boardNo})`;

const branchColumns = {
  branchCd: branches.branchCd,
  name: branches.name,
  salesOfficeCd: branches.salesOfficeCd,
  address: branches.address,
  addressDetail: branches.addressDetail,
  phone: branches.phone,
  hours: branches.hours,
  intro: branches.intro,
  salesOfficeNm: salesOffices.name,
};

/** Showing on the device at that moment: startsAt <= now < endsAt. */
function showing(table: typeof homeBanners | typeof homePopups, device: Device, now: Date): SQL | undefined {
  return and(
    lte(table.startsAt, now),
    gt(table.endsAt, now),
    eq(device === 'mobile' ? table.onMobile : table.onPc, true),
  );
}

/** The brand site's customer centre and home: notices, FAQ, branches, home content. Only talks to the database. */
export class SiteRepository {
  constructor(private readonly db: Db) {}

  /* ---------- notices ---------- */

  async countNotices(filter: TextFilter): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(siteNotices)
      .where(textSearch(filter, siteNotices.title, siteNotices.content));
    return Number(row?.n ?? 0);
  }

  async notices(filter: TextFilter, slice: Slice): Promise<NoticeRow[]> {
    return this.db
      .select()
      .from(siteNotices)
      .where(textSearch(filter, siteNotices.title, siteNotices.content))
      .orderBy(...NOTICE_ORDER)
      .limit(slice.limit)
      .offset(slice.offset);
  }

  async notice(boardNo: number): Promise<NoticeRow | null> {
    const [row] = await this.db.select().from(siteNotices).where(eq(siteNotices.boardNo, boardNo)).limit(1);
    return row ?? null;
  }

  /**
   * The notices listed just before and just after one in the list order (no search), or null at either end. All
   * three columns of the order descend, so "before" is a greater row value and "after" a smaller one.
   */
  async noticeNeighbours(boardNo: number): Promise<{
    prev: Pick<NoticeRow, 'boardNo' | 'title'> | null;
    next: Pick<NoticeRow, 'boardNo' | 'title'> | null;
  }> {
    // The notice's own row value, read in the database (a JS Date would drop microseconds).
    const key = sql`(select ${siteNotices.pinned}, ${siteNotices.createdAt}, ${siteNotices.boardNo} from ${siteNotices} where ${siteNotices.boardNo} = ${boardNo})`;
    const columns = { boardNo: siteNotices.boardNo, title: siteNotices.title };
    const [prev] = await this.db
      .select(columns)
      .from(siteNotices)
      .where(sql`${NOTICE_KEY} > ${key}`)
      .orderBy(asc(siteNotices.pinned), asc(siteNotices.createdAt), asc(siteNotices.boardNo))
      .limit(1);
    const [next] = await this.db
      .select(columns)
      .from(siteNotices)
      .where(sql`${NOTICE_KEY} < ${key}`)
      .orderBy(...NOTICE_ORDER)
      .limit(1);
    return { prev: prev ?? null, next: next ?? null };
  }

  /* ---------- FAQ ---------- */

  /** `faqTp` 'ALL' is every type. */
  private faqWhere(faqTp: string, filter: TextFilter): SQL | undefined {
    return and(
      faqTp === 'ALL' ? undefined : eq(siteFaqs.faqTp, faqTp),
      textSearch(filter, siteFaqs.question, siteFaqs.answer),
    );
  }

  async countFaqs(faqTp: string, filter: TextFilter): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(siteFaqs).where(this.faqWhere(faqTp, filter));
    return Number(row?.n ?? 0);
  }

  async faqs(faqTp: string, filter: TextFilter, slice: Slice): Promise<FaqRow[]> {
    return this.db
      .select()
      .from(siteFaqs)
      .where(this.faqWhere(faqTp, filter))
      .orderBy(asc(siteFaqs.faqTp), asc(siteFaqs.sortOrder), asc(siteFaqs.faqNo))
      .limit(slice.limit)
      .offset(slice.offset);
  }

  /* ---------- branches ---------- */

  private branchWhere(filter: BranchFilter): SQL | undefined {
    const parts: (SQL | undefined)[] = [];
    if (filter.salesOfficeCd !== '') parts.push(eq(branches.salesOfficeCd, filter.salesOfficeCd));
    if (filter.srchText !== '') {
      const pattern = likePattern(filter.srchText);
      parts.push(or(ilike(branches.name, pattern), ilike(branches.address, pattern)));
    }
    return and(...parts);
  }

  async countBranches(filter: BranchFilter): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(branches).where(this.branchWhere(filter));
    return Number(row?.n ?? 0);
  }

  async branches(filter: BranchFilter, slice: Slice): Promise<BranchRow[]> {
    return this.db
      .select(branchColumns)
      .from(branches)
      .innerJoin(salesOffices, eq(salesOffices.code, branches.salesOfficeCd))
      .where(this.branchWhere(filter))
      .orderBy(asc(branches.salesOfficeCd), asc(branches.name), asc(branches.branchCd))
      .limit(slice.limit)
      .offset(slice.offset);
  }

  async branch(branchCd: string): Promise<BranchRow | null> {
    const [row] = await this.db
      .select(branchColumns)
      .from(branches)
      .innerJoin(salesOffices, eq(salesOffices.code, branches.salesOfficeCd))
      .where(eq(branches.branchCd, branchCd))
      .limit(1);
    return row ?? null;
  }

  async salesOffices(): Promise<SalesOfficeRow[]> {
    return this.db.select().from(salesOffices).orderBy(asc(salesOffices.code));
  }

  /* ---------- home ---------- */

  async banner(device: Device, now: Date): Promise<BannerRow | null> {
    const [row] = await this.db
      .select()
      .from(homeBanners)
      .where(showing(homeBanners, device, now))
      .orderBy(asc(homeBanners.sortOrder), asc(homeBanners.bannerNo))
      .limit(1);
    return row ?? null;
  }

  async awards(): Promise<AwardRow[]> {
    return this.db.select().from(homeAwards).orderBy(asc(homeAwards.sortOrder), asc(homeAwards.awardNo));
  }

  async promotions(): Promise<PromotionRow[]> {
    return this.db
      .select()
      .from(homePromotions)
      .orderBy(asc(homePromotions.sortOrder), asc(homePromotions.promotionNo));
  }

  async popups(device: Device, now: Date): Promise<PopupRow[]> {
    return this.db
      .select()
      .from(homePopups)
      .where(showing(homePopups, device, now))
      .orderBy(asc(homePopups.sortOrder), asc(homePopups.popupNo));
  }
}
