#!/usr/bin/env node
// Runs drizzle-kit (hoisted to the repo root) so that its `import('drizzle-orm/...')` finds the drizzle-orm that
// npm installed under packages/server/node_modules. Usage: node scripts/drizzle-kit.mjs generate --name <name>
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = path.resolve(here, '..');
const require = createRequire(path.join(serverRoot, 'package.json'));
const kitBin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');
const hook = `data:text/javascript,${encodeURIComponent(`
import { register } from 'node:module';
register(${JSON.stringify(
  `data:text/javascript,${encodeURIComponent(`
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
const req = createRequire(${JSON.stringify(path.join(serverRoot, 'package.json'))});
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    try { return { url: pathToFileURL(req.resolve(specifier)).href, shortCircuit: true }; } catch {}
  }
  return next(specifier, context);
}`)}`,
)});`)}`;
const result = spawnSync(process.execPath, ['--import', hook, kitBin, ...process.argv.slice(2)], {
  cwd: serverRoot,
  stdio: 'inherit',
  env: { ...process.env, NODE_PATH: path.join(serverRoot, 'node_modules') },
});
process.exit(result.status ?? 1);
