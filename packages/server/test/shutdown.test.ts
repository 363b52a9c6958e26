// Graceful shutdown (plugins/shutdown.ts, server.ts stop()): the drain, then the close, first in process (exact
// socket-level cases), then the real server as a child process under load, SIGTERM mid-load and a restart.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { LOCK_FILE } from '../src/db/lock';
import { SHUTTING_DOWN } from '../src/plugins/shutdown';
import {
  createScratchDatabase,
  DEMO_PASSWORD,
  openTestDatabase,
  testConfig,
  type TestDatabase,
} from './helpers';

const root = fileURLToPath(new URL('../../..', import.meta.url));
/** Only for the load balancer's probe interval and a client's retry pause below: never to order events. */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const temp = mkdtempSync(path.join(tmpdir(), 'buddy-shutdown-test-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

interface Outcome {
  status?: number;
  connection?: string;
  body?: string;
  /** The socket error code (ECONNREFUSED, ECONNRESET, ...) when there was no response. */
  error?: string;
}

function send(
  port: number,
  urlPath: string,
  options: { agent?: http.Agent | false; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: urlPath, agent: options.agent ?? false, headers: options.headers },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode, connection: response.headers.connection, body }),
        );
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ error: error.code ?? error.message }),
        );
      },
    );
    request.setTimeout(options.timeoutMs ?? 10_000, () => request.destroy(new Error('TIMEOUT')));
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.end();
  });
}

interface Reading {
  /** What arrived so far. */
  text(): string;
  /** Everything, once the server closed the socket. */
  done: Promise<{ text: string; error?: string }>;
}

/** Reads a raw socket until the server closes it. */
function readAll(socket: net.Socket): Reading {
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    text += chunk;
  });
  const done = new Promise<{ text: string; error?: string }>((resolve) => {
    socket.on('error', (error: NodeJS.ErrnoException) => resolve({ text, error: error.code }));
    socket.on('close', () => resolve({ text }));
  });
  return { text: () => text, done };
}

describe('given SHUTDOWN_DRAIN_MS', () => {
  const base = { DATA_DIR: path.join(temp, 'config'), JWT_SECRET: 'x'.repeat(32) };
  it('defaults to 5000 on PostgreSQL and 0 on the embedded database, and takes a whole number of ms', () => {
    expect(loadConfig(base, temp).shutdownDrainMs).toBe(0);
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://u@h/db' }, temp).shutdownDrainMs).toBe(5000);
    expect(loadConfig({ ...base, SHUTDOWN_DRAIN_MS: '250' }, temp).shutdownDrainMs).toBe(250);
    for (const bad of ['-1', '1.5', 'soon', '600001']) {
      expect(() => loadConfig({ ...base, SHUTDOWN_DRAIN_MS: bad }, temp)).toThrow(ConfigError);
    }
  });
});

