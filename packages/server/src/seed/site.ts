import {
  DEMO_HOME,
  DEMO_NOTICES,
  DEMO_SALES_OFFICES,
  demoBranches,
  demoFaqs,
  demoNotices,
  type DemoLink,
} from '@buddy/domain/demo';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  branches,
  homeAwards,
  homeBanners,
  homePopups,
  homePromotions,
  salesOffices,
  siteFaqs,
  siteNotices,
} from '../db/schema';

/*
 * Stores the brand site's demo content (spec §7 Library and site), written once in @buddy/domain/demo
 * (demo-site.ts, ADR 055): notices, FAQ, sales offices and branches, and the home page's contest banner, awards,
 * promotions and popups, with dates relative to the seeding moment (like the demo history), so the popups show when
 * the demo starts. Images are the site's own drawings (packages/content-generator/src/site, npm run content), served
 * from content/media/site at /content/site/.
 */

const DAY_MS = 86_400_000;

/**
 * Where the site's drawings are served (content/media/site/<name>.svg, written by
 * packages/content-generator/src/site).
 */
export const SITE_MEDIA = '/content/site/';

/* ---------- seeding ---------- */

async function isEmptyTable(
  db: Db,
  table:
    | typeof siteNotices
    | typeof siteFaqs
    | typeof salesOffices
    | typeof homeBanners
    | typeof homeAwards
    | typeof homePromotions
    | typeof homePopups,
): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0) === 0;
}

/** True when the site has any notice or sales office (the embedded database seeds the site once then). */
export async function hasSiteContent(db: Db): Promise<boolean> {
  return !((await isEmptyTable(db, siteNotices)) && (await isEmptyTable(db, salesOffices)));
}

export interface SiteSeedReport {
  notices: number;
  faqs: number;
  salesOffices: number;
  branches: number;
  home: number;
}

const at = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

/**
 * Adds the site's demo content, relative to `now`. Idempotent by table: a table that already has rows is left as
 * it is (the home's links to notices are resolved by the notice's title, whenever they were seeded).
 */
export async function seedSite(db: Db, now: Date = new Date()): Promise<SiteSeedReport> {
  const report: SiteSeedReport = { notices: 0, faqs: 0, salesOffices: 0, branches: 0, home: 0 };

  if (await isEmptyTable(db, siteNotices)) {
    // Oldest first, so that board numbers grow with time as on a real board.
    const rows = demoNotices(now.getTime()).map(({ title, content, pinned, createdAt }) => ({
      title,
      content,
      pinned,
      createdAt: new Date(createdAt),
    }));
    report.notices = (await db.insert(siteNotices).values(rows).returning({ n: siteNotices.boardNo })).length;
  }

  if (await isEmptyTable(db, siteFaqs)) {
    const rows = demoFaqs().map(({ faqTp, question, answer, sortOrder }) => ({
      faqTp,
      question,
      answer,
      sortOrder,
    }));
    report.faqs = (await db.insert(siteFaqs).values(rows).returning({ n: siteFaqs.faqNo })).length;
  }

  if (await isEmptyTable(db, salesOffices)) {
    await db.insert(salesOffices).values(DEMO_SALES_OFFICES.map((office) => ({ ...office })));
    report.salesOffices = DEMO_SALES_OFFICES.length;
    report.branches = (
      await db.insert(branches).values(demoBranches()).returning({ n: branches.branchCd })
    ).length;
  }

  const linkOf = async (link: DemoLink): Promise<string> => {
    if (typeof link === 'string') return link;
    const title = DEMO_NOTICES.find((notice) => notice.key === link.notice)?.title ?? '';
    const [row] = await db
      .select({ boardNo: siteNotices.boardNo })
      .from(siteNotices)
      .where(eq(siteNotices.title, title))
      .limit(1);
    return row ? `/services/notice/${row.boardNo}` : '/services/notice';
  };

  if (await isEmptyTable(db, homeBanners)) {
    const banner = DEMO_HOME.banner;
    await db.insert(homeBanners).values({
      title: banner.title,
      text: banner.text,
      imageUrl: `${SITE_MEDIA}${banner.image}.svg`,
      imageAlt: banner.imageAlt,
      linkUrl: await linkOf(banner.link),
      linkLabel: banner.linkLabel,
      onPc: banner.onPc,
      onMobile: banner.onMobile,
      startsAt: at(now, banner.startsInDays),
      endsAt: at(now, banner.endsInDays),
    });
    report.home += 1;
  }

  if (await isEmptyTable(db, homeAwards)) {
    await db
      .insert(homeAwards)
      .values(DEMO_HOME.awards.map((award, index) => ({ ...award, sortOrder: (index + 1) * 10 })));
    report.home += DEMO_HOME.awards.length;
  }

  if (await isEmptyTable(db, homePromotions)) {
    const rows = [];
    for (const [index, promotion] of DEMO_HOME.promotions.entries()) {
      rows.push({
        title: promotion.title,
        text: promotion.text,
        imageUrl: `${SITE_MEDIA}${promotion.image}.svg`,
        imageAlt: promotion.imageAlt,
        linkUrl: await linkOf(promotion.link),
        sortOrder: (index + 1) * 10,
      });
    }
    await db.insert(homePromotions).values(rows);
    report.home += rows.length;
  }

  if (await isEmptyTable(db, homePopups)) {
    const rows = [];
    for (const [index, popup] of DEMO_HOME.popups.entries()) {
      rows.push({
        title: popup.title,
        text: popup.text,
        imageUrl: popup.image === null ? null : `${SITE_MEDIA}${popup.image}.svg`,
        imageAlt: popup.imageAlt,
        linkUrl: popup.link === null ? null : await linkOf(popup.link),
        linkLabel: popup.linkLabel,
        onPc: popup.onPc,
        onMobile: popup.onMobile,
        startsAt: at(now, popup.startsInDays),
        endsAt: at(now, popup.endsInDays),
        sortOrder: (index + 1) * 10,
      });
    }
    await db.insert(homePopups).values(rows);
    report.home += rows.length;
  }

  return report;
}
