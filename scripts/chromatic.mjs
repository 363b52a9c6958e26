#!/usr/bin/env node
// `npm run chromatic`: publishes the Storybook to Chromatic (hosted visual review) when CHROMATIC_PROJECT_TOKEN is set.
// Without the token it says so and exits 0: publishing is optional and never a failure. It needs the network, so
// `npm test` never calls it (the local visual baselines are the Vitest `toMatchScreenshot` tests). The settings live in
// chromatic.config.json; the Storybook is built first when storybook-static/ is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    [
      'Chromatic publishing skipped: CHROMATIC_PROJECT_TOKEN is not set.',
      'To publish the Storybook for visual review, create a project on chromatic.com, then run',
      '  CHROMATIC_PROJECT_TOKEN=<project token> npm run chromatic',
      '(in CI, store the token as a secret). Local visual baselines run in `npm test` without it.',
    ].join('\n'),
  );
  process.exit(0);
}

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(path.join(root, 'storybook-static', 'index.html')))
  run('npm', ['run', '--silent', 'build-storybook']);
// The token is read from the environment by the CLI; it never appears on the command line.
run(bin('chromatic'), ['--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes']);
