#!/usr/bin/env node
// Fault: kill -9 of the server on the embedded database (PGlite in DATA_DIR), FAULT_ROUNDS times (default 20) on
// one data directory. Each round: the demo student writes memos from 8 clients, the server is killed with SIGKILL
// at a random moment 200-800 ms into the load, then restarted on the same DATA_DIR (the lock file of the dead
// process is taken over). The round counts as reopened when /v2/health answers 200; then every write the killed
// server acknowledged (200 read in full) is read back through the API. At the end the server is stopped and the
// database opened directly: every acknowledged write of every round is checked again, and the writes cut off by
// the kill (the client never saw an answer) are counted as stored or not (either is correct).
// PGlite runs with fsync off: that risks what the OS had not yet written when the machine itself stops (power
// loss, kernel crash), which this bench does not simulate. A killed process loses nothing the OS has: a lost
// acknowledged write here is a defect, and fails the bench, like a database that does not reopen.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildServer, cleanup, serverMain, start, stop, waitFor } from '../lib.mjs';
import { compare, killDuringWrites, login, seconds, storedMemos, verifyThroughApi } from './writes.mjs';

const ROUNDS = Number(process.env.FAULT_ROUNDS ?? 20);

async function main() {
  buildServer();
  const port = Number(process.env.BENCH_PORT ?? 18200);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'buddy-faults-'));
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    APP_DIST: path.join(dataDir, 'no-app'),
    SHUTDOWN_DRAIN_MS: '0',
  };
  console.log(`pglite: ${ROUNDS} rounds of write load, kill -9, restart on one DATA_DIR (port ${port})`);
  let server = start([serverMain], env);
  const all = new Map();
  const unknown = [];
  let reopened = 0;
  let tookOver = 0;
  let apiLost = 0;
  let rejected = 0;
  try {
    const first = Date.now();
    await waitFor(`${base}/v2/health`, server, 120_000);
    console.log(`  first start (creates and seeds the database): ${seconds(Date.now() - first)}`);
    const token = await login(base);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const { load, loadMs } = await killDuringWrites(server, base, token, `r${round}`);
      for (const [boardNo, content] of load.acknowledged) all.set(boardNo, content);
      unknown.push(...load.unknown);
      rejected += load.rejected.length;
      const staleLock = existsSync(path.join(dataDir, 'buddy.lock'));

      const restarted = Date.now();
      server = start([serverMain], env);
      try {
        await waitFor(`${base}/v2/health`, server, 60_000);
      } catch (error) {
        console.log(`  round ${String(round).padStart(2)}: did not reopen: ${error.message}`);
        console.log(server.stderrText().slice(-2000));
        continue;
      }
      reopened += 1;
      if (staleLock) tookOver += 1;
      const restartMs = Date.now() - restarted;
      const check = await verifyThroughApi(base, token, load.acknowledged);
      apiLost += check.lost.length;
      console.log(
        `  round ${String(round).padStart(2)}: killed after ${loadMs} ms: acknowledged ${load.acknowledged.size}, ` +
          `cut off ${load.unknown.length}${load.rejected.length ? `, rejected ${load.rejected.length}` : ''}; ` +
          `reopened in ${seconds(restartMs)}${staleLock ? ' (stale lock taken over)' : ''}; ` +
          `present ${check.present}/${load.acknowledged.size}`,
      );
      for (const line of check.lost.slice(0, 5)) console.log(`    lost ${line}`);
    }
  } finally {
    await stop(server);
  }
  const stored = await storedMemos({ dataDir });
  const final = compare(stored, all, unknown);
  rmSync(dataDir, { recursive: true, force: true });
  console.log(
    `\npglite: reopened ${reopened}/${ROUNDS} (stale lock taken over ${tookOver} times); ` +
      `acknowledged ${all.size}, lost ${Math.max(final.lost, apiLost)}; ` +
      `cut off by the kill ${unknown.length}, of which stored ${final.unknownStored}` +
      (rejected ? `; rejected ${rejected}` : ''),
  );
  if (reopened !== ROUNDS || final.lost > 0 || apiLost > 0 || rejected > 0) process.exitCode = 1;
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(`bench/faults: ${error.stack ?? error}`);
    cleanup();
    process.exit(1);
  },
);