describe('given the server draining, then closing (in process)', () => {
  // The database and the app in a hook: on a busy machine they take longer than a test may.
  let opened: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    opened = await openTestDatabase('migrated');
    app = await buildApp({ config: testConfig(), database: opened.database, logger: false });
    app.get('/__test/ok', async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await opened?.drop();
  });

  it('answers health 503 SHUTTING_DOWN while serving the rest, then answers a request accepted before the close', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

    expect((await send(port, '/v2/health')).status).toBe(200);
    const before = await send(port, '/__test/ok', { agent: keepAlive });
    expect(before.status).toBe(200);
    expect(before.connection).toBe('keep-alive');
    // A keep-alive connection that is served now and then waits (idle) through the drain.
    const idle = net.connect(port, '127.0.0.1');
    const idleRead = readAll(idle);
    idle.write('GET /__test/ok HTTP/1.1\r\nHost: t\r\n\r\n');
    // Its answer is in before the drain begins.
    await expect.poll(() => idleRead.text()).toContain('{"ok":true}');

    app.shutdown.drain();
    const health = await send(port, '/v2/health');
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body!)).toEqual(SHUTTING_DOWN);
    expect(health.connection).toBe('close');
    // Everything else is still served, on new connections and on the kept-alive one, which is then closed.
    const fresh = await send(port, '/__test/ok');
    expect(fresh.status).toBe(200);
    const reused = await send(port, '/__test/ok', { agent: keepAlive });
    expect(reused.status).toBe(200);
    expect(reused.connection).toBe('close');

    // A connection accepted whose request is not there yet when close() begins.
    const accepted = new Promise((resolve) => app.server.once('connection', resolve));
    const silent = net.connect(port, '127.0.0.1');
    const silentRead = readAll(silent);
    await accepted;
    const closing = app.close();
    await expect.poll(() => app.server.listening).toBe(false);
    // The listener no longer accepts ...
    expect((await send(port, '/__test/ok')).error).toBe('ECONNREFUSED');
    // ... but the request on the connection it accepted is answered, then that connection is closed.
    silent.write('GET /__test/ok HTTP/1.1\r\nHost: t\r\n\r\n');
    const answered = await silentRead.done;
    expect(answered.error).toBeUndefined();
    expect(answered.text).toMatch(/^HTTP\/1\.1 200 /);
    expect(answered.text.toLowerCase()).toContain('connection: close');
    // The idle keep-alive connection got its one answer (kept alive), then was closed by the server.
    const idleText = await idleRead.done;
    expect(idleText.text).toMatch(/^HTTP\/1\.1 200 /);
    expect(idleText.text.toLowerCase()).toContain('connection: keep-alive');
    await closing;
    keepAlive.destroy();
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The real server under load.
//
// Clients: KEEP_ALIVE workers on a keep-alive connection each, NEW_CONNECTION workers opening a connection per
// request (what a reverse proxy does), all sending GET /v2/mypage/profile back to back, behind a model of a load
// balancer that probes /v2/health every PROBE_MS and honours it: after UNHEALTHY_AFTER probes answered 503 it stops
// sending (a worker holds its next request) until a probe answers 200 again, or until the listener is gone (a probe
// is refused): then requests go out again and are retried on ECONNREFUSED until the restarted server accepts them.
//
// "Failed" means: a connection reset (ECONNRESET, "socket hang up", EPIPE), a timeout or any other socket error
// other than ECONNREFUSED, or a 5xx answer (the health 503 of a probe is the signal, not a failure). ECONNREFUSED is
// not a failure: the request was never accepted, the client retries it. The test expects 0 failures, every request
// eventually answered 200, requests answered during the drain (after SIGTERM, and after health turned 503), and
// refused requests that succeeded on the restarted server. The balancer's own probes must not fail either, except
// for the one TCP race described at Balancer.probes (a probe reset at the instant the listener closes).
// ---------------------------------------------------------------------------------------------------------------

// The production default (5 s): the balancer needs UNHEALTHY_AFTER health answers within the drain, and on a loaded
// 2-core machine one probe took over 750 ms, so that a 1.5 s drain saw one 503 and the close reset the requests it
// kept sending (2026-11-30).
const DRAIN_MS = 5000;
const PROBE_MS = 50;
const UNHEALTHY_AFTER = 2;
const KEEP_ALIVE = 4;
const NEW_CONNECTION = 4;
const JWT_SECRET = randomBytes(32).toString('hex');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Target {
  env: Record<string, string>;
  dataDir: string;
  drop(): Promise<void>;
}

/** PGlite in a fresh DATA_DIR (seeded on the first start), or a fresh database next to DATABASE_URL. */
async function prepareTarget(): Promise<Target> {
  const dataDir = mkdtempSync(path.join(temp, 'data-'));
  const url = process.env.DATABASE_URL;
  if (!url) return { env: { DATABASE_URL: '' }, dataDir, drop: async () => undefined };
  const scratch = await createScratchDatabase(url, 'buddy_shutdown');
  return { env: { DATABASE_URL: scratch.url }, dataDir, drop: scratch.drop };
}

interface Server {
  child: ChildProcess;
  stderr(): string;
  exited: Promise<number | null>;
}

function startServer(port: number, target: Target, env: Record<string, string>): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: target.dataDir,
      LOG_LEVEL: 'silent',
      APP_DIST: path.join(target.dataDir, 'no-app'),
      JWT_SECRET,
      LOGIN_RATE_LIMIT: '1000',
      // This file proves the drain, not the shedding (load-shedding.test.ts does): on a loaded CI machine the event
      // loop's mean delay passed 1.5 s beside the other suites and every worker's request was shed with 503
      // OVERLOADED (2026-11-30). The in-flight cap stays on; the workers never reach it.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...target.env,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, stderr: () => stderr, exited };
}

