import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { LOCK_FILE } from '../src/db/lock';
import { startServer } from '../src/server';
import { DEMO_PASSWORD, openTestDatabase, testConfig, type TestDatabase } from './helpers';

const temp = mkdtempSync(path.join(tmpdir(), 'buddy-server-test-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const silent = pino({ level: 'silent' });

describe('given a request in flight when the server closes', () => {
  let arrived: () => void = () => undefined;
  const inHandler = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The database and the app in a hook: on a busy machine they take longer than a test may.
  let opened: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    opened = await openTestDatabase('migrated');
    app = await buildApp({ config: testConfig(), database: opened.database, logger: false });
    app.get('/__test/slow', async () => {
      arrived();
      await gate;
      return { done: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await opened?.drop();
  });

  it('lets it finish, then stops accepting', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const inFlight = fetch(`http://127.0.0.1:${port}/__test/slow`);
    // The request is in its handler when the close begins ...
    await inHandler;
    const closing = app.close();
    // ... and is let go only once the listener has stopped accepting.
    await expect.poll(() => app.server.listening).toBe(false);
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}/v2/health`)).rejects.toThrow();
  });
});

describe('given the embedded database in DATA_DIR', () => {
  it('seeds on first start, keeps data across a restart, and releases the lock on stop', async () => {
    const dataDir = path.join(temp, 'data');
    const config = testConfig({ dataDir, port: 0, host: '127.0.0.1' });
    const first = await startServer(config, silent);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
    const login = await first.app.inject({
      method: 'POST',
      url: '/v2/auth/students/login',
      payload: { memLoginId: 'student01', memPwd: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const token = (login.json() as { result: { memToken: string } }).result.memToken;
    const logout = await first.app.inject({
      method: 'POST',
      url: '/v2/auth/students/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    await first.stop();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);

    const second = await startServer(config, silent);
    try {
      // The logout survived the restart (token version persisted), and nothing was seeded twice.
      const profile = await second.app.inject({
        method: 'GET',
        url: '/v2/mypage/profile',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(profile.statusCode).toBe(401);
      const again = await second.app.inject({
        method: 'POST',
        url: '/v2/auth/students/login',
        payload: { memLoginId: 'student01', memPwd: DEMO_PASSWORD },
      });
      expect(again.statusCode).toBe(200);
    } finally {
      await second.stop();
    }
    // Two real starts on a data directory (initdb, migrations and the whole seed on the first): slow on a busy machine.
  }, 120_000);
});
