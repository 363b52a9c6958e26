// Starts the built server for the e2e journeys on a fresh embedded database (a new data directory each run), with
// the local mail catcher the server sends the guardian's code to (ADR 045): journeys read it at E2E_MAIL_PORT.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailCatcher } from '@buddy/mail-catcher';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'buddy-e2e-'));
const catcher = await startMailCatcher({ httpPort: Number(process.env.E2E_MAIL_PORT ?? 18481) });
const child = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '18480',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SMTP_URL: catcher.smtpUrl,
    // The journeys prove what a child and a parent see, not the shedding (load-shedding.test.ts does): beside the
    // other suites on two cores the event loop's mean delay passed its limit, and a sign-in was refused 503 and a
    // page's data call shed into a 500 (clean run, 2026-11-30). The in-flight cap stays on.
    MAX_EVENT_LOOP_DELAY_MS: '0',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  // The data directory is only for this run: remove it once the server has closed its database.
  rmSync(dataDir, { recursive: true, force: true });
  void catcher.close().finally(() => process.exit(code ?? 0));
});
