import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema';
import { contentDisposition } from '../src/modules/mypage-studies/routes';
import { buildApp } from '../src/app';
import { authThrottle } from '../src/db/schema';
import { ThrottleRepository } from '../src/modules/auth/repository';
import { databaseRateLimitStore, RATE_LIMIT_KEY_PREFIX } from '../src/plugins/security';
import { hashPassword } from '../src/modules/auth/passwords';
import { DEMO_PASSWORD, createTestApp, login, testClock, testConfig, type TestApp } from './helpers';

/*
 * Proofs for OWASP ASVS items that held before but had no test of their own (docs/security.md names each test).
 */

const appDist = mkdtempSync(path.join(tmpdir(), 'buddy-proofs-'));
mkdirSync(path.join(appDist, 'assets'));
mkdirSync(path.join(appDist, '.git'));
writeFileSync(path.join(appDist, 'index.html'), '<!doctype html><title>Buddy</title><div id="root"></div>');
writeFileSync(path.join(appDist, '.git', 'HEAD'), 'ref: refs/heads/main');
writeFileSync(path.join(appDist, '.env'), 'JWT_SECRET=do-not-serve');

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ config: { appDist } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
  rmSync(appDist, { recursive: true, force: true });
});

/** Writes raw bytes to the server and answers what came back before it closed (or 2 s passed). */
function rawExchange(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const done = () => {
      socket.destroy();
      resolve(answer);
    };
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', done);
    socket.on('close', done);
    socket.on('error', reject);
    socket.setTimeout(2000, done);
    socket.write(request);
  });
}

describe('given a cross-origin caller (V3.4.2)', () => {
  it('gets no CORS permission, on a simple request or a preflight', async () => {
    const simple = await t.app.inject({
      method: 'GET',
      url: '/v2/health',
      headers: { origin: 'https://evil.example' },
    });
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/v2/mypage/profile',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    for (const response of [simple, preflight]) {
      const names = Object.keys(response.headers).filter((name) => name.startsWith('access-control-'));
      expect(names).toEqual([]);
    }
  });
});

