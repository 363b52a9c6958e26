import { createHmac } from 'node:crypto';
import { FIELD_LABELS, isValidBirthDate, MESSAGES, requiredMessage, validatePassword } from '@buddy/domain';
import type { components } from '@buddy/contract';
import { ERROR_MESSAGES, HttpError, unauthorized } from '../../plugins/errors';
import type { TokenClaims, TokenService } from '../../plugins/tokens';
import type { MembersRepository } from '../members/repository';
import type { TokenVersions } from '../members/token-versions';
import { argon2Passwords, type PasswordHasher } from './passwords';
import type { FailureThrottle } from './throttle';

type LoginRequest = components['schemas']['LoginRequest'];
type LoginResult = components['schemas']['LoginResult'];
type PasswordChangeRequest = components['schemas']['PasswordChangeRequest'];
type FindIdRequest = components['schemas']['FindIdRequest'];
type FindIdResult = components['schemas']['FindIdResult'];
type PurunetInfo = components['schemas']['PurunetInfo'];

/** The Korean messages the auth calls answer with (code in brackets). */
export const AUTH_MESSAGES = {
  /** 401 LOGIN_FAILED: unknown id or wrong password alike. */
  loginFailed: '아이디 또는 비밀번호가 일치하지 않습니다.',
  /** 401 PARTNER_LOGIN_UNAVAILABLE: encMemInfo sign-in needs a partner key this server does not have. */
  partnerLoginUnavailable: '제휴 사이트 로그인은 지원하지 않습니다. 아이디와 비밀번호로 로그인해 주세요.',
  /** 429 THROTTLED */
  throttled: ERROR_MESSAGES.throttled,
  /** 429 THROTTLED on find/password and password change */
  tooManyAttempts: '시도 횟수가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  /** 400 CURRENT_PASSWORD_MISMATCH */
  currentPasswordMismatch: '현재 비밀번호가 일치하지 않습니다.',
  /** 400 CURRENT_PASSWORD_REQUIRED */
  currentPasswordRequired: requiredMessage(FIELD_LABELS.currentPassword),
  /** 400 PASSWORD_RULE (spec §5) */
  passwordRule: MESSAGES.passwordRule,
  /** 400 BIRTH_RULE (spec §5) */
  birthRule: MESSAGES.birthRule,
  /** 404 MEMBER_NOT_FOUND */
  memberNotFound: '일치하는 회원 정보가 없습니다.',
} as const;

const throttled = (seconds: number, message: string): HttpError =>
  new HttpError(429, 'THROTTLED', message, { 'retry-after': String(seconds) });

/** 'student01' -> 'st*****01': the first two and last two characters stay (fewer for short ids). */
export function maskLoginId(loginId: string): string {
  const chars = [...loginId];
  if (chars.length <= 2) return `${chars[0] ?? ''}*`;
  const keep = chars.length >= 6 ? 2 : 1;
  return chars.slice(0, keep).join('') + '*'.repeat(chars.length - keep * 2) + chars.slice(-keep).join('');
}

export class AuthService {
  constructor(
    private readonly members: MembersRepository,
    private readonly versions: TokenVersions,
    private readonly tokens: TokenService,
    private readonly throttle: FailureThrottle,
    private readonly secret: string,
    private readonly passwords: PasswordHasher = argon2Passwords,
  ) {}

