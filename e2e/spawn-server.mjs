// The built server (packages/server/dist/main.js) on a fresh embedded database: a data directory of its own, removed
// once the server has closed it. The journeys' shared server (start-server.mjs) is one; a journey that moves the
// server's clock starts another (buddy-week.spec.ts), since moving the shared one's days would end the sign-ins of
// every journey beside it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts the server on 127.0.0.1:`port` with `env` beside the defaults; `exited` settles with its exit code. */
export function spawnServer({ port, env = {}, stdio = 'inherit' }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'buddy-e2e-'));
  const child = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
    cwd: root,
    stdio,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The journeys prove what a child and a parent see, not the shedding (load-shedding.test.ts does): beside the
      // other suites on two cores the event loop's mean delay passed its limit, and a sign-in was refused 503 and a
      // page's data call shed into a 500 (clean run, 2026-11-30). The in-flight cap stays on.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
  });
  const exited = new Promise((resolve) => {
    child.on('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve(code ?? 0);
    });
  });
  return { child, exited };
}

/** Waits until `url` answers 200, failing when the server exits first or `timeoutMs` passes. */
export async function untilHealthy(url, exited, timeoutMs = 120_000) {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  for (const until = Date.now() + timeoutMs; Date.now() < until;) {
    if (gone) throw new Error(`the server for ${url} exited before it answered`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server for ${url} did not answer within ${timeoutMs} ms`);
}
