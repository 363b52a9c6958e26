import { SignJWT, base64url } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authThrottle } from '../src/db/schema';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../src/plugins/tokens';
import {
  bearer,
  createTestApp,
  DEMO_PASSWORD,
  expectContract,
  login,
  tokenFor,
  type TestApp,
} from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/v2/mypage/profile', headers: bearer(token) });
const changePassword = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/v2/auth/students/password', headers: bearer(token), payload });

describe('given the demo student01 signing in', () => {
  it('answers a bearer token that opens the profile', async () => {
    const response = await login(t.app, 'student01');
    expect(response.statusCode).toBe(200);
    const body = expectContract(response, '/auth/students/login', 'post') as {
      result: { memToken: string; expiresIn: number };
    };
    expect(body.result.expiresIn).toBe(7200);
    const header = JSON.parse(
      new TextDecoder().decode(base64url.decode(body.result.memToken.split('.')[0] ?? '')),
    );
    expect(header.alg).toBe('HS256');
    expect((await profile(body.result.memToken)).statusCode).toBe(200);
  });

  it('refuses a wrong password with the Korean message for the 로그인 실패 dialog', async () => {
    const response = await login(t.app, 'student01', 'wrong-password1');
    expect(response.statusCode).toBe(401);
    expect(expectContract(response, '/auth/students/login', 'post')).toEqual({
      message: '아이디 또는 비밀번호가 일치하지 않습니다.',
      code: 'LOGIN_FAILED',
    });
  });

  it('answers an unknown id exactly like a wrong password', async () => {
    const response = await login(t.app, 'nobody-here', DEMO_PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: '아이디 또는 비밀번호가 일치하지 않습니다.',
      code: 'LOGIN_FAILED',
    });
  });

  it('refuses an encMemInfo sign-in honestly (no partner key configured)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/auth/students/login',
      payload: { encMemInfo: 'opaque-partner-blob' },
    });
    expect(response.statusCode).toBe(401);
    expect(expectContract(response, '/auth/students/login', 'post')).toMatchObject({
      code: 'PARTNER_LOGIN_UNAVAILABLE',
    });
  });
});

describe('given repeated failures for one login id', () => {
  it('answers 429 with Retry-After after 5 failures, until the 15-minute window passes', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await login(t.app, 'student02', 'wrong-pass01', `127.0.2.${i + 1}`)).statusCode).toBe(401);
    }
    const blocked = await login(t.app, 'student02', DEMO_PASSWORD, '127.0.2.9');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(expectContract(blocked, '/auth/students/login', 'post')).toEqual({
      message: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
      code: 'THROTTLED',
    });
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await login(t.app, 'student02', DEMO_PASSWORD, '127.0.2.10')).statusCode).toBe(200);
  });

  it('keeps the counter in the database (it survives a restart and is shared by processes)', async () => {
    await login(t.app, 'student03', 'wrong-pass01', '127.0.3.1');
    const rows = await t.database.db.select().from(authThrottle);
    expect(rows.find((r) => r.key === 'login:student03')?.failures).toBe(1);
  });
});

