#!/usr/bin/env node
// `npm run bench`: runs every bench/<area>/*.bench.mjs in turn, each in its own Node process, and prints its
// figures. `npm run bench -- server` runs only the areas named. Each bench bounds its own time and stops itself.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const areas = readdirSync(benchDir)
  .filter((name) => statSync(path.join(benchDir, name)).isDirectory())
  .filter((name) => only.length === 0 || only.includes(name))
  .sort();

let failed = 0;
for (const area of areas) {
  const files = readdirSync(path.join(benchDir, area))
    .filter((f) => f.endsWith('.bench.mjs'))
    .sort();
  for (const file of files) {
    const started = Date.now();
    console.log(`\n=== bench/${area}/${file}`);
    const result = spawnSync(process.execPath, [path.join(benchDir, area, file)], {
      stdio: 'inherit',
      cwd: path.resolve(benchDir, '..'),
      env: process.env,
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (result.status !== 0) {
      failed += 1;
      console.log(
        `=== bench/${area}/${file} FAILED (exit ${result.status ?? result.signal}) after ${seconds} s`,
      );
    } else {
      console.log(`=== bench/${area}/${file} done in ${seconds} s`);
    }
  }
}
if (areas.length === 0) console.log('bench: no bench/<area>/*.bench.mjs found');
process.exit(failed === 0 ? 0 : 1);
