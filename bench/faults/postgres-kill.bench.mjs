#!/usr/bin/env node
// Fault: kill -9 of the server during writes on PostgreSQL (only when DATABASE_URL is set; in a throwaway database
// next to it). FAULT_PG_ROUNDS times (default 5): the demo student writes memos from 8 clients, the server is
// killed with SIGKILL at a random moment 200-800 ms into the load and restarted; every write it acknowledged
// (200 read in full) must be there, read back through the API after the restart and in the database at the end.
// PostgreSQL commits durably before the server answers, so the bench fails on any loss.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildServer, cleanup, postgresTarget, serverMain, start, stop, waitFor } from '../lib.mjs';
import { compare, killDuringWrites, login, seconds, storedMemos, verifyThroughApi } from './writes.mjs';

const ROUNDS = Number(process.env.FAULT_PG_ROUNDS ?? 5);

async function main() {
  if (!process.env.DATABASE_URL) {
    console.log('postgres: DATABASE_URL is not set, skipped');
    return;
  }
  buildServer();
  const port = Number(process.env.BENCH_PORT ?? 18200) + 1;
  const base = `http://127.0.0.1:${port}`;
  const target = await postgresTarget(process.env.DATABASE_URL);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'buddy-faults-'));
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: target.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    APP_DIST: path.join(dataDir, 'no-app'),
    SHUTDOWN_DRAIN_MS: '0',
  };
  console.log(`postgres: ${ROUNDS} rounds of write load, kill -9, restart (port ${port})`);
  let server = start([serverMain], { ...env, SEED_DEMO: '1' });
  const all = new Map();
  const unknown = [];
  let apiLost = 0;
  let rejected = 0;
  let restarts = 0;
  try {
    const first = Date.now();
    await waitFor(`${base}/v2/health`, server, 120_000);
    console.log(`  first start (migrates and seeds): ${seconds(Date.now() - first)}`);
    const token = await login(base);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const { load, loadMs } = await killDuringWrites(server, base, token, `r${round}`);
      for (const [boardNo, content] of load.acknowledged) all.set(boardNo, content);
      unknown.push(...load.unknown);
      rejected += load.rejected.length;
      const restarted = Date.now();
      server = start([serverMain], env);
      await waitFor(`${base}/v2/health`, server, 60_000);
      restarts += 1;
      const check = await verifyThroughApi(base, token, load.acknowledged);
      apiLost += check.lost.length;
      console.log(
        `  round ${round}: killed after ${loadMs} ms: acknowledged ${load.acknowledged.size}, cut off ` +
          `${load.unknown.length}${load.rejected.length ? `, rejected ${load.rejected.length}` : ''}; ` +
          `restarted in ${seconds(Date.now() - restarted)}; present ${check.present}/${load.acknowledged.size}`,
      );
      for (const line of check.lost.slice(0, 5)) console.log(`    lost ${line}`);
    }
    await stop(server);
    const final = compare(await storedMemos({ url: target.url }), all, unknown);
    console.log(
      `\npostgres: restarted ${restarts}/${ROUNDS}; acknowledged ${all.size}, lost ${Math.max(final.lost, apiLost)}; ` +
        `cut off by the kill ${unknown.length}, of which stored ${final.unknownStored}` +
        (rejected ? `; rejected ${rejected}` : ''),
    );
    if (final.lost > 0 || apiLost > 0 || rejected > 0) process.exitCode = 1;
  } finally {
    await stop(server);
    await target.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(`bench/faults: ${error.stack ?? error}`);
    cleanup();
    process.exit(1);
  },
);
