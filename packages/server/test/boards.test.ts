import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardPosts } from '../src/db/schema';
import { bearer, createTestApp, expectContract, tokenFor, type TestApp } from './helpers';

let t: TestApp;
let student01: string;
let student02: string;

type Method = 'GET' | 'POST';

async function call(token: string | null, method: Method, url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/v2${url}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

interface Post {
  boardNo: number;
  contTp: string | null;
  title: string;
  content: string;
  answer: string | null;
}
interface Memo {
  boardNo: number;
  content: string;
  checked: boolean;
}
interface List<T> {
  page: { pageNo: number; pageRow: number; totalCount: number };
  search?: { srchTp: string; srchText: string; srchContTp?: string };
  result: T[];
}

async function write(token: string, base: string, form: Record<string, unknown>): Promise<Post> {
  const response = await call(token, 'POST', base, form);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { result: Post }).result;
}

async function rowOf(boardNo: number) {
  const [row] = await t.database.db.select().from(boardPosts).where(eq(boardPosts.boardNo, boardNo));
  return row ?? null;
}

beforeAll(async () => {
  t = await createTestApp();
  [student01, student02] = await Promise.all([tokenFor(t.app, 'student01'), tokenFor(t.app, 'student02')]);
});
afterAll(async () => {
  await t?.close();
});

