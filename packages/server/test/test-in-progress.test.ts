/**
 * GET /study-course/tests/in-progress: whether the signed-in student has an attempt at a test in progress, and its
 * time left, without starting or changing anything (the intro of a test reopened in another tab or browser says the
 * time left instead of the test's full time).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, testAttempts } from '../src/db/schema';
import { TEST_MESSAGES } from '../src/modules/test-paper/service';
import { bearer, createTestApp, expectContract, tokenFor, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Json = Record<string, unknown>;
interface Paper {
  questnCd: string;
  tstCd: string;
  questnMstm: number;
}

const WEEKLY = { stdTstTp: 'W', stdCourse: 'A', stdStep: 1, stdWeek: 1, usrgbn: 'member' } as const;
const MONTHLY = { stdTstTp: 'M', stdCourse: 'A', stdStep: 1, usrgbn: 'member' } as const;
const LEVEL = { stdTstTp: 'L', lvtGrd: 3, usrgbn: 'member' } as const;

const lookup = (query: Json, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/v2/study-course/tests/in-progress',
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    headers: token ? bearer(token) : {},
  });

async function inProgress(token: string, query: Json = WEEKLY): Promise<unknown> {
  const response = await lookup(query, token);
  expect(response.statusCode, response.body).toBe(200);
  return (expectContract(response, '/study-course/tests/in-progress', 'get') as { result: unknown }).result;
}

const post = (path: string, body: Json, token: string) =>
  t.app.inject({ method: 'POST', url: `/v2/study-course${path}`, payload: body, headers: bearer(token) });

async function load(token: string, body: Json = WEEKLY): Promise<Paper> {
  const response = await post('/tests/load', body, token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { result: Paper }).result;
}

async function attemptsOf(memLoginId: string): Promise<{ status: string; questnCd: string }[]> {
  return t.database.db
    .select({ status: testAttempts.status, questnCd: testAttempts.questnCd })
    .from(testAttempts)
    .innerJoin(members, eq(members.memNo, testAttempts.owner))
    .where(and(eq(members.loginId, memLoginId), eq(testAttempts.quiz, false)));
}

describe('given a student who has not started the test', () => {
  it('answers inProgress false and starts nothing', async () => {
    const token = await tokenFor(t.app, 'student01');
    expect(await inProgress(token)).toEqual({ inProgress: false });
    expect(await inProgress(token, LEVEL)).toEqual({ inProgress: false });
    expect(await attemptsOf('student01')).toEqual([]);
  });
});

describe('given a student who started the weekly test (10 minutes)', () => {
  it('answers the whole seconds left on the server clock, and sends nothing of the paper', async () => {
    const token = await tokenFor(t.app, 'student02');
    const paper = await load(token);
    expect(paper.questnMstm).toBe(10);
    expect(await inProgress(token)).toEqual({ inProgress: true, remainingSeconds: 600 });
    t.clock.advance(3 * 60_000 + 16_500);
    const response = await lookup(WEEKLY, token);
    // 6:43.5 left: the whole seconds, as the intro says them (6분 43초).
    expect(response.json()).toEqual({ result: { inProgress: true, remainingSeconds: 403 } });
    expect(response.body).not.toContain(paper.tstCd);
    expect(response.body).not.toContain('questns');
  });

  it('does not move the deadline or start another attempt when asked again', async () => {
    const token = await tokenFor(t.app, 'student02');
    const before = await inProgress(token);
    await inProgress(token);
    expect(await inProgress(token)).toEqual(before);
    expect(await attemptsOf('student02')).toEqual([{ status: 'taking', questnCd: 'W-A-1-1' }]);
  });

  it('answers 0 seconds, and marks nothing, once the deadline has passed without a submit', async () => {
    const token = await tokenFor(t.app, 'student02');
    t.clock.advance(60 * 60_000);
    expect(await inProgress(token)).toEqual({ inProgress: true, remainingSeconds: 0 });
    expect(await attemptsOf('student02')).toEqual([{ status: 'taking', questnCd: 'W-A-1-1' }]);
  });
});

describe('given a submitted (marked) attempt', () => {
  it('answers inProgress false', async () => {
    const token = await tokenFor(t.app, 'student03');
    const paper = await load(token, MONTHLY);
    expect(await inProgress(token, MONTHLY)).toMatchObject({ inProgress: true });
    const submitted = await post(
      '/tests/answr',
      { stdTstTp: 'M', questnCd: paper.questnCd, tstCd: paper.tstCd, usrgbn: 'member', questnAnswrs: [] },
      token,
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await inProgress(token, MONTHLY)).toEqual({ inProgress: false });
  });
});

describe('given another student’s attempt in progress', () => {
  it('is never seen', async () => {
    const owner = await tokenFor(t.app, 'student04');
    await load(owner, LEVEL);
    expect(await inProgress(owner, LEVEL)).toEqual({ inProgress: true, remainingSeconds: 1800 });
    const other = await tokenFor(t.app, 'student01');
    expect(await inProgress(other, LEVEL)).toEqual({ inProgress: false });
  });
});

describe('given a request the lookup refuses', () => {
  it('answers 401 without a token', async () => {
    const response = await lookup(WEEKLY);
    expect(response.statusCode).toBe(401);
    expectContract(response, '/study-course/tests/in-progress', 'get');
  });

  it('answers 403 with the member-type alert to a member who may not study', async () => {
    const response = await lookup(WEEKLY, await tokenFor(t.app, 'cancel01'));
    expect(response.statusCode).toBe(403);
    expect(expectContract(response, '/study-course/tests/in-progress', 'get')).toEqual({
      message: '지도휴회(취소) 회원입니다.',
      code: 'NO_STUDY',
    });
  });

  it('answers 404 TEST_NOT_FOUND for a test that does not exist', async () => {
    const response = await lookup({ ...WEEKLY, stdStep: 7 }, await tokenFor(t.app, 'student01'));
    expect(response.statusCode).toBe(404);
    expect(expectContract(response, '/study-course/tests/in-progress', 'get')).toEqual({
      message: TEST_MESSAGES.notFound,
      code: 'TEST_NOT_FOUND',
    });
  });

  it('answers 400 TEST_REQUEST to a weekly test without its week', async () => {
    const { stdWeek: _week, ...noWeek } = WEEKLY;
    const response = await lookup(noWeek, await tokenFor(t.app, 'student01'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: TEST_MESSAGES.request, code: 'TEST_REQUEST' });
  });

  it.each([
    { name: 'an unknown test type', query: { ...WEEKLY, stdTstTp: 'X' } },
    { name: 'a step that is not a number', query: { ...WEEKLY, stdStep: 'one' } },
    { name: 'no usrgbn', query: { stdTstTp: 'W', stdCourse: 'A', stdStep: 1, stdWeek: 1 } },
  ])('answers 400 to $name before any handler', async ({ query }) => {
    const response = await lookup(query, await tokenFor(t.app, 'student01'));
    expect(response.statusCode).toBe(400);
    expect(expectContract(response, '/study-course/tests/in-progress', 'get')).toMatchObject({
      code: 'VALIDATION',
    });
  });
});