describe('given more than 30 sign-in attempts a minute from one address', () => {
  it('answers 429 with Retry-After from the 31st on', async () => {
    const address = '127.0.4.1';
    for (let i = 0; i < 30; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v2/auth/students/login',
        payload: { memLoginId: `nobody${i}`, memPwd: 'x' },
        remoteAddress: address,
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login(t.app, 'student04', DEMO_PASSWORD, address);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(expectContract(blocked, '/auth/students/login', 'post')).toEqual({
      message: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
      code: 'THROTTLED',
    });
    expect((await login(t.app, 'student04', DEMO_PASSWORD, '127.0.4.2')).statusCode).toBe(200);
  });
});

describe('given a bearer token', () => {
  it('answers 401 without one, and with a malformed one', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      bearer('not.a.token'),
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/v2/mypage/profile', headers });
      expect(response.statusCode).toBe(401);
      expect(expectContract(response, '/mypage/profile', 'get')).toEqual({
        message: '로그인이 필요합니다.',
        code: 'UNAUTHORIZED',
      });
    }
  });

  it('stops working after 2 hours', async () => {
    const token = await tokenFor(t.app, 'student04');
    t.clock.advance(2 * 60 * 60 * 1000 - 5000);
    expect((await profile(token)).statusCode).toBe(200);
    t.clock.advance(10_000);
    expect((await profile(token)).statusCode).toBe(401);
  });

  const forge = async (alg: string, secret: string, claims: Record<string, unknown> = {}) => {
    const now = Math.floor(t.clock().getTime() / 1000);
    return new SignJWT({ ver: 0, purpose: 'access', ...claims })
      .setProtectedHeader({ alg })
      .setSubject('1000001')
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(secret));
  };

  it('is accepted when forged with the right secret and HS256 (the control case)', async () => {
    const member = await t.database.db.query.members.findFirst({
      where: (m, { eq }) => eq(m.loginId, 'student01'),
    });
    const token = await forge('HS256', t.config.jwtSecret, { ver: member?.tokenVersion });
    expect((await profile(token)).statusCode).toBe(200);
  });

  it('refuses an HS512 token signed with the same secret (algorithm pinned)', async () => {
    const member = await t.database.db.query.members.findFirst({
      where: (m, { eq }) => eq(m.loginId, 'student01'),
    });
    const token = await forge('HS512', t.config.jwtSecret, { ver: member?.tokenVersion });
    expect((await profile(token)).statusCode).toBe(401);
  });

  it("refuses an unsigned alg 'none' token", async () => {
    const member = await t.database.db.query.members.findFirst({
      where: (m, { eq }) => eq(m.loginId, 'student01'),
    });
    const now = Math.floor(t.clock().getTime() / 1000);
    const part = (value: object) => base64url.encode(JSON.stringify(value));
    const token = `${part({ alg: 'none', typ: 'JWT' })}.${part({
      sub: '1000001',
      ver: member?.tokenVersion,
      purpose: 'access',
      iss: TOKEN_ISSUER,
      aud: TOKEN_AUDIENCE,
      iat: now,
      exp: now + 600,
    })}.`;
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('refuses a token signed with another secret or for another audience', async () => {
    expect(
      (await profile(await forge('HS256', 'another-secret-another-secret-another-secret'))).statusCode,
    ).toBe(401);
    const member = await t.database.db.query.members.findFirst({
      where: (m, { eq }) => eq(m.loginId, 'student01'),
    });
    const now = Math.floor(t.clock().getTime() / 1000);
    const other = await new SignJWT({ ver: member?.tokenVersion, purpose: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1000001')
      .setIssuer(TOKEN_ISSUER)
      .setAudience('someone-else')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect((await profile(other)).statusCode).toBe(401);
  });
});

describe('given a signed-in member who logs out', () => {
  it('revokes every token issued before the logout', async () => {
    const first = await tokenFor(t.app, 'cancel01');
    const second = await tokenFor(t.app, 'cancel01');
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/auth/students/logout',
      headers: bearer(first),
    });
    expect(response.statusCode).toBe(200);
    expect(expectContract(response, '/auth/students/logout', 'post')).toEqual({ result: true });
    expect((await profile(first)).statusCode).toBe(401);
    expect((await profile(second)).statusCode).toBe(401);
    const after = await tokenFor(t.app, 'cancel01');
    expect((await profile(after)).statusCode).toBe(200);
  });

  it('answers 401 to a logout without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v2/auth/students/logout' });
    expect(response.statusCode).toBe(401);
    expectContract(response, '/auth/students/logout', 'post');
  });
});

