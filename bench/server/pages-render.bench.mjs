#!/usr/bin/env node
// The cost of drawing pages on the server (issue 27, ADR 049): server-rendered pages a second on this machine,
// printed beside the authenticated profile read of the same run and server, on PGlite, loopback only.
//   - GET /v2/mypage/profile with the session cookie: the read the goal is measured against
//   - GET /study with the session cookie: the study home, drawn with its data (its loaders' and its queries' reads,
//     through the API in process), compressed as a browser asks (brotli)
//   - GET /services/faq for a visitor: a public page drawn from data
// Goal: a page costs at most ten reads, i.e. /study's rate ≥ 10 % of the profile read's.
// On PGlite (the embedded default); and on PostgreSQL too when DATABASE_URL is set (production's and CI's database, in
// a temporary database dropped afterwards).
// Bounded: BENCH_DURATION seconds (default 5) per measurement, 8 connections.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cleanup, measureLoad, postgresTarget, root, serverMain, start, stop, waitFor } from '../lib.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 18380);
const LOGIN = { memLoginId: 'student01', memPwd: 'buddy1234ab' };
const SESSION_COOKIE = '__Host-buddy-session';
const GOAL = 0.1;
const appDist = path.join(root, 'packages', 'app', 'dist');
const pageRenderer = path.join(root, 'packages', 'app', 'dist-server', 'server.js');

const measure = (options) => measureLoad(options, DURATION);

async function main() {
  // `npm run build` is turbo-cached: a few hundred ms when nothing changed, a full build otherwise.
  const built = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0 || !existsSync(serverMain) || !existsSync(pageRenderer))
    throw new Error('the build left no server or no page renderer');
  console.log(`${DURATION} s per measurement, 8 connections, loopback only`);
  const results = [['PGlite', await benchDatabase(PORT, { DATABASE_URL: '' })]];
  if (process.env.DATABASE_URL) {
    const target = await postgresTarget(process.env.DATABASE_URL);
    try {
      results.push([
        'PostgreSQL',
        await benchDatabase(PORT + 1, { DATABASE_URL: target.url, SEED_DEMO: '1' }),
      ]);
    } finally {
      await target.drop();
    }
  } else {
    console.log('\npostgres: DATABASE_URL is not set, skipped');
  }
  console.log("\ngoal (issue 27): a page costs at most ten reads — /study ≥ 10 % of the profile read's rate");
  for (const [name, study] of results) {
    const met = study.ratio >= GOAL && study.failed === 0;
    console.log(
      `  ${name.padEnd(11)} ${(100 * study.ratio).toFixed(1).padStart(5)} %  ${met ? 'met' : 'NOT met'}`,
    );
  }
}

/** The three measurements on one server and database; answers /study's rate beside the read's. */
async function benchDatabase(port, env) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'buddy-bench-render-'));
  const server = start([serverMain], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    APP_DIST: appDist,
    ...env,
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/v2/health`, server, 90_000);
    const login = await fetch(`${base}/v2/auth/students/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(LOGIN),
    });
    const session = login.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))
      ?.split(';')[0];
    if (!login.ok || !session) throw new Error(`demo login failed (${login.status})`);
    const browser = { 'user-agent': 'Mozilla/5.0 Chrome/156.0.0.0', 'accept-encoding': 'br, gzip' };
    const check = await fetch(`${base}/study`, {
      headers: { cookie: session, ...browser },
      redirect: 'manual',
    });
    const html = await check.text();
    if (check.status !== 200 || !html.includes('id="page-state"'))
      throw new Error(`/study was not drawn for the member (${check.status})`);

    const rows = [
      [
        'GET /v2/mypage/profile (cookie)',
        await measure({ url: `${base}/v2/mypage/profile`, headers: { cookie: session } }),
      ],
      [
        'GET /study (drawn, member)',
        await measure({ url: `${base}/study`, headers: { cookie: session, ...browser } }),
      ],
      [
        'GET /services/faq (drawn, visitor)',
        await measure({ url: `${base}/services/faq`, headers: browser }),
      ],
    ];
    const read = rows[0][1].rps;
    const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'failed', 'x read'];
    const lines = rows.map(([name, r]) => [
      name,
      r.rps.toFixed(0),
      String(r.p50),
      String(r.p99),
      String(r.non2xx + r.errors),
      (r.rps / read).toFixed(3),
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
    const fmt = (cells) =>
      cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
    console.log(`\n${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${base}`);
    console.log(fmt(header));
    for (const line of lines) console.log(fmt(line));
    return { ratio: rows[1][1].rps / read, failed: rows[1][1].non2xx + rows[1][1].errors };
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`bench/server/pages-render: ${error.stack ?? error}`);
    cleanup();
    process.exit(1);
  },
);
