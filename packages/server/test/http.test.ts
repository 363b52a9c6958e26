import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authThrottle } from '../src/db/schema';
import { RATE_LIMIT_KEY_PREFIX } from '../src/plugins/security';
import { convertParameters, HTTP_METHODS } from '../src/plugins/openapi';
import { createTestApp, doc, expectContract, onPostgres, type TestApp } from './helpers';

const appDist = mkdtempSync(path.join(tmpdir(), 'buddy-dist-'));
mkdirSync(path.join(appDist, 'assets'));
writeFileSync(path.join(appDist, 'index.html'), '<!doctype html><title>Buddy</title><div id="root"></div>');
writeFileSync(path.join(appDist, 'assets', 'index-abc123.js'), 'console.log(1)');
writeFileSync(path.join(appDist, 'robots.txt'), 'User-agent: *');
// The build's pre-compressed copies (packages/app/precompress.ts): distinct bytes, so a test sees which was sent.
const BIG_SCRIPT = `console.log(${JSON.stringify('buddy '.repeat(400))})`;
writeFileSync(path.join(appDist, 'assets', 'app-def456.js'), BIG_SCRIPT);
writeFileSync(path.join(appDist, 'assets', 'app-def456.js.br'), brotliCompressSync(BIG_SCRIPT));
writeFileSync(path.join(appDist, 'assets', 'app-def456.js.gz'), gzipSync(BIG_SCRIPT));
const INDEX_HTML = readFileSync(path.join(appDist, 'index.html'));
writeFileSync(path.join(appDist, 'index.html.br'), brotliCompressSync(INDEX_HTML));
writeFileSync(path.join(appDist, 'index.html.gz'), gzipSync(INDEX_HTML));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { appDist } });
});
afterAll(async () => {
  await t?.close();
  rmSync(appDist, { recursive: true, force: true });
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as string, headers, remoteAddress: '127.0.9.1' });

