import { describe, expect, it } from 'vitest';
import { pageRead, withPageScope } from '../src/db/page-scope';

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
