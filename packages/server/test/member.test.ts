import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, expectContract, tokenFor, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('given student01 signed in', () => {
  it('answers the profile exactly as the issue fixes it', async () => {
    const response = await get('/v2/mypage/profile', await tokenFor(t.app, 'student01'));
    expect(response.statusCode).toBe(200);
    expect(expectContract(response, '/mypage/profile', 'get')).toEqual({
      result: {
        memNo: '1000001',
        memLoginId: 'student01',
        memNm: '김민준',
        memGender: '남성',
        memGuideFee: 57000,
        memRnlYn: 'YYYYYY',
        memShl: '버디초등학교',
        memGd: '3',
        memTp: 'A',
      },
    });
    expect(response.body).not.toMatch(/argon2|password/i);
  });

  it('lists the products EBP first, without the product named Buddy', async () => {
    const response = await get('/v2/exhibits/students/products', await tokenFor(t.app, 'student01'));
    expect(response.statusCode).toBe(200);
    const { result } = expectContract(response, '/exhibits/students/products', 'get') as {
      result: { prodCd: string; prodNm: string; realProdCd: string; memTpDtl: { memTp: string } }[];
    };
    expect(result.map((p) => p.prodCd)).toEqual(['EBP', 'EX']);
    expect(result.map((p) => p.prodNm)).not.toContain('Buddy');
    expect(result[0]).toEqual({
      prodCd: 'EBP',
      realProdCd: 'EBP-2026',
      prodNm: '버디 프라임',
      memTpDtl: { memTp: 'A', memTpLabel: '정회원' },
    });
  });

  it('answers the audio links of the levels held and the grammar link', async () => {
    const response = await get('/v2/study/credential/url', await tokenFor(t.app, 'student01'));
    expect(response.statusCode).toBe(200);
    const { result } = expectContract(response, '/study/credential/url', 'get') as {
      result: { audio: Record<string, string>; grammar: string; legacy: Record<string, string> };
    };
    expect(Object.keys(result.audio).sort()).toEqual(['EBP', 'EX']);
    expect(result.grammar).toMatch(/^https:\/\//);
    // No legacy site is configured here: the member's EX has no address (the header says so plainly).
    expect(result.legacy).toEqual({});
  });

  it('answers legacy-site credentials that are not the password hash', async () => {
    const token = await tokenFor(t.app, 'student01');
    const response = await get('/v2/auth/purunet/info', token);
    expect(response.statusCode).toBe(200);
    const { result } = expectContract(response, '/auth/purunet/info', 'get') as {
      result: { memLoginId: string; memNo: string; memEncPwd: string };
    };
    expect(result.memLoginId).toBe('student01');
    expect(result.memNo).toBe('1000001');
    expect(result.memEncPwd).toMatch(/^[0-9]{20}$/);
    const member = await t.database.db.query.members.findFirst({
      where: (m, { eq }) => eq(m.memNo, '1000001'),
    });
    expect(member?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(response.body).not.toContain(member?.passwordHash ?? '$argon2');
    expect(response.body).not.toContain('argon2');
    // Stable per member, different between members.
    expect((await get('/v2/auth/purunet/info', token)).json()).toEqual(response.json());
    const other = await get('/v2/auth/purunet/info', await tokenFor(t.app, 'student02'));
    expect((other.json() as { result: { memEncPwd: string } }).result.memEncPwd).not.toBe(result.memEncPwd);
  });
});

describe('given the other demo members', () => {
  it.each([
    ['student02', 'B', 48000, 'YYYYYN', '여성', ['EBP']],
    ['student03', 'E', 30000, 'NNNNNN', '남성', ['EBP', 'EB']],
    ['student04', 'F', 57000, 'YYYYYY', '여성', ['EBP', 'RnL']],
    ['cancel01', 'C', 39000, 'NNNNNN', '남성', ['EBP']],
    ['guest02', 'Z', 39000, 'NNNNNN', '여성', ['EBP']],
  ])('%s has memTp %s, fee %d, flags %s', async (id, memTp, fee, flags, gender, codes) => {
    const token = await tokenFor(t.app, id);
    const profile = expectContract(await get('/v2/mypage/profile', token), '/mypage/profile', 'get') as {
      result: Record<string, unknown>;
    };
    expect(profile.result).toMatchObject({ memTp, memGuideFee: fee, memRnlYn: flags, memGender: gender });
    const products = (await get('/v2/exhibits/students/products', token)).json() as {
      result: { prodCd: string }[];
    };
    expect(products.result.map((p) => p.prodCd)).toEqual(codes);
  });

  it('label01 carries the label 체험회원 on its product', async () => {
    const response = await get('/v2/exhibits/students/products', await tokenFor(t.app, 'label01'));
    const { result } = expectContract(response, '/exhibits/students/products', 'get') as {
      result: { memTpDtl: { memTp: string; memTpLabel: string } }[];
    };
    expect(result[0]?.memTpDtl).toEqual({ memTp: 'O', memTpLabel: '체험회원' });
  });
});

describe('given a signed-out visitor', () => {
  it('gets the common links', async () => {
    const response = await get('/v2/study/url');
    expect(response.statusCode).toBe(200);
    const { result } = expectContract(response, '/study/url', 'get') as { result: Record<string, unknown> };
    expect(result.studyCdn).toMatch(/^https:\/\//);
    expect(result.openLeftMenu).toBe(true);
    expect(result.openRightMenu).toBe(false);
    expect(result.logoutPage).toBe('');
  });

  it.each([
    '/v2/study/credential/url',
    '/v2/mypage/profile',
    '/v2/exhibits/students/products',
    '/v2/auth/purunet/info',
  ])('gets 401 from %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: '로그인이 필요합니다.', code: 'UNAUTHORIZED' });
  });
});

describe('given legacy sites and a logout page configured', () => {
  let configured: TestApp;
  beforeAll(async () => {
    configured = await createTestApp({
      config: {
        legacySites: { EX: 'https://ex.legacy.example/login', EB: 'https://eb.legacy.example/' },
        logoutPage: 'https://www.publisher.example/logout',
      },
    });
  });
  afterAll(async () => {
    await configured?.close();
  });

  it('answers the legacy site of each product the member holds, and only those', async () => {
    const token = await tokenFor(configured.app, 'student01');
    const response = await configured.app.inject({
      method: 'GET',
      url: '/v2/study/credential/url',
      headers: bearer(token),
    });
    const { result } = expectContract(response, '/study/credential/url', 'get') as {
      result: { legacy: Record<string, string> };
    };
    // student01 holds EBP (studied here) and EX: EB is configured but not theirs.
    expect(result.legacy).toEqual({ EX: 'https://ex.legacy.example/login' });
  });

  it('gives every visitor the logout page', async () => {
    const response = await configured.app.inject({ method: 'GET', url: '/v2/study/url' });
    const { result } = expectContract(response, '/study/url', 'get') as { result: { logoutPage: string } };
    expect(result.logoutPage).toBe('https://www.publisher.example/logout');
  });
});
