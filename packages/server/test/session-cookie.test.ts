/**
 * The web app's session in an HttpOnly cookie (issue 27, ADR 048): set by sign-in, sent by the browser, refused
 * cross-site for calls that change state, sliding with an absolute limit, revoked by sign-out and a password change;
 * the bearer API unchanged beside it.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABSOLUTE_SESSION_SECONDS, SESSION_COOKIE, SESSION_MESSAGES } from '../src/plugins/session';
import { bearer, createTestApp, DEMO_PASSWORD, expectContract, login, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const HOST = 'buddy.test';
const SAME_ORIGIN = { host: HOST, 'sec-fetch-site': 'same-origin', origin: `https://${HOST}` };

interface SetCookie {
  name: string;
  value: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
  path?: string;
  maxAge?: number;
  domain?: string;
}

function sessionSet(response: LightMyRequestResponse): SetCookie | undefined {
  return (response.cookies as SetCookie[]).find((cookie) => cookie.name === SESSION_COOKIE);
}

/** Signs in through the form's call and answers the session cookie's value. */
async function signIn(memLoginId: string): Promise<string> {
  const response = await login(
    t.app,
    memLoginId,
    DEMO_PASSWORD,
    `127.0.2.${Math.floor(Math.random() * 250) + 1}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  const cookie = sessionSet(response);
  expect(cookie).toBeDefined();
  return cookie?.value ?? '';
}

const withCookie = (value: string, headers: Record<string, string> = SAME_ORIGIN) => ({
  ...headers,
  cookie: `${SESSION_COOKIE}=${value}`,
});

function profile(session: string) {
  return t.app.inject({ method: 'GET', url: '/v2/mypage/profile', headers: withCookie(session) });
}

function writeMemo(session: string, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/v2/mypage/memos',
    headers: withCookie(session, headers),
    payload: { content: '쿠키로 쓴 메모' },
  });
}

describe('given a sign-in (ADR 048)', () => {
  it('sets a __Host- session cookie, HttpOnly, Secure, SameSite=Lax, Path=/, and still answers memToken', async () => {
    const response = await login(t.app, 'student02', DEMO_PASSWORD, '127.0.2.250');
    const body = expectContract(response, '/auth/students/login', 'post') as {
      result: { memToken: string; expiresIn: number };
    };
    const cookie = sessionSet(response);
    expect(cookie).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: body.result.expiresIn,
    });
    expect(cookie?.domain).toBeUndefined();
    expect(cookie?.value).toBe(body.result.memToken);
  });

  it('issues a new session each time: a second sign-in is another cookie', async () => {
    const first = await signIn('student02');
    t.clock.advance(1000);
    const second = await signIn('student02');
    expect(second).not.toBe(first);
  });
});

describe('given the session cookie', () => {
  it('authenticates the web app without any token of its own, and bearer clients as before', async () => {
    const session = await signIn('student01');
    const byCookie = await profile(session);
    expect(byCookie.statusCode, byCookie.body).toBe(200);
    expect(byCookie.json()).toMatchObject({ result: { memLoginId: 'student01' } });
    const byBearer = await t.app.inject({
      method: 'GET',
      url: '/v2/mypage/profile',
      headers: bearer(session),
    });
    expect(byBearer.statusCode).toBe(200);
    const none = await t.app.inject({ method: 'GET', url: '/v2/mypage/profile' });
    expect(none.statusCode).toBe(401);
  });

  it('refuses a forged or foreign cookie and clears it', async () => {
    const response = await profile('not-a-token');
    expect(response.statusCode).toBe(401);
    expect(sessionSet(response)).toMatchObject({ value: '', maxAge: 0 });
  });

  it('changes state for a same-origin call (Fetch Metadata, or Origin when the browser sends none)', async () => {
    const session = await signIn('student03');
    const fetchMetadata = await writeMemo(session, SAME_ORIGIN);
    expect(fetchMetadata.statusCode, fetchMetadata.body).toBe(200);
    const originOnly = await writeMemo(session, { host: HOST, origin: `https://${HOST}` });
    expect(originOnly.statusCode, originOnly.body).toBe(200);
  });

  it.each([
    [
      'a cross-site form post',
      {
        host: HOST,
        'sec-fetch-site': 'cross-site',
        'sec-fetch-mode': 'navigate',
        origin: 'https://evil.example',
      },
    ],
    ['a cross-site fetch', { host: HOST, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' }],
    ['a same-site page of another origin', { host: HOST, 'sec-fetch-site': 'same-site' }],
    ['a request from the address bar', { host: HOST, 'sec-fetch-site': 'none' }],
    ['an old browser from another origin', { host: HOST, origin: 'https://evil.example' }],
    ['an opaque origin', { host: HOST, origin: 'null' }],
    ['a request with neither header', { host: HOST }],
  ])('refuses %s to change state (403 CROSS_SITE) and changes nothing', async (_name, headers) => {
    const session = await signIn('student04');
    const before = await t.app.inject({
      method: 'GET',
      url: '/v2/mypage/memos',
      headers: withCookie(session),
    });
    const response = await writeMemo(session, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'CROSS_SITE', message: SESSION_MESSAGES.crossSite });
    const after = await t.app.inject({
      method: 'GET',
      url: '/v2/mypage/memos',
      headers: withCookie(session),
    });
    expect(after.json()).toEqual(before.json());
  });

  it('lets a bearer client call from anywhere: no cookie, nothing to forge', async () => {
    const session = await signIn('student02');
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/mypage/memos',
      headers: { ...bearer(session), 'sec-fetch-site': 'cross-site' },
      payload: { content: '앱 밖의 클라이언트' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('given a token handed over by another site (startSession)', () => {
  it('turns a bearer token into the session cookie, and nothing else does', async () => {
    const token = await signIn('student01');
    const started = await t.app.inject({
      method: 'POST',
      url: '/v2/auth/students/session',
      headers: { ...bearer(token), host: HOST },
    });
    expectContract(started, '/auth/students/session', 'post');
    const cookie = sessionSet(started);
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect((await profile(cookie?.value ?? '')).statusCode).toBe(200);

    const byCookie = await t.app.inject({
      method: 'POST',
      url: '/v2/auth/students/session',
      headers: withCookie(token),
    });
    expect(byCookie.statusCode).toBe(401);
    const anonymous = await t.app.inject({ method: 'POST', url: '/v2/auth/students/session' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('given a long day of study (renewal)', () => {
  it('keeps a child signed in through a 30-minute test after 1 h 50 min of study, and renews the cookie', async () => {
    let session = await signIn('textbook01');
    // Study: a call every ten minutes for 1 h 50 min, then a 30-minute test with answers saved as it goes.
    for (let minute = 10; minute <= 140; minute += 10) {
      t.clock.advance(10 * 60_000);
      const response = await profile(session);
      expect(response.statusCode, `minute ${minute}`).toBe(200);
      const renewed = sessionSet(response);
      if (renewed) {
        expect(renewed).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
        session = renewed.value;
      }
    }
  });

  it('ends after two idle hours', async () => {
    const session = await signIn('hold01');
    t.clock.advance(2 * 60 * 60_000 + 1000);
    expect((await profile(session)).statusCode).toBe(401);
  });

  it('ends at the absolute limit from the sign-in, however active', async () => {
    let session = await signIn('before01');
    const steps = Math.ceil(ABSOLUTE_SESSION_SECONDS / (30 * 60));
    let lastStatus = 200;
    for (let step = 1; step <= steps; step += 1) {
      t.clock.advance(30 * 60_000);
      const response = await profile(session);
      lastStatus = response.statusCode;
      if (lastStatus !== 200) break;
      session = sessionSet(response)?.value ?? session;
    }
    expect(lastStatus).toBe(401);
  });
});

describe('given a sign-out or a password change', () => {
  it('sign-out revokes the session and clears the cookie', async () => {
    const session = await signIn('delivery01');
    const out = await t.app.inject({
      method: 'POST',
      url: '/v2/auth/students/logout',
      headers: withCookie(session),
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(sessionSet(out)).toMatchObject({ value: '', maxAge: 0 });
    expect((await profile(session)).statusCode).toBe(401);
  });

  it('a password change revokes every session and clears the cookie', async () => {
    const session = await signIn('label01');
    const other = await signIn('label01');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/v2/auth/students/password',
      headers: withCookie(session),
      payload: { memPwd: DEMO_PASSWORD, chgPwd: 'newpass5678' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(sessionSet(changed)).toMatchObject({ value: '', maxAge: 0 });
    expect((await profile(session)).statusCode).toBe(401);
    expect((await profile(other)).statusCode).toBe(401);
  });

  it('a cross-site sign-out is refused like any other change', async () => {
    const session = await signIn('label02');
    const out = await t.app.inject({
      method: 'POST',
      url: '/v2/auth/students/logout',
      headers: withCookie(session, { host: HOST, 'sec-fetch-site': 'cross-site' }),
    });
    expect(out.statusCode).toBe(403);
    expect((await profile(session)).statusCode).toBe(200);
  });
});
