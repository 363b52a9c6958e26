/*
 * Contract fuzzer. For every operation of the bundled contract (@buddy/contract) it sends FUZZ_RUNS (default 200) requests
 * generated from the contract's own schemas with fast-check (test/fuzz/): well-formed ones, and ones broken in
 * every way the contract can be broken (missing, extra and wrongly typed fields, values at and past each limit,
 * NUL, lone surrogates and other odd text, ~100k-character strings, malformed JSON, wrong content types, malformed
 * multipart, huge query strings, odd path values, missing, garbage, tampered and other members' tokens). Every
 * answer must keep the contract: no 5xx, a declared status, a body matching the declared schema, error bodies
 * with `code` and `message` that do not repeat the input; no 2xx to a request that breaks the contract or lacks a
 * valid token, and no VALIDATION refusal of a well-formed one. All findings are collected and reported together:
 * operation, kind of request, status, reason and one example request each.
 *
 * A new operation in the contract is fuzzed without anyone writing a case for it.
 *
 * Reproduce a failure with the seed it prints (requests depend on the server's earlier answers, so run the whole
 * file; FUZZ_ONLY narrows the run to some operations, with somewhat different requests):
 *   FUZZ_SEED=<seed> npx vitest run --project server packages/server/test/contract-fuzz.test.ts
 * FUZZ_RUNS sets the requests per operation; FUZZ_VERBOSE=1 prints the statuses each operation answered.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '@buddy/mail-catcher';
import { fuzzContract, type FuzzReport } from './fuzz/fuzzer';
import { createTestApp, doc, type TestApp } from './helpers';

const SEED = Number(process.env.FUZZ_SEED ?? 20260302);
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const ONLY = process.env.FUZZ_ONLY;

let t: TestApp;
let dataDir: string;
let mail: MailCatcher;
beforeAll(async () => {
  // Uploaded recordings land in DATA_DIR/recordings: a directory of this run. A find-password that matches mails the
  // guardian's code: to a local catcher, as in development (ADR 045).
  dataDir = mkdtempSync(path.join(tmpdir(), 'buddy-fuzz-'));
  mail = await startMailCatcher();
  t = await createTestApp({ config: { dataDir, smtpUrl: mail.smtpUrl } });
});
afterAll(async () => {
  try {
    await t?.close();
    await mail?.close();
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
});

function coverage(report: FuzzReport): string {
  const counts = (map: Map<number, number>) =>
    [...map]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
  return report.operations
    .map((op) => {
      const stat = report.stats.get(op.key);
      return `${op.key.padEnd(52)} valid: ${counts(stat?.valid ?? new Map())} | all: ${counts(stat?.all ?? new Map())}`;
    })
    .join('\n');
}

it(
  `answers ${RUNS} generated requests per operation as the contract says (seed ${SEED})`,
  async () => {
    const started = Date.now();
    const report = await fuzzContract(t.app, doc, { seed: SEED, runs: RUNS, only: ONLY });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const summary =
      `${report.requests} requests to ${report.operations.length} operations in ${seconds}s ` +
      `(seed ${SEED}, ${RUNS} per operation; ${report.signIns} sign-ins again, ${report.probes} token probes; ` +
      `revoking: ${report.revoking.join(', ') || 'none'})`;
    if (process.env.FUZZ_VERBOSE) console.log(`${summary}\n${coverage(report)}`);
    if (report.findings.size > 0) {
      expect.fail(
        `The contract fuzzer found ${report.findings.size} distinct problem(s) in ${summary}.\n` +
          `Reproduce: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} npx vitest run --project server ` +
          `packages/server/test/contract-fuzz.test.ts\n${report.findings.format()}`,
      );
    }
  },
  // A bound, not an order: 97 s alone on a quiet machine; over 600 s beside the test command's browser lanes on a slow
  // day (2026-11-30).
  15 * 60_000,
);
