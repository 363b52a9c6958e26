/**
 * student01's demo test results (seedDemoTests): added once, marked by the submit's own rule, and seen wherever a
 * taken test shows - the result paper, the study home's test list and the report of its month.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TESTS, seedDemoTests } from '../src/seed/demo';
import { bearer, createTestApp, expectContract, tokenFor, type TestApp } from './helpers';

let t: TestApp;
let student01: string;
let student02: string;
let added: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ testsAdded: added } = await seedDemoTests(t.database.db, t.clock()));
  student01 = await tokenFor(t.app, 'student01');
  student02 = await tokenFor(t.app, 'student02');
});
afterAll(async () => {
  await t?.close();
});

interface ResultQuestion {
  questnSeq: number;
  questnDpTp: string;
  tstRst: 'Y' | 'N';
  corrAnswrs: string[];
  stdntAnswrs: string[];
}

async function resultPaper(token: string) {
  return t.app.inject({
    method: 'POST',
    url: '/v2/study-course/tests/result/paper',
    headers: bearer(token),
    payload: { stdTstTp: 'W', stdCourse: 'A', stdStep: 1, stdWeek: 1, usrgbn: 'member' },
  });
}

describe('given the demo test results seeded for student01', () => {
  it('adds each planned test once', async () => {
    expect(added).toBe(DEMO_TESTS.length);
    expect(await seedDemoTests(t.database.db, t.clock())).toEqual({ testsAdded: 0 });
  });

  it('stores W-A-1-1 as submitted with one wrong multiple-choice answer, marked by the submit rule', async () => {
    const response = await resultPaper(student01);
    expect(response.statusCode, response.body).toBe(200);
    const { result } = expectContract(response, '/study-course/tests/result/paper', 'post') as {
      result: { tstScore: number; questns: ResultQuestion[] };
    };
    // Hidden questions (layout N) are never marked right and never count.
    const gradable = result.questns.filter((question) => question.questnDpTp !== 'N');
    const wrong = gradable.filter((question) => question.tstRst === 'N');
    expect(wrong).toHaveLength(1);
    expect(wrong[0]?.stdntAnswrs).not.toEqual(wrong[0]?.corrAnswrs);
    expect(wrong[0]?.stdntAnswrs.length).toBeGreaterThan(0);
    for (const question of gradable.filter((q) => q.tstRst === 'Y'))
      expect(question.stdntAnswrs).toEqual(question.corrAnswrs);
    const right = gradable.length - wrong.length;
    expect(result.tstScore).toBe(Math.round((right * 100) / gradable.length));
  });

  it('shows the test as taken with its score on the study home of A-1', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v2/mypage/studies/stats?stdCourse=A&stdStep=1',
      headers: bearer(student01),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { result } = response.json() as {
      result: {
        info: { tests: { stdWeek: number; tstTp: string; tstYn: string; tstScore: number | null }[] };
      };
    };
    const { tests } = result.info;
    const week1 = tests.find((test) => test.tstTp === 'W' && test.stdWeek === 1);
    expect(week1).toMatchObject({ tstYn: 'Y' });
    expect(week1?.tstScore).toBeGreaterThanOrEqual(80);
    expect(tests.filter((test) => test.tstYn === 'Y')).toHaveLength(1);
  });

  it("counts in the report of the month it was taken (seven days before the clock's day)", async () => {
    const month = new Date(t.clock().getTime() - 7 * 86_400_000).toISOString().slice(0, 7).replace('-', '');
    const response = await t.app.inject({
      method: 'GET',
      url: `/v2/mypage/studies/report?srchYyMm=${month}`,
      headers: bearer(student01),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { result } = response.json() as { result: { examScore: number; examStats: unknown[] } };
    expect(result.examScore).toBeGreaterThanOrEqual(80);
    expect(result.examStats).toHaveLength(1);
  });

  it('is student01 only: another student has no result for that paper', async () => {
    expect((await resultPaper(student02)).statusCode).toBe(404);
  });
});
