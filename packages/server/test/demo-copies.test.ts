import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, products, testAttempts } from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/seed/accounts';
import { DEMO_HISTORY_MEMBER, DEMO_TESTS, demoCopy, seedDemoCopies } from '../src/seed/demo';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function inquiries(loginId: string) {
  const token = await tokenFor(t.app, loginId);
  const response = await t.app.inject({ method: 'GET', url: '/v2/mypage/inquiries', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { result: { title: string }[] }).result.map((post) => post.title);
}

describe('given two copies of the demo accounts (DEMO_COPIES=2)', () => {
  it('names each copy after its account and keeps numbers apart from the originals', () => {
    const student01 = DEMO_ACCOUNTS.find((account) => account.loginId === 'student01');
    expect(student01).toBeDefined();
    if (!student01) return;
    expect(demoCopy(student01, 3)).toMatchObject({
      loginId: 'student01c3',
      memNo: '9030001',
      name: student01.name,
    });
    const numbers = new Set(
      [1, 2, 99].flatMap((copy) => DEMO_ACCOUNTS.map((account) => demoCopy(account, copy).memNo)),
    );
    expect(numbers.size).toBe(DEMO_ACCOUNTS.length * 3);
    for (const account of DEMO_ACCOUNTS) expect(numbers.has(account.memNo)).toBe(false);
    expect(() => demoCopy(student01, 0)).toThrow(RangeError);
    expect(() => demoCopy(student01, 100)).toThrow(RangeError);
  });

  it('adds every account twice with its products, then nothing when seeded again', async () => {
    const added = await seedDemoCopies(t.database.db, 2);
    expect(added.membersAdded).toBe(DEMO_ACCOUNTS.length * 2);
    // W-A-1-1 is in the fixture bank: each copy of student01 has taken it, as the demo student01 would.
    expect(added.testsAdded).toBe(2 * DEMO_TESTS.length);
    for (const account of DEMO_ACCOUNTS) {
      const copy = demoCopy(account, 2);
      const [row] = await t.database.db
        .select({ n: count() })
        .from(products)
        .where(eq(products.memNo, copy.memNo));
      expect(row?.n, copy.loginId).toBe(account.products.length);
    }
    expect(await seedDemoCopies(t.database.db, 2)).toEqual({ membersAdded: 0, testsAdded: 0 });
    const [all] = await t.database.db.select({ n: count() }).from(members);
    expect(all?.n).toBe(DEMO_ACCOUNTS.length * 3);
  });

  it("gives each copy of student01 the demo student's posts and taken test, its own and nobody else's", async () => {
    const original = await inquiries('student01');
    expect(original.length).toBeGreaterThan(0);
    expect(await inquiries('student01c1')).toEqual(original);
    expect(await inquiries('student01c2')).toEqual(original);
    const history = DEMO_ACCOUNTS.find((account) => account.memNo === DEMO_HISTORY_MEMBER);
    expect(history?.loginId).toBe('student01');
    if (!history) return;
    const copy = demoCopy(history, 1).memNo;
    const [taken] = await t.database.db
      .select({ n: count() })
      .from(testAttempts)
      .where(eq(testAttempts.owner, copy));
    expect(taken?.n).toBe(DEMO_TESTS.length);
  });

  it('signs in a copy of another account with the demo password', async () => {
    expect(await inquiries('student02c2')).toEqual([]);
  });
});
