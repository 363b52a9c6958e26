/**
 * The demo members' coins (ADR 034) and their buddies' growth (ADR 060): what their seeded study history would have
 * paid and grown, through the same `earn` and `grow` and the same event keys as the live study and test calls. A
 * finished unit pays its unit (and a day whose units are all finished, the day), an attended day its attendance, a
 * submitted test or quiz by its score band; the daily cap holds as it would have. A week whose every day is finished
 * grows the buddy, and so does a test from 70 points. Run after the history, the tests and the copies; seeding again
 * pays and grows nothing more (the event keys).
 */
import { COIN_RULES, GROWTH_RULES, testCoins, testGrowth } from '@buddy/domain';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { attendance, studyManuals, studyProgress, testAttempts, testPapers } from '../db/schema';
import { grow } from '../modules/reward/growth';
import { earn } from '../modules/reward/ledger';

const KO_DAY = (course: string, step: number, week: number, day: number) =>
  `${course}코스 ${step}단계 ${week}주 ${day}일차`;

export async function seedDemoCoins(db: Db): Promise<{ coinEntries: number }> {
  let entries = 0;
  const paid = (points: number) => {
    if (points > 0) entries += 1;
  };
  const days = await db.select().from(attendance).orderBy(attendance.firstAt);
  for (const day of days) {
    paid(
      await earn(db, {
        memNo: day.memNo,
        source: 'attendance',
        key: day.day,
        description: day.day.replaceAll('-', '.'),
        points: COIN_RULES.attendance,
        at: day.firstAt,
      }),
    );
  }
  const units = await db
    .select()
    .from(studyProgress)
    .where(eq(studyProgress.rate, 100))
    .orderBy(studyProgress.updatedAt);
  for (const unit of units) {
    const place = KO_DAY(unit.course, unit.step, unit.week, unit.day);
    const dayKey = `${unit.course}-${unit.step}-${unit.week}-${unit.day}`;
    paid(
      await earn(db, {
        memNo: unit.memNo,
        source: 'unit',
        key: `${dayKey}-${unit.unit}`,
        description: place,
        points: COIN_RULES.unit,
        at: unit.updatedAt,
      }),
    );
  }
  // A day pays when every unit of it is finished: its manual's units, counted in the database.
  const finishedDays = await queryRows<{
    mem_no: string;
    course: string;
    step: number;
    week: number;
    day: number;
    at: Date | string;
  }>(
    db,
    sql`select p.mem_no, p.course, p.step, p.week, p.day, max(p.updated_at) as at
          from ${studyProgress} p
         where p.rate = 100
         group by p.mem_no, p.course, p.step, p.week, p.day
        having count(*) >= (
          select jsonb_array_length(d->'units')
            from ${studyManuals} m, jsonb_array_elements(m.body->'days') d
           where m.course = p.course and m.step = p.step and m.week = p.week and (d->>'stdDay')::int = p.day
        )`,
  );
  for (const row of finishedDays) {
    paid(
      await earn(db, {
        memNo: row.mem_no,
        source: 'day',
        key: `${row.course}-${row.step}-${row.week}-${row.day}`,
        description: KO_DAY(row.course, row.step, row.week, row.day),
        points: COIN_RULES.day,
        at: new Date(row.at),
      }),
    );
  }
  // A week whose every day is finished grows the buddy (ADR 060), keyed as the live save keys it.
  const weekDays = new Map(
    (
      await queryRows<{ course: string; step: number; week: number; days: number }>(
        db,
        sql`select course, step, week, jsonb_array_length(body->'days') as days from ${studyManuals}`,
      )
    ).map((row) => [`${row.course}-${row.step}-${row.week}`, Number(row.days)]),
  );
  const weeks = new Map<string, { memNo: string; key: string; days: number; at: Date }>();
  for (const row of finishedDays) {
    const key = `${row.course}-${row.step}-${row.week}`;
    const week = weeks.get(`${row.mem_no}/${key}`) ?? { memNo: row.mem_no, key, days: 0, at: new Date(0) };
    const at = new Date(row.at);
    weeks.set(`${row.mem_no}/${key}`, {
      ...week,
      days: week.days + 1,
      at: at > week.at ? at : week.at,
    });
  }
  for (const week of weeks.values()) {
    if (week.days < (weekDays.get(week.key) ?? Infinity)) continue;
    await db.transaction((tx) =>
      grow(tx, { memNo: week.memNo, source: 'week', key: week.key, points: GROWTH_RULES.week, at: week.at }),
    );
  }
  const tests = await db
    .select({ attempt: testAttempts, paper: testPapers })
    .from(testAttempts)
    .innerJoin(testPapers, eq(testPapers.questnCd, testAttempts.questnCd))
    .where(and(eq(testAttempts.status, 'submitted'), sql`${testAttempts.owner} not like 'lvt:%'`));
  for (const { attempt, paper } of tests) {
    const score = attempt.score ?? 0;
    paid(
      await earn(db, {
        memNo: attempt.owner,
        source: attempt.quiz ? 'quiz' : 'test',
        key: attempt.tstCd,
        description: `${paper.course}코스 ${paper.step}단계 ${paper.week}주 ${attempt.quiz ? '오답 퀴즈' : paper.title} ${score}점`,
        points: attempt.quiz ? COIN_RULES.quiz : testCoins(score, paper.tstTp),
        at: attempt.submittedAt ?? attempt.startedAt,
      }),
    );
    // A weekly or monthly test from 70 points grows it too, once per attempt.
    if (!attempt.quiz) {
      await db.transaction((tx) =>
        grow(tx, {
          memNo: attempt.owner,
          source: 'test',
          key: attempt.tstCd,
          points: testGrowth(score, paper.tstTp),
          at: attempt.submittedAt ?? attempt.startedAt,
        }),
      );
    }
  }
  return { coinEntries: entries };
}
