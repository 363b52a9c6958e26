import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { argon2Passwords } from '../src/modules/auth/passwords';
import { bearer, createTestApp, DEMO_PASSWORD, tokenFor, type TestApp } from './helpers';

/*
 * The lockout counts an attempt first, atomically in the database, and only then runs the slow hash: checking
 * the count, hashing and recording the failure afterwards let 30 parallel wrong guesses all reach the hash. Every
 * argon2 verify is counted here through the app's password hasher, wrapped.
 */
const verifies = { count: 0 };
const countingPasswords = {
  hash: argon2Passwords.hash,
  verify: (storedHash: string | null, password: string) => {
    verifies.count += 1;
    return argon2Passwords.verify(storedHash, password);
  },
};

let t: TestApp;
beforeAll(async () => {
  // The per-address limit is raised so that only the per-account lockout is under test.
  t = await createTestApp({ config: { loginRateLimit: 1000 }, passwords: countingPasswords });
});
afterAll(async () => {
  await t?.close();
});

describe('given 50 concurrent wrong guesses for one account', () => {
  it('checks exactly 5 against the hash and answers the other 45 with 429', async () => {
    verifies.count = 0;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/v2/auth/students/login',
          payload: { memLoginId: 'student02', memPwd: `wrong-guess${i}` },
          remoteAddress: '127.0.5.1',
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(verifies.count).toBe(5);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);
    for (const blocked of responses.filter((r) => r.statusCode === 429)) {
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The right password is refused too until the window passes, without a hash check.
    verifies.count = 0;
    const right = await t.app.inject({
      method: 'POST',
      url: '/v2/auth/students/login',
      payload: { memLoginId: 'student02', memPwd: DEMO_PASSWORD },
      remoteAddress: '127.0.5.2',
    });
    expect(right.statusCode).toBe(429);
    expect(verifies.count).toBe(0);
    t.clock.advance(15 * 60 * 1000 + 1000);
    const later = await t.app.inject({
      method: 'POST',
      url: '/v2/auth/students/login',
      payload: { memLoginId: 'student02', memPwd: DEMO_PASSWORD },
      remoteAddress: '127.0.5.2',
    });
    expect(later.statusCode).toBe(200);
  });
});

describe('given 50 concurrent wrong current passwords in a password change', () => {
  it('checks exactly 5 against the hash', async () => {
    const token = await tokenFor(t.app, 'student03');
    verifies.count = 0;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/v2/auth/students/password',
          payload: { memPwd: `wrong-current${i}`, chgPwd: 'newpass1234' },
          headers: bearer(token),
        }),
      ),
    );
    expect(verifies.count).toBe(5);
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);
  });
});

describe('given concurrent wrong identities in find password', () => {
  it('lets exactly 5 through to the identity check', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/v2/auth/students/find/password',
          payload: { memLoginId: 'student04', memNm: `누구${i}`, memBirth: '20131108' },
          remoteAddress: `127.0.6.${i + 1}`,
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 404)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });
});
