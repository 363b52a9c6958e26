// A forgotten password (issue 26, ADR 045): the member's id, name and birth date only send a one-time code to the
// guardian's registered mail; the code gives the reset token. The mail goes over real SMTP to a local catcher that
// this file starts, and the tests read the code from the message the catcher received.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type CaughtMessage, type MailCatcher } from '@buddy/mail-catcher';
import { demoGuardianEmail } from '@buddy/domain/demo';
import { members, passwordResetCodes } from '../src/db/schema';
import { fillDemoGuardians } from '../src/seed/demo';
import { maskEmail } from '@buddy/domain';
import { bearer, createTestApp, DEMO_PASSWORD, expectContract, login, type TestApp } from './helpers';

let catcher: MailCatcher;
let t: TestApp;
beforeAll(async () => {
  catcher = await startMailCatcher();
  t = await createTestApp({ config: { smtpUrl: catcher.smtpUrl } });
});
afterAll(async () => {
  await t?.close();
  await catcher?.close();
});

const FIND = '/auth/students/find/password';
const CODE = '/auth/students/find/password/code';
let address = 0;
/** Each call from its own client address: the per-address limit is not what these tests are about. */
const post = (url: string, payload: Record<string, unknown>) => {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: `/v2${url}`,
    payload,
    remoteAddress: `127.0.${40 + Math.floor(address / 200)}.${address % 200}`,
  });
};
const identity = (loginId: string, memNm: string, memBirth: string) => ({
  memLoginId: loginId,
  memNm,
  memBirth,
});
const changePassword = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/v2/auth/students/password', headers: bearer(token), payload });

/** Asks for a code for a demo member and reads it from the guardian's mail (the message this request sent). */
async function codeFor(
  loginId: string,
  memNm: string,
  memBirth: string,
): Promise<{ code: string; mail: CaughtMessage }> {
  const to = (message: CaughtMessage) => message.to.includes(demoGuardianEmail(loginId));
  const earlier = catcher.messages().filter(to).length;
  const response = await post(FIND, identity(loginId, memNm, memBirth));
  expect(response.statusCode, response.body).toBe(200);
  // The message this request sent: the next one to the guardian after those already there.
  const mail = await catcher.next(to, earlier);
  const code = /확인 번호: ([0-9]{6})/.exec(mail.text)?.[1];
  expect(code).toBeDefined();
  return { code: code ?? '', mail };
}

describe('given a classmate who knows a child’s id, name and birth date', () => {
  it('gets no way into the account: the answer holds only a masked hint of where the code went', async () => {
    const response = await post(FIND, identity('student01', '김민준', '20150305'));
    expect(response.statusCode).toBe(200);
    const body = expectContract(response, FIND, 'post') as { result: Record<string, unknown> };
    expect(body.result).toEqual({ sentTo: maskEmail(demoGuardianEmail('student01')), expiresIn: 600 });
    expect(response.body).not.toContain(demoGuardianEmail('student01'));
    expect(response.body).not.toMatch(/resetToken|eyJ/);
  });

  it('cannot guess the code: five wrong tries kill it, and then even the right one is refused', async () => {
    const { code } = await codeFor('cancel01', '정우진', '20150117');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left -= 1) {
      const miss = await post(CODE, { memLoginId: 'cancel01', code: wrong });
      expect(miss.statusCode).toBe(400);
      expect(expectContract(miss, CODE, 'post')).toEqual({
        code: 'CODE_MISMATCH',
        message: `확인 번호가 맞지 않습니다. ${left}번 더 입력할 수 있습니다.`,
      });
    }
    const fifth = await post(CODE, { memLoginId: 'cancel01', code: wrong });
    expect(expectContract(fifth, CODE, 'post')).toEqual({
      code: 'CODE_LOCKED',
      message: '확인 번호를 여러 번 틀려 더 쓸 수 없습니다. 확인 번호를 다시 받아 주세요.',
    });
    const right = await post(CODE, { memLoginId: 'cancel01', code });
    expect(expectContract(right, CODE, 'post')).toEqual({
      code: 'CODE_EXPIRED',
      message: '확인 번호가 없거나 유효 시간이 지났습니다. 확인 번호를 다시 받아 주세요.',
    });
  });

  it('lets parallel guesses past the limit no more than one at a time would', async () => {
    const { code } = await codeFor('textbook01', '강하은', '20160223');
    const wrong = code === '999999' ? '888888' : '999999';
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post(CODE, { memLoginId: 'textbook01', code: wrong })),
    );
    const codes = responses.map((response) => (response.json() as { code: string }).code);
    expect(codes.filter((c) => c === 'CODE_MISMATCH')).toHaveLength(4);
    expect(codes.filter((c) => c === 'CODE_LOCKED')).toHaveLength(1);
    expect(codes.filter((c) => c === 'CODE_EXPIRED')).toHaveLength(15);
  });

  it('asks for at most three codes in 15 minutes', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await post(FIND, identity('hold01', '조은우', '20140630'))).statusCode).toBe(200);
    }
    const fourth = await post(FIND, identity('hold01', '조은우', '20140630'));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBeDefined();
    expect(expectContract(fourth, FIND, 'post')).toEqual({
      code: 'THROTTLED',
      message: '확인 번호를 너무 자주 요청했습니다. 15분 뒤에 다시 시도해 주세요.',
    });
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await post(FIND, identity('hold01', '조은우', '20140630'))).statusCode).toBe(200);
  });

  it('throttles repeated wrong identities per login id', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await post(FIND, identity('label03', '서지우', '20000101'))).statusCode).toBe(404);
    }
    const blocked = await post(FIND, identity('label03', '서지우', '20160719'));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expectContract(blocked, FIND, 'post');
  });
});

