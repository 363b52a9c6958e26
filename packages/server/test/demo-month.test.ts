/**
 * The demo month written once (ADR 055): what the server answers for student01's seeded history and tests on my
 * page (learning of the month, attendance, report) is what `demoMonth` of @buddy/domain/demo reckons, which the fake
 * /v2 of the stories answers. Checked for the two months the history spans at the test clock (a week split by a
 * month's end is rated over all its units in both).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  averageRate,
  averageScore,
  examLabel,
  languageStats,
  reportComment,
  type StudyManual,
} from '@buddy/domain';
import { demoMonth } from '@buddy/domain/demo';
import { studyManuals } from '../src/db/schema';
import { seedDemoTests } from '../src/seed/demo';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

let t: TestApp;
let manuals: Map<string, StudyManual>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoTests(t.database.db, t.clock());
  const rows = await t.database.db.select().from(studyManuals);
  manuals = new Map(rows.map((row) => [`${row.course}-${row.step}-${row.week}`, row.body as StudyManual]));
});
afterAll(async () => {
  await t?.close();
});

async function get(path: string) {
  const token = await tokenFor(t.app, 'student01');
  const response = await t.app.inject({ method: 'GET', url: path, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Record<string, unknown> & { result: Record<string, unknown> };
}

describe("given student01's seeded history and tests", () => {
  const months = () => {
    const now = t.clock();
    const previous = new Date(now.getTime() - 12 * 86_400_000);
    const month = (at: Date) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit' })
        .format(at)
        .replace('-', '');
    return [...new Set([month(previous), month(now)])];
  };

  it('spans two months at the test clock, so both sides of a month are compared', () => {
    expect(months()).toHaveLength(2);
  });

  it("answers each month's learning, attendance and report as demoMonth reckons them", async () => {
    for (const month of months()) {
      const expected = demoMonth(
        month,
        t.clock().getTime(),
        (course, step, week) => manuals.get(`${course}-${step}-${week}`) ?? null,
      );
      const learning = (await get(`/v2/mypage/studies/learning?srchYyMm=${month}`)).result;
      expect(learning).toMatchObject({
        studyDays: expected.days.length,
        unitsDone: expected.unitsDone,
        weeks: expected.weeks.map((week) => ({
          stdCourse: week.course,
          stdStep: week.step,
          stdWeek: week.week,
          title: week.title,
          prgssRate: week.rate,
          lastStudiedAt: week.lastStudiedAt,
        })),
        tests: [...expected.tests].reverse().map((test) => ({
          questnCd: test.questnCd,
          tstTp: test.type,
          stdWeek: test.week,
          submittedAt: test.submittedAt,
        })),
      });
      // The score is the marking of the bank's paper (demo-tests.test): the fixture bank's W-A-1-1 has seven marked
      // questions where the content bank's has ten, so it is taken from the answer here.
      const scores = [...(learning.tests as { tstScore: number }[])].reverse().map((test) => test.tstScore);
      expect(scores).toHaveLength(expected.tests.length);
      const attendance = await get(`/v2/mypage/studies/atndn?srchYyMm=${month}`);
      expect(attendance.result).toEqual(expected.days);

      const report = (await get(`/v2/mypage/studies/report?srchYyMm=${month}`)).result;
      const prgssRate = averageRate(expected.weeks.map((week) => week.rate));
      expect(report).toMatchObject({
        examScore: scores.at(-1) ?? 0,
        avgScore: averageScore(scores),
        prgssRate,
        totCommnt: reportComment({
          studyDays: expected.days.length,
          prgssRate,
          testsTaken: scores.length,
          examScore: scores.at(-1) ?? 0,
          avgScore: averageScore(scores),
        }),
        examStats: expected.tests.map((test, index) => ({
          label: examLabel({
            stdCourse: test.course,
            stdStep: test.step,
            stdWeek: test.week,
            tstTp: test.type,
          }),
          score: scores[index],
        })),
        langStats: languageStats(expected.weeks.flatMap((week) => week.units)),
      });
    }
  });
});
