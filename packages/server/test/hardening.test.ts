import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStorableText, storableText } from '@buddy/domain';
import pino from 'pino';
import { buildApp } from '../src/app';
import { LOG_SERIALIZERS, redactErrorMessage, redactUrl } from '../src/plugins/logging';
import { findUnstorable } from '../src/plugins/text';
import { bearer, createTestApp, expectContract, tokenFor, type TestApp } from './helpers';

/*
 * No input breaks the server: hostile and careless requests, each answered as the contract says. They failed before the fix
 * (NUL answered 500, router errors answered fastify's English bodies echoing the URL, malformed multipart 500,
 * no Cache-Control on personal data).
 */

let t: TestApp;
let token: string;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'buddy-hardening-'));
  t = await createTestApp({ config: { dataDir } });
  token = await tokenFor(t.app, 'student01');
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const json = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
    remoteAddress: `127.0.8.${Math.floor(Math.random() * 250) + 1}`,
  });

describe('the unstorable-text rule', () => {
  it.each([
    ['plain Korean and English', '버디 buddy 1234', true],
    ['an emoji (a valid surrogate pair)', 'good 👍', true],
    ['NUL', 'a\u0000b', false],
    ['a lone high surrogate', 'a\uD800b', false],
    ['a lone low surrogate', '\uDC00', false],
    ['a reversed pair', '\uDC00\uD800', false],
  ])('%s: storable %s', (_name, text, storable) => {
    expect(isStorableText(text)).toBe(storable);
    // What the app sends instead of a typed answer: the same text without what cannot be stored.
    expect(isStorableText(storableText(text))).toBe(true);
    if (storable) expect(storableText(text)).toBe(text);
  });

  it('finds the first bad string in nested values and names a bad key without echoing it', () => {
    expect(findUnstorable({ a: ['ok', { b: 'x\u0000' }] })).toBe('/a/1/b');
    expect(findUnstorable({ ['k\u0000']: 1 })).toBe('/*');
    expect(findUnstorable({ a: 1, b: [true, null, 'fine'] })).toBeNull();
  });
});

