/**
 * The attempt history (issue 30, "attempt history"): GET /v2/mypage/tests/attempts lists the member's own attempts,
 * newest first, with the score, the dates and the duration, a page beyond the last answering the last, one paper's
 * attempts with questnCd, never another member's, and nothing of an attempt under way but that it is.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAttempts } from '../src/db/schema';
import { bearer, createTestApp, expectContract, tokenFor, type TestApp } from './helpers';

let t: TestApp;
let student02: string;
let student04: string;

type Json = Record<string, unknown>;
interface Summary {
  tstCd: string;
  questnCd: string;
  stdTstTp: string;
  quiz: boolean;
  sourceTstCd: string | null;
  status: string;
  startedAt: number;
  submittedAt: number | null;
  durationSeconds: number | null;
  score: number | null;
  title: string;
}
interface List {
  page: { pageNo: number; pageRow: number; totalCount: number };
  result: Summary[];
}

const WEEKLY = { stdTstTp: 'W', stdCourse: 'A', stdStep: 1, stdWeek: 1, usrgbn: 'member' };
const MONTHLY = { stdTstTp: 'M', stdCourse: 'A', stdStep: 1, usrgbn: 'member' };

const post = (path: string, body: Json, token: string) =>
  t.app.inject({ method: 'POST', url: `/v2/study-course${path}`, payload: body, headers: bearer(token) });

async function history(token: string, query = ''): Promise<List> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/v2/mypage/tests/attempts${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return expectContract(response, '/mypage/tests/attempts', 'get') as List;
}

/** Takes a test to the end with nothing answered, `minutes` after starting it. */
async function take(token: string, body: Json, minutes: number): Promise<{ tstCd: string; score: number }> {
  const loaded = await post('/tests/load', body, token);
  expect(loaded.statusCode, loaded.body).toBe(200);
  const paper = (loaded.json() as { result: { tstCd: string; questnCd: string } }).result;
  t.clock.advance(minutes * 60_000);
  const sent = await post(
    '/tests/answr',
    {
      stdTstTp: body.stdTstTp,
      questnCd: paper.questnCd,
      tstCd: paper.tstCd,
      usrgbn: 'member',
      questnAnswrs: [],
    },
    token,
  );
  expect(sent.statusCode, sent.body).toBe(200);
  return { tstCd: paper.tstCd, score: (sent.json() as { result: { tstScore: number } }).result.tstScore };
}

beforeAll(async () => {
  t = await createTestApp();
  [student02, student04] = await Promise.all([tokenFor(t.app, 'student02'), tokenFor(t.app, 'student04')]);
});
afterAll(async () => {
  await t?.close();
});

describe("given a member who took a weekly and a monthly test and started the weekly's quiz", () => {
  let first: { tstCd: string; score: number };
  let second: { tstCd: string; score: number };
  let open: string;

  beforeAll(async () => {
    first = await take(student04, WEEKLY, 4);
    t.clock.advance(60_000);
    second = await take(student04, MONTHLY, 7);
    t.clock.advance(60_000);
    const loaded = await post('/incorrectQuizTest/load', { ...WEEKLY, tstCd: first.tstCd }, student04);
    expect(loaded.statusCode, loaded.body).toBe(200);
    open = (loaded.json() as { result: { tstCd: string } }).result.tstCd;
  });

  it('lists every attempt newest first, with its score, dates and duration', async () => {
    const list = await history(student04);
    const mine = list.result.filter((row) => [first.tstCd, second.tstCd, open].includes(row.tstCd));
    expect(mine.map((row) => row.tstCd)).toEqual([open, second.tstCd, first.tstCd]);
    const [taking, later, earlier] = mine as [Summary, Summary, Summary];
    expect(earlier).toMatchObject({
      status: 'submitted',
      score: first.score,
      durationSeconds: 240,
      quiz: false,
      stdTstTp: 'W',
      title: expect.any(String),
    });
    expect(later).toMatchObject({
      status: 'submitted',
      score: second.score,
      durationSeconds: 420,
      stdTstTp: 'M',
    });
    expect(later.submittedAt! - later.startedAt).toBe(420_000);
    // An attempt under way says only that it is.
    expect(taking).toMatchObject({
      status: 'taking',
      quiz: true,
      sourceTstCd: first.tstCd,
      score: null,
      submittedAt: null,
      durationSeconds: null,
    });
  });

  it("keeps one paper's attempts with questnCd, in any case", async () => {
    const list = await history(student04, '?questnCd=w-a-1-1');
    // The weekly test and its quiz (a quiz is of the same paper).
    expect(list.result.map((row) => row.tstCd)).toEqual([open, first.tstCd]);
    expect(new Set(list.result.map((row) => row.questnCd))).toEqual(new Set(['W-A-1-1']));
    expect((await history(student04, '?questnCd=M-G-7')).result).toEqual([]);
  });

  it('pages them, and a page beyond the last answers the last', async () => {
    const one = await history(student04, '?pageRow=1&pageNo=2');
    expect(one.page).toMatchObject({ pageNo: 2, pageRow: 1 });
    expect(one.result).toHaveLength(1);
    const beyond = await history(student04, '?pageRow=1&pageNo=100000');
    expect(beyond.page.pageNo).toBe(beyond.page.totalCount);
    expect(beyond.result).toHaveLength(1);
  });

  it("never lists another member's attempts", async () => {
    const theirs = await history(student02);
    expect(theirs.result.map((row) => row.tstCd)).not.toContain(first.tstCd);
    const rows = await t.database.db.select().from(testAttempts).where(eq(testAttempts.owner, '1000002'));
    expect(theirs.page.totalCount).toBe(rows.length);
  });
});

describe('given a call that is not a member of its own', () => {
  it('answers 401 without a token and refuses a bad query with 400', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/v2/mypage/tests/attempts' });
    expect(anonymous.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/v2/mypage/tests/attempts?pageRow=51',
      headers: bearer(student02),
    });
    expect(bad.statusCode).toBe(400);
    expectContract(bad, '/mypage/tests/attempts', 'get');
  });
});
