import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createScratchDatabase, DEMO_PASSWORD, onPostgres, type ScratchDatabase } from './helpers';

/*
 * ADR 024: WORKERS=2 runs the server as a primary and two stateless workers on one PostgreSQL database. This starts
 * the real entry point (src/main.ts) as a newcomer's `npm start` would, with WORKERS=2.
 */

const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = 18000 + Math.floor(Math.random() * 900);
const base = `http://127.0.0.1:${PORT}`;

/** The pids of the primary's workers (its children running main.ts; tsx keeps an esbuild child too), from ps. */
function workersOf(pid: number): number[] {
  const out = spawnSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' }).stdout;
  return out
    .split('\n')
    .filter((line) => line.includes('main.ts'))
    .map((line) => Number(line.trim().split(/\s+/)[0]))
    .filter((n) => Number.isInteger(n) && n > 0);
}

describe.runIf(onPostgres)('given the server started with WORKERS=2 on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let primary: ChildProcess;
  let stderr = '';
  let stdout = '';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'buddy-cluster-'));

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL ?? '', 'buddy_cluster');
    primary = spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'src', 'main.ts')], {
      cwd: SERVER_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: scratch.url,
        SEED_DEMO: '1',
        WORKERS: '2',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // info, so the primary's "every worker is listening" line can be waited for.
        LOG_LEVEL: 'info',
        SHUTDOWN_DRAIN_MS: '0',
        APP_DIST: path.join(dataDir, 'no-app'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary.stdout?.on('data', (chunk: Buffer) => {
      // Only the primary's own lines matter (all workers up; a worker died); the workers' request logs are dropped.
      for (const line of chunk.toString().split('\n')) {
        if (line.includes('"workers":2') || line.includes('worker died')) stdout += `${line}\n`;
      }
    });
    primary.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    // Health answers as soon as one worker listens; the tests below need both (killing the only listening worker
    // would close the shared port until its replacement listens), so wait for the primary to say both are up.
    // (vi.waitFor: expect.poll is for tests, not hooks.)
    await vi.waitFor(
      async () => {
        expect((await fetch(`${base}/v2/health`)).ok, stderr).toBe(true);
        expect(stdout, stderr).toContain('Buddy English on');
      },
      // A bound, not an order: the test command runs other lanes beside this file (ADR 044).
      { timeout: 150_000, interval: 100 },
    );
  }, 180_000);

  afterAll(async () => {
    if (primary.exitCode === null) {
      primary.kill('SIGKILL');
      for (const pid of workersOf(primary.pid ?? 0)) process.kill(pid, 'SIGKILL');
    }
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const signIn = async () => {
    const response = await fetch(`${base}/v2/auth/students/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify({ memLoginId: 'student02', memPwd: DEMO_PASSWORD }),
      signal: AbortSignal.timeout(5000),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { result: { memToken: string } }).result.memToken;
  };
  /** A new connection each time, so the primary hands the requests to both workers in turn. */
  const profile = (token: string) =>
    fetch(`${base}/v2/mypage/profile`, {
      headers: { authorization: `Bearer ${token}`, connection: 'close' },
      signal: AbortSignal.timeout(5000),
    }).then((response) => response.status);

  it('runs two workers beside the primary', () => {
    expect(workersOf(primary.pid ?? 0)).toHaveLength(2);
  });

  it('refuses on every worker a token signed out on one of them', async () => {
    const token = await signIn();
    // Every worker has seen (and remembered) the token.
    const before = await Promise.all(Array.from({ length: 6 }, () => profile(token)));
    expect(before).toEqual(Array(6).fill(200));
    const logout = await fetch(`${base}/v2/auth/students/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, connection: 'close' },
    });
    expect(logout.status).toBe(200);
    await expect
      .poll(() => Promise.all(Array.from({ length: 6 }, () => profile(token))), { timeout: 3000 })
      .toEqual(Array(6).fill(401));
  });

  it('starts another worker when one dies, and keeps answering meanwhile', async () => {
    const [victim] = workersOf(primary.pid ?? 0);
    expect(victim).toBeDefined();
    process.kill(victim ?? 0, 'SIGKILL');
    // The primary has seen it die (and hands connections to the other worker only).
    await expect.poll(() => stdout, { timeout: 10_000 }).toMatch(new RegExp(`"pid":${victim},.*worker died`));
    const token = await signIn();
    expect(await profile(token)).toBe(200);
    await expect
      .poll(
        () => {
          const now = workersOf(primary.pid ?? 0);
          return now.length === 2 && !now.includes(victim ?? 0);
        },
        { timeout: 20_000 },
      )
      .toBe(true);
  }, 40_000);

  it('stops every worker and exits 0 on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => primary.once('exit', resolve));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect.poll(() => workersOf(primary.pid ?? 0).length, { timeout: 5000 }).toBe(0);
  });
});