/** Until the health check answers 200; fails at once if the server exits first. */
async function waitHealthy(port: number, server: Server, timeoutMs: number): Promise<void> {
  const healthy = expect
    .poll(async () => (await send(port, '/v2/health', { timeoutMs: 2000 })).status, {
      timeout: timeoutMs,
      interval: 100,
    })
    .toBe(200)
    .catch((error: unknown) => {
      throw new Error(`server not healthy within ${timeoutMs} ms: ${server.stderr()}`, { cause: error });
    });
  const exited = server.exited.then((code) => {
    throw new Error(`server exited (${code}): ${server.stderr()}`);
  });
  await Promise.race([healthy, exited]);
}

type BalancerState = 'up' | 'draining' | 'down';

/** The load balancer model: health probes decide whether the workers may send. */
class Balancer {
  state: BalancerState = 'up';
  firstUnhealthyAt = 0;
  /** Resolves at the first 503 health answer (the moment a balancer starts counting towards taking it out). */
  readonly firstUnhealthy: Promise<void>;
  private markUnhealthy!: () => void;
  /**
   * The probes' outcomes. resetAtClose: a probe that went out while the server was draining and was reset, the
   * very next probe being refused: its connection reached the kernel's accept queue just as the listener closed,
   * and a listening socket that closes resets what it has not handed to the process yet. That is TCP, not the
   * server; it can only hit what is sent at that instant, which after the drain is a balancer's health probe (an
   * unhealthy answer for the balancer either way), never a request of a client that honours the health check.
   * Any other probe error is a failure.
   */
  probes = { ok: 0, unhealthy: 0, refused: 0, resetAtClose: 0, failed: [] as string[] };
  unhealthyBody = '';
  private unhealthyStreak = 0;
  private running = true;
  private waiters: (() => void)[] = [];
  private loop: Promise<void>;

  constructor(private readonly port: number) {
    this.firstUnhealthy = new Promise((resolve) => {
      this.markUnhealthy = resolve;
    });
    this.loop = this.run();
  }