describe('given a NUL or a lone surrogate in any string', () => {
  it('answers 400 naming the field and what is wrong with it on sign-in (before any hash or database work)', async () => {
    const response = await json('/v2/auth/students/login', { memLoginId: 'a\u0000b', memPwd: 'x' });
    expect(response.statusCode).toBe(400);
    const body = expectContract(response, '/auth/students/login', 'post') as {
      code: string;
      message: string;
      details: { path: string }[];
    };
    // Not '아이디 항목을 확인해주세요.': the id is not empty (issue 26).
    expect(body).toMatchObject({
      code: 'VALIDATION',
      message: '아이디에 쓸 수 없는 글자가 들어 있습니다. 지우고 다시 입력해 주세요.',
    });
    expect(body.details[0]?.path).toBe('body/memLoginId');
  });

  it.each([
    ['find id', '/v2/auth/students/find/id', { memNm: '김\u0000민준', memBirth: '20150305' }, '이름'],
    [
      'find password',
      '/v2/auth/students/find/password',
      { memLoginId: 'student01', memNm: '김민준', memBirth: '2015\uD8000305' },
      '생년월일',
    ],
  ])('answers 400 on %s without sign-in', async (_name, url, payload, label) => {
    const response = await json(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      message: `${label}에 쓸 수 없는 글자가 들어 있습니다. 지우고 다시 입력해 주세요.`,
    });
  });

  it('answers 400 on level candidates (no sign-in) saying what is wrong, for a field no form names', async () => {
    const response = await json('/v2/study-course/tests/level/candidates', {
      usrnm: '방문자',
      school: '버디\u0000초',
      grade: 3,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      message: '입력할 수 없는 문자가 들어 있습니다.',
    });
  });

  it('answers 400 to a NUL in a query string and in a path parameter', async () => {
    const query = await t.app.inject({
      method: 'GET',
      url: '/v2/mypage/inquiries?srchTp=title&srchText=a%00b',
      headers: bearer(token),
    });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ code: 'VALIDATION' });
    const param = await t.app.inject({ method: 'GET', url: '/v2/study-course/studies/video/abc%00def' });
    expect(param.statusCode).toBe(400);
    expectContract(param, '/study-course/studies/video/{ticket}', 'get');
  });

  it('answers 400 to a typed test answer with NUL on autosave and keeps the attempt open', async () => {
    const load = await json(
      '/v2/study-course/tests/load',
      { usrgbn: 'member', stdTstTp: 'W', stdCourse: 'A', stdStep: 1, stdWeek: 1 },
      bearer(token),
    );
    expect(load.statusCode, load.body).toBe(200);
    const paper = (
      load.json() as {
        result: { tstCd: string; questnCd: string; questns: { questnSeq: number }[] };
      }
    ).result;
    const seq = paper.questns[0]?.questnSeq ?? 1;
    const ids = { stdTstTp: 'W', usrgbn: 'member', tstCd: paper.tstCd, questnCd: paper.questnCd };
    const save = await json(
      '/v2/study-course/tests/answers',
      { ...ids, questnSeq: seq, answrs: ['a\u0000'], rev: 1 },
      bearer(token),
    );
    expect(save.statusCode).toBe(400);
    const submit = await json(
      '/v2/study-course/tests/answr',
      { ...ids, questnAnswrs: [{ questnSeq: seq, answrs: ['\uD800'] }] },
      bearer(token),
    );
    expect(submit.statusCode).toBe(400);
    // Still open: a clean answer is saved afterwards.
    const again = await json(
      '/v2/study-course/tests/answers',
      { ...ids, questnSeq: seq, answrs: ['1'], rev: 2 },
      bearer(token),
    );
    expect(again.statusCode, again.body).toBe(200);
  });

  it('answers 400 to a NUL inside a board post', async () => {
    const response = await json('/v2/mypage/memos', { content: 'memo\u0000' }, bearer(token));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: '내용에 쓸 수 없는 글자가 들어 있습니다. 지우고 다시 입력해 주세요.',
    });
  });
});

describe('given a field far longer than the form takes (issue 26)', () => {
  it.each([
    [
      '/v2/auth/students/login',
      { memLoginId: 'a'.repeat(5000), memPwd: 'x' },
      '아이디는 50자 이하로 입력해 주세요.',
    ],
    [
      '/v2/auth/students/find/id',
      { memNm: '김'.repeat(500), memBirth: '20150305' },
      '이름은 50자 이하로 입력해 주세요.',
    ],
    [
      '/v2/auth/students/find/password',
      { memLoginId: 'student01', memNm: '김'.repeat(500), memBirth: '20150305' },
      '이름은 50자 이하로 입력해 주세요.',
    ],
  ])('%s says which field is too long and how long it may be', async (url, payload, message) => {
    const response = await json(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message });
  });

  it('names only a body’s form fields: a path parameter of the same name is not the reset code', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v2/branches/nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: '요청 형식이 올바르지 않습니다.' });
  });

  it('names an empty or missing field in the spec’s words, and a malformed birth date by its rule', async () => {
    expect(
      (await json('/v2/auth/students/find/id', { memNm: '', memBirth: '20150305' })).json(),
    ).toMatchObject({
      message: '이름 항목을 확인해주세요.',
    });
    expect((await json('/v2/auth/students/find/id', { memBirth: '20150305' })).json()).toMatchObject({
      message: '이름 항목을 확인해주세요.',
    });
    expect(
      (await json('/v2/auth/students/find/id', { memNm: '김민준', memBirth: '2015-03-05' })).json(),
    ).toMatchObject({
      message: '생년월일을 날짜형식에 맞는 8자리로 입력해 주세요.',
    });
  });
});

