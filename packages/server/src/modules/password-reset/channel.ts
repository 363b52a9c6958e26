import nodemailer from 'nodemailer';

/** What a reset code is sent as: to whom, for which child, the code and how long it lasts. */
export interface ResetMessage {
  /** The guardian's contact (a mail address for the mail channel). */
  to: string;
  childName: string;
  loginId: string;
  code: string;
  minutes: number;
}

/**
 * How a reset code reaches the child's guardian (ADR 045). Mail is the default; an identity-verification service
 * (the spec's site links name one) would be another implementation of the same interface.
 */
export interface ResetChannel {
  readonly kind: 'mail';
  /** Resolves once the message is handed over; rejects when it cannot be. */
  deliver(message: ResetMessage): Promise<void>;
}

/** The channel cannot deliver (no SMTP configured, or the mail server refused): the member is told to try later. */
export class ResetChannelUnavailable extends Error {
  override name = 'ResetChannelUnavailable';
}

/** The mail a guardian gets, in Korean: plain text, and the same as simple HTML. */
export function resetMail(message: ResetMessage): { subject: string; text: string; html: string } {
  const subject = '[버디 잉글리시] 비밀번호 찾기 확인 번호';
  const lines = [
    `${message.childName} 어린이(아이디 ${message.loginId})의 비밀번호를 새로 정하려는 요청이 있었어요.`,
    '',
    `확인 번호: ${message.code}`,
    '',
    `이 번호는 ${message.minutes}분 동안 한 번만 쓸 수 있어요. 비밀번호 찾기 화면에 입력해 주세요.`,
    '요청하지 않으셨다면 이 메일은 지우셔도 돼요. 비밀번호는 바뀌지 않아요.',
    '',
    '버디 잉글리시 드림',
  ];
  const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  const html = lines
    .map((line) =>
      line === ''
        ? ''
        : line.startsWith('확인 번호:')
          ? `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escape(line)}</p>`
          : `<p>${escape(line)}</p>`,
    )
    .join('\n');
  return { subject, text: lines.join('\n'), html };
}

/** Sends over SMTP (nodemailer): `smtpUrl` as smtp://host:port or smtps://user:pass@host:port. */
export function mailResetChannel({ smtpUrl, from }: { smtpUrl: string; from: string }): ResetChannel & {
  close(): void;
} {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'mail',
    async deliver(message) {
      const mail = resetMail(message);
      try {
        await transport.sendMail({ from, to: message.to, ...mail });
      } catch (error) {
        throw new ResetChannelUnavailable('the mail server did not take the message', { cause: error });
      }
    },
    close: () => transport.close(),
  };
}

/** Without SMTP_URL: nothing can be sent, and find-password says so. */
export const unavailableResetChannel: ResetChannel = {
  kind: 'mail',
  deliver: () => Promise.reject(new ResetChannelUnavailable('SMTP_URL is not configured')),
};
