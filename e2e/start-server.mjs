// Starts the built server for the e2e journeys on a fresh embedded database (a new data directory each run), with
// the local mail catcher the server sends the guardian's code to (ADR 045): journeys read it at E2E_MAIL_PORT.
import { startMailCatcher } from '@buddy/mail-catcher';
import { spawnServer } from './spawn-server.mjs';

const catcher = await startMailCatcher({ httpPort: Number(process.env.E2E_MAIL_PORT ?? 18481) });
const { child, exited } = spawnServer({
  port: process.env.E2E_PORT ?? '18480',
  env: { SMTP_URL: catcher.smtpUrl },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
void exited.then((code) => catcher.close().finally(() => process.exit(code)));
