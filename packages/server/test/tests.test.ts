import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAttempts, testPapers, testQuestions } from '../src/db/schema';
import { readContentPapers, seedPapers } from '../src/seed/papers';
import { SUBMIT_GRACE_MS, TEST_MESSAGES } from '../src/modules/test-paper/service';
import {
  bearer,
  createTestApp,
  expectContract,
  FIXTURE_CONTENT_DIR,
  tokenFor,
  type TestApp,
} from './helpers';

/** The fixture bank's picture and clip, named like content/'s: by the SHA-256 of their bytes, never by the word. */
const PICTURE = '/content/images/49ed01810defe8c4.svg';
const CLIP = '/content/audio/ca1c9ee3053b390c.ogg';

let t: TestApp;
let student01: string;
let student02: string;
beforeAll(async () => {
  t = await createTestApp();
  student01 = await tokenFor(t.app, 'student01');
  student02 = await tokenFor(t.app, 'student02');
});
afterAll(async () => {
  await t?.close();
});

type Json = Record<string, unknown>;
interface Paper {
  questnCd: string;
  tstCd: string;
  status: string;
  title: string;
  deadline: number;
  serverNow: number;
  startedAt: number;
  questnMstm: number;
  memNm: string;
  questns: { questnSeq: number; questnDpTp: string }[];
  savedAnswrs: { questnSeq: number; answrs: string[]; rev: number }[];
}
interface Result {
  tstScore: number;
  late: boolean;
  incorrectCount: number;
  questns: {
    questnSeq: number;
    tstRst: string;
    stdntAnswrs: string[];
    corrAnswrs: string[];
    questnTrans: string | null;
  }[];
}

