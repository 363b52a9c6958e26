import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HISTORY_MEMBER, seedDemoPosts } from '../src/seed/demo';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

let t: TestApp;
let student01: string;

beforeAll(async () => {
  t = await createTestApp();
  student01 = await tokenFor(t.app, 'student01');
});
afterAll(async () => {
  await t?.close();
});

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url: `/v2${url}`, headers: bearer(student01) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    page: { totalCount: number };
    result: {
      title?: string;
      content: string;
      answer?: string | null;
      checked?: boolean;
      contTp?: string | null;
    }[];
  };
}

describe('given the seeded demo student01', () => {
  it('has two inquiries, the older one answered, newest first', async () => {
    const list = await get('/mypage/inquiries');
    expect(list.page.totalCount).toBe(2);
    expect(list.result.map((post) => post.answer !== null)).toEqual([false, true]);
  });

  it('has two memos, one checked', async () => {
    const list = await get('/mypage/memos');
    expect(list.result.map((memo) => memo.checked).sort()).toEqual([false, true]);
  });

  it('has one Q&A contact about learning (02)', async () => {
    const list = await get('/site-mgr/qna?srchContTp=02');
    expect(list.page.totalCount).toBe(1);
  });

  it('adds no post when seeded again', async () => {
    expect(await seedDemoPosts(t.database.db, DEMO_HISTORY_MEMBER)).toEqual({ postsAdded: 0 });
    expect((await get('/mypage/inquiries')).page.totalCount).toBe(2);
  });
});