describe.each([
  ['inquiries', '/mypage/inquiries', {}],
  ['the site Q&A', '/site-mgr/qna', { contTp: '02' }],
] as const)('given %s', (_name, base, extra) => {
  it('answers 401 without a token for every call', async () => {
    const calls: [Method, string][] = [
      ['GET', base],
      ['POST', base],
      ['GET', `${base}/1`],
      ['POST', `${base}/1`],
      ['POST', `${base}/1/delete`],
    ];
    for (const [method, url] of calls) {
      const response = await call(null, method, url, method === 'POST' ? {} : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('writes, reads, changes and deletes a post, stored and returned as plain text', async () => {
    const title = '<script>alert(1)</script> 숙제가 안 보여요';
    const created = await write(student01, base, { ...extra, title: `  ${title} `, content: '1줄\n2줄' });
    expect(created).toMatchObject({ title, content: '1줄\n2줄', answer: null });
    expect(created.contTp).toBe('contTp' in extra ? extra.contTp : null);

    const detail = await call(student01, 'GET', `${base}/${created.boardNo}`);
    expect(expectContract(detail, `${base}/{boardNo}`, 'get')).toMatchObject({ result: { title } });

    const changed = await call(student01, 'POST', `${base}/${created.boardNo}`, {
      ...extra,
      title: '고친 제목',
      content: '고친 내용',
    });
    expect(expectContract(changed, `${base}/{boardNo}`, 'post')).toMatchObject({
      result: { boardNo: created.boardNo, title: '고친 제목', content: '고친 내용' },
    });

    const deleted = await call(student01, 'POST', `${base}/${created.boardNo}/delete`);
    expect(expectContract(deleted, `${base}/{boardNo}/delete`, 'post')).toEqual({
      result: { boardNo: created.boardNo },
    });
    expect(await rowOf(created.boardNo)).toBeNull();
    expect((await call(student01, 'GET', `${base}/${created.boardNo}`)).statusCode).toBe(404);
  });

  it.each([
    [{ title: '', content: '내용' }, '제목 항목을 확인해주세요.'],
    [{ title: '   ', content: '내용' }, '제목 항목을 확인해주세요.'],
    [{ title: '제목', content: ' \n ' }, '내용 항목을 확인해주세요.'],
  ])('refuses %j with the spec message', async (form, message) => {
    const response = await call(student01, 'POST', base, { ...extra, ...form });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BOARD_FIELD', message });
  });

  it.each([
    [
      { title: '제목', content: '안녕\u0000하세요' },
      '내용에 쓸 수 없는 글자가 들어 있습니다. 지우고 다시 입력해 주세요.',
    ],
    [
      { title: '\u0000', content: '내용' },
      '제목에 쓸 수 없는 글자가 들어 있습니다. 지우고 다시 입력해 주세요.',
    ],
    [
      { title: '제목', content: '\u0000' },
      '내용에 쓸 수 없는 글자가 들어 있습니다. 지우고 다시 입력해 주세요.',
    ],
    [
      { title: '제목', content: ' \u0000 ' },
      '내용에 쓸 수 없는 글자가 들어 있습니다. 지우고 다시 입력해 주세요.',
    ],
  ])(
    'says why it refuses %j: a character it cannot store, not an empty field (issue 30)',
    async (form, message) => {
      const response = await call(student01, 'POST', base, { ...extra, ...form });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message });
    },
  );

  it('refuses fields the contract does not know and over-long text', async () => {
    expect(
      (await call(student01, 'POST', base, { ...extra, title: 't', content: 'c', x: 1 })).statusCode,
    ).toBe(400);
    const long = await call(student01, 'POST', base, { ...extra, title: 'x'.repeat(101), content: 'c' });
    expect(long.statusCode).toBe(400);
  });

  it("answers 404 for another member's post on every by-id call and changes nothing", async () => {
    const mine = await write(student01, base, { ...extra, title: '내 글', content: '내 내용' });
    const before = await rowOf(mine.boardNo);
    for (const [method, url, payload] of [
      ['GET', `${base}/${mine.boardNo}`, undefined],
      ['POST', `${base}/${mine.boardNo}`, { ...extra, title: '남의 글 고치기', content: 'x' }],
      ['POST', `${base}/${mine.boardNo}/delete`, undefined],
    ] as const) {
      const response = await call(student02, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await rowOf(mine.boardNo)).toEqual(before);
    const theirs = (await call(student02, 'GET', base)).json() as List<Post>;
    expect(theirs.result.map((post) => post.boardNo)).not.toContain(mine.boardNo);
  });

  it('keeps an answered post as it was asked (409) but lets it be deleted', async () => {
    const post = await write(student01, base, { ...extra, title: '답변 받을 글', content: '질문' });
    await t.database.db
      .update(boardPosts)
      .set({ answer: '안녕하세요, 고객센터입니다.', answeredAt: t.clock() })
      .where(eq(boardPosts.boardNo, post.boardNo));
    const change = await call(student01, 'POST', `${base}/${post.boardNo}`, {
      ...extra,
      title: '바꾼 질문',
      content: 'x',
    });
    expect(change.statusCode).toBe(409);
    expect(change.json()).toMatchObject({ code: 'BOARD_ANSWERED' });
    expect((await rowOf(post.boardNo))?.title).toBe('답변 받을 글');
    expect((await call(student01, 'POST', `${base}/${post.boardNo}/delete`)).statusCode).toBe(200);
  });
});

describe('given a list with several pages and a search', () => {
  let student: string;
  beforeAll(async () => {
    student = await tokenFor(t.app, 'student03');
    for (let i = 1; i <= 12; i += 1) {
      await write(student, '/mypage/inquiries', {
        title: i % 3 === 0 ? `단어 질문 ${i}` : `질문 ${i}`,
        content: i === 4 ? '100% 이해했어요_정말' : `내용 ${i}`,
      });
    }
  });

  it('pages newest first with 10 rows by default', async () => {
    const first = await call(student, 'GET', '/mypage/inquiries');
    const body = expectContract(first, '/mypage/inquiries', 'get') as List<Post>;
    expect(body.page).toEqual({ pageNo: 1, pageRow: 10, totalCount: 12 });
    expect(body.result.map((post) => post.title).slice(0, 2)).toEqual(['단어 질문 12', '질문 11']);
    const second = (await call(student, 'GET', '/mypage/inquiries?pageNo=2')).json() as List<Post>;
    expect(second.result).toHaveLength(2);
  });

  it('goes to the last page beyond the total (spec §4 pagination)', async () => {
    const beyond = (await call(student, 'GET', '/mypage/inquiries?pageNo=9&pageRow=5')).json() as List<Post>;
    expect(beyond.page).toEqual({ pageNo: 3, pageRow: 5, totalCount: 12 });
    expect(beyond.result).toHaveLength(2);
  });

  it.each([
    ['srchTp=T&srchText=%EB%8B%A8%EC%96%B4', 4],
    ['srchTp=D&srchText=%EB%8B%A8%EC%96%B4', 0],
    ['srchText=%EB%82%B4%EC%9A%A9%201', 4],
    ['srchTp=&srchText=100%25', 1],
    ['srchText=_', 1],
  ])('searches %s: %i posts', async (query, total) => {
    const body = (await call(student, 'GET', `/mypage/inquiries?${query}`)).json() as List<Post>;
    expect(body.page.totalCount).toBe(total);
    expect(body.search?.srchTp).toMatch(/^(TD|T|D)$/);
  });

  it('refuses a page row above 50 and an unknown search type', async () => {
    expect((await call(student, 'GET', '/mypage/inquiries?pageRow=51')).statusCode).toBe(400);
    expect((await call(student, 'GET', '/mypage/inquiries?srchTp=X')).statusCode).toBe(400);
  });
});

describe('given the site Q&A content types', () => {
  it('needs one of 01–04 and filters by it', async () => {
    const student = await tokenFor(t.app, 'student04');
    const bad = await call(student, 'POST', '/site-mgr/qna', {
      contTp: '05',
      title: '제목',
      content: '내용',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: '문의 유형 항목을 확인해주세요.' });
    await write(student, '/site-mgr/qna', { contTp: '01', title: '계약 문의', content: '내용' });
    await write(student, '/site-mgr/qna', { contTp: '03', title: '건의', content: '내용' });
    const filtered = (await call(student, 'GET', '/site-mgr/qna?srchContTp=03')).json() as List<Post>;
    expect(filtered.result.map((post) => post.contTp)).toEqual(['03']);
    expect(filtered.search?.srchContTp).toBe('03');
    const all = (await call(student, 'GET', '/site-mgr/qna?srchContTp=')).json() as List<Post>;
    expect(all.page.totalCount).toBe(2);
  });

  it('keeps the boards apart: a Q&A id is not an inquiry', async () => {
    const post = await write(student01, '/site-mgr/qna', { contTp: '04', title: '기타', content: '내용' });
    expect((await call(student01, 'GET', `/mypage/inquiries/${post.boardNo}`)).statusCode).toBe(404);
    expect((await call(student01, 'POST', `/mypage/memos/${post.boardNo}/delete`)).statusCode).toBe(404);
    expect(await rowOf(post.boardNo)).not.toBeNull();
  });
});

describe('given memos', () => {
  it('writes, checks, changes and deletes a memo', async () => {
    const created = await call(student01, 'POST', '/mypage/memos', { content: '  준비물: 색연필  ' });
    const memo = (expectContract(created, '/mypage/memos', 'post') as { result: Memo }).result;
    expect(memo).toMatchObject({ content: '준비물: 색연필', checked: false });

    const checked = await call(student01, 'POST', `/mypage/memos/${memo.boardNo}`, { checked: true });
    expect((checked.json() as { result: Memo }).result).toMatchObject({
      content: '준비물: 색연필',
      checked: true,
    });
    const edited = await call(student01, 'POST', `/mypage/memos/${memo.boardNo}`, {
      content: '준비물: 크레파스',
    });
    expect((edited.json() as { result: Memo }).result).toMatchObject({
      content: '준비물: 크레파스',
      checked: true,
    });

    const list = await call(student01, 'GET', '/mypage/memos?pageRow=50');
    const body = expectContract(list, '/mypage/memos', 'get') as List<Memo>;
    expect(body.result.map((m) => m.boardNo)).toContain(memo.boardNo);
    expect(body.search).toBeUndefined();

    expect((await call(student01, 'POST', `/mypage/memos/${memo.boardNo}/delete`)).statusCode).toBe(200);
    expect((await call(student01, 'GET', `/mypage/memos/${memo.boardNo}`)).statusCode).toBe(404);
  });

  it.each([
    [{ content: '' }, 400],
    [{ content: 'x'.repeat(1001) }, 400],
    [{}, 400],
    [{ checked: 'yes' }, 400],
  ])('refuses the change %j', async (change, status) => {
    const memo = (
      (await call(student01, 'POST', '/mypage/memos', { content: '메모' })).json() as { result: Memo }
    ).result;
    expect((await call(student01, 'POST', `/mypage/memos/${memo.boardNo}`, change)).statusCode).toBe(status);
    expect((await rowOf(memo.boardNo))?.content).toBe('메모');
  });

  it('answers 401 without a token for every call', async () => {
    const calls: [Method, string][] = [
      ['GET', '/mypage/memos'],
      ['POST', '/mypage/memos'],
      ['GET', '/mypage/memos/1'],
      ['POST', '/mypage/memos/1'],
      ['POST', '/mypage/memos/1/delete'],
    ];
    for (const [method, url] of calls) {
      const response = await call(null, method, url, method === 'POST' ? {} : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it.each([' ', 'x'.repeat(1001)])('refuses the memo %j with the spec message', async (content) => {
    const response = await call(student01, 'POST', '/mypage/memos', { content });
    expect(response.statusCode).toBe(400);
    if (content.length <= 1000) {
      // Within the contract's length: the service's rule (domain validateMemo) answers with the spec's words.
      expect(response.json()).toMatchObject({ code: 'BOARD_FIELD', message: '메모 항목을 확인해주세요.' });
    }
  });

  it('keeps the boards apart: a memo id is not an inquiry nor a Q&A post', async () => {
    const memo = (
      (await call(student01, 'POST', '/mypage/memos', { content: '섞이지 않는 메모' })).json() as {
        result: Memo;
      }
    ).result;
    const before = await rowOf(memo.boardNo);
    for (const [base, extra] of [
      ['/mypage/inquiries', {}],
      ['/site-mgr/qna', { contTp: '01' }],
    ] as const) {
      expect((await call(student01, 'GET', `${base}/${memo.boardNo}`)).statusCode).toBe(404);
      const change = await call(student01, 'POST', `${base}/${memo.boardNo}`, {
        ...extra,
        title: '제목',
        content: '내용',
      });
      expect(change.statusCode).toBe(404);
      expect((await call(student01, 'POST', `${base}/${memo.boardNo}/delete`)).statusCode).toBe(404);
    }
    expect(await rowOf(memo.boardNo)).toEqual(before);
  });

  it('does not let another member read, check, change or delete a memo', async () => {
    const memo = (
      (await call(student01, 'POST', '/mypage/memos', { content: '혼자 보는 메모' })).json() as {
        result: Memo;
      }
    ).result;
    const before = await rowOf(memo.boardNo);
    for (const [method, url, payload] of [
      ['GET', `/mypage/memos/${memo.boardNo}`, undefined],
      ['POST', `/mypage/memos/${memo.boardNo}`, { content: '남이 고친 메모', checked: true }],
      ['POST', `/mypage/memos/${memo.boardNo}/delete`, undefined],
    ] as const) {
      const response = await call(student02, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await rowOf(memo.boardNo)).toEqual(before);
  });

  it('does not let another member check or delete a memo', async () => {
    const memo = (
      (await call(student01, 'POST', '/mypage/memos', { content: '내 메모' })).json() as { result: Memo }
    ).result;
    expect(
      (await call(student02, 'POST', `/mypage/memos/${memo.boardNo}`, { checked: true })).statusCode,
    ).toBe(404);
    expect((await call(student02, 'POST', `/mypage/memos/${memo.boardNo}/delete`)).statusCode).toBe(404);
    expect(await rowOf(memo.boardNo)).toMatchObject({ content: '내 메모', checked: false });
  });
});
