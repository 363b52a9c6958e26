#!/usr/bin/env node
// The upload check (packages/server/src/modules/recordings/recording-check.ts, ADR 012) on the largest recordings a child may
// send, beside one pass of zlib's CRC-32 over the same bytes in the same run (the least any reading of the whole
// file costs; the Ogg check computes a CRC of its own over every page):
//   - a 5 MB WebM, Ogg and MP3 (test/recordings.ts builds them; recording-check.test.ts checks they are accepted)
//   - a crafted WebM nested 100 000 elements deep, refused at the depth limit
// Prints the best of RUNS runs of each, its ratio to the reference, and the goal: a 5 MB recording checked in under
// 100 ms, the crafted file refused in under 50 ms (the bounds that recording-check.test.ts asserted before timings left the
// tests, issue 25). Bounded: a few seconds.
import { crc32 } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';

const RUNS = 5;
const { checkRecordingContainer } = await tsImport(
  '../../packages/server/src/modules/recordings/recording-check.ts',
  import.meta.url,
);
const { deeplyNestedEbml, fiveMegabyteRecordings } = await tsImport(
  '../../packages/server/test/recordings.ts',
  import.meta.url,
);

/** The best of RUNS timings of `fn`, in milliseconds, and its last result. */
function best(fn) {
  let ms = Infinity;
  let result;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    result = fn();
    ms = Math.min(ms, performance.now() - started);
  }
  return { ms, result };
}

const cases = [
  ...Object.entries(fiveMegabyteRecordings()).map(([kind, bytes]) => ({
    name: `5 MB ${kind}`,
    bytes,
    expect: 'accepted',
    goalMs: 100,
  })),
  { name: 'WebM nested 100 000 deep', bytes: deeplyNestedEbml(100_000), expect: 'refused', goalMs: 50 },
];

console.log(`container check, best of ${RUNS} (reference: zlib crc32 over the same bytes, this run)`);
let missed = 0;
for (const c of cases) {
  const check = best(() => checkRecordingContainer(c.bytes));
  const reference = best(() => crc32(c.bytes));
  const outcome = check.result.ok ? 'accepted' : `refused (${check.result.reason})`;
  const met = outcome.startsWith(c.expect) && check.ms < c.goalMs;
  if (!met) missed += 1;
  console.log(
    `  ${c.name.padEnd(26)} ${(c.bytes.length / 1048576).toFixed(2).padStart(5)} MiB  check ${check.ms.toFixed(1).padStart(6)} ms` +
      `  reference ${reference.ms.toFixed(1).padStart(5)} ms  ×${(check.ms / reference.ms).toFixed(1).padStart(5)}` +
      `  goal < ${c.goalMs} ms, ${c.expect}: ${met ? 'met' : `NOT met (${outcome})`}`,
  );
}
process.exit(missed === 0 ? 0 : 1);
