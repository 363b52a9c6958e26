import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../src/db/client';
import { inPageScope, pageRead, withPageScope } from '../src/db/page-scope';
import { schema } from '../src/db/schema';
import { MembersRepository } from '../src/modules/members/repository';
import { StudiesRepository } from '../src/modules/studies/repository';
import { openTestDatabase, type TestDatabase } from './helpers';

/** A read that counts how often its statement runs: like a query builder, it runs again each time it is awaited. */
function countingRead(value: string) {
  let runs = 0;
  const read = (): PromiseLike<string> => ({
    then(resolve, reject) {
      runs += 1;
      return Promise.resolve(value).then(resolve, reject);
    },
  });
  return { read, runs: () => runs };
}

describe('reads shared within the drawing of one page (db/page-scope.ts)', () => {
  it('runs a read once within a page, however often and wherever in the page it is asked for', async () => {
    const member = countingRead('member 1000001');
    const seen = await withPageScope(async () => {
      const first = await pageRead('member:1000001', member.read);
      // Later in the page, after other work, and two at once.
      await new Promise((resolve) => setImmediate(resolve));
      const again = await Promise.all([
        pageRead('member:1000001', member.read),
        pageRead('member:1000001', member.read),
      ]);
      return [first, ...again];
    });
    expect(seen).toEqual(['member 1000001', 'member 1000001', 'member 1000001']);
    expect(member.runs()).toBe(1);
  });

  it('keeps different reads apart, and each page has reads of its own', async () => {
    const member = countingRead('member');
    const products = countingRead('products');
    await withPageScope(async () => {
      await pageRead('member:1', member.read);
      await pageRead('products:1', products.read);
    });
    await withPageScope(() => pageRead('member:1', member.read));
    expect(member.runs()).toBe(2);
    expect(products.runs()).toBe(1);
  });

  it('runs every read as it is asked for outside a page (a call from a browser or another client)', async () => {
    const member = countingRead('member');
    await pageRead('member:1', member.read);
    await pageRead('member:1', member.read);
    expect(member.runs()).toBe(2);
  });

  it('makes a failed read again when it is asked for again within the page', async () => {
    let runs = 0;
    const flaky = () => {
      runs += 1;
      return runs === 1 ? Promise.reject(new Error('connection lost')) : Promise.resolve('member');
    };
    const outcome = await withPageScope(async () => {
      const first = await pageRead('member:1', flaky).catch((error: Error) => error.message);
      const second = await pageRead('member:1', flaky);
      return [first, second];
    });
    expect(outcome).toEqual(['connection lost', 'member']);
    expect(runs).toBe(2);
  });
});

/** The seeded database's connection again, with every statement it runs counted (drizzle's logger). */
function countingDb(database: Database): { db: Db; statements: () => number } {
  let count = 0;
  const logger = { logQuery: () => void (count += 1) };
  const db = (database.driver.kind === 'pglite'
    ? drizzlePglite(database.driver.client, { schema, logger })
    : drizzleNodePg(database.driver.pool, { schema, logger })) as unknown as Db;
  return {
    db,
    statements: () => {
      const seen = count;
      count = 0;
      return seen;
    },
  };
}

describe("the repositories' reads within a page (issue 27's render cost)", () => {
  let test: TestDatabase;
  let counted: ReturnType<typeof countingDb>;
  let members: MembersRepository;
  let studies: StudiesRepository;
  const memNo = '1000001'; // student01, with study history in course A (the seeded stage)
  beforeAll(async () => {
    test = await openTestDatabase('seeded');
    counted = countingDb(test.database);
    members = new MembersRepository(counted.db);
    studies = new StudiesRepository(counted.db);
  });
  afterAll(() => test.drop());

  it('knows whether a page is being drawn', async () => {
    expect(inPageScope()).toBe(false);
    expect(await withPageScope(async () => inPageScope())).toBe(true);
  });

  it('reads the member, the products and both together in one statement within a page', async () => {
    const inPage = await withPageScope(async () => {
      const [member, products, both] = await Promise.all([
        members.byNo(memNo),
        members.productsOf(memNo),
        members.withProducts(memNo),
      ]);
      return { member, products, both };
    });
    expect(counted.statements()).toBe(1);
    // The same answers as the reads made one by one outside a page (three statements).
    const [member, products, both] = [
      await members.byNo(memNo),
      await members.productsOf(memNo),
      await members.withProducts(memNo),
    ];
    expect(counted.statements()).toBe(3);
    expect(inPage).toEqual({ member, products, both });
    expect(member?.memNo).toBe(memNo);
    expect(products.length).toBeGreaterThan(0);
  });

  it("takes a step's and a week's progress from the course's rows within a page", async () => {
    const inPage = await withPageScope(() =>
      Promise.all([
        studies.progress(memNo, 'A', 1, 1),
        studies.progress(memNo, 'A'),
        studies.progress(memNo, 'A', 1),
      ]),
    );
    expect(counted.statements()).toBe(1);
    const alone = [
      await studies.progress(memNo, 'A', 1, 1),
      await studies.progress(memNo, 'A'),
      await studies.progress(memNo, 'A', 1),
    ];
    expect(counted.statements()).toBe(3);
    const byUnit = (rows: { step: number; week: number; day: number; unit: number }[]) =>
      [...rows].sort((a, b) => a.step - b.step || a.week - b.week || a.day - b.day || a.unit - b.unit);
    expect(inPage.map(byUnit)).toEqual(alone.map(byUnit));
    expect(alone[0]?.length).toBeGreaterThan(0);
    expect(alone[0]?.every((row) => row.step === 1 && row.week === 1)).toBe(true);
  });

  it('reads a member who does not exist as nobody, with no products, within a page too', async () => {
    const seen = await withPageScope(() =>
      Promise.all([members.byNo('9999999'), members.productsOf('9999999')]),
    );
    expect(seen).toEqual([null, []]);
  });
});