describe('given errors fastify raises before a route runs', () => {
  it('answers a bad percent-encoding with the product body, not echoing the URL', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v2/mypage/memos/%ff',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: '요청 주소가 올바르지 않습니다.', code: 'BAD_URL' });
    expect(response.body).not.toContain('%ff');
    expect(response.headers).toMatchObject({
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    });
  });

  it('answers a path parameter over the length limit with 414 in the product body', async () => {
    const long = 'x'.repeat(5000);
    const response = await t.app.inject({
      method: 'GET',
      url: `/v2/mypage/memos/${long}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ message: '요청 주소가 너무 깁니다.', code: 'URI_TOO_LONG' });
    expect(response.body).not.toContain('xxxx');
    expectContract(response, '/mypage/memos/{boardNo}', 'get');
  });

  it('answers a body over the limit with 413 and a wrong content type with 415, as the contract says', async () => {
    const big = await json('/v2/mypage/memos', { content: 'x'.repeat(70_000) }, bearer(token));
    expect(big.statusCode).toBe(413);
    expectContract(big, '/mypage/memos', 'post');
    const text = await t.app.inject({
      method: 'POST',
      url: '/v2/mypage/memos',
      payload: 'content=hi',
      headers: { 'content-type': 'text/plain', ...bearer(token) },
    });
    expect(text.statusCode).toBe(415);
    expectContract(text, '/mypage/memos', 'post');
  });

  it('answers a malformed JSON body on logout with 400, declared', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/auth/students/logout',
      payload: '{"broken',
      headers: { 'content-type': 'application/json', ...bearer(await tokenFor(t.app, 'student04')) },
    });
    expect(response.statusCode).toBe(400);
    expectContract(response, '/auth/students/logout', 'post');
  });

  describe('over a real socket', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });

    function raw(
      headers: Record<string, string>,
    ): Promise<{ status: number; body: string; headers: object }> {
      return new Promise((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path: '/v2/health', headers }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
        });
        req.on('error', reject);
        req.end();
      });
    }

    it('answers headers over the limit with 431 in the product body', async () => {
      const response = await raw({ 'x-filler': 'a'.repeat(20_000) });
      expect(response.status).toBe(431);
      expect(JSON.parse(response.body)).toEqual({
        message: '요청 헤더가 너무 큽니다.',
        code: 'HEADERS_TOO_LARGE',
      });
      expect(response.headers).toMatchObject({
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      });
    });
  });
});

describe('given answers with personal data', () => {
  it.each([
    ['GET', '/v2/mypage/profile'],
    ['GET', '/v2/auth/purunet/info'],
    ['GET', '/v2/mypage/memos'],
  ])('%s %s is never stored by a cache', async (method, url) => {
    const response = await t.app.inject({ method: method as 'GET', url, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('the sign-in answer carrying the token is no-store, and so are its errors', async () => {
    const ok = await json('/v2/auth/students/login', { memLoginId: 'student02', memPwd: 'buddy1234ab' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    const failed = await json('/v2/auth/students/login', { memLoginId: 'student02', memPwd: 'wrong-pass1' });
    expect(failed.headers['cache-control']).toBe('no-store');
  });
});

describe('given a malformed multipart upload', () => {
  const boundary = '----buddy-hardening';
  const fields = Object.entries({ stdCourse: 'A', stdStep: '1', stdWeek: '1', stdDay: '1', stdUnit: '3' })
    .map(
      ([name, value]) =>
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const filePart = `--${boundary}\r\ncontent-disposition: form-data; name="ptfloFile"; filename="a.webm"\r\ncontent-type: audio/webm\r\n\r\n`;
  const cases: [string, string, string | Buffer][] = [
    [
      'a truncated body',
      `multipart/form-data; boundary=${boundary}`,
      `${fields}${filePart}\x1a\x45\xdf\xa3abc`,
    ],
    [
      'a boundary mismatch',
      `multipart/form-data; boundary=other`,
      `${fields}${filePart}abc\r\n--${boundary}--\r\n`,
    ],
    ['an empty boundary', 'multipart/form-data; boundary=', `${fields}--${boundary}--\r\n`],
    ['no boundary', 'multipart/form-data', `${fields}--${boundary}--\r\n`],
    ['JSON sent as multipart', `multipart/form-data; boundary=${boundary}`, '{"stdCourse":"A"}'],
    [
      'random bytes',
      `multipart/form-data; boundary=${boundary}`,
      Buffer.from([0, 255, 13, 10, 45, 45, 1, 2, 3]),
    ],
    ['only the closing boundary', `multipart/form-data; boundary=${boundary}`, `--${boundary}--\r\n`],
    [
      'a header line without a colon',
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nbroken\r\n\r\nx\r\n--${boundary}--\r\n`,
    ],
  ];

  it.each(cases)(
    'answers 400 with a clear message to %s and stores nothing',
    async (_name, type, payload) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v2/study-course/studies/ptflo',
        payload,
        headers: { 'content-type': type, ...bearer(token) },
      });
      expect(response.statusCode, response.body).toBe(400);
      const body = expectContract(response, '/study-course/studies/ptflo', 'post') as { message: string };
      expect(body.message).toMatch(/업로드|녹음/);
      const folder = path.join(dataDir, 'recordings');
      const stored = existsSync(folder)
        ? readdirSync(folder, { recursive: true }).filter((name) => String(name).includes('.'))
        : [];
      expect(stored).toEqual([]);
    },
  );
});

