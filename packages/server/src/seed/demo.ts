import { and, count, eq, sql } from 'drizzle-orm';
import { seoulDate, type StudyManual } from '@buddy/domain';
import type { Db } from '../db/client';
import {
  attendance,
  members,
  products,
  siteLinks,
  studyManuals,
  studyProgress,
  testPapers,
} from '../db/schema';
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

/** The demo student with a study history (the study home, review popup and my page show something real). */
export const DEMO_HISTORY_MEMBER = '1000001';
const DAY_MS = 86_400_000;

/**
 * student01's history, relative to now: course A step 1 week 1 finished, week 2 under way (day 3 half done), step 2
 * week 1 tried, and course B step 3 studied 400 days ago (listed in the review popup without a link). Today is left
 * unstudied so that studying marks it. `done` is the share of each unit's parts completed.
 */
export const DEMO_HISTORY: readonly {
  course: string;
  step: number;
  week: number;
  day: number;
  done: number;
  daysAgo: number;
}[] = [
  ...[1, 2, 3, 4, 5].map((day) => ({ course: 'A', step: 1, week: 1, day, done: 1, daysAgo: 13 - day })),
  { course: 'A', step: 1, week: 2, day: 1, done: 1, daysAgo: 6 },
  { course: 'A', step: 1, week: 2, day: 2, done: 1, daysAgo: 5 },
  { course: 'A', step: 2, week: 1, day: 1, done: 0.5, daysAgo: 3 },
  { course: 'A', step: 1, week: 2, day: 3, done: 0.5, daysAgo: 1 },
  { course: 'B', step: 3, week: 1, day: 1, done: 1, daysAgo: 400 },
];

/**
 * Adds student01's progress and attendance (after the manuals are seeded: each unit of a planned day gets its share
 * of parts; a day whose manual is missing gets a first part of units 1–3). Idempotent: existing rows are kept.
 */
export async function seedDemoHistory(db: Db, now: Date = new Date()): Promise<{ progressAdded: number }> {
  const [member] = await db
    .select({ memNo: members.memNo })
    .from(members)
    .where(eq(members.memNo, DEMO_HISTORY_MEMBER));
  if (!member) return { progressAdded: 0 };
  let progressAdded = 0;
  for (const plan of DEMO_HISTORY) {
    // Late morning, Seoul time, of that day.
    const at = new Date(now.getTime() - plan.daysAgo * DAY_MS);
    at.setUTCHours(2, 30 + plan.day, 0, 0);
    const [manual] = await db
      .select({ body: studyManuals.body })
      .from(studyManuals)
      .where(
        and(
          eq(studyManuals.course, plan.course),
          eq(studyManuals.step, plan.step),
          eq(studyManuals.week, plan.week),
        ),
      );
    const units = (manual?.body as StudyManual | undefined)?.days
      .find((day) => day.stdDay === plan.day)
      ?.units.map((unit) => ({ unit: unit.stdUnit, parts: unit.parts })) ?? [
      { unit: 1, parts: 0 },
      { unit: 2, parts: 0 },
      { unit: 3, parts: 0 },
    ];
    const rows = units.map(({ unit, parts }) => {
      const count = parts > 0 ? Math.max(1, Math.ceil(parts * plan.done)) : 1;
      const progresses = Array.from({ length: count }, (_, part) => ({ part, at: at.toISOString() }));
      return {
        memNo: member.memNo,
        course: plan.course,
        step: plan.step,
        week: plan.week,
        day: plan.day,
        unit,
        prgssData: JSON.stringify({ progresses }),
        rate: parts > 0 ? Math.min(100, Math.floor((count * 100) / parts)) : 0,
        updatedAt: at,
      };
    });
    const added = await db
      .insert(studyProgress)
      .values(rows)
      .onConflictDoNothing()
      .returning({ unit: studyProgress.unit });
    progressAdded += added.length;
    await db
      .insert(attendance)
      .values({ memNo: member.memNo, day: seoulDate(at), firstAt: at })
      .onConflictDoNothing();
  }
  return { progressAdded };
}
