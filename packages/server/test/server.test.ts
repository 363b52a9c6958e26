import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { migrate } from '../src/db/migrate';
import { LOCK_FILE } from '../src/db/lock';
import { startServer } from '../src/server';
import { DEMO_PASSWORD, openTestDatabase, testConfig } from './helpers';

const temp = mkdtempSync(path.join(tmpdir(), 'buddy-server-test-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const silent = pino({ level: 'silent' });

describe('given a request in flight when the server closes', () => {
  it('lets it finish, then stops accepting', async () => {
    const { database, drop } = await openTestDatabase();
    await migrate(database);
    const app = await buildApp({ config: testConfig(), database, logger: false });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.get('/__test/slow', async () => {
      await gate;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const inFlight = fetch(`http://127.0.0.1:${port}/__test/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = app.close();
    setTimeout(release, 200);
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}/v2/health`)).rejects.toThrow();
    await drop();
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
  });
});