describe('given requests that break the contract', () => {
  // A form field the request got wrong is named, in the spec's words (issue 26); anything else gets the general message.
  const cases: [string, unknown, string, string][] = [
    [
      'a wrongly typed field',
      { memLoginId: 'student01', memPwd: 123 },
      'body',
      '비밀번호 항목을 확인해주세요.',
    ],
    [
      'a number where a string belongs',
      { memLoginId: 1234, memPwd: 'buddy1234ab' },
      'body',
      '아이디 항목을 확인해주세요.',
    ],
    [
      'an unknown field',
      { memLoginId: 'student01', memPwd: 'buddy1234ab', admin: true },
      'body',
      '요청 형식이 올바르지 않습니다.',
    ],
    ['a missing field', { memLoginId: 'student01' }, 'body', '비밀번호 항목을 확인해주세요.'],
    ['an empty body object', {}, 'body', '아이디 항목을 확인해주세요.'],
    ['an array', [], 'body', '요청 형식이 올바르지 않습니다.'],
  ];
  it.each(cases)(
    'answers 400 VALIDATION to %s and never runs the handler',
    async (_name, payload, where, message) => {
      const response = await post('/v2/auth/students/login', payload);
      expect(response.statusCode).toBe(400);
      const body = expectContract(response, '/auth/students/login', 'post') as {
        message: string;
        code: string;
        details: { path: string; message: string }[];
      };
      expect(body.message).toBe(message);
      expect(body.code).toBe('VALIDATION');
      expect(body.details.length).toBeGreaterThan(0);
      expect(body.details[0]?.path.startsWith(where)).toBe(true);
      // The valid credentials inside were never checked: no sign-in, no failure counted (the per-address limit,
      // counted in the same table under `rate:` keys before the body is read, is not a check of the credentials).
      const counted = await t.database.db.select().from(authThrottle);
      expect(counted.filter((row) => !row.key.startsWith(RATE_LIMIT_KEY_PREFIX))).toEqual([]);
    },
  );

  it('names the unknown field in the details', async () => {
    const response = await post('/v2/auth/students/find/id', { memNm: '김민준', memBirth: '20150305', x: 1 });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { details: { path: string }[] };
    expect(body.details.map((d) => d.path)).toContain('body/x');
  });

  it('names the missing field in the details', async () => {
    const response = await post('/v2/auth/students/find/id', { memNm: '김민준' });
    expect((response.json() as { details: { path: string }[] }).details.map((d) => d.path)).toContain(
      'body/memBirth',
    );
  });

  it('does not coerce: a birth date sent as a number is refused', async () => {
    const response = await post('/v2/auth/students/find/id', { memNm: '김민준', memBirth: 20150305 });
    expect(response.statusCode).toBe(400);
    expectContract(response, '/auth/students/find/id', 'post');
  });

  it('answers 400 to malformed JSON', async () => {
    const response = await post('/v2/auth/students/login', '{"memLoginId":', {
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(400);
    expectContract(response, '/auth/students/login', 'post');
  });

  it('answers 415 in the error body to a form-encoded body', async () => {
    const response = await post('/v2/auth/students/login', 'memLoginId=student01&memPwd=buddy1234ab', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers 401 before validating the body of a bearer route', async () => {
    const response = await post('/v2/auth/students/password', { nonsense: true });
    expect(response.statusCode).toBe(401);
  });
});

describe('given query and path values (strings on the wire)', () => {
  const types = { page: 'integer', rate: 'number', open: 'boolean', q: 'string' };
  it.each([
    [{ page: '3' }, { page: 3 }],
    [{ page: '-2' }, { page: -2 }],
    [{ page: '3.5' }, { page: '3.5' }],
    [{ page: '03' }, { page: '03' }],
    [{ page: 'abc' }, { page: 'abc' }],
    [{ rate: '1.5' }, { rate: 1.5 }],
    [{ open: 'true' }, { open: true }],
    [{ open: 'yes' }, { open: 'yes' }],
    [{ q: '12' }, { q: '12' }],
    [{ unknown: '1' }, { unknown: '1' }],
  ])('converts %j to %j by the schema type, leaving bad values for validation', (raw, expected) => {
    expect(convertParameters(raw, types)).toEqual(expected);
  });
});

describe('given the contract', () => {
  it('has a route for every operation', () => {
    for (const [template, item] of Object.entries(doc.paths)) {
      for (const method of HTTP_METHODS) {
        if (!item[method]) continue;
        const url = `/v2${template.replace(/\{([^}]+)\}/g, ':$1')}`;
        expect(t.app.hasRoute({ method: method.toUpperCase() as 'GET', url }), `${method} ${url}`).toBe(true);
      }
    }
  });
});

describe('given /v2 paths the contract does not have', () => {
  it('answers 404 in the error body to an unknown path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v2/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: '요청한 주소를 찾을 수 없습니다.', code: 'NOT_FOUND' });
  });

  it('answers 405 with Allow to a known path with another method', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v2/auth/students/login' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json()).toEqual({
      message: '허용되지 않는 요청 방식입니다.',
      code: 'METHOD_NOT_ALLOWED',
    });
    const del = await t.app.inject({ method: 'DELETE', url: '/v2/mypage/profile' });
    expect(del.statusCode).toBe(405);
    expect(del.headers.allow).toBe('GET');
  });

  it('answers 404, not the app, to an unknown POST outside /v2', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/somewhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('given any response', () => {
  it('carries the security headers and the CSP the app runs under', async () => {
    for (const url of ['/v2/health', '/', '/study']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "media-src 'self' blob:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "worker-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });
});

describe('given the built app in APP_DIST', () => {
  it('serves index.html at / with no-cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/study', '/auth/find/id', '/buddymon/shop?page=2', '/a/b/c/d'])(
    'falls back to index.html for the client route %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('keeps a level report’s secret link out of search engines and referrers, and no other page', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/level-test/result/AAAAAAAAAAAAAAAAAAAAAA',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow, noarchive');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const other = await t.app.inject({ method: 'GET', url: '/tests', headers: { accept: 'text/html' } });
    expect(other.headers['x-robots-tag']).toBeUndefined();
    expect(other.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br', 'br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip, deflate, br', 'br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', 'gzip', (body: Buffer) => gunzipSync(body)],
  ])('sends the pre-compressed asset a browser accepting %s takes (%s)', async (accept, encoding, decode) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': accept },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 4);
    expect(decode(response.rawPayload).toString()).toBe(BIG_SCRIPT);
  });

  it('sends the plain asset to a client that accepts no compression', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(BIG_SCRIPT);
  });

  it.each(['/', '/study'])('sends the page %s compressed, still no-cache', async (url) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).equals(INDEX_HTML)).toBe(true);
  });

  it('answers 404 to a missing asset instead of index.html', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(response.statusCode).toBe(404);
  });

  it('serves other files from the root', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('User-agent: *');
  });

  it('keeps /v2 out of the fallback', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v2/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('given the health check', () => {
  it('answers ok with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v2/health' });
    expect(response.statusCode).toBe(200);
    const body = expectContract(response, '/health', 'get') as { result: { database: string } };
    expect(body.result.database).toBe(onPostgres ? 'postgres' : 'pglite');
  });

  it('ignores a trailing slash', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v2/health/' })).statusCode).toBe(200);
  });
});

describe('given an app without a build', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ seed: false, config: { appDist: path.join(appDist, 'missing') } });
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('answers 503 with a line saying to run npm run build', async () => {
    const response = await bare.app.inject({ method: 'GET', url: '/study' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('npm run build');
  });

  it('still serves /v2', async () => {
    expect((await bare.app.inject({ method: 'GET', url: '/v2/health' })).statusCode).toBe(200);
  });
});

describe('given a handler that throws unexpectedly', () => {
  let broken: TestApp;
  beforeAll(async () => {
    broken = await createTestApp({ seed: false });
    await broken.database.close();
  });
  afterAll(async () => {
    await broken?.close();
  });

  it('answers 500 INTERNAL without a stack', async () => {
    const response = await broken.app.inject({ method: 'GET', url: '/v2/study/url' });
    expect(response.statusCode).toBe(500);
    expect(expectContract(response, '/study/url', 'get')).toEqual({
      message: '서버 오류가 발생했습니다.',
      code: 'INTERNAL',
    });
    expect(response.body).not.toMatch(/at |Error|stack/);
  });

  it('answers 503 from the health check when the database is gone', async () => {
    const response = await broken.app.inject({ method: 'GET', url: '/v2/health' });
    expect(response.statusCode).toBe(503);
    expectContract(response, '/health', 'get');
  });
});
