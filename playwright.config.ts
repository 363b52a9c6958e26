import { defineConfig, devices } from '@playwright/test';
import { MAIL_PORT } from './e2e/mail';
import { E2E_DEMO_COPIES } from './e2e/members';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 18480);
const executablePath = CHROMIUM_PATH;

/**
 * Journeys run against the real server (built dist) on a fresh embedded database, in Debian's Chromium.
 * `npm test` builds first; e2e/start-server.mjs wipes its data directory and starts the server.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  // Every journey has its own member (ADR 020): two side by side (ADR 044; three starved the two cores beside the
  // test command's other lanes). BUDDY_JOURNEY_WORKERS sets another number.
  workers: Number(process.env['BUDDY_JOURNEY_WORKERS'] ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // A failed journey keeps its trace (DOM snapshots of every step, the sources) and a screenshot of the end; the
    // trace's screencast is left out: recording it for every journey, passed or not, was a third of the stage's CPU
    // (alone: 339 s and about 640 CPU seconds with it, 261 s and 457 without; ADR 044).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    // The app registers a service worker (ADR 032); journeys run without it so that page.route sees every request.
    // e2e/download.spec.ts lets it run.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    command: `node e2e/start-server.mjs`,
    url: `http://127.0.0.1:${port}/v2/health`,
    // Each journey signs in as its own copy of a demo account (e2e/members.ts).
    env: { E2E_PORT: String(port), E2E_MAIL_PORT: String(MAIL_PORT), DEMO_COPIES: String(E2E_DEMO_COPIES) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
