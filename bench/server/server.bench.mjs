#!/usr/bin/env node
// The /v2 server against a Fastify hello-world baseline, in one run, on loopback only.
//   - baseline GET / of a bare Fastify (its own process)
//   - the real server (packages/server/dist/main.js, a temporary DATA_DIR, PGlite): authenticated
//     GET /v2/mypage/profile and POST /v2/auth/students/login (req/s, p50, p99, ratio to the baseline)
//   - the same on PostgreSQL when DATABASE_URL is set (in a temporary database, dropped afterwards), with one
//     server process and with two (WORKERS=2, Node's cluster)
//   - each read's ratio to the baseline beside issue 10's goal
// (The pages' JavaScript, CSS and Lighthouse figures are bench/pages.)
// Bounded: 5 s per measurement, a few connections; the whole run takes well under two minutes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  buildServer,
  cleanup,
  measureLoad,
  postgresTarget,
  root,
  serverMain,
  start,
  stop,
  waitFor,
} from '../lib.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const LOGIN = { memLoginId: 'student01', memPwd: 'buddy1234ab' };

const measure = (options) => measureLoad(options, DURATION);

const rows = [];
function record(name, figures, baseline) {
  rows.push({ name, ...figures, ratio: baseline ? figures.rps / baseline : 1 });
}

async function benchServer(label, port, env) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'buddy-bench-'));
  const server = start([serverMain], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The per-address login limit (30 a minute by default) would turn the login bench into a 429 bench.
    LOGIN_RATE_LIMIT: '1000000',
    APP_DIST: path.join(dataDir, 'no-app'),
    ...env,
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/v2/health`, server);
    // With WORKERS, the health check answers once the first worker listens: give the others a moment.
    if (env.WORKERS) await new Promise((resolve) => setTimeout(resolve, 3000));
    const login = await fetch(`${base}/v2/auth/students/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(LOGIN),
    });
    if (!login.ok) throw new Error(`${label}: demo login failed (${login.status})`);
    const { result } = await login.json();
    const baseline = rows[0]?.rps;
    record(
      `${label} GET /v2/mypage/profile`,
      await measure({
        url: `${base}/v2/mypage/profile`,
        headers: { authorization: `Bearer ${result.memToken}` },
      }),
      baseline,
    );
    record(
      `${label} POST /v2/auth/students/login`,
      await measure({
        url: `${base}/v2/auth/students/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(LOGIN),
        connections: 4,
      }),
      baseline,
    );
  } catch (error) {
    console.log(`${label}: ${error.message}\n${server.stderrText().slice(-2000)}`);
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable() {
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'x baseline'];
  const lines = rows.map((r) => [
    r.name,
    r.rps.toFixed(0),
    String(r.p50),
    String(r.p99),
    String(r.non2xx + r.errors),
    r.ratio.toFixed(3),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${fmt(header)}`);
  for (const line of lines) console.log(fmt(line));
}

/** Issue 10's goals for an authenticated indexed read, as a ratio to hello-world in this run. */
const READ_GOALS = [
  ['pglite GET /v2/mypage/profile', 0.05],
  ['postgres GET /v2/mypage/profile', 0.2],
  ['postgres x2 GET /v2/mypage/profile', 0.2],
];

function printGoals() {
  console.log(
    '\ngoals (issue 10): authenticated read >= 20 % of hello-world on PostgreSQL, >= 5 % on PGlite',
  );
  for (const [name, goal] of READ_GOALS) {
    const row = rows.find((r) => r.name === name);
    if (!row) continue;
    const met = row.ratio >= goal && row.non2xx + row.errors === 0;
    console.log(
      `  ${name.padEnd(36)} ${(row.ratio * 100).toFixed(1).padStart(5)} % (goal ${goal * 100} %)  ${met ? 'met' : 'NOT met'}`,
    );
  }
}

async function main() {
  buildServer();
  const port = Number(process.env.BENCH_PORT ?? 18180);
  console.log(`${DURATION} s per measurement, loopback only (ports ${port}-${port + 3})`);

  const hello = start([path.join(root, 'bench', 'server', 'hello-server.mjs'), String(port)]);
  try {
    await waitFor(`http://127.0.0.1:${port}/`, hello);
    record('fastify hello-world GET /', await measure({ url: `http://127.0.0.1:${port}/` }));
  } finally {
    await stop(hello);
  }

  await benchServer('pglite', port + 1, { DATABASE_URL: '' });
  if (process.env.DATABASE_URL) {
    const target = await postgresTarget(process.env.DATABASE_URL);
    try {
      await benchServer('postgres', port + 2, { DATABASE_URL: target.url, SEED_DEMO: '1' });
      await benchServer('postgres x2', port + 3, { DATABASE_URL: target.url, WORKERS: '2' });
    } finally {
      await target.drop();
    }
  } else {
    console.log('postgres: DATABASE_URL is not set, skipped');
  }
  printTable();
  console.log(
    'login is bound by argon2id (m=19456, t=2, p=1) by design; the bench lifts the per-address limit.',
  );
  printGoals();
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`bench/server: ${error.stack ?? error}`);
    cleanup();
    process.exit(1);
  },
);