describe('given a member whose type may not study', () => {
  it.each([
    ['cancel01', '지도휴회(취소) 회원입니다.'],
    ['guest01', '회원이 아닙니다.'],
    ['textbook01', '교재만 구매한 회원입니다.'],
  ])('%s gets no one-time slide-show address (403 with the member-type alert)', async (loginId, alert) => {
    const response = await json(
      '/v2/study-course/studies/load/video',
      { url: 'study/shows/A-1-1-1-1.json' },
      bearer(await tokenFor(t.app, loginId)),
    );
    expect(response.statusCode).toBe(403);
    expect(expectContract(response, '/study-course/studies/load/video', 'post')).toEqual({
      code: 'NO_STUDY',
      message: alert,
    });
  });

  it('a visitor without a token gets 401', async () => {
    const response = await json('/v2/study-course/studies/load/video', { url: 'study/shows/A-1-1-1-1.json' });
    expect(response.statusCode).toBe(401);
  });
});

describe('given the request log', () => {
  it('never holds a signed link, a one-time show ticket or a failed query’s parameters', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'info', serializers: LOG_SERIALIZERS },
      { write: (line: string) => void lines.push(line) },
    );
    const logged = await buildApp({ config: t.config, database: t.database, clock: t.clock, logger });
    await logged.ready();
    try {
      await logged.inject({
        method: 'GET',
        url: '/v2/mypage/studies/ptflo/1/file?sig=M1.999.secret-signature',
      });
      await logged.inject({
        method: 'GET',
        url: '/v2/study-course/studies/video/ticket-secret-abcdefghijklmnop',
      });
      await logged.inject({ method: 'GET', url: '/v2/health?x=%0d%0a{"level":60}' });
    } finally {
      await logged.close();
    }
    const log = lines.join('');
    // One JSON object a line, each with its level and an epoch-millisecond time: a CR/LF in a URL cannot forge a
    // line (ASVS V16.2.2-V16.2.4, V16.4.1).
    const entries = log
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; time: number });
    expect(entries.length).toBeGreaterThanOrEqual(6);
    for (const entry of entries) {
      expect(typeof entry.level).toBe('number');
      expect(entry.time).toBeGreaterThan(Date.UTC(2020, 0, 1));
    }
    expect(entries.filter((entry) => entry.level === 60)).toEqual([]);
    expect(log).toContain('/v2/mypage/studies/ptflo/1/file?sig=[redacted]');
    expect(log).toContain('/v2/study-course/studies/video/[redacted]');
    expect(log).not.toContain('secret');
    expect(redactErrorMessage('Failed query: update members set pw = $1\nparams: $argon2id$v=19$...')).toBe(
      'Failed query: update members set pw = $1\nparams: [redacted]',
    );
    expect(redactUrl('/v2/x?a=1&sig=abc&b=2')).toBe('/v2/x?a=1&sig=[redacted]&b=2');
  });
});
