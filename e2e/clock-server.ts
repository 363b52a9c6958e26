/**
 * A server of a journey's own whose days the journey moves (TEST_CLOCK_FILE), for journeys over several days (the
 * buddy's week, the spaced review): the shared journeys' server keeps the real time, since moving its days would end
 * the sign-in of every journey beside them. Day 1 is the first Monday of next month at 10:00 in Seoul (one calendar
 * page, the same weekdays every run).
 */
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from './fixtures';
import { spawnServer, untilHealthy } from './spawn-server.mjs';

const DAY_MS = 86_400_000;
const SEOUL_MS = 9 * 3_600_000;

/** The first Monday of next month, 10:00 in Seoul. */
function firstDay(now = Date.now()): number {
  const seoul = new Date(now + SEOUL_MS);
  const first = Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth() + 1, 1);
  const toMonday = (8 - new Date(first).getUTCDay()) % 7;
  return first + toMonday * DAY_MS + 10 * 3_600_000 - SEOUL_MS;
}

/**
 * The server of the journey and its clock: `day(n)` moves its time to day `n` at 10:00 and `plusMs` more. A `page`
 * given leaves the app first: the session it holds lapses with the day, and a call the open app made just then (a
 * query coming back to view) would be refused with a 401 in the console, the journey's sign-in not yet done. Its own
 * clock moves too, unless `pageClock` is false (a page drawn on the server reads the real time: ADR 073's journey).
 */
export interface ClockServer {
  base: string;
  day: (n: number, options?: { page?: Page; pageClock?: boolean; plusMs?: number }) => Promise<Date>;
}

/** The journeys' test with a `server` of their own on `port` (one per worker). */
export function clockServerTest(port: number) {
  const base = `http://127.0.0.1:${port}`;
  return test.extend<object, { server: ClockServer }>({
    server: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const clockFile = path.join(tmpdir(), `buddy-clock-${port}`);
        writeFileSync(clockFile, '0');
        const { child, exited } = spawnServer({
          port,
          env: { TEST_CLOCK_FILE: clockFile },
          stdio: ['ignore', 'ignore', 'inherit'],
        });
        try {
          await untilHealthy(`${base}/v2/health`, exited);
          const start = firstDay();
          await use({
            base,
            day: async (n, { page, pageClock = true, plusMs = 0 } = {}) => {
              await page?.goto('about:blank');
              const at = new Date(start + (n - 1) * DAY_MS + plusMs);
              writeFileSync(clockFile, String(at.getTime() - Date.now()));
              // The page's own clock too: what it reckons by the day (a calendar's months) agrees with the server's.
              if (pageClock) await page?.clock.setSystemTime(at);
              return at;
            },
          });
        } finally {
          child.kill('SIGTERM');
          await exited;
          rmSync(clockFile, { force: true });
        }
      },
      { scope: 'worker', timeout: 180_000 },
    ],
  });
}

/** A child's /v2 calls on that server, signed in at its present day (a token lives by the server's clock). */
export async function childApi(base: string, loginId: string): Promise<APIRequestContext> {
  const anonymous = await request.newContext({ baseURL: base });
  const login = await anonymous.post('/v2/auth/students/login', {
    data: { memLoginId: loginId, memPwd: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { memToken } = ((await login.json()) as { result: { memToken: string } }).result;
  await anonymous.dispose();
  return request.newContext({ baseURL: base, extraHTTPHeaders: { authorization: `Bearer ${memToken}` } });
}
