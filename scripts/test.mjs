#!/usr/bin/env node
// `npm test`: every check, laid out for two cores (docs/decisions/044-test-gate-layout.md).
//
//   three lanes side by side from the start, each in the order that fails fastest:
//     static:  contract lint + staleness -> build -> type-check (packages, then root configs) -> kit API report
//              -> kit consumer -> unit
//              -> content generator -> component tests in Chromium
//     browser: the story tests in Chromium (axe, screen baselines), two shards side by side -> journeys
//              (Playwright, against the static lane's build)
//     tests:   lint -> baselines check -> server on PGlite -> server on PostgreSQL (with DATABASE_URL)
//   then the stale-baseline check (every committed baseline was compared by the component or story tests)
//
// A stage's output is printed whole when it ends, so two stages never interleave.
// It closes with each stage's time beside its budget, the total beside the total budget, a warning naming the stages
// that grew when the total is over (a printed warning, never a failure), and the totals, e.g. '812 passed, 0 failed'.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumVersion, ensureChromium, visualRenderer } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const reports = mkdtempSync(path.join(tmpdir(), 'buddy-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();

const { DATABASE_URL, ...withoutDatabase } = process.env;
const baseEnv = {
  ...withoutDatabase,
  FORCE_COLOR: '0',
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
};

/**
 * Each stage's budget in seconds on a clean clone on a 2-core machine, beside the other lanes (the README's stage
 * table), and the whole command's: 15 minutes on the embedded database, 20 with PostgreSQL as well (.ci/run).
 */
export const BUDGET = {
  contract: 20,
  build: 120,
  typecheck: 300,
  'typecheck-root': 60,
  'api-report': 45,
  'kit-consumer': 90,
  unit: 150,
  content: 60,
  components: 450,
  'stories-1': 420,
  'stories-2': 420,
  journeys: 600,
  lint: 200,
  baselines: 5,
  'server-pglite': 550,
  'server-postgres': 450,
  'stale-baselines': 5,
};
export const TOTAL_BUDGET = DATABASE_URL ? 1200 : 900;

/** The stages that ran: id, title, seconds. */
const ran = [];
/** Children still running, to stop when another stage fails. */
const running = new Set();

/** Runs one stage; the environment never carries DATABASE_URL unless the stage passes it itself. */
function stage(id, title, cmd, args, { env = {}, report } = {}) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    console.log(`\n▶ ${title} (started; its output follows when it ends)`);
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...baseEnv, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = (Date.now() - t0) / 1000;
      if (output) process.stdout.write(`\n── ${title} ──\n${output}`);
      if (report) count(report);
      ran.push({ id, title, seconds });
      if (code !== 0) {
        console.error(`✖ ${title} failed (${seconds.toFixed(1)} s)${signal ? ` (${signal})` : ''}`);
        finish(1);
      } else console.log(`✔ ${title} (${seconds.toFixed(1)} s)`);
      resolve();
    });
  });
}

function count(report) {
  let json;
  try {
    json = JSON.parse(readFileSync(report.file, 'utf8'));
  } catch {
    return;
  }
  if (report.kind === 'vitest') {
    totals.passed += json.numPassedTests ?? 0;
    totals.failed += json.numFailedTests ?? 0;
    totals.skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  } else {
    totals.passed += (json.stats?.expected ?? 0) + (json.stats?.flaky ?? 0);
    totals.failed += json.stats?.unexpected ?? 0;
    totals.skipped += json.stats?.skipped ?? 0;
  }
}

function vitest(id, title, project, { env = {}, args = [] } = {}) {
  const file = path.join(reports, `${id}.json`);
  return stage(
    id,
    title,
    bin('vitest'),
    [
      'run',
      '--project',
      project,
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    { env, report: { kind: 'vitest', file } },
  );
}

/** The stage table: each stage's time beside its budget, then the total; a warning names what grew. */
function table() {
  const wall = (Date.now() - started) / 1000;
  const rows = ran.map(({ id, title, seconds }) => {
    const budget = BUDGET[id];
    return { title, seconds, budget, over: budget !== undefined && seconds > budget };
  });
  const width = Math.max(...rows.map((row) => row.title.length), 10);
  console.log(`\n${'stage'.padEnd(width)}  ${'time'.padStart(7)}  ${'budget'.padStart(7)}`);
  for (const row of rows) {
    const mark = row.over ? '  ⚠ over' : '';
    console.log(
      `${row.title.padEnd(width)}  ${`${row.seconds.toFixed(0)} s`.padStart(7)}  ${`${row.budget ?? '-'} s`.padStart(7)}${mark}`,
    );
  }
  const database = DATABASE_URL ? 'with PostgreSQL' : 'embedded database';
  console.log(
    `${'total (wall clock)'.padEnd(width)}  ${`${wall.toFixed(0)} s`.padStart(7)}  ${`${TOTAL_BUDGET} s`.padStart(7)}  (${database})`,
  );
  if (wall > TOTAL_BUDGET) {
    const grown = rows
      .filter((row) => row.over)
      .map((row) => `${row.title} (+${(row.seconds - row.budget).toFixed(0)} s)`);
    console.log(
      `⚠ the test command took ${wall.toFixed(0)} s, over its budget of ${TOTAL_BUDGET} s: ${grown.length ? `grown: ${grown.join(', ')}` : 'no stage is over its own budget; the machine may be slower or busier than a clean 2-core one'}`,
    );
  }
}

let finished = false;
function finish(code) {
  if (finished) return;
  finished = true;
  // SIGINT, as Ctrl-C: Playwright then stops the server it started for the journeys (in a process group of its own);
  // on SIGTERM it left that server running, holding the journeys' port for the next run.
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      // already gone
    }
  }
  rmSync(reports, { recursive: true, force: true });
  table();
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.log(`\n${code === 0 ? 'All checks passed' : 'Checks failed'} in ${minutes} min`);
  // A failed non-test step (lint, type-check, build) counts as one failure so the closing line never reads green.
  const failed = code !== 0 && totals.failed === 0 ? 1 : totals.failed;
  console.log(`${totals.passed} passed, ${failed} failed, ${totals.skipped} skipped`);
  process.exit(code);
}
process.on('SIGINT', () => finish(130));