describe('given the guardian who receives the code', () => {
  it('reads a Korean mail naming the child, with a six-digit code, sent to the registered address only', async () => {
    const { code, mail } = await codeFor('student02', '이서연', '20160412');
    expect(mail.to).toEqual([demoGuardianEmail('student02')]);
    expect(mail.subject).toBe('[버디 잉글리시] 비밀번호 찾기 확인 번호');
    expect(mail.text).toContain('이서연 어린이(아이디 student02)');
    expect(mail.text).toContain('10분 동안 한 번만');
    expect(mail.text).toContain('요청하지 않으셨다면');
    expect(mail.html).toContain(code);
    expect(mail.from).toContain('no-reply@buddy-english.example');
  });

  it('keeps only a keyed hash of the code', async () => {
    const { code } = await codeFor('before01', '윤지아', '20150814');
    const [row] = await t.database.db
      .select()
      .from(passwordResetCodes)
      .innerJoin(members, eq(members.memNo, passwordResetCodes.memNo))
      .where(eq(members.loginId, 'before01'));
    expect(row?.password_reset_codes.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.password_reset_codes.codeHash).not.toContain(code);
  });

  it('turns the right code, once, into a 10-minute token that only sets a new password', async () => {
    const { code } = await codeFor('label01', '임서윤', '20141205');
    const found = await post(CODE, { memLoginId: 'label01', code: ` ${code.slice(0, 3)}-${code.slice(3)} ` });
    expect(found.statusCode, found.body).toBe(200);
    const { result } = expectContract(found, CODE, 'post') as {
      result: { resetToken: string; expiresIn: number };
    };
    expect(result.expiresIn).toBe(600);
    // Single use.
    const again = await post(CODE, { memLoginId: 'label01', code });
    expect((again.json() as { code: string }).code).toBe('CODE_EXPIRED');
    // Not a sign-in token: refused everywhere else, and without chkTp.
    const profile = await t.app.inject({
      method: 'GET',
      url: '/v2/mypage/profile',
      headers: bearer(result.resetToken),
    });
    expect(profile.statusCode).toBe(401);
    expect(
      (await changePassword(result.resetToken, { memPwd: DEMO_PASSWORD, chgPwd: 'reset12345a' })).statusCode,
    ).toBe(401);
    expect((await changePassword(result.resetToken, { chgPwd: 'short', chkTp: 'PWF' })).statusCode).toBe(400);
    const changed = await changePassword(result.resetToken, { chgPwd: 'reset12345a', chkTp: 'PWF' });
    expect(expectContract(changed, '/auth/students/password', 'post')).toEqual({ result: true });
    // The password change bumped the token version: the reset token is spent too.
    expect(
      (await changePassword(result.resetToken, { chgPwd: 'again12345a', chkTp: 'PWF' })).statusCode,
    ).toBe(401);
    expect((await login(t.app, 'label01', 'reset12345a', '127.0.60.2')).statusCode).toBe(200);
  });

  it('lets the reset token expire after 10 minutes', async () => {
    const { code } = await codeFor('guest02', '신예린', '20151129');
    const found = await post(CODE, { memLoginId: 'guest02', code });
    const { resetToken } = (found.json() as { result: { resetToken: string } }).result;
    t.clock.advance(10 * 60 * 1000 + 1000);
    expect((await changePassword(resetToken, { chgPwd: 'reset12345a', chkTp: 'PWF' })).statusCode).toBe(401);
  });

  it('gives one token for two requests racing with the right code', async () => {
    const { code } = await codeFor('delivery01', '장도윤', '20161002');
    const responses = await Promise.all([
      post(CODE, { memLoginId: 'delivery01', code }),
      post(CODE, { memLoginId: 'delivery01', code }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a code after 10 minutes, and an earlier code once a new one was sent', async () => {
    const first = await codeFor('label02', '오하준', '20150521');
    const second = await codeFor('label02', '오하준', '20150521');
    if (first.code !== second.code) {
      const old = await post(CODE, { memLoginId: 'label02', code: first.code });
      expect((old.json() as { code: string }).code).toBe('CODE_MISMATCH');
    }
    t.clock.advance(10 * 60 * 1000 + 1000);
    const late = await post(CODE, { memLoginId: 'label02', code: second.code });
    expect((late.json() as { code: string }).code).toBe('CODE_EXPIRED');
  });
});

describe('given bad or hostile input', () => {
  it('names the code field for a code that cannot be stored (a NUL)', async () => {
    const response = await post(CODE, { memLoginId: 'student01', code: '\u0000123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      message: '확인 번호에 쓸 수 없는 글자가 들어 있습니다. 지우고 다시 입력해 주세요.',
    });
  });

  it.each([['abc'], ['12345'], ['1234567'], ['12 34 5x']])(
    'says how to type the code for %j',
    async (code) => {
      const response = await post(CODE, { memLoginId: 'student01', code });
      expect(response.statusCode).toBe(400);
      expect(expectContract(response, CODE, 'post')).toEqual({
        code: 'CODE_FORMAT',
        message: '확인 번호 6자리를 숫자로 입력해 주세요.',
      });
    },
  );

  it('answers an unknown id with a code as it answers a spent code', async () => {
    const response = await post(CODE, { memLoginId: 'nobody-here', code: '123456' });
    expect((response.json() as { code: string }).code).toBe('CODE_EXPIRED');
  });

  it('answers a wrong identity and a member without a guardian contact with the same 404', async () => {
    await t.database.db.update(members).set({ guardianEmail: null }).where(eq(members.loginId, 'guest01'));
    const [row] = await t.database.db.select().from(members).where(eq(members.loginId, 'guest01'));
    const sent = catcher.messages().length;
    const noContact = await post(FIND, identity('guest01', row?.name ?? '', row?.birth ?? ''));
    const wrong = await post(FIND, identity('guest01', '누구', row?.birth ?? ''));
    for (const response of [noContact, wrong]) {
      expect(response.statusCode).toBe(404);
      expect(expectContract(response, FIND, 'post')).toEqual({
        code: 'MEMBER_NOT_FOUND',
        message:
          '일치하는 회원 정보가 없거나 보호자 메일이 등록되어 있지 않습니다. 다니는 학원이나 고객센터에 문의해 주세요.',
      });
    }
    expect(catcher.messages()).toHaveLength(sent);
  });

  it('refuses an impossible birth date with the §5 message', async () => {
    const response = await post(FIND, identity('label01', '임서윤', '20141332'));
    expect(expectContract(response, FIND, 'post')).toEqual({
      message: '생년월일을 날짜형식에 맞는 8자리로 입력해 주세요.',
      code: 'BIRTH_RULE',
    });
  });
});

describe('given a mail server that cannot be reached', () => {
  it('says the code could not be sent, and leaves no code that could be used', async () => {
    const offline = await createTestApp({ config: { smtpUrl: 'smtp://127.0.0.1:9' } });
    try {
      const response = await offline.app.inject({
        method: 'POST',
        url: `/v2${FIND}`,
        payload: identity('student03', '박지호', '20140920'),
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('60');
      expect(expectContract(response, FIND, 'post')).toEqual({
        code: 'RESET_UNAVAILABLE',
        message: '확인 번호 메일을 보내지 못했습니다. 잠시 후 다시 시도해 주세요.',
      });
      const left = await offline.database.db.select().from(passwordResetCodes);
      expect(left).toEqual([]);
    } finally {
      await offline.close();
    }
  });
});

describe('given a development database seeded before guardians had contacts', () => {
  it('gives its demo members their guardian’s address at start, and keeps a contact set since', async () => {
    const db = t.database.db;
    await db.update(members).set({ guardianEmail: null }).where(eq(members.loginId, 'student04'));
    await db
      .update(members)
      .set({ guardianEmail: 'mom@family.example' })
      .where(eq(members.loginId, 'textbook01'));
    expect(await fillDemoGuardians(db)).toBeGreaterThanOrEqual(1);
    const contact = async (loginId: string) =>
      (await db.select().from(members).where(eq(members.loginId, loginId)))[0]?.guardianEmail;
    expect(await contact('student04')).toBe(demoGuardianEmail('student04'));
    expect(await contact('textbook01')).toBe('mom@family.example');
    expect(await fillDemoGuardians(db)).toBe(0);
  });
});
