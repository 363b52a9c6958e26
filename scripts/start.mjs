#!/usr/bin/env node
/**
 * `npm start` after the build: the server on http://localhost:8080 with the embedded database and the demo content,
 * and — unless SMTP_URL names a mail server — the local mail catcher (ADR 045), so that a newcomer can walk through
 * find-password and read the guardian's mail at the development mailbox it prints (http://localhost:8025).
 */
import { startMailCatcher } from '@buddy/mail-catcher';

const wanted = {
  smtpPort: Number(process.env.MAIL_SMTP_PORT ?? 1025),
  httpPort: Number(process.env.MAIL_PORT ?? 8025),
};

/** The catcher on its usual ports, or on free ones when another program holds them. */
async function catcher() {
  try {
    return await startMailCatcher({ ...wanted, host: '127.0.0.1' });
  } catch (error) {
    if (error?.code !== 'EADDRINUSE') throw error;
    return startMailCatcher({ smtpPort: 0, httpPort: 0, host: '127.0.0.1' });
  }
}

if (!process.env.SMTP_URL) {
  const mail = await catcher();
  process.env.SMTP_URL = mail.smtpUrl;
  const mailbox = mail.httpUrl?.replace('127.0.0.1', 'localhost');
  process.stdout.write(`개발용 메일함 (비밀번호 찾기 메일이 여기로 와요): ${mailbox}\n`);
}
await import('../packages/server/dist/main.js');
