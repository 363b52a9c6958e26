#!/usr/bin/env node
/**
 * A local SMTP catcher for development and tests (ADR 045): an SMTP server (smtp-server, the nodemailer project's)
 * that keeps every message it receives, parsed (mailparser), in memory, and shows them over HTTP:
 *
 * - `GET /messages?to=<address>`: the messages (to that address), oldest first, as JSON;
 * - `GET /`: the same as a page a person reads (the development mailbox `npm start` prints the address of).
 *
 * Imported (`startMailCatcher`) by the server tests, run as a process by `npm start` and by the journeys' web server:
 *   node packages/mail-catcher/index.mjs --smtp 1025 --http 8025
 * It never relays anything anywhere, accepts no authentication and offers no STARTTLS (nothing leaves the machine).
 */
import http from 'node:http';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

/** The largest message kept: far above a password-reset mail, far below what would fill the memory. */
const MAX_MESSAGE_BYTES = 1024 * 1024;
/** The most messages kept; the oldest go first. */
const MAX_MESSAGES = 500;

const addressesOf = (field) =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((group) => group.value ?? [])
    .map((entry) => (entry.address ?? '').toLowerCase())
    .filter(Boolean);

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char],
  );

function page(messages) {
  const items = messages
    .slice()
    .reverse()
    .map(
      (message) => `<article>
  <h2>${escapeHtml(message.subject)}</h2>
  <p class="meta">받는 사람 ${escapeHtml(message.to.join(', '))} · 보낸 사람 ${escapeHtml(message.from)} · ${escapeHtml(message.date)}</p>
  <pre>${escapeHtml(message.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="ko">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>개발용 메일함 (${messages.length})</title>
<style>body{font:16px/1.6 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ccc;border-radius:12px;padding:1rem;margin:1rem 0}.meta{color:#555;font-size:14px}
pre{white-space:pre-wrap;font:inherit}</style></head>
<body><h1>개발용 메일함</h1>
<p>이 컴퓨터의 Buddy English가 보낸 메일이에요. 밖으로는 아무것도 나가지 않아요. 새로 고치면 새 메일이 보여요.</p>
${items || '<p>아직 받은 메일이 없어요.</p>'}
</body></html>`;
}

/**
 * Starts the catcher. `smtpPort`/`httpPort` 0 take a free port; `httpPort` null serves no HTTP. Resolves with the
 * addresses, the messages kept, `next(predicate)` (the next message that matches, or one already kept) and close().
 */
export async function startMailCatcher({ smtpPort = 0, httpPort = null, host = '127.0.0.1' } = {}) {
  const messages = [];
  const waiters = new Set();

  const keep = (message) => {
    messages.push(message);
    if (messages.length > MAX_MESSAGES) messages.shift();
    for (const waiter of [...waiters]) {
      if (waiter.matches(message)) {
        waiters.delete(waiter);
        waiter.resolve(message);
      }
    }
  };

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    banner: 'Buddy English development mail catcher',
    onData(stream, session, callback) {
      simpleParser(stream, { skipImageLinks: true })
        .then((parsed) => {
          if (stream.sizeExceeded) {
            callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
            return;
          }
          const envelopeTo = session.envelope.rcptTo.map((entry) => entry.address.toLowerCase());
          keep({
            to: envelopeTo.length > 0 ? envelopeTo : addressesOf(parsed.to),
            from: parsed.from?.text ?? session.envelope.mailFrom?.address ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            date: (parsed.date ?? new Date()).toISOString(),
          });
          callback();
        })
        .catch((error) => callback(error));
    },
  });
  smtp.on('error', () => undefined);
  smtp.listen(smtpPort, host);
  await once(smtp.server, 'listening');
  const smtpAddress = smtp.server.address();

  let web = null;
  if (httpPort !== null) {
    web = http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://catcher');
      if (request.method !== 'GET') {
        response.writeHead(405, { allow: 'GET' }).end();
        return;
      }
      if (url.pathname === '/messages') {
        const to = url.searchParams.get('to')?.toLowerCase();
        const list = to ? messages.filter((message) => message.to.includes(to)) : messages;
        response.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
        });
        response.end(JSON.stringify(list));
        return;
      }
      if (url.pathname === '/') {
        response.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        });
        response.end(page(messages));
        return;
      }
      response.writeHead(404).end();
    });
    web.listen(httpPort, host);
    try {
      await once(web, 'listening');
    } catch (error) {
      await new Promise((resolve) => smtp.close(resolve));
      throw error;
    }
  }
  const webAddress = web?.address();

  return {
    smtpUrl: `smtp://${host}:${smtpAddress.port}`,
    httpUrl: webAddress ? `http://${host}:${webAddress.port}` : null,
    messages: () => messages.slice(),
    /**
     * The matching message after the first `skip` ones: kept already, or the one to arrive (an event, not a poll).
     * A test counts the messages an address has, sends, then waits with that count to get the one it caused.
     */
    next(matches = () => true, skip = 0) {
      const kept = messages.filter(matches);
      if (kept.length > skip) return Promise.resolve(kept[skip]);
      let seen = kept.length;
      return new Promise((resolve) => {
        waiters.add({ matches: (message) => matches(message) && seen++ === skip, resolve });
      });
    },
    async close() {
      waiters.clear();
      await Promise.all([
        new Promise((resolve) => smtp.close(resolve)),
        web ? new Promise((resolve) => web.close(resolve)) : undefined,
      ]);
    },
  };
}

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    process.stderr.write(`mail-catcher: --${name} needs a port number\n`);
    process.exit(2);
  }
  return value;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const catcher = await startMailCatcher({ smtpPort: option('smtp', 1025), httpPort: option('http', 8025) });
  process.stdout.write(`mail catcher: SMTP ${catcher.smtpUrl}, mailbox ${catcher.httpUrl}\n`);
  const stop = () => void catcher.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
