/**
 * A level test a parent can act on (issue 30, ADR 074), on PGlite and PostgreSQL: the marked level test recommends a
 * course and a step with its reasons (each block's and each section's answers right), for the visitor who took it
 * and for a member; its report has a link code, the same on every ask, that opens it later without signing in and
 * without any personal data; a signed-in member lists their past level tests; nobody reads another's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LevelReport } from '@buddy/contract';
import { bearer, createTestApp, expectContract, tokenFor, type TestApp } from './helpers';

let t: TestApp;
type Json = Record<string, unknown>;

const post = (path: string, body: Json, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/v2/study-course${path}`,
    payload: body,
    ...(token ? { headers: bearer(token) } : {}),
  });
const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/v2${url}`, ...(token ? { headers: bearer(token) } : {}) });

/** A visitor registered for grade 3's level test (the fixture's L-3: one question at course B, one at C). */
async function visitor(): Promise<{ token: string; lvtCdtId: string }> {
  const registered = await post('/tests/level/candidates', {
    usrnm: '홍길동',
    school: '햇살초등학교',
    grade: 3,
  });
  expect(registered.statusCode, registered.body).toBe(200);
  return (registered.json() as { result: { token: string; lvtCdtId: string } }).result;
}

async function take(
  token: string,
  who: Json,
  answers: { questnSeq: number; answrs: string[] }[],
  submit = true,
): Promise<string> {
  const loaded = await post('/tests/load', { stdTstTp: 'L', ...who }, token);
  expect(loaded.statusCode, loaded.body).toBe(200);
  const paper = (loaded.json() as { result: { questnCd: string; tstCd: string } }).result;
  if (submit) {
    const { lvtGrd: _grade, ...taker } = who;
    const sent = await post(
      '/tests/answr',
      { stdTstTp: 'L', ...taker, questnCd: paper.questnCd, tstCd: paper.tstCd, questnAnswrs: answers },
      token,
    );
    expect(sent.statusCode, sent.body).toBe(200);
  }
  return paper.tstCd;
}

