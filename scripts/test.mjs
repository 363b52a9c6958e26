#!/usr/bin/env node
// `npm test`: the whole check, in the order that fails fastest (docs/decisions/005-test-command.md).
//   contract lint + staleness, type-check, lint, unit, server (PGlite; again on PostgreSQL when DATABASE_URL is set),
//   build, the packed kit installed into a consumer app, component tests and story tests in Chromium, browser
//   journeys (Playwright) against the built server.
// It prints one line per step and closes with the totals, e.g. '812 passed, 0 failed'.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';

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

/** Runs one step; the environment never carries DATABASE_URL unless the step passes it itself. */
function step(title, cmd, args, { env = {}, report } = {}) {
  const t0 = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...baseEnv, ...env } });
  if (report) count(report);
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed (${seconds} s)`);
    finish(1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
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

function vitest(title, project, env = {}) {
  const file = path.join(reports, `${project}-${env.DATABASE_URL ? 'postgres' : 'default'}.json`);
  step(
    title,
    bin('vitest'),
    ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    {
      env,
      report: { kind: 'vitest', file },
    },
  );
}

function finish(code) {
  rmSync(reports, { recursive: true, force: true });
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.log(`\n${code === 0 ? 'All checks passed' : 'Checks failed'} in ${minutes} min`);
  // A failed non-test step (lint, type-check, build) counts as one failure so the closing line never reads green.
  const failed = code !== 0 && totals.failed === 0 ? 1 : totals.failed;
  console.log(`${totals.passed} passed, ${failed} failed, ${totals.skipped} skipped`);
  process.exit(code);
}

const chromium = ensureChromium();
const browserEnv = { CHROMIUM_PATH: chromium };

step('contract: lint packages/contract/openapi/ and check the generated bundle and types', 'node', [
  'scripts/contract.mjs',
  'check',
]);
step('type-check every package', bin('turbo'), ['run', 'typecheck', '--output-logs=errors-only']);
step('type-check root configs, stories setup and e2e', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
step('lint (ESLint) and formatting (Prettier)', 'npm', ['run', '--silent', 'lint:code']);
vitest('unit tests (domain, api)', 'unit');
// The server suite runs on the embedded database first, then again on PostgreSQL when DATABASE_URL is set.
vitest('server tests on the embedded database (PGlite)', 'server');
if (DATABASE_URL) vitest('server tests on PostgreSQL (DATABASE_URL)', 'server', { DATABASE_URL });
else
  console.log(
    '\n(DATABASE_URL not set: the server suite ran on PGlite only; .ci/run also runs it on PostgreSQL)',
  );
step('build (kit, app, server)', bin('turbo'), ['run', 'build', '--output-logs=errors-only']);
{
  const file = path.join(reports, 'kit-consumer.json');
  step('kit consumer: pack, install, build and check in Chromium', 'node', ['scripts/kit-consumer.mjs'], {
    env: { ...browserEnv, KIT_CONSUMER_REPORT: file },
    report: { kind: 'vitest', file },
  });
}
vitest('component tests in Chromium (incl. visual baselines)', 'components', browserEnv);
vitest('story tests in Chromium (every story, axe on)', 'storybook', browserEnv);
{
  const file = path.join(reports, 'e2e.json');
  step(
    'browser journeys (Playwright) against the real server',
    bin('playwright'),
    ['test', '--reporter=list,json'],
    {
      env: { ...browserEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
      report: { kind: 'playwright', file },
    },
  );
}
finish(0);