const post = (path: string, body: Json, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/v2/study-course${path}`,
    payload: body,
    headers: token ? bearer(token) : {},
  });

const WEEKLY = { stdTstTp: 'W', stdCourse: 'A', stdStep: 1, stdWeek: 1, usrgbn: 'member' } as const;

async function load(token: string, body: Json = WEEKLY): Promise<Paper> {
  const response = await post('/tests/load', body, token);
  expect(response.statusCode, response.body).toBe(200);
  return (expectContract(response, '/study-course/tests/load', 'post') as { result: Paper }).result;
}

async function save(
  token: string,
  paper: Paper,
  questnSeq: number,
  answrs: string[],
  rev: number,
  quiz = false,
) {
  return post(
    quiz ? '/incorrectQuizTests/answers' : '/tests/answers',
    { stdTstTp: 'W', questnCd: paper.questnCd, tstCd: paper.tstCd, usrgbn: 'member', questnSeq, answrs, rev },
    token,
  );
}

async function submit(
  token: string,
  paper: Paper,
  questnAnswrs: { questnSeq: number; answrs: string[] }[],
  quiz = false,
) {
  return post(
    quiz ? '/incorrectQuizTests/answr' : '/tests/answr',
    { stdTstTp: 'W', questnCd: paper.questnCd, tstCd: paper.tstCd, usrgbn: 'member', questnAnswrs },
    token,
  );
}

async function result(token: string, tstCd: string, quiz = false): Promise<Result> {
  const path = quiz ? '/incorrectQuizTests/result/paper' : '/tests/result/paper';
  const response = await post(path, { stdTstTp: 'W', usrgbn: 'member', tstCd }, token);
  expect(response.statusCode, response.body).toBe(200);
  return (expectContract(response, `/study-course${path}`, 'post') as { result: Result }).result;
}

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  }
  return into;
}

describe('given a member starting a weekly test', () => {
  it('records the start and the deadline on the server and sends no answer', async () => {
    const response = await post('/tests/load', { ...WEEKLY, stdStep: 1, stdWeek: 1 }, student02);
    expect(response.statusCode).toBe(200);
    const { result: paper } = expectContract(response, '/study-course/tests/load', 'post') as {
      result: Paper;
    };
    expect(paper.questnCd).toBe('W-A-1-1');
    expect(paper.status).toBe('taking');
    expect(paper.memNm).toBe('이서연');
    expect(paper.startedAt).toBe(t.clock().getTime());
    expect(paper.deadline - paper.startedAt).toBe(10 * 60_000);
    expect(paper.serverNow).toBe(t.clock().getTime());
    const keys = keysOf(response.json());
    for (const secret of ['corrAnswrs', 'questnTrans', 'questnCmmtry', 'questnRelTxtBook', 'tstRst']) {
      expect(keys.has(secret), secret).toBe(false);
    }
    expect(paper.questns.map((q) => q.questnSeq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('resumes the same attempt with its saved answers and the same deadline after a reload', async () => {
    const first = await load(student01);
    expect((await save(student01, first, 1, ['3'], 1)).statusCode).toBe(200);
    expect((await save(student01, first, 3, ['a cat'], 1)).statusCode).toBe(200);
    t.clock.advance(60_000);
    const again = await load(student01);
    expect(again.tstCd).toBe(first.tstCd);
    expect(again.deadline).toBe(first.deadline);
    expect(again.serverNow - first.serverNow).toBe(60_000);
    expect(again.savedAnswrs.map((a) => [a.questnSeq, a.answrs])).toEqual([
      [1, ['3']],
      [3, ['a cat']],
    ]);
  });

  it('keeps the highest revision when autosaves arrive out of order', async () => {
    const paper = await load(student01);
    const newer = await save(student01, paper, 2, ['1', '3'], 7);
    expect(newer.statusCode).toBe(200);
    expect(expectContract(newer, '/study-course/tests/answers', 'post')).toMatchObject({
      result: { questnSeq: 2, rev: 7 },
    });
    const older = await save(student01, paper, 2, ['4'], 5);
    expect(older.statusCode).toBe(200);
    expect(older.json()).toMatchObject({ result: { questnSeq: 2, rev: 7 } });
    const resumed = await load(student01);
    expect(resumed.savedAnswrs.find((a) => a.questnSeq === 2)?.answrs).toEqual(['1', '3']);
  });

  it('tells the losing tab which answer it kept (issue 30, defect 3: two tabs, one answer)', async () => {
    const tabA = await load(student01);
    const tabB = await load(student01);
    expect(tabB.tstCd).toBe(tabA.tstCd);
    const first = await save(student01, tabA, 1, ['1'], 50);
    expect(expectContract(first, '/study-course/tests/answers', 'post')).toMatchObject({
      result: { questnSeq: 1, rev: 50, answrs: ['1'] },
    });
    // Tab B picks ③ at the same revision: the server keeps ① and says so.
    const second = await save(student01, tabB, 1, ['3'], 50);
    expect(expectContract(second, '/study-course/tests/answers', 'post')).toMatchObject({
      result: { questnSeq: 1, rev: 50, answrs: ['1'] },
    });
    const resumed = await load(student01);
    expect(resumed.savedAnswrs.find((a) => a.questnSeq === 1)?.answrs).toEqual(['1']);
    // An answer typed with spaces around it is held as stored, trimmed.
    const typed = await save(student01, tabA, 3, ['  a cat '], 50);
    expect(typed.json()).toMatchObject({ result: { questnSeq: 3, answrs: ['a cat'] } });
  });

  it.each([
    { name: 'a choice the question does not have', questnSeq: 1, answrs: ['9'] },
    { name: 'more choices than the answer count', questnSeq: 1, answrs: ['1', '2'] },
    { name: 'the same choice twice', questnSeq: 2, answrs: ['1', '1'] },
    { name: 'a hidden question', questnSeq: 4, answrs: ['1'] },
    { name: 'a question not on the paper', questnSeq: 42, answrs: ['1'] },
  ])('refuses an autosave with $name', async ({ questnSeq, answrs }) => {
    const paper = await load(student01);
    const response = await save(student01, paper, questnSeq, answrs, 100);
    expect(response.statusCode).toBe(400);
    expect(expectContract(response, '/study-course/tests/answers', 'post')).toEqual({
      message: TEST_MESSAGES.request,
      code: 'TEST_REQUEST',
    });
  });
});

describe('given the marking', () => {
  it('marks every question type, skips the hidden one, and scores right ÷ gradable', async () => {
    const token = await tokenFor(t.app, 'student04');
    const paper = await load(token);
    // 1 MC right; 2 MC two answers right (any order); 3 OE right after normalising; 5 group right; 6 group wrong;
    // 7 picture choice unanswered; 8 dialogue right. Gradable: 7 (question 4 is hidden). Right: 5 -> 71.
    const response = await submit(token, paper, [
      { questnSeq: 1, answrs: ['2'] },
      { questnSeq: 2, answrs: ['3', '1'] },
      { questnSeq: 3, answrs: ['  IT’S a   cat!! '] },
      { questnSeq: 5, answrs: ['4'] },
      { questnSeq: 6, answrs: ['2'] },
      { questnSeq: 8, answrs: ['2'] },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const submitted = expectContract(response, '/study-course/tests/answr', 'post') as {
      result: { tstScore: number; late: boolean };
    };
    expect(submitted.result).toMatchObject({ tstScore: 71, late: false });
    const marked = await result(token, paper.tstCd);
    expect(marked.tstScore).toBe(71);
    expect(marked.incorrectCount).toBe(2);
    expect(Object.fromEntries(marked.questns.map((q) => [q.questnSeq, q.tstRst]))).toEqual({
      1: 'Y',
      2: 'Y',
      3: 'Y',
      4: 'N',
      5: 'Y',
      6: 'N',
      7: 'N',
      8: 'Y',
    });
    const third = marked.questns.find((q) => q.questnSeq === 3);
    expect(third?.corrAnswrs).toEqual(["It's a cat.", 'a cat']);
    expect(third?.questnTrans).toBe('번역');
  });

  it('answers the same result to a repeated submit and never changes it', async () => {
    const token = await tokenFor(t.app, 'student03');
    const paper = await load(token, { ...WEEKLY, stdTstTp: 'M', stdWeek: 0 });
    const first = await submit(token, { ...paper }, [{ questnSeq: 1, answrs: ['1'] }]);
    expect(first.json()).toMatchObject({ result: { tstScore: 50 } });
    const again = await submit(token, paper, [
      { questnSeq: 1, answrs: ['1'] },
      { questnSeq: 2, answrs: ['3'] },
    ]);
    // The same result, except what the call paid: the first submit the monthly band, the repeat nothing (ADR 034).
    type Submitted = { result: { coinsEarned?: { total: number } } & Record<string, unknown> };
    const { coinsEarned: paidFirst, ...firstResult } = (first.json() as Submitted).result;
    const { coinsEarned: paidAgain, ...againResult } = (again.json() as Submitted).result;
    expect(againResult).toEqual(firstResult);
    expect(paidFirst?.total).toBe(20);
    expect(paidAgain).toEqual({ total: 0, entries: [] });
    expect((await save(token, paper, 2, ['3'], 99)).statusCode).toBe(409);
    const reopened = await load(token, { ...WEEKLY, stdTstTp: 'M', stdWeek: 0 });
    expect(reopened).toMatchObject({ tstCd: paper.tstCd, status: 'submitted', savedAnswrs: [] });
  });

  it('stores one result for 100 concurrent submits of one attempt', async () => {
    const token = await tokenFor(t.app, 'student02');
    const paper = await load(token, { ...WEEKLY, stdTstTp: 'M', stdWeek: 0 });
    // Two different bodies race; both answer Q1 right, so whichever wins scores in a paying band (ADR 034's score
    // bands: a wrong-only winner would rightly pay nothing, and PostgreSQL does not promise which submit wins).
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        submit(
          token,
          paper,
          i % 2 === 0
            ? [{ questnSeq: 1, answrs: ['1'] }]
            : [
                { questnSeq: 1, answrs: ['1'] },
                { questnSeq: 2, answrs: ['2'] },
              ],
        ),
      ),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    // One result for all; only the submit that marked the attempt reports coins (ADR 034).
    type Submitted = { result: { coinsEarned?: { total: number } } & Record<string, unknown> };
    const results = responses.map((r) => (r.json() as Submitted).result);
    const bodies = new Set(results.map(({ coinsEarned: _paid, ...rest }) => JSON.stringify(rest)));
    expect(bodies.size).toBe(1);
    expect(results.filter((r) => (r.coinsEarned?.total ?? 0) > 0)).toHaveLength(1);
    expect(results.every((r) => r.coinsEarned !== undefined)).toBe(true);
    const rows = await t.database.db.select().from(testAttempts).where(eq(testAttempts.tstCd, paper.tstCd));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('submitted');
    const marked = await result(token, paper.tstCd);
    expect(marked.tstScore).toBe((JSON.parse([...bodies][0]!) as { tstScore: number }).tstScore);
    expect(marked.tstScore).toBeGreaterThanOrEqual(50);
  });
});

describe('given the clock', () => {
  it('closes autosave at the deadline and counts only answers saved before it on a late submit', async () => {
    const token = await tokenFor(t.app, 'student01');
    const level = await load(token, { stdTstTp: 'L', lvtGrd: 3, usrgbn: 'member' });
    expect(level.questnCd).toBe('L-3');
    expect((await save(token, level, 1, ['4'], 1)).statusCode).toBe(200);
    t.clock.advance(30 * 60_000 + 1);
    const tooLate = await save(token, level, 2, ['apple'], 1);
    expect(tooLate.statusCode).toBe(409);
    expect(expectContract(tooLate, '/study-course/tests/answers', 'post')).toEqual({
      message: TEST_MESSAGES.closed,
      code: 'TEST_CLOSED',
    });
    t.clock.advance(SUBMIT_GRACE_MS);
    const late = await submit(token, level, [
      { questnSeq: 1, answrs: ['1'] },
      { questnSeq: 2, answrs: ['apple'] },
    ]);
    expect(late.json()).toMatchObject({ result: { tstScore: 50, late: true } });
    const marked = await result(token, level.tstCd);
    expect(marked.questns.map((q) => q.stdntAnswrs)).toEqual([['4'], []]);
  });

  it('counts the submitted answers within the grace period after the deadline', async () => {
    const token = await tokenFor(t.app, 'student04');
    const level = await load(token, { stdTstTp: 'L', lvtGrd: 3, usrgbn: 'member' });
    t.clock.advance(30 * 60_000 + SUBMIT_GRACE_MS - 1);
    const response = await submit(token, level, [
      { questnSeq: 1, answrs: ['4'] },
      { questnSeq: 2, answrs: ['Apple.'] },
    ]);
    expect(response.json()).toMatchObject({ result: { tstScore: 100, late: false } });
  });

  it('marks an attempt left open past its time when it is opened again', async () => {
    const token = await tokenFor(t.app, 'student03');
    const level = await load(token, { stdTstTp: 'L', lvtGrd: 3, usrgbn: 'member' });
    await save(token, level, 2, ['apple'], 1);
    t.clock.advance(31 * 60_000 + SUBMIT_GRACE_MS);
    const again = await load(token, { stdTstTp: 'L', lvtGrd: 3, usrgbn: 'member' });
    expect(again).toMatchObject({ tstCd: level.tstCd, status: 'submitted' });
    expect((await result(token, level.tstCd)).tstScore).toBe(50);
  });
});

describe('given another student', () => {
  it('cannot load, save, submit or read an attempt that is not theirs', async () => {
    const paper = await load(student01, { ...WEEKLY, stdTstTp: 'M', stdWeek: 0 });
    const other = await tokenFor(t.app, 'student04');
    const responses = [
      await save(other, paper, 1, ['1'], 1),
      await submit(other, paper, []),
      await post('/tests/result/paper', { stdTstTp: 'M', usrgbn: 'member', tstCd: paper.tstCd }, other),
      await post('/incorrectQuizTest/load', { usrgbn: 'member', tstCd: paper.tstCd }, other),
    ];
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ message: TEST_MESSAGES.notFound, code: 'TEST_NOT_FOUND' });
    }
  });

  it('reads 409 for the result of an attempt still open', async () => {
    const paper = await load(student01, { ...WEEKLY, stdTstTp: 'M', stdWeek: 0 });
    const response = await post(
      '/tests/result/paper',
      { stdTstTp: 'M', usrgbn: 'member', tstCd: paper.tstCd },
      student01,
    );
    expect(response.statusCode).toBe(409);
    expect(expectContract(response, '/study-course/tests/result/paper', 'post')).toMatchObject({
      code: 'TEST_NOT_SUBMITTED',
    });
  });
});

describe('given a member whose type does not allow study', () => {
  it.each([
    ['cancel01', '지도휴회(취소) 회원입니다.'],
    ['label01', '체험회원입니다.'],
    ['guest01', '회원이 아닙니다.'],
  ])('%s gets 403 with the member-type alert', async (loginId, message) => {
    const response = await post('/tests/load', WEEKLY, await tokenFor(t.app, loginId));
    expect(response.statusCode).toBe(403);
    expect(expectContract(response, '/study-course/tests/load', 'post')).toEqual({
      message,
      code: 'NO_STUDY',
    });
  });
});

describe('given requests that break the contract', () => {
  it.each([
    { name: 'an unknown field', body: { ...WEEKLY, extra: 1 } },
    { name: 'a step as a string', body: { ...WEEKLY, stdStep: '1' } },
    { name: 'an unknown test type', body: { ...WEEKLY, stdTstTp: 'X' } },
    { name: 'no usrgbn', body: { stdTstTp: 'W', stdCourse: 'A', stdStep: 1, stdWeek: 1 } },
  ])('answers 400 to $name before any handler', async ({ body }) => {
    const response = await post('/tests/load', body, student01);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it('answers 400 TEST_REQUEST to a weekly test without its week', async () => {
    const response = await post(
      '/tests/load',
      { stdTstTp: 'W', stdCourse: 'A', stdStep: 1, usrgbn: 'member' },
      student01,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: TEST_MESSAGES.request, code: 'TEST_REQUEST' });
  });

  it('answers 401 without a token', async () => {
    const response = await post('/tests/load', WEEKLY);
    expect(response.statusCode).toBe(401);
  });
});

describe('given a visitor of the level test', () => {
  it('registers, takes the level test of the grade and reads the result', async () => {
    const registered = await post('/tests/level/candidates', {
      usrnm: '홍길동',
      school: '햇살초등학교',
      grade: 3,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const { result: candidate } = expectContract(
      registered,
      '/study-course/tests/level/candidates',
      'post',
    ) as {
      result: { lvtCdtId: string; token: string };
    };
    const body = { stdTstTp: 'L', usrgbn: 'user', lvtCdtId: candidate.lvtCdtId } as const;
    const paper = await load(candidate.token, body);
    expect(paper).toMatchObject({ questnCd: 'L-3', memNm: '홍길동' });
    const submitted = await post(
      '/tests/answr',
      {
        ...body,
        questnCd: paper.questnCd,
        tstCd: paper.tstCd,
        questnAnswrs: [{ questnSeq: 2, answrs: ['apple'] }],
      },
      candidate.token,
    );
    expect(submitted.json()).toMatchObject({ result: { tstScore: 50 } });
    const marked = await post('/tests/result/paper', { ...body, tstCd: paper.tstCd }, candidate.token);
    expect(marked.statusCode).toBe(200);
  });

  it('has a token that works for nothing else', async () => {
    const registered = await post('/tests/level/candidates', {
      usrnm: '김방문',
      school: '달빛초등학교',
      grade: 2,
    });
    const { token, lvtCdtId } = (registered.json() as { result: { token: string; lvtCdtId: string } }).result;
    const asMember = await post('/tests/load', WEEKLY, token);
    expect(asMember.statusCode).toBe(401);
    // A member's weekly paper is not for a visitor: week 2 is refused, and week 1 is the sample paper (ADR 047).
    const weekly = await post('/tests/load', { ...WEEKLY, stdWeek: 2, usrgbn: 'user', lvtCdtId }, token);
    expect(weekly.statusCode).toBe(400);
    const sample = await post('/tests/load', { ...WEEKLY, usrgbn: 'user', lvtCdtId }, token);
    expect(sample.json()).toMatchObject({ result: { questnCd: 'W-SAMPLE' } });
    const profile = await t.app.inject({ method: 'GET', url: '/v2/mypage/profile', headers: bearer(token) });
    expect(profile.statusCode).toBe(401);
    const preview = await post('/tests/preview', { questnCd: 'L-3' }, token);
    expect(preview.statusCode).toBe(401);
  });

  it('refuses a member token claiming to be a visitor', async () => {
    const response = await post(
      '/tests/load',
      { stdTstTp: 'L', usrgbn: 'user', lvtCdtId: 'Cxyz' },
      student01,
    );
    expect(response.statusCode).toBe(401);
  });

  it('refuses an empty name', async () => {
    const response = await post('/tests/level/candidates', { usrnm: '  ', school: '햇살초등학교', grade: 3 });
    expect(response.statusCode).toBe(400);
  });
});

describe('given a visitor trying the sample weekly test (issue 26, ADR 047)', () => {
  const SAMPLE = { stdTstTp: 'W', stdCourse: 'A', stdStep: 1, stdWeek: 1, usrgbn: 'user' } as const;

  async function sampleVisitor(): Promise<{ token: string; lvtCdtId: string }> {
    const response = await post('/tests/sample/candidates', {});
    expect(response.statusCode, response.body).toBe(200);
    return (
      expectContract(response, '/study-course/tests/sample/candidates', 'post') as {
        result: { token: string; lvtCdtId: string };
      }
    ).result;
  }

  it('takes the sample paper without an account, never the member paper of the same week, and is paid nothing', async () => {
    const visitor = await sampleVisitor();
    const body = { ...SAMPLE, lvtCdtId: visitor.lvtCdtId };
    const paper = await load(visitor.token, body);
    expect(paper).toMatchObject({ questnCd: 'W-SAMPLE', memNm: '체험 친구', status: 'taking' });
    // While it is being taken, nothing in the paper gives an answer away.
    expect(JSON.stringify(paper)).not.toMatch(/corrAnswrs|tstRst|questnCmmtry|questnTrans/);
    const member = await load(student02);
    expect(member.questnCd).toBe('W-A-1-1');

    const submitted = await post(
      '/tests/answr',
      {
        stdTstTp: 'W',
        usrgbn: 'user',
        lvtCdtId: visitor.lvtCdtId,
        questnCd: paper.questnCd,
        tstCd: paper.tstCd,
        questnAnswrs: [{ questnSeq: 1, answrs: ['2'] }],
      },
      visitor.token,
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { result } = submitted.json() as { result: { coinsEarned: unknown; tstScore: number } };
    expect(result.coinsEarned).toEqual({ total: 0, entries: [] });
    const marked = await post(
      '/tests/result/paper',
      { stdTstTp: 'W', usrgbn: 'user', lvtCdtId: visitor.lvtCdtId, tstCd: paper.tstCd },
      visitor.token,
    );
    expect(marked.statusCode, marked.body).toBe(200);
    expect((marked.json() as { result: { questns: unknown[] } }).result.questns).toHaveLength(3);
  });

  it('refuses any other weekly or monthly location, and a level test without a registered grade', async () => {
    const visitor = await sampleVisitor();
    const who = { usrgbn: 'user', lvtCdtId: visitor.lvtCdtId } as const;
    for (const body of [
      { ...SAMPLE, ...who, stdWeek: 2 },
      { ...SAMPLE, ...who, stdCourse: 'B' },
      { stdTstTp: 'M', stdCourse: 'A', stdStep: 1, ...who },
      { stdTstTp: 'L', ...who },
      { stdTstTp: 'W', ...who },
    ]) {
      const response = await post('/tests/load', body, visitor.token);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'TEST_REQUEST', message: TEST_MESSAGES.request });
    }
  });

  it("keeps each visitor's attempt to itself, and a member token is no visitor", async () => {
    const first = await sampleVisitor();
    const second = await sampleVisitor();
    const paper = await load(first.token, { ...SAMPLE, lvtCdtId: first.lvtCdtId });
    const other = await post(
      '/tests/result/paper',
      { stdTstTp: 'W', usrgbn: 'user', lvtCdtId: second.lvtCdtId, tstCd: paper.tstCd },
      second.token,
    );
    expect(other.statusCode).toBe(404);
    const borrowed = await post('/tests/load', { ...SAMPLE, lvtCdtId: first.lvtCdtId }, second.token);
    expect(borrowed.statusCode).toBe(401);
    const member = await post('/tests/load', { ...SAMPLE, lvtCdtId: first.lvtCdtId }, student01);
    expect(member.statusCode).toBe(401);
  });
});

describe('given the incorrect-answer quiz', () => {
  it('is built from the wrong answers of a submitted attempt and follows the same flow', async () => {
    const token = await tokenFor(t.app, 'student03');
    const paper = await load(token);
    await submit(token, paper, [
      { questnSeq: 1, answrs: ['2'] },
      { questnSeq: 2, answrs: ['1', '3'] },
      { questnSeq: 3, answrs: ['a cat'] },
      { questnSeq: 5, answrs: ['4'] },
      { questnSeq: 6, answrs: ['1'] },
      { questnSeq: 8, answrs: ['1'] },
    ]);
    const response = await post('/incorrectQuizTest/load', { usrgbn: 'member', tstCd: paper.tstCd }, token);
    expect(response.statusCode, response.body).toBe(200);
    const { result: quiz } = expectContract(response, '/study-course/incorrectQuizTest/load', 'post') as {
      result: Paper & { quiz: boolean };
    };
    expect(quiz.quiz).toBe(true);
    // Its title is the product's Korean name, never an English working name.
    expect(quiz.title).toBe('오답 퀴즈');
    expect(quiz.questns.map((q) => q.questnSeq)).toEqual([7, 8]);
    expect(quiz.questnMstm).toBe(5);
    expect((await save(token, quiz, 7, ['3'], 1, true)).statusCode).toBe(200);
    const done = await submit(token, quiz, [{ questnSeq: 8, answrs: ['2'] }], true);
    expect(done.json()).toMatchObject({ result: { tstScore: 100 } });
    const marked = await result(token, quiz.tstCd, true);
    expect(marked.questns.map((q) => q.tstRst)).toEqual(['Y', 'Y']);
    // The quiz's attempt is not a test attempt, and the other way round.
    expect(
      (await post('/tests/result/paper', { stdTstTp: 'W', usrgbn: 'member', tstCd: quiz.tstCd }, token))
        .statusCode,
    ).toBe(404);
  });

  it('answers 404 NO_INCORRECT when every answer was right', async () => {
    const fresh = await tokenFor(t.app, 'student02');
    const level = await load(fresh, { stdTstTp: 'L', lvtGrd: 3, usrgbn: 'member' });
    await submit(fresh, level, [
      { questnSeq: 1, answrs: ['4'] },
      { questnSeq: 2, answrs: ['apple'] },
    ]);
    const response = await post('/incorrectQuizTest/load', { usrgbn: 'member', tstCd: level.tstCd }, fresh);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: TEST_MESSAGES.noIncorrect, code: 'NO_INCORRECT' });
  });
});

describe('given a paper that does not exist', () => {
  it('answers 404 TEST_NOT_FOUND', async () => {
    const response = await post('/tests/load', { ...WEEKLY, stdWeek: 4 }, student01);
    expect(response.statusCode).toBe(404);
    expect(expectContract(response, '/study-course/tests/load', 'post')).toEqual({
      message: TEST_MESSAGES.notFound,
      code: 'TEST_NOT_FOUND',
    });
  });
});

describe('given a preview', () => {
  it('shows the paper to a signed-in member without any answer', async () => {
    const response = await post('/tests/preview', { questnCd: 'W-A-1-1' }, student01);
    expect(response.statusCode).toBe(200);
    expectContract(response, '/study-course/tests/preview', 'post');
    expect(keysOf(response.json()).has('corrAnswrs')).toBe(false);
    const missing = await post('/tests/preview', { questnCd: 'W-Z-9-9' }, student01);
    expect(missing.statusCode).toBe(404);
  });
});

describe('given the content media', () => {
  it('serves pictures and audio with their types, and a missing file as a JSON 404', async () => {
    const picture = await t.app.inject({ method: 'GET', url: PICTURE });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/image\/svg\+xml/);
    const audio = await t.app.inject({ method: 'GET', url: CLIP });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toMatch(/audio\/ogg/);
    const missing = await t.app.inject({ method: 'GET', url: '/content/images/nothing.svg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('given the content bank', () => {
  it('loads every paper and question, and loading again replaces them without duplicates', async () => {
    const papers = readContentPapers(FIXTURE_CONTENT_DIR);
    expect(papers.map((p) => p.questnCd)).toEqual(['W-A-1-1', 'M-A-1', 'L-3', 'W-SAMPLE']);
    const counts = async () => {
      const [p] = await t.database.db.select({ n: count() }).from(testPapers);
      const [q] = await t.database.db.select({ n: count() }).from(testQuestions);
      return [p?.n, q?.n];
    };
    const before = await counts();
    expect(await seedPapers(t.database.db, papers)).toEqual({ papers: 4, questions: 15 });
    expect(await counts()).toEqual(before);
    expect(before).toEqual([4, 15]);
  });
});
