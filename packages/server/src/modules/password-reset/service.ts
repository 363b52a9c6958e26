import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { isValidBirthDate, maskEmail, MESSAGES, normalizeResetCode, RESET_CODE_RULE } from '@buddy/domain';
import type { components } from '@buddy/contract';
import { HttpError } from '../../plugins/errors';
import type { Clock, TokenService } from '../../plugins/tokens';
import type { FailureThrottle } from '../auth/throttle';
import type { MembersRepository } from '../members/repository';
import { ResetChannelUnavailable, type ResetChannel } from './channel';
import type { ResetCodesRepository } from './repository';

type FindPasswordRequest = components['schemas']['FindPasswordRequest'];
type FindPasswordResult = components['schemas']['FindPasswordResult'];
type ResetCodeRequest = components['schemas']['ResetCodeRequest'];
type ResetTokenResult = components['schemas']['ResetTokenResult'];

/** How long a code lives, and how many wrong tries kill it (ADR 045). */
export const RESET_CODE_MINUTES = 10;
export const RESET_CODE_TRIES = 5;
/** Codes sent per member in a window: at most 3 in 15 minutes, whatever came of them. */
export const RESET_MAIL_POLICY = { maxFailures: 3, windowMs: 15 * 60 * 1000 } as const;

/** The Korean messages of the reset calls (code in brackets). */
export const RESET_MESSAGES = {
  /** 404 MEMBER_NOT_FOUND: no such member, or one without a guardian contact (one answer for both). */
  notFound:
    '일치하는 회원 정보가 없거나 보호자 메일이 등록되어 있지 않습니다. 다니는 학원이나 고객센터에 문의해 주세요.',
  /** 429 THROTTLED: identity misses, or too many codes asked for. */
  tooManyAttempts: '시도 횟수가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  tooManyCodes: '확인 번호를 너무 자주 요청했습니다. 15분 뒤에 다시 시도해 주세요.',
  /** 503 RESET_UNAVAILABLE: the mail could not be handed over. */
  unavailable: '확인 번호 메일을 보내지 못했습니다. 잠시 후 다시 시도해 주세요.',
  /** 400 CODE_FORMAT */
  codeFormat: RESET_CODE_RULE,
  /** 400 CODE_MISMATCH */
  codeMismatch: (left: number) => `확인 번호가 맞지 않습니다. ${left}번 더 입력할 수 있습니다.`,
  /** 400 CODE_EXPIRED: no live code (never sent, used, replaced or timed out). */
  codeExpired: '확인 번호가 없거나 유효 시간이 지났습니다. 확인 번호를 다시 받아 주세요.',
  /** 400 CODE_LOCKED: the fifth wrong try. */
  codeLocked: '확인 번호를 여러 번 틀려 더 쓸 수 없습니다. 확인 번호를 다시 받아 주세요.',
} as const;

const throttled = (seconds: number, message: string): HttpError =>
  new HttpError(429, 'THROTTLED', message, { 'retry-after': String(seconds) });

/**
 * A forgotten password (ADR 045): the member's id, name and birth date send a one-time code to the guardian's
 * registered contact; the code, once, within 10 minutes and 5 tries, gives the short-lived reset token that the
 * password change takes (chkTp PWF). Knowing a child's birthday is no longer enough to take the account.
 */
export class PasswordResetService {
  constructor(
    private readonly members: MembersRepository,
    private readonly codes: ResetCodesRepository,
    private readonly tokens: TokenService,
    /** Identity misses per login id (5 in 15 minutes). */
    private readonly identityThrottle: FailureThrottle,
    /** Codes sent per member (RESET_MAIL_POLICY); never cleared by a success. */
    private readonly mailThrottle: FailureThrottle,
    private readonly channel: ResetChannel,
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  private hash(memNo: string, code: string): string {
    return createHmac('sha256', this.secret).update(`password-reset:${memNo}:${code}`).digest('hex');
  }

  async request(body: FindPasswordRequest): Promise<FindPasswordResult> {
    if (!isValidBirthDate(body.memBirth)) throw new HttpError(400, 'BIRTH_RULE', MESSAGES.birthRule);
    const key = `find-password:${body.memLoginId.toLowerCase()}`;
    const wait = await this.identityThrottle.begin(key);
    if (wait > 0) throw throttled(wait, RESET_MESSAGES.tooManyAttempts);
    const member = await this.members.byLoginId(body.memLoginId);
    const contact = member?.guardianEmail?.trim() ?? '';
    if (!member || member.name !== body.memNm.trim() || member.birth !== body.memBirth || contact === '') {
      throw new HttpError(404, 'MEMBER_NOT_FOUND', RESET_MESSAGES.notFound);
    }
    await this.identityThrottle.succeed(key);
    const mails = await this.mailThrottle.begin(`reset-mail:${member.memNo}`);
    if (mails > 0) throw throttled(mails, RESET_MESSAGES.tooManyCodes);

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.clock();
    await this.codes.replace(
      member.memNo,
      this.hash(member.memNo, code),
      now,
      new Date(now.getTime() + RESET_CODE_MINUTES * 60_000),
    );
    try {
      await this.channel.deliver({
        to: contact,
        childName: member.name,
        loginId: member.loginId,
        code,
        minutes: RESET_CODE_MINUTES,
      });
    } catch (error) {
      // A code nobody received must not stay usable.
      await this.codes.remove(member.memNo);
      if (error instanceof ResetChannelUnavailable) {
        throw new HttpError(503, 'RESET_UNAVAILABLE', RESET_MESSAGES.unavailable, { 'retry-after': '60' });
      }
      throw error;
    }
    return { sentTo: maskEmail(contact), expiresIn: RESET_CODE_MINUTES * 60 };
  }

  async verify(body: ResetCodeRequest): Promise<ResetTokenResult> {
    const code = normalizeResetCode(body.code);
    if (code === null) throw new HttpError(400, 'CODE_FORMAT', RESET_MESSAGES.codeFormat);
    const member = await this.members.byLoginId(body.memLoginId);
    const live = member ? await this.codes.countTry(member.memNo, this.clock()) : null;
    if (!member || !live) throw new HttpError(400, 'CODE_EXPIRED', RESET_MESSAGES.codeExpired);
    if (live.tries > RESET_CODE_TRIES) {
      await this.codes.remove(member.memNo);
      throw new HttpError(400, 'CODE_EXPIRED', RESET_MESSAGES.codeExpired);
    }
    const given = Buffer.from(this.hash(member.memNo, code), 'hex');
    const kept = Buffer.from(live.codeHash, 'hex');
    const right = given.length === kept.length && timingSafeEqual(given, kept);
    if (!right) {
      if (live.tries >= RESET_CODE_TRIES) {
        await this.codes.remove(member.memNo);
        throw new HttpError(400, 'CODE_LOCKED', RESET_MESSAGES.codeLocked);
      }
      throw new HttpError(400, 'CODE_MISMATCH', RESET_MESSAGES.codeMismatch(RESET_CODE_TRIES - live.tries));
    }
    // Single use: of two requests with the right code, one deletes it and only that one gets a token.
    if (!(await this.codes.consume(member.memNo, live.codeHash))) {
      throw new HttpError(400, 'CODE_EXPIRED', RESET_MESSAGES.codeExpired);
    }
    const { token, expiresIn } = await this.tokens.issue({
      memNo: member.memNo,
      ver: member.tokenVersion,
      purpose: 'pwf',
    });
    return { resetToken: token, expiresIn };
  }
}
