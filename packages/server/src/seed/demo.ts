import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { isHiddenQuestion, seoulDate, type StudyManual } from '@buddy/domain';
import {
  DEMO_HISTORY,
  DEMO_HISTORY_MEMBER,
  DEMO_POSTS,
  DEMO_TESTS,
  demoBoardPost,
  demoStoredParts,
  demoStudiedAt,
  demoTestTimes,
} from '@buddy/domain/demo';
import type { Db } from '../db/client';
import {
  attendance,
  boardPosts,
  members,
  products,
  siteLinks,
  studyManuals,
  studyProgress,
  testPapers,
} from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';
import { enrol, questionKey, wordKey } from '../modules/review/repository';
import { TestsRepository } from '../modules/test-paper/repository';
import { markPaper } from '../modules/test-paper/service';
import {
  DEMO_ACCOUNTS,
  DEMO_LINKS,
  DEMO_PASSWORD,
  MEMBER_TYPE_LABELS,
  PRODUCT_NAMES,
  type DemoAccount,
  demoGuardianEmail,
} from './accounts';

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
 * Adds the demo members (or the accounts given), their products and the site links. Idempotent: an account whose
 * login id exists is left as it is (its password included), and so is an existing link.
 */
export async function seedDemo(
  db: Db,
  accounts: readonly DemoAccount[] = DEMO_ACCOUNTS,
): Promise<SeedReport> {
  let membersAdded = 0;
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const account of accounts) {
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
          guardianEmail: demoGuardianEmail(account.loginId),
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

/**
 * Demo members seeded before guardians had contacts (ADR 045), copies included, get their guardian's address; a
 * contact set since is kept. Answers how many it filled.
 */
export async function fillDemoGuardians(db: Db): Promise<number> {
  const demo = new Set(DEMO_ACCOUNTS.map((account) => account.loginId));
  const isDemo = (loginId: string) => demo.has(loginId) || demo.has(loginId.replace(/c[0-9]+$/, ''));
  const missing = await db
    .select({ memNo: members.memNo, loginId: members.loginId })
    .from(members)
    .where(isNull(members.guardianEmail));
  let filled = 0;
  for (const member of missing.filter((row) => isDemo(row.loginId))) {
    await db
      .update(members)
      .set({ guardianEmail: demoGuardianEmail(member.loginId) })
      .where(and(eq(members.memNo, member.memNo), isNull(members.guardianEmail)));
    filled += 1;
  }
  return filled;
}

/** student01's history and tests are the demo's (@buddy/domain/demo, ADR 055); the fake /v2 answers the same. */
export { DEMO_HISTORY, DEMO_HISTORY_MEMBER, DEMO_TESTS } from '@buddy/domain/demo';

/**
 * Adds student01's progress and attendance (after the manuals are seeded: each unit of a planned day gets its share
 * of parts; a day whose manual is missing gets a first part of units 1–3), then their board posts (DEMO_POSTS).
 * Idempotent: existing rows are kept.
 */
export async function seedDemoHistory(
  db: Db,
  now: Date = new Date(),
  memNo: string = DEMO_HISTORY_MEMBER,
): Promise<{ progressAdded: number; postsAdded: number }> {
  const [member] = await db.select({ memNo: members.memNo }).from(members).where(eq(members.memNo, memNo));
  if (!member) return { progressAdded: 0, postsAdded: 0 };
  let progressAdded = 0;
  for (const plan of DEMO_HISTORY) {
    // Late morning, Seoul time, of that day.
    const at = demoStudiedAt(plan, now.getTime());
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
    const studyDay = (manual?.body as StudyManual | undefined)?.days.find((day) => day.stdDay === plan.day);
    // A word unit done in full puts its words on the review schedule (ADR 073), from the day it was studied.
    const learnt = (studyDay?.units ?? []).filter((unit) => unit.kind === 'words' && plan.done >= 1);
    await enrol(
      db,
      member.memNo,
      learnt.flatMap((unit) =>
        (unit.words ?? []).map((word) => ({ key: wordKey(word.en), kind: 'word' as const })),
      ),
      at,
    );
    const units = (manual?.body as StudyManual | undefined)?.days
      .find((day) => day.stdDay === plan.day)
      ?.units.map((unit) => ({ unit: unit.stdUnit, parts: unit.parts })) ?? [
      { unit: 1, parts: 0 },
      { unit: 2, parts: 0 },
      { unit: 3, parts: 0 },
    ];
    const rows = units.map(({ unit, parts }) => {
      const stored = demoStoredParts(parts, plan.done);
      const progresses = stored.map((part) => ({ part, at: at.toISOString() }));
      return {
        memNo: member.memNo,
        course: plan.course,
        step: plan.step,
        week: plan.week,
        day: plan.day,
        unit,
        prgssData: JSON.stringify({ progresses }),
        rate: parts > 0 ? Math.min(100, Math.floor((stored.length * 100) / parts)) : 0,
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
  const { postsAdded } = await seedDemoPosts(db, member.memNo, now);
  return { progressAdded, postsAdded };
}

/** Adds DEMO_POSTS for the member once: a member who already has a post keeps their boards as they are. */
export async function seedDemoPosts(
  db: Db,
  memNo: string,
  now: Date = new Date(),
): Promise<{ postsAdded: number }> {
  const [existing] = await db.select({ n: count() }).from(boardPosts).where(eq(boardPosts.memNo, memNo));
  if ((existing?.n ?? 0) > 0) return { postsAdded: 0 };
  // The demo boards of @buddy/domain/demo, which the fake /v2 and the board stories show too; numbered by the table.
  const rows = DEMO_POSTS.map((demo, index) => {
    const stored = demoBoardPost(demo, index + 1, now.getTime());
    return {
      kind: stored.kind,
      memNo,
      contTp: stored.contTp,
      title: stored.title,
      content: stored.content,
      checked: stored.checked,
      answer: stored.answer,
      answeredAt: stored.answeredAt === null ? null : new Date(stored.answeredAt),
      createdAt: new Date(stored.createdAt),
      updatedAt: new Date(stored.updatedAt),
    };
  });
  const added = await db.insert(boardPosts).values(rows).returning({ boardNo: boardPosts.boardNo });
  return { postsAdded: added.length };
}

/**
 * Adds DEMO_TESTS for student01 (a paper missing from the bank, or one already attempted, is skipped). The wrong
 * answers are the last multiple-choice questions, each given a choice that is not correct.
 */
export async function seedDemoTests(
  db: Db,
  now: Date = new Date(),
  memNo: string = DEMO_HISTORY_MEMBER,
): Promise<{ testsAdded: number }> {
  const [member] = await db.select({ memNo: members.memNo }).from(members).where(eq(members.memNo, memNo));
  if (!member) return { testsAdded: 0 };
  const tests = new TestsRepository(db);
  let testsAdded = 0;
  for (const plan of DEMO_TESTS) {
    const paper = await tests.paper(plan.questnCd);
    if (!paper || (await tests.attemptAt(member.memNo, paper.questnCd))) continue;
    const questions = await tests.questions(paper.questnCd);
    const slips = new Set(
      questions
        .filter((question) => question.questnTp === 'MC' && !isHiddenQuestion(question))
        .reverse()
        .slice(0, plan.wrong)
        .map((question) => question.questnSeq),
    );
    const answers = new Map(
      questions.map((question) => {
        if (!slips.has(question.questnSeq)) return [question.questnSeq, [...question.corrAnswrs]];
        const wrong = question.shetss
          .map((choice) => String(choice.shetsSeq))
          .filter((seq) => !question.corrAnswrs.includes(seq))
          .slice(0, question.questnAnswrCnt);
        return [question.questnSeq, wrong];
      }),
    );
    // After school, Seoul time (16:10), finished in seven minutes.
    const { startedAt, submittedAt } = demoTestTimes(plan, now.getTime());
    const attempt = await tests.createAttempt({
      tstCd: `T${randomBytes(15).toString('base64url')}`,
      questnCd: paper.questnCd,
      owner: member.memNo,
      slot: paper.questnCd,
      questionSeqs: questions.map((question) => question.questnSeq),
      minutes: paper.minutes,
      startedAt,
      deadline: new Date(startedAt.getTime() + paper.minutes * 60_000),
    });
    if (!attempt) continue;
    const marked = markPaper(questions, answers);
    // Its slips go on the review schedule as a live submit puts them (ADR 073): due the next day, so today.
    const missed = marked.answers.filter(
      (answer, index) => !answer.correct && !isHiddenQuestion(questions[index] ?? { questnDpTp: 'N' }),
    );
    await tests.finish(attempt, { ...marked, late: false, submittedAt }, (tx) =>
      enrol(
        tx,
        member.memNo,
        missed.map((answer) => ({ key: questionKey(paper.questnCd, answer.questnSeq), kind: 'question' })),
        submittedAt,
      ),
    );
    testsAdded += 1;
  }
  return { testsAdded };
}

/**
 * Copy `copy` (1–99) of a demo account: the same person, products and type under its own login id and member
 * number (`student01` → `student01c3`, member 1000001 → 9030001).
 */
export function demoCopy(account: DemoAccount, copy: number): DemoAccount {
  if (!Number.isInteger(copy) || copy < 1 || copy > 99) throw new RangeError(`demo copy ${copy} is not 1–99`);
  return {
    ...account,
    memNo: `9${String(copy).padStart(2, '0')}${account.memNo.slice(-4)}`,
    loginId: `${account.loginId}c${copy}`,
  };
}

/**
 * Adds `copies` copies of every demo account (DEMO_COPIES), after the demo content and the manuals: each copy of
 * student01 gets the same study history, posts and taken test. Idempotent like the rest of the seed.
 */
export async function seedDemoCopies(
  db: Db,
  copies: number,
  now: Date = new Date(),
): Promise<{ membersAdded: number; testsAdded: number }> {
  const numbers = Array.from({ length: copies }, (_, index) => index + 1);
  const { membersAdded } = await seedDemo(
    db,
    numbers.flatMap((copy) => DEMO_ACCOUNTS.map((account) => demoCopy(account, copy))),
  );
  const historyAccount = DEMO_ACCOUNTS.find((account) => account.memNo === DEMO_HISTORY_MEMBER);
  let testsAdded = 0;
  for (const copy of numbers) {
    if (!historyAccount) break;
    const memNo = demoCopy(historyAccount, copy).memNo;
    await seedDemoHistory(db, now, memNo);
    testsAdded += (await seedDemoTests(db, now, memNo)).testsAdded;
  }
  return { membersAdded, testsAdded };
}
