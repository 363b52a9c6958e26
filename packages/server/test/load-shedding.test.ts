import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVERLOADED } from '../src/plugins/load-shedding';
import { bearer, createTestApp, expectContract, tokenFor, type TestApp } from './helpers';

/*
 * ADR 023: past MAX_IN_FLIGHT API requests, or after the event loop stalled, the server answers 503 OVERLOADED
 * with Retry-After at once instead of queueing without bound.
 */

/** Opens a request whose body never finishes arriving: it stays in flight until the socket is closed. */
async function holdRequest(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.write(
    'POST /v2/auth/students/find/id HTTP/1.1\r\nHost: localhost\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"memNm":',
  );
  return socket;
}

describe('given a server that may serve 2 API requests at once', () => {
  let t: TestApp;
  let port: number;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ config: { maxInFlight: 2 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    token = await tokenFor(t.app, 'student01');
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a third with 503 OVERLOADED and Retry-After, then serves again once one ends', async () => {
    const held = [await holdRequest(port), await holdRequest(port)];
    try {
      await expect.poll(() => t.app.loadShedding.inFlight, { interval: 10 }).toBe(2);
      const shedBefore = t.app.loadShedding.shed;
      const refused = await t.app.inject({
        method: 'GET',
        url: '/v2/mypage/profile',
        headers: bearer(token),
      });
      expect(refused.statusCode).toBe(503);
      expect(expectContract(refused, '/mypage/profile', 'get')).toEqual(OVERLOADED);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3);
      expect(t.app.loadShedding.shed).toBe(shedBefore + 1);

      // The health check tells the truth even now: it is never shed.
      expect((await t.app.inject({ method: 'GET', url: '/v2/health' })).statusCode).toBe(200);
      // Pages and files are not API requests.
      expect((await t.app.inject({ method: 'GET', url: '/content/none.mp3' })).statusCode).not.toBe(503);
    } finally {
      for (const socket of held) socket.destroy();
    }
    await expect.poll(() => t.app.loadShedding.inFlight, { interval: 10 }).toBe(0);
    const served = await t.app.inject({ method: 'GET', url: '/v2/mypage/profile', headers: bearer(token) });
    expect(served.statusCode).toBe(200);
  });

  it('counts a request that failed or was refused as finished', async () => {
    for (let i = 0; i < 5; i += 1) {
      const response = await t.app.inject({ method: 'GET', url: '/v2/mypage/profile' });
      expect(response.statusCode).toBe(401);
    }
    expect(t.app.loadShedding.inFlight).toBe(0);
  });
});

/** Keeps the event loop busy for `ms`: longer than one sampling interval (500 ms) is a stall. */
function stall(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy
  }
}

/**
 * Keeps the event loop stalled in 300 ms stretches (a timer is then 300 ms late at each turn, the way a server too
 * busy for its requests is) until `done` or `timeoutMs`.
 */
async function stallUntil(done: () => boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!done() && Date.now() < until) {
    stall(300);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('given a server whose event loop is stalled', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { maxEventLoopDelayMs: 100 }, seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses new API requests until the loop runs freely again', async () => {
    await expect.poll(() => t.app.loadShedding.sampling, { timeout: 3000, interval: 10 }).toBe(true);
    // The mean lateness of a sample over the limit is seen at the next sample, and lasts one interval.
    await stallUntil(() => t.app.loadShedding.eventLoopOverloaded, 5000);
    expect(t.app.loadShedding.eventLoopOverloaded).toBe(true);
    const shedBefore = t.app.loadShedding.shed;
    const refused = await t.app.inject({ method: 'POST', url: '/v2/auth/students/find/id', payload: {} });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual(OVERLOADED);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3);
    expect(t.app.loadShedding.shed).toBe(shedBefore + 1);
    // Meanwhile the health check, the pages and the files are not shed.
    expect((await t.app.inject({ method: 'GET', url: '/v2/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/content/none.mp3' })).statusCode).not.toBe(503);
    await expect
      .poll(() => t.app.loadShedding.eventLoopOverloaded, { timeout: 3000, interval: 10 })
      .toBe(false);
    const served = await t.app.inject({ method: 'POST', url: '/v2/auth/students/find/id', payload: {} });
    expect(served.statusCode).toBe(400);
  });
});

describe('given a server that has just started', () => {
  it('does not refuse its first requests for a stall while it was starting (schemas compiling)', async () => {
    const t = await createTestApp({ config: { maxEventLoopDelayMs: 100 }, seed: false });
    try {
      stall(700);
      // under-pressure's own reading sees the stall; the server does not act on it yet.
      await expect
        .poll(() => t.app.memoryUsage().eventLoopDelay, { timeout: 1500, interval: 10 })
        .toBeGreaterThan(100);
      expect(t.app.loadShedding.sampling).toBe(false);
      expect(t.app.loadShedding.eventLoopOverloaded).toBe(false);
      const served = await t.app.inject({ method: 'POST', url: '/v2/auth/students/find/id', payload: {} });
      expect(served.statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});