describe('given a member changing the password', () => {
  it('asks for the current password', async () => {
    const token = await tokenFor(t.app, 'hold01');
    const response = await changePassword(token, { chgPwd: 'newpass1234' });
    expect(response.statusCode).toBe(400);
    expect(expectContract(response, '/auth/students/password', 'post')).toEqual({
      message: '현재 비밀번호 항목을 확인해주세요.',
      code: 'CURRENT_PASSWORD_REQUIRED',
    });
  });

  it('refuses a wrong current password', async () => {
    const token = await tokenFor(t.app, 'hold01');
    const response = await changePassword(token, { memPwd: 'not-my-pass1', chgPwd: 'newpass1234' });
    expect(response.statusCode).toBe(400);
    expect(expectContract(response, '/auth/students/password', 'post')).toEqual({
      message: '현재 비밀번호가 일치하지 않습니다.',
      code: 'CURRENT_PASSWORD_MISMATCH',
    });
  });

  it.each([
    ['short1a'],
    ['nodigitsatall'],
    ['1234567890'],
    ['toolongpass12345'],
    ['UPPERCASE123'],
    // Seven characters as a person counts them, though twelve UTF-16 units (issue 26).
    ['😀😀😀😀😀a1'],
    ['e\u0301e\u0301e\u0301e\u0301a1'],
  ])('refuses the new password %s with the §5 message', async (chgPwd) => {
    const token = await tokenFor(t.app, 'hold01');
    const response = await changePassword(token, { memPwd: DEMO_PASSWORD, chgPwd });
    expect(response.statusCode).toBe(400);
    expect(expectContract(response, '/auth/students/password', 'post')).toEqual({
      message: '비밀번호는 영문, 숫자를 포함하여 10자 이상 12자 이하로 입력해 주세요.',
      code: 'PASSWORD_RULE',
    });
  });

  it('changes it, revokes the old tokens, and the new password signs in', async () => {
    const token = await tokenFor(t.app, 'before01');
    const other = await tokenFor(t.app, 'before01');
    const response = await changePassword(token, { memPwd: DEMO_PASSWORD, chgPwd: 'fresh12345a' });
    expect(response.statusCode).toBe(200);
    expect(expectContract(response, '/auth/students/password', 'post')).toEqual({ result: true });
    expect((await profile(token)).statusCode).toBe(401);
    expect((await profile(other)).statusCode).toBe(401);
    expect((await login(t.app, 'before01', DEMO_PASSWORD, '127.0.5.1')).statusCode).toBe(401);
    expect((await login(t.app, 'before01', 'fresh12345a', '127.0.5.2')).statusCode).toBe(200);
  });

  it('refuses chkTp PWF with a normal sign-in token', async () => {
    const token = await tokenFor(t.app, 'delivery01');
    const response = await changePassword(token, { chgPwd: 'fresh12345a', chkTp: 'PWF' });
    expect(response.statusCode).toBe(401);
    expectContract(response, '/auth/students/password', 'post');
  });

  it('throttles repeated wrong current passwords', async () => {
    const token = await tokenFor(t.app, 'textbook01');
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await changePassword(token, { memPwd: 'wrongpass123', chgPwd: 'fresh12345a' })).statusCode,
      ).toBe(400);
    }
    const blocked = await changePassword(token, { memPwd: DEMO_PASSWORD, chgPwd: 'fresh12345a' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expectContract(blocked, '/auth/students/password', 'post');
  });
});

// find/password and its guardian's code: password-reset.test.ts.

describe('given a member who forgot the login id (find/id)', () => {
  const findId = (payload: Record<string, unknown>, remoteAddress = '127.0.8.1') =>
    t.app.inject({ method: 'POST', url: '/v2/auth/students/find/id', payload, remoteAddress });

  it('answers the id with its middle masked', async () => {
    const response = await findId({ memNm: '김민준', memBirth: '20150305' });
    expect(response.statusCode).toBe(200);
    expect(expectContract(response, '/auth/students/find/id', 'post')).toEqual({
      result: { memLoginId: 'st*****01' },
    });
  });

  it('answers 404 when no member matches', async () => {
    const response = await findId({ memNm: '김민준', memBirth: '20150306' });
    expect(response.statusCode).toBe(404);
    expect(expectContract(response, '/auth/students/find/id', 'post')).toEqual({
      message: '일치하는 회원 정보가 없습니다.',
      code: 'MEMBER_NOT_FOUND',
    });
  });

  it('refuses an impossible birth date', async () => {
    const response = await findId({ memNm: '김민준', memBirth: '20150230' });
    expect(response.statusCode).toBe(400);
    expectContract(response, '/auth/students/find/id', 'post');
  });

  it('throttles more than 10 calls a minute from one address', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await findId({ memNm: '아무개', memBirth: '20150101' }, '127.0.8.50')).statusCode).toBe(404);
    }
    const blocked = await findId({ memNm: '김민준', memBirth: '20150305' }, '127.0.8.50');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expectContract(blocked, '/auth/students/find/id', 'post');
  });
});