  private set(state: BalancerState) {
    if (state === this.state) return;
    this.state = state;
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** Resolves when the state changes (or the balancer stops). */
  changed(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private async run() {
    let suspect: string | null = null;
    while (this.running) {
      // A balancer's probe timeout (load balancers default to 5–10 s): a health answer slowed by a busy machine (the
      // test command's other lanes beside this file) is a slow probe, not a failed one.
      const outcome = await send(this.port, '/v2/health', { timeoutMs: 10_000 });
      if (outcome.status === 200) {
        this.probes.ok += 1;
        this.unhealthyStreak = 0;
        this.set('up');
      } else if (outcome.status === 503) {
        this.probes.unhealthy += 1;
        this.unhealthyBody = outcome.body ?? '';
        this.firstUnhealthyAt ||= Date.now();
        this.markUnhealthy();
        this.unhealthyStreak += 1;
        if (this.unhealthyStreak >= UNHEALTHY_AFTER) this.set('draining');
      } else if (outcome.error === 'ECONNREFUSED') {
        this.probes.refused += 1;
        this.unhealthyStreak = 0;
        this.set('down');
      } else if (outcome.error === 'ECONNRESET' && this.unhealthyStreak > 0 && suspect === null) {
        suspect = outcome.error;
        // The balancer's probe interval (this models a balancer that probes every PROBE_MS).
        await sleep(PROBE_MS);
        continue;
      } else {
        this.probes.failed.push(outcome.error ?? `status ${outcome.status}`);
      }
      if (suspect !== null) {
        if (outcome.error === 'ECONNREFUSED') this.probes.resetAtClose += 1;
        else this.probes.failed.push(`${suspect} while draining, then ${outcome.error ?? outcome.status}`);
        suspect = null;
      }
      // The probe interval, as above.
      await sleep(PROBE_MS);
    }
    if (suspect !== null) this.probes.failed.push(`${suspect} while draining, not followed by a refusal`);
  }

  async stop() {
    this.running = false;
    for (const wake of this.waiters.splice(0)) wake();
    await this.loop;
  }
}

interface Tally {
  sent: number;
  succeeded: number;
  /** Requests that got ECONNREFUSED at least once, then succeeded. */
  retriedAfterRefused: number;
  refusals: number;
  /** Answered 200 although sent after SIGTERM, while the old server drained. */
  answeredAfterSigterm: number;
  /** Answered 200 although sent after the first health 503. */
  answeredAfterUnhealthy: number;
  /** Keep-alive requests answered during the drain with `Connection: close` (the drain retiring connections). */
  connectionClose: number;
  failures: string[];
}

describe('given SIGTERM under load from keep-alive and new-connection clients, then a restart', () => {
  it('answers every accepted request, resets none, and serves the retried ones on the new server', async () => {
    const target = await prepareTarget();
    const port = await freePort();
    const servers: Server[] = [];
    const workers: Promise<void>[] = [];
    const agents: http.Agent[] = [];
    let balancer: Balancer | null = null;
    let stopped = false;
    try {
      const first = startServer(port, target, {
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        SEED_DEMO: target.env.DATABASE_URL ? '1' : '0',
      });
      servers.push(first);
      const seedStarted = Date.now();
      // A bound, not an order: a first start (a new data directory, every migration) took more than 45 s when the test
      // command's other lanes (story tests, type-check, lint) kept both cores busy beside this file (ADR 044), and more
      // than 150 s beside the journeys and the component tests on a slow day (2026-11-30; 24 s alone).
      await waitHealthy(port, first, 240_000);
      const seedMs = Date.now() - seedStarted;

      const login = await new Promise<string>((resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            path: '/v2/auth/students/login',
            method: 'POST',
            headers: { 'content-type': 'application/json' },
          },
          (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => {
              body += chunk.toString();
            });
            response.on('end', () => {
              if (response.statusCode !== 200) reject(new Error(`login ${response.statusCode} ${body}`));
              else resolve((JSON.parse(body) as { result: { memToken: string } }).result.memToken);
            });
          },
        );
        request.on('error', reject);
        request.end(JSON.stringify({ memLoginId: 'student01', memPwd: DEMO_PASSWORD }));
      });
      const headers = { authorization: `Bearer ${login}` };

      const lb = new Balancer(port);
      balancer = lb;
      let sigtermAt = Infinity;
      const tally: Tally = {
        sent: 0,
        succeeded: 0,
        retriedAfterRefused: 0,
        refusals: 0,
        answeredAfterSigterm: 0,
        answeredAfterUnhealthy: 0,
        connectionClose: 0,
        failures: [],
      };

      /** How many requests each worker had answered 200. */
      const answered = Array.from({ length: KEEP_ALIVE + NEW_CONNECTION }, () => 0);
      /** One logical request: retried on ECONNREFUSED (never accepted) until it is answered. */
      const oneRequest = async (agent: http.Agent | false, kind: string, slot: number) => {
        const sentAt = Date.now();
        tally.sent += 1;
        let refused = 0;
        // Long enough for the restart on a busy machine (other test files run beside this one): a client keeps
        // retrying a refused connection; the restart took 73 s beside the other suites (2026-11-30). A bound, not an
        // order.
        const deadline = sentAt + 180_000;
        for (;;) {
          const outcome = await send(port, '/v2/mypage/profile', { agent, headers });
          if (outcome.error === 'ECONNREFUSED' && Date.now() < deadline) {
            refused += 1;
            tally.refusals += 1;
            // A client's pause before it retries a refused connection (not waiting for anything).
            await sleep(20);
            continue;
          }
          if (outcome.status === 200) {
            tally.succeeded += 1;
            answered[slot] = (answered[slot] ?? 0) + 1;
            if (refused > 0) tally.retriedAfterRefused += 1;
            if (sentAt > sigtermAt && servers.length === 1) tally.answeredAfterSigterm += 1;
            if (lb.firstUnhealthyAt && sentAt > lb.firstUnhealthyAt && servers.length === 1) {
              tally.answeredAfterUnhealthy += 1;
            }
            // (A new-connection request asks for Connection: close itself; only a kept-alive one shows the drain.)
            if (agent && outcome.connection === 'close' && sentAt > sigtermAt && servers.length === 1) {
              tally.connectionClose += 1;
            }
          } else {
            const what = outcome.error ?? `status ${outcome.status} ${outcome.body?.slice(0, 120)}`;
            tally.failures.push(`${kind} at +${sentAt - seedStarted} ms: ${what}`);
          }
          return;
        }
      };
      const worker = async (agent: http.Agent | false, kind: string, slot: number) => {
        while (!stopped) {
          if (lb.state === 'draining') {
            await lb.changed();
            continue;
          }
          await oneRequest(agent, kind, slot);
        }
      };
      for (let i = 0; i < KEEP_ALIVE; i += 1) {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        agents.push(agent);
        workers.push(worker(agent, 'keep-alive', i));
      }
      for (let i = 0; i < NEW_CONNECTION; i += 1)
        workers.push(worker(false, 'new-connection', KEEP_ALIVE + i));
      /** Until every worker has had `more` requests answered since `since` (a copy of `answered`). */
      const everyWorkerServed = (since: number[], more: number) =>
        expect
          .poll(() => Math.min(...answered.map((n, i) => n - (since[i] ?? 0))), { timeout: 60_000 })
          .toBeGreaterThanOrEqual(more);

      // Under load: every worker served a few times (the kept-alive connections open) before SIGTERM.
      await everyWorkerServed([], 5);
      const beforeSigterm = tally.succeeded;
      // A client whose balancer has not yet taken the server out (one 503 is not enough for it) sends at the very
      // moment of the first 503, on a new connection: the drain must still answer it. The workers may or may not
      // send in that window (on a loaded machine none did, 2026-12-01), so this request makes the proof certain.
      const straggler = lb.firstUnhealthy.then(() => send(port, '/v2/mypage/profile', { headers }));
      sigtermAt = Date.now();
      first.child.kill('SIGTERM');
      const firstExit = await first.exited;
      const stoppedAfter = Date.now() - sigtermAt;
      expect(firstExit, first.stderr()).toBe(0);
      if (!target.env.DATABASE_URL) expect(existsSync(path.join(target.dataDir, LOCK_FILE))).toBe(false);

      // The restart, on the same data directory and port; the workers' requests are being refused meanwhile.
      const second = startServer(port, target, { SHUTDOWN_DRAIN_MS: '0', SEED_DEMO: '0' });
      servers.push(second);
      const restartStarted = Date.now();
      // 73 s beside the other suites on a loaded clean run (2026-11-30): a bound, not a timing.
      await waitHealthy(port, second, 180_000);
      const restartMs = Date.now() - restartStarted;
      const atRestart = tally.succeeded;
      // The restarted server serves every worker, and the requests refused meanwhile went through.
      await everyWorkerServed([...answered], 5);
      await expect.poll(() => tally.retriedAfterRefused).toBeGreaterThan(0);
      stopped = true;
      await Promise.all(workers);
      await lb.stop();

      console.log(
        `shutdown under load: first start ${seedMs} ms; ${beforeSigterm} answered before SIGTERM; SIGTERM to exit ${stoppedAfter} ms ` +
          `(drain ${DRAIN_MS} ms); restart ${restartMs} ms; ${tally.sent} requests, ${tally.succeeded} answered 200 ` +
          `(${tally.answeredAfterSigterm} sent after SIGTERM, ${tally.answeredAfterUnhealthy} after health turned 503, ` +
          `${tally.connectionClose} kept-alive ones with Connection: close), ${tally.retriedAfterRefused} retried after ` +
          `${tally.refusals} refusals, ${tally.succeeded - atRestart} after the restart; failures ${tally.failures.length}; ` +
          `probes ${JSON.stringify(lb.probes)}`,
      );
      expect(tally.failures).toEqual([]);
      expect(lb.probes.failed).toEqual([]);
      expect(tally.succeeded).toBe(tally.sent);
      expect(JSON.parse(lb.unhealthyBody)).toEqual(SHUTTING_DOWN);
      expect(tally.answeredAfterSigterm).toBeGreaterThan(0);
      const late = await straggler;
      expect(late.status, late.error ?? late.body).toBe(200);
      expect(tally.connectionClose).toBeGreaterThan(0);
      expect(tally.retriedAfterRefused).toBeGreaterThan(0);
      expect(tally.succeeded - atRestart).toBeGreaterThan(0);
      // The drain lasted as configured, and the close after it was quick.
      expect(stoppedAfter).toBeGreaterThanOrEqual(DRAIN_MS);
      expect(stoppedAfter).toBeLessThan(DRAIN_MS + 5000);
    } finally {
      stopped = true;
      await balancer?.stop();
      await Promise.all(workers);
      for (const agent of agents) agent.destroy();
      for (const server of servers) {
        if (server.child.exitCode === null && server.child.signalCode === null) {
          server.child.kill('SIGTERM');
          // Clean-up after a failure: the exit, or SIGKILL when it has not come within 10 s (a bound, not an order).
          await Promise.race([server.exited, sleep(10_000)]);
          if (server.child.exitCode === null) server.child.kill('SIGKILL');
        }
      }
      await target.drop();
    }
  }, 700_000);
});
