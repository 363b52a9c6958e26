#!/usr/bin/env node
// The /v2 contract pipeline (docs/decisions/002-contract-first.md).
//   bundle    openapi/*.yaml (the hand-written sources) -> packages/contract/bundled/openapi.json (what the server loads)
//   generate  bundle, then packages/contract/generated/schema.d.ts (openapi-typescript)
//   lint      redocly lint, warnings fail
//   check     lint, then fail when the committed bundle or types differ from what the YAML generates
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const contract = path.join(root, 'packages', 'contract');
const source = path.join(root, 'openapi', 'openapi.yaml');
const bundlePath = path.join(contract, 'bundled', 'openapi.json');
const typesPath = path.join(contract, 'generated', 'schema.d.ts');
const quiet = {
  cwd: root,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_TELEMETRY: 'off' },
};

function run(cmd, args) {
  try {
    return execFileSync(cmd, args, quiet).toString();
  } catch (error) {
    process.stderr.write(String(error.stdout ?? '') + String(error.stderr ?? ''));
    process.exit(1);
  }
}

function bundle(out) {
  run(bin('redocly'), ['bundle', source, '--output', out, '--ext', 'json']);
}

function generate(bundleFile, out) {
  run(bin('openapi-typescript'), [
    bundleFile,
    '--output',
    out,
    '--root-types',
    '--root-types-no-schema-prefix',
  ]);
  run(bin('prettier'), ['--config', path.join(root, '.prettierrc.json'), '--write', out]);
}

function lint() {
  run(bin('redocly'), ['lint', source, '--max-problems', '50', '--format', 'stylish']);
  const out = run(bin('redocly'), ['lint', source, '--format', 'json']);
  const report = JSON.parse(out.slice(out.indexOf('{')));
  const problems = report.problems ?? [];
  if (problems.length > 0) {
    for (const p of problems)
      console.error(`${p.severity}: ${p.message} (${p.location?.[0]?.pointer ?? ''})`);
    console.error(`contract: ${problems.length} problem(s) in openapi/`);
    process.exit(1);
  }
  console.log('contract: openapi/ lints clean');
}

const command = process.argv[2];
if (command === 'bundle') {
  bundle(bundlePath);
} else if (command === 'generate') {
  bundle(bundlePath);
  generate(bundlePath, typesPath);
  console.log(`contract: wrote ${path.relative(root, bundlePath)} and ${path.relative(root, typesPath)}`);
} else if (command === 'lint') {
  lint();
} else if (command === 'check') {
  lint();
  const dir = mkdtempSync(path.join(tmpdir(), 'contract-'));
  const freshBundle = path.join(dir, 'openapi.json');
  const freshTypes = path.join(dir, 'schema.d.ts');
  bundle(freshBundle);
  generate(freshBundle, freshTypes);
  const stale = [
    [bundlePath, freshBundle],
    [typesPath, freshTypes],
  ].filter(
    ([committed, fresh]) =>
      !existsSync(committed) || readFileSync(committed, 'utf8') !== readFileSync(fresh, 'utf8'),
  );
  rmSync(dir, { recursive: true, force: true });
  if (stale.length > 0) {
    for (const [committed] of stale) console.error(`contract: ${path.relative(root, committed)} is stale`);
    console.error('contract: run `npm run generate` and commit the result');
    process.exit(1);
  }
  console.log('contract: generated bundle and types are up to date');
} else {
  console.error('usage: contract.mjs bundle|generate|lint|check');
  process.exit(2);
}