const report = (token: string, body: Json) => post('/tests/level/report', body, token);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('given a visitor who took the level test', () => {
  let me: { token: string; lvtCdtId: string };
  let tstCd = '';
  let first: LevelReport;

  beforeAll(async () => {
    me = await visitor();
    // The course B question missed, the course C one right.
    tstCd = await take(me.token, { usrgbn: 'user', lvtCdtId: me.lvtCdtId }, [
      { questnSeq: 2, answrs: ['apple'] },
    ]);
  });

  it('recommends a start with its reasons by block and by section', async () => {
    const response = await report(me.token, { tstCd, usrgbn: 'user', lvtCdtId: me.lvtCdtId });
    expect(response.statusCode, response.body).toBe(200);
    first = (expectContract(response, '/study-course/tests/level/report', 'post') as { result: LevelReport })
      .result;
    expect(first).toMatchObject({
      lvtGrd: 3,
      tstScore: 50,
      recommendation: {
        // The top block (C) all right: C, in the second half of its steps.
        stdCourse: 'C',
        stdStep: 4,
        blocks: [
          { stdCourse: 'B', right: 0, total: 1 },
          { stdCourse: 'C', right: 1, total: 1 },
        ],
        sections: [
          { section: 'listening', right: 0, total: 1 },
          { section: 'words', right: 1, total: 1 },
        ],
      },
    });
    expect(first.resultCd).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('keeps one link code: asked again, the same', async () => {
    const again = (await report(me.token, { tstCd, usrgbn: 'user', lvtCdtId: me.lvtCdtId })).json() as {
      result: LevelReport;
    };
    expect(again.result.resultCd).toBe(first.resultCd);
  });

  it('opens by its link without signing in, and says nothing of who took it', async () => {
    const shared = await get(`/level-tests/results/${first.resultCd}`);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(
      (expectContract(shared, '/level-tests/results/{resultCd}', 'get') as { result: LevelReport }).result,
    ).toEqual(first);
    for (const personal of ['홍길동', '햇살초등학교', me.lvtCdtId, tstCd])
      expect(shared.body).not.toContain(personal);
    // The code is the key: no search engine lists the answer, and nothing carries its address on.
    expect(shared.headers['x-robots-tag']).toBe('noindex, nofollow, noarchive');
    expect(shared.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers 404 for a code that names no report and 400 for one that is not a code', async () => {
    const unknown = await get('/level-tests/results/AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(expectContract(unknown, '/level-tests/results/{resultCd}', 'get')).toMatchObject({
      code: 'LEVEL_REPORT_NOT_FOUND',
      message: '레벨 테스트 결과를 찾을 수 없어요. 받은 링크를 다시 확인해 주세요.',
    });
    expect((await get('/level-tests/results/short')).statusCode).toBe(400);
    expect((await get(`/level-tests/results/${first.resultCd.slice(0, 21)}%27`)).statusCode).toBe(400);
  });

  it('is nobody else’s: another visitor and a member get 404', async () => {
    const other = await visitor();
    const theirs = await report(other.token, { tstCd, usrgbn: 'user', lvtCdtId: other.lvtCdtId });
    expect(theirs.statusCode).toBe(404);
    const member = await tokenFor(t.app, 'student02');
    expect((await report(member, { tstCd, usrgbn: 'member' })).statusCode).toBe(404);
  });

  it('waits for the paper to be sent (409), and is only for a level test (404)', async () => {
    const other = await visitor();
    const open = await take(other.token, { usrgbn: 'user', lvtCdtId: other.lvtCdtId }, [], false);
    const early = await report(other.token, { tstCd: open, usrgbn: 'user', lvtCdtId: other.lvtCdtId });
    expect(early.statusCode).toBe(409);
    expect(expectContract(early, '/study-course/tests/level/report', 'post')).toMatchObject({
      code: 'TEST_NOT_SUBMITTED',
    });
    const member = await tokenFor(t.app, 'student04');
    const loaded = await post(
      '/tests/load',
      { stdTstTp: 'W', stdCourse: 'A', stdStep: 1, stdWeek: 1, usrgbn: 'member' },
      member,
    );
    const weekly = (loaded.json() as { result: { tstCd: string } }).result.tstCd;
    expect((await report(member, { tstCd: weekly, usrgbn: 'member' })).statusCode).toBe(404);
  });
});

describe('given a member who took the level test', () => {
  it('lists their past level tests with the recommendation, and nobody else’s', async () => {
    const token = await tokenFor(t.app, 'student03');
    expect((await get('/mypage/level-tests', token)).json()).toEqual({ result: [] });
    await take(token, { usrgbn: 'member', lvtGrd: 3 }, [
      { questnSeq: 1, answrs: ['4'] },
      { questnSeq: 2, answrs: ['apple'] },
    ]);
    const listed = await get('/mypage/level-tests', token);
    expect(listed.statusCode, listed.body).toBe(200);
    const { result } = expectContract(listed, '/mypage/level-tests', 'get') as { result: LevelReport[] };
    expect(result).toHaveLength(1);
    expect(result[0]).toMatchObject({
      lvtGrd: 3,
      tstScore: 100,
      recommendation: { stdCourse: 'C', stdStep: 4 },
    });
    // The same report opens by its link.
    const shared = (await get(`/level-tests/results/${result[0]?.resultCd ?? ''}`)).json() as {
      result: LevelReport;
    };
    expect(shared.result).toEqual(result[0]);
    const other = await tokenFor(t.app, 'student02');
    expect((await get('/mypage/level-tests', other)).json()).toEqual({ result: [] });
  });

  it('refuses a visitor’s level-test token and no token on the member list (401)', async () => {
    const { token } = await visitor();
    expect((await get('/mypage/level-tests', token)).statusCode).toBe(401);
    expect((await get('/mypage/level-tests')).statusCode).toBe(401);
  });
});