  async login(body: LoginRequest): Promise<LoginResult> {
    if (!('memLoginId' in body)) {
      // encMemInfo comes from a partner site, encrypted with a key shared with that partner. No partner key is
      // configured in this service, so it is refused honestly instead of pretending to sign anyone in.
      throw new HttpError(401, 'PARTNER_LOGIN_UNAVAILABLE', AUTH_MESSAGES.partnerLoginUnavailable);
    }
    const key = `login:${body.memLoginId.toLowerCase()}`;
    // The attempt is counted before the slow hash runs (throttle.begin), so parallel guesses cannot outrun it.
    const wait = await this.throttle.begin(key);
    if (wait > 0) throw throttled(wait, AUTH_MESSAGES.throttled);
    const member = await this.members.byLoginId(body.memLoginId);
    const ok = await this.passwords.verify(member?.passwordHash ?? null, body.memPwd);
    if (!member || !ok) throw new HttpError(401, 'LOGIN_FAILED', AUTH_MESSAGES.loginFailed);
    await this.throttle.succeed(key);
    const { token, expiresIn } = await this.tokens.issue({
      memNo: member.memNo,
      ver: member.tokenVersion,
      purpose: 'access',
    });
    return { memToken: token, expiresIn };
  }

  /** A new token of the caller's session, for the web app's cookie (ADR 048): same member, version and sign-in. */
  async session(claims: TokenClaims): Promise<{ token: string; expiresIn: number }> {
    if (claims.purpose !== 'access') throw unauthorized();
    return this.tokens.issue({
      memNo: claims.memNo,
      ver: claims.ver,
      purpose: 'access',
      ...(claims.authTime !== undefined ? { authTime: claims.authTime } : {}),
    });
  }

  async logout(claims: TokenClaims): Promise<void> {
    await this.versions.revoke(claims.memNo);
  }

  /**
   * Without chkTp: an access token and the current password. With chkTp PWF: a reset token, no current password.
   * The new password follows §5. Success revokes every token the member holds (the app signs in again).
   */
  async changePassword(claims: TokenClaims, body: PasswordChangeRequest): Promise<void> {
    const reset = body.chkTp === 'PWF';
    if (claims.purpose !== (reset ? 'pwf' : 'access')) throw unauthorized();
    if (!reset && (body.memPwd === undefined || body.memPwd.trim() === '')) {
      throw new HttpError(400, 'CURRENT_PASSWORD_REQUIRED', AUTH_MESSAGES.currentPasswordRequired);
    }
    const rule = validatePassword(body.chgPwd);
    if (rule) throw new HttpError(400, 'PASSWORD_RULE', rule);
    const member = await this.members.byNo(claims.memNo);
    if (!member) throw unauthorized();
    if (!reset) {
      const key = `password:${member.memNo}`;
      const wait = await this.throttle.begin(key);
      if (wait > 0) throw throttled(wait, AUTH_MESSAGES.tooManyAttempts);
      if (!(await this.passwords.verify(member.passwordHash, body.memPwd ?? ''))) {
        throw new HttpError(400, 'CURRENT_PASSWORD_MISMATCH', AUTH_MESSAGES.currentPasswordMismatch);
      }
      await this.throttle.succeed(key);
    }
    await this.versions.setPassword(member.memNo, await this.passwords.hash(body.chgPwd));
  }

  async findId(body: FindIdRequest): Promise<FindIdResult> {
    if (!isValidBirthDate(body.memBirth)) throw new HttpError(400, 'BIRTH_RULE', AUTH_MESSAGES.birthRule);
    const [member] = await this.members.byNameAndBirth(body.memNm.trim(), body.memBirth);
    if (!member) throw new HttpError(404, 'MEMBER_NOT_FOUND', AUTH_MESSAGES.memberNotFound);
    return { memLoginId: maskLoginId(member.loginId) };
  }

  /**
   * Credentials for the legacy learning site. memEncPwd is an opaque per-member token (an HMAC of memNo with the
   * server secret, written as 20 digits because the legacy site takes digits only), never the password hash.
   */
  async purunetInfo(claims: TokenClaims): Promise<PurunetInfo> {
    const member = await this.members.byNo(claims.memNo);
    if (!member) throw unauthorized();
    const mac = createHmac('sha256', this.secret).update(`purunet:${member.memNo}`).digest();
    const memEncPwd = mac.readBigUInt64BE(0).toString().padStart(20, '0');
    return { memLoginId: member.loginId, memNo: member.memNo, memEncPwd };
  }
}