const chromium = ensureChromium();
const browserEnv = { CHROMIUM_PATH: chromium };
const renderer = await visualRenderer();
const baselines = JSON.parse(readFileSync(path.join(root, 'visual-baselines.json'), 'utf8'));
console.log(
  `Browsers: journeys and the kit consumer on Chromium ${chromiumVersion(chromium)} (${chromium}); component and story tests on Chromium ${renderer.version} (${renderer.pinned ? 'the pinned renderer' : 'BUDDY_RENDERER=system'}); baselines drawn on ${baselines.chromium} (${baselines.package})`,
);
const seen = path.join(reports, 'baselines-seen.txt');

// Three lanes side by side from the start, each in the order that fails fastest (ADR 044). A Vitest browser run draws
// each page in one renderer, one core at most, and the journeys and the server suite wait on their browsers and
// database between bursts: three lanes keep both cores busy where two left one idle.
const visualEnv = { ...browserEnv, BUDDY_BASELINES_SEEN: seen };

/** Settles when the build is done: the journeys run the built server and app. */
let buildDone = () => {};
const built = new Promise((resolve) => (buildDone = resolve));

const staticLane = async () => {
  await stage('contract', 'contract: lint openapi/ and check the generated bundle and types', 'node', [
    'scripts/contract.mjs',
    'check',
  ]);
  await stage('build', 'build (kit, app, server)', bin('turbo'), [
    'run',
    'build',
    '--output-logs=errors-only',
  ]);
  buildDone();
  await stage('typecheck', 'type-check every package', bin('turbo'), [
    'run',
    'typecheck',
    '--output-logs=errors-only',
  ]);
  await stage('typecheck-root', 'type-check root configs, stories setup and e2e', bin('tsc'), [
    '-p',
    'tsconfig.json',
    '--noEmit',
  ]);
  // The kit's public surface against its reviewed report (packages/ui/etc/ui.api.md; `npm run kit:api` writes it).
  await stage(
    'api-report',
    "kit API report: what the kit exports is the reviewed report's",
    bin('api-extractor'),
    ['run', '--config', 'packages/ui/api-extractor.json'],
  );
  {
    const file = path.join(reports, 'kit-consumer.json');
    await stage(
      'kit-consumer',
      'kit consumer: pack, install, build and check in Chromium',
      'node',
      ['scripts/kit-consumer.mjs'],
      {
        env: { ...browserEnv, KIT_CONSUMER_REPORT: file },
        report: { kind: 'vitest', file },
      },
    );
  }
  await vitest('unit', 'unit tests (domain, api, contract, mocks, app build steps, scripts)', 'unit');
  await vitest('content', 'content generator tests (packages/content-generator)', 'content');
  await vitest('components', 'component tests in Chromium (kit visual baselines)', 'components', {
    env: { ...visualEnv, BUDDY_VITE_CACHE: 'node_modules/.vite/components' },
  });
};

// The story tests in two shards side by side, each a Vitest run drawing one page (one renderer) with a Vite cache of
// its own; then the journeys, which need the static lane's build (done long before). One run with two pages
// (BUDDY_BROWSER_PAGES=2) was as fast but hung once in four clean runs with its last file never reporting (ADR 044).
const browserLane = async () => {
  await Promise.all(
    [1, 2].map((n) =>
      vitest(
        `stories-${n}`,
        `story tests in Chromium, shard ${n}/2 (axe on; screen baselines)`,
        'storybook',
        {
          env: { ...visualEnv, BUDDY_VITE_CACHE: `node_modules/.vite/stories-${n}` },
          args: [`--shard=${n}/2`],
        },
      ),
    ),
  );
  await built;
  const file = path.join(reports, 'e2e.json');
  await stage(
    'journeys',
    'browser journeys (Playwright) against the real server',
    bin('playwright'),
    ['test', '--reporter=list,json'],
    {
      env: { ...browserEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
      report: { kind: 'playwright', file },
    },
  );
};

const testLane = async () => {
  await stage('lint', 'lint (ESLint, package boundaries) and formatting (Prettier)', 'npm', [
    'run',
    '--silent',
    'lint:code',
  ]);
  await stage('baselines', 'visual baselines: optimised, no stray file, within 15 MB', 'node', [
    'scripts/visual/baselines.mjs',
    'check',
  ]);
  await vitest('server-pglite', 'server tests on the embedded database (PGlite)', 'server');
  if (DATABASE_URL)
    await vitest('server-postgres', 'server tests on PostgreSQL (DATABASE_URL)', 'server', {
      env: { DATABASE_URL },
    });
  else
    console.log(
      '\n(DATABASE_URL not set: the server suite ran on PGlite only; .ci/run also runs it on PostgreSQL)',
    );
};

await Promise.all([staticLane(), browserLane(), testLane()]);
await stage('stale-baselines', 'visual baselines: every committed one compared in this run', 'node', [
  'scripts/visual/baselines.mjs',
  'check',
  '--seen',
  seen,
]);
finish(0);