describe('given any answer (V4.1.1)', () => {
  it('names its charset: JSON under /v2, HTML for the app', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/v2/health' });
    expect(api.headers['content-type']).toBe('application/json; charset=utf-8');
    const page = await t.app.inject({ method: 'GET', url: '/study' });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('given an ambiguous request framing (V4.2.1)', () => {
  it('refuses Content-Length together with Transfer-Encoding with 400 in our body and closes', async () => {
    const answer = await rawExchange(
      'POST /v2/auth/students/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /v2/health HTTP/1.1\r\nHost: x\r\n\r\n',
    );
    expect(answer.startsWith('HTTP/1.1 400 ')).toBe(true);
    expect(answer).toContain('"code":"BAD_REQUEST"');
    // The smuggled second request was never answered.
    expect(answer.match(/HTTP\/1\.1 /g)).toHaveLength(1);
  });
});

describe('given a client that claims another address (V4.1.3, V15.3.4)', () => {
  it('is still counted by its socket address while TRUST_PROXY is off', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v2/auth/students/login',
        payload: { memLoginId: `nobody${i}`, memPwd: 'wrong-pass1' },
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        remoteAddress: '127.0.3.3',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('given a password (V6.2.8, V11.4.2)', () => {
  it.each([
    ['with a trailing space', `${DEMO_PASSWORD} `],
    ['in capitals', DEMO_PASSWORD.toUpperCase()],
    ['cut short', DEMO_PASSWORD.slice(0, -1)],
  ])('refuses the right password %s: it is checked exactly as received', async (_name, password) => {
    const response = await login(t.app, 'student03', password, '127.0.4.4');
    expect(response.statusCode).toBe(401);
  });

  it('stores argon2id with m=19456 KiB, t=2, p=1, with a new salt every time a password is set', async () => {
    const format = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/;
    const rows = await t.database.db.select({ hash: members.passwordHash }).from(members);
    for (const { hash } of rows) expect(hash).toMatch(format);
    const [first, second] = await Promise.all([hashPassword(DEMO_PASSWORD), hashPassword(DEMO_PASSWORD)]);
    expect(first).toMatch(format);
    expect(first).not.toBe(second);
  });
});

describe('given a member who no longer exists (V7.4.2)', () => {
  it('answers 401 to the tokens they held', async () => {
    const signIn = await login(t.app, 'label03', DEMO_PASSWORD, '127.0.4.5');
    const token = (signIn.json() as { result: { memToken: string } }).result.memToken;
    const before = await t.app.inject({
      method: 'GET',
      url: '/v2/mypage/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(before.statusCode).toBe(200);
    await t.database.db.delete(members).where(eq(members.loginId, 'label03'));
    const after = await t.app.inject({
      method: 'GET',
      url: '/v2/mypage/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
  });
});

describe('given requests for what is not the product (V13.4.1 to V13.4.5)', () => {
  it.each([
    ['the git folder', '/.git/HEAD'],
    ['a dotfile', '/.env'],
    ['a content folder listing', '/content/audio/'],
    ['an API description', '/openapi.json'],
    ['the contract bundle', '/v2/openapi.json'],
  ])('does not serve %s', async (_name, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.body).not.toContain('refs/heads');
    expect(response.body).not.toContain('JWT_SECRET');
    expect(response.body).not.toContain('"openapi"');
    // A history-mode page (the app's own 404 screen) or a 404: never the file, never a listing.
    if (response.statusCode === 200) expect(response.body).toContain('<div id="root">');
    else expect(response.statusCode).toBe(404);
  });

  it('refuses TRACE', async () => {
    const answer = await rawExchange('TRACE /v2/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 (404|405) /);
    expect(answer).not.toContain('TRACE /v2/health');
  });
});

describe('given bursts from one address (V2.4.1, V6.3.1)', () => {
  it('lets exactly 30 of 50 concurrent sign-ins through to a check, the rest 429', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/v2/auth/students/login',
          payload: { memLoginId: `burst${i}`, memPwd: 'wrong-pass1' },
          remoteAddress: '127.0.7.7',
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it('registers at most 10 level-test visitors a minute from one address', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/v2/study-course/tests/level/candidates',
          payload: { usrnm: `방문자${i}`, school: '버디초등학교', grade: 3 },
          remoteAddress: '127.0.7.8',
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  });

  it('hands out at most 10 sample-test passes a minute from one address (ADR 047)', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/v2/study-course/tests/sample/candidates',
          remoteAddress: '127.0.7.9',
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    const refused = responses.find((response) => response.statusCode === 429);
    expect(refused?.headers['retry-after']).toBeDefined();
    expect(refused?.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});

describe('given the rate limiter store in the database', () => {
  const clock = testClock(new Date('2026-03-02T09:00:00Z'));
  const route = (url: string) => ({ routeInfo: { method: 'POST', url } });
  const count = (store: { incr: (...args: never[]) => void }, key: string, window = 60_000) =>
    new Promise<number>((resolve, reject) => {
      (
        store.incr as (
          key: string,
          callback: (error: Error | null, result?: { current: number }) => void,
          window: number,
        ) => void
      )(key, (error, result) => (error ? reject(error) : resolve(result?.current ?? 0)), window);
    });

  it('answers each request its own count, per route, and starts again after the window', async () => {
    const Store = databaseRateLimitStore(new ThrottleRepository(t.database.db), clock);
    const login = new Store().child(route('/v2/x/login') as never);
    const find = new Store().child(route('/v2/x/find') as never);
    expect([await count(login, 'a'), await count(login, 'a'), await count(login, 'b')]).toEqual([1, 2, 1]);
    expect(await count(find, 'a')).toBe(1);
    clock.advance(60_000);
    expect(await count(login, 'a')).toBe(1);
  });

  it('lets exactly max of many concurrent requests from one address count under it', async () => {
    const Store = databaseRateLimitStore(new ThrottleRepository(t.database.db), clock);
    const store = new Store().child(route('/v2/x/concurrent') as never);
    const counts = await Promise.all(Array.from({ length: 40 }, () => count(store, 'school')));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('deletes ended windows as it goes', async () => {
    const Store = databaseRateLimitStore(new ThrottleRepository(t.database.db), clock);
    const store = new Store().child(route('/v2/x/prune') as never);
    for (let i = 0; i < 5; i += 1) await count(store, `old-${i}`);
    clock.advance(61_000);
    await count(store, 'new');
    const keys = async () =>
      (
        await t.database.db
          .select({ key: authThrottle.key })
          .from(authThrottle)
          .where(like(authThrottle.key, `${RATE_LIMIT_KEY_PREFIX}POST /v2/x/prune:%`))
      ).map((row) => row.key);
    await expect.poll(keys).toEqual([`${RATE_LIMIT_KEY_PREFIX}POST /v2/x/prune:new`]);
  });

  it('holds across two server processes on one database: 30 sign-ins a minute from one address in all', async () => {
    const second = await buildApp({ config: testConfig(), database: t.database, logger: false });
    try {
      const attempt = (app: typeof second, i: number) =>
        app.inject({
          method: 'POST',
          url: '/v2/auth/students/login',
          payload: { memLoginId: `two-processes-${i}`, memPwd: 'wrong-pass1' },
          remoteAddress: '127.0.9.9',
        });
      const statuses = (
        await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(i % 2 === 0 ? t.app : second, i)))
      ).map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(30);
      expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    } finally {
      await second.close();
    }
  });
});

describe('given a file name in a download (V5.4.2)', () => {
  it.each([
    ['a quote and a backslash', 'a"b\\c.webm', 'a_b_c.webm'],
    ['CR and LF', 'a\r\nSet-Cookie: x.webm', 'a__Set-Cookie: x.webm'],
    ['Hangul', '녹음.webm', '__.webm'],
    ['a slash', '../x.webm', '../x.webm'],
  ])('keeps %s inside the header value', (_name, name, ascii) => {
    const header = contentDisposition('attachment', name);
    expect(header).toBe(`attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`);
    expect(header).not.toMatch(/[\r\n]/);
  });
});
