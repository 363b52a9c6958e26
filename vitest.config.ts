import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { PREBUNDLE } from './.storybook/prebundle';
import { CHROMIUM_FLAGS, visualRenderer } from './scripts/chromium.mjs';
import { BalancedShards } from './.storybook/balanced-shards';
import { fitWindow, noteBaseline } from './.storybook/fit-window';
import { readFileSync } from 'node:fs';

const dirname = path.dirname(fileURLToPath(import.meta.url));
/** Workspace packages resolve to their sources (the `@buddy/source` export condition), not to a kit build. */
const resolve = { conditions: ['@buddy/source', ...defaultClientConditions] };
/**
 * The browser projects draw in the pinned renderer (@sparticuz/chromium, version-pinned by the lockfile), so the visual
 * baselines pass on any machine whatever Chromium it has; BUDDY_RENDERER=system uses the machine's (ADR 044).
 */
const renderer = await visualRenderer();
/** Which Chromium drew the committed baselines (written by `npm run baselines -- optimise`), for a failure's note. */
const baselineRenderer = JSON.parse(
  readFileSync(new URL('./visual-baselines.json', import.meta.url), 'utf8'),
) as {
  package: string;
  chromium: string;
};
const visualRenderers = {
  current: { chromium: renderer.version, pinned: renderer.pinned },
  baseline: baselineRenderer,
};

/**
 * A Vite cache of its own for a browser run started beside another of the same project (scripts/test.mjs runs the
 * story tests in shards two at a time): two processes must not optimise dependencies into one folder at once.
 */
const viteCache = process.env['BUDDY_VITE_CACHE'] ? { cacheDir: process.env['BUDDY_VITE_CACHE'] } : {};

/** One browser block per project: sharing one object makes Vitest complain about duplicate names. */
function browser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: {
        executablePath: renderer.executablePath,
        env: { ...process.env, ...renderer.env },
        args: [
          ...CHROMIUM_FLAGS,
          '--font-render-hinting=none',
          // Play functions click with simulated events (no user activation); listening questions must still play.
          '--autoplay-policy=no-user-gesture-required',
        ],
      },
    }),
    instances: [{ browser: 'chromium' as const }],
    viewport: { width: 1280, height: 800 },
    // Failure screenshots would land next to the sources; the error output is enough.
    screenshotFailures: false,
    // A visual baseline grows the browser window to hold its frame whole, so the frame is never scaled down.
    commands: { fitWindow, noteBaseline },
  };
}

export default defineConfig({
  test: {
    // A sharded run (the story tests' two shards in `npm test`) splits by weight, not by count: the sequencer is the
    // root's (Vitest reads it from the root config only; .storybook/balanced-shards.ts, ADR 044).
    sequence: { sequencer: BalancedShards },
    projects: [
      {
        // Workspace packages from their sources, as in the build, not from a kit build that a fresh clone does not have
        // before `npm run build`.
        ssr: { resolve: { conditions: ['@buddy/source', ...defaultServerConditions] } },
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/domain/src/**/*.test.ts',
            'packages/api/src/**/*.test.ts',
            'packages/contract/src/**/*.test.ts',
            'packages/app/font-subsets.test.ts',
            'packages/app/precompress.test.ts',
            'packages/app/react-router-production.test.ts',
            'packages/mocks/src/**/*.test.ts',
            // The kit's and the app's pure helpers (their components' tests are *.test.tsx, in Chromium).
            'packages/ui/src/**/*.test.ts',
            'packages/app/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      // 'content': the content generator's tests (its own vitest.config.ts), apart from the product's unit stage.
      'packages/content-generator',
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['packages/server/test/**/*.test.ts'],
          // Migrates and seeds once per run; each file opens its own copy (a PGlite dump, or a PostgreSQL template).
          globalSetup: ['packages/server/test/seed-once.ts'],
          testTimeout: 30_000,
          // A file's beforeAll (its copy, the app, sign-ins) is seconds on a quiet machine, but passed 60 s when other
          // suites loaded this 2-core machine beside the two server workers.
          hookTimeout: 120_000,
          fileParallelism: true,
          // 2 workers on 2 cores: 3 measured no faster (287 s against 268 s on PGlite).
          maxWorkers: 2,
          // A worker keeps the modules it has imported for its next file: each file used to import the whole server
          // again (109 s of the suite's import time beside the other lanes; alone 93 s -> 63 s, 176 -> 118 CPU s).
          // Every file builds its own app and database, so no state is shared through them; a file must not mock a
          // module (vi.mock would meet a module already imported): it passes a fake through buildApp's options.
          isolate: false,
        },
      },
      {
        plugins: [react(), tailwindcss()],
        resolve,
        ...viteCache,
        optimizeDeps: { include: PREBUNDLE },
        // Serves mockServiceWorker.js at the root: the app's component tests answer /v2 with @buddy/mocks.
        publicDir: 'packages/mocks/public',
        test: {
          name: 'components',
          // One page per test file still: sharing one, as the story files do, left two tests to fix (ADR 044);
          // BUDDY_COMPONENTS_ISOLATE=0 runs them so.
          ...(process.env['BUDDY_COMPONENTS_ISOLATE'] === '0' ? { isolate: false } : {}),
          setupFiles: ['.storybook/components.setup.ts'],
          provide: { visualRenderers },
          include: ['packages/ui/src/**/*.test.tsx', 'packages/app/src/**/*.test.tsx'],
          browser: browser(),
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        resolve,
        ...viteCache,
        optimizeDeps: { include: PREBUNDLE },
        test: {
          name: 'storybook',
          provide: { visualRenderers },
          // The screen stories' fixed clock and visual baselines (ADR 042).
          setupFiles: ['.storybook/screens.setup.ts'],
          // Vitest opens one page per worker (its own browser context and renderer process), `cores - 1` by default:
          // one here. BUDDY_BROWSER_PAGES=2 draws two side by side (362 s alone against 500 s), but such a run hung
          // once in four with its last file never reporting, so `npm test` runs two shards of one page instead
          // (ADR 044).
          ...(process.env['BUDDY_BROWSER_PAGES']
            ? { maxWorkers: Number(process.env['BUDDY_BROWSER_PAGES']) }
            : {}),
          // The story files share one page (one iframe) instead of a fresh one each: each file no longer loads and
          // runs the whole kit and app again (a shard alone 288 s -> 193 s). The preview's beforeEach takes off what a
          // story leaves on the document; BUDDY_STORY_ISOLATE=1 gives each file its own page again (ADR 044).
          isolate: process.env['BUDDY_STORY_ISOLATE'] === '1',
          browser: browser(),
          testTimeout: 30_000,
        },
      },
    ],
  },
});
