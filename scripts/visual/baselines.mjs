#!/usr/bin/env node
// The visual baselines' housekeeping (docs/decisions/044-test-gate-layout.md).
//   node scripts/visual/baselines.mjs optimise   recompress every baseline not yet optimised, losslessly (oxipng,
//                                                through @napi-rs/image), mark it, and record the pinned renderer
//   node scripts/visual/baselines.mjs check [--seen FILE]
//                                                fail on an unoptimised baseline, a stray file in a __screenshots__
//                                                folder (a failure shot, a diff), two baselines of the same picture,
//                                                baselines over the budget, and,
//                                                with --seen (the list a whole visual run noted), a baseline no test
//                                                compares any more
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The weight all baselines together may have in the tree. */
export const BUDGET_BYTES = 15_000_000;
/** The tEXt chunk an optimised baseline carries (keyword NUL text). */
const MARK_KEYWORD = 'Software';
const MARK_TEXT = 'buddy-baselines: oxipng';
/** What Vitest names a baseline: `<name>-<browser>-<platform>.png`. Anything else there is stray. */
const BASELINE_NAME = /-chromium-linux\.png$/;
/** Failure shots and diff images Vitest writes (`-actual-`, `-diff-`, a test name with `-1.png`). */
const FAILURE_NAME = /-(actual|diff|reference)-chromium-linux\.png$/;

/** Every file in a `__screenshots__` folder, tracked or not (ignored ones left out), relative to the root. */
export function screenshotFiles() {
  const out = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  });
  return out
    .split('\0')
    .filter((file) => file.includes('/__screenshots__/') && existsSync(path.join(root, file)))
    .sort();
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** The PNG's chunks as [type, data]. */
function chunks(png) {
  const found = [];
  for (let at = 8; at + 8 <= png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    found.push([type, png.subarray(at + 8, at + 8 + length)]);
    at += 12 + length;
  }
  return found;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isPng = (bytes) => bytes.subarray(0, 8).equals(SIGNATURE);

/** Whether a PNG carries the mark `optimise` leaves. */
export function isMarked(png) {
  return chunks(png).some(
    ([type, data]) => type === 'tEXt' && data.toString('latin1') === `${MARK_KEYWORD}\0${MARK_TEXT}`,
  );
}

/** The PNG with the mark after its header chunk. */
export function mark(png) {
  const afterHeader = 8 + 12 + png.readUInt32BE(8);
  return Buffer.concat([
    png.subarray(0, afterHeader),
    chunk('tEXt', Buffer.from(`${MARK_KEYWORD}\0${MARK_TEXT}`, 'latin1')),
    png.subarray(afterHeader),
  ]);
}

/** Recompresses `png` losslessly (same pixels, smaller file) and marks it. */
export async function optimisePng(png) {
  const { losslessCompressPng } = await import('@napi-rs/image');
  const smaller = Buffer.from(await losslessCompressPng(png, { optimizationLevel: 2, strip: true }));
  return mark(smaller.length < png.length ? smaller : png);
}

/** What is wrong with the baselines: a list of sentences, empty when all is well. */
export function problems({ seen } = {}) {
  const found = [];
  let total = 0;
  const baselines = [];
  /** Baselines by their bytes (an optimised PNG of the same pixels is the same file): a second one repeats a shot. */
  const byContent = new Map();
  for (const file of screenshotFiles()) {
    const bytes = readFileSync(path.join(root, file));
    if (!file.endsWith('.png') || !BASELINE_NAME.test(file) || FAILURE_NAME.test(file)) {
      found.push(`${file}: not a baseline (a failure shot or a stray file): delete it`);
      continue;
    }
    if (!isPng(bytes)) {
      found.push(`${file}: not a PNG`);
      continue;
    }
    baselines.push(file);
    total += bytes.length;
    const digest = createHash('sha256').update(bytes).digest('hex');
    const same = byContent.get(digest);
    if (same)
      found.push(`${file}: the same picture as ${same}: shoot one of them (tag the other story '!screen')`);
    else byContent.set(digest, file);
    if (!isMarked(bytes)) found.push(`${file}: not optimised: run npm run baselines -- optimise`);
  }
  if (total > BUDGET_BYTES)
    found.push(
      `the baselines weigh ${(total / 1e6).toFixed(1)} MB, over the budget of ${BUDGET_BYTES / 1e6} MB: shoot fewer widths or states`,
    );
  if (seen) {
    const compared = new Set(readFileSync(seen, 'utf8').split('\n').filter(Boolean));
    for (const file of baselines)
      if (!compared.has(file)) found.push(`${file}: no test compares it any more: delete it`);
  }
  return { found, total, count: baselines.length };
}

async function optimiseAll() {
  const { pinnedRenderer, pinnedRendererVersion, PINNED_RENDERER_PACKAGE } = await import('../chromium.mjs');
  const files = screenshotFiles().filter((file) => BASELINE_NAME.test(file) && !FAILURE_NAME.test(file));
  let before = 0;
  let after = 0;
  let done = 0;
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const full = path.join(root, file);
      const bytes = readFileSync(full);
      if (!isPng(bytes) || isMarked(bytes)) continue;
      const optimised = await optimisePng(bytes);
      writeFileSync(full, optimised);
      before += bytes.length;
      after += optimised.length;
      done += 1;
    }
  };
  await Promise.all([worker(), worker()]);
  const renderer = await pinnedRenderer();
  const record = {
    package: `${PINNED_RENDERER_PACKAGE}@${pinnedRendererVersion()}`,
    chromium: renderer.version,
  };
  writeFileSync(path.join(root, 'visual-baselines.json'), `${JSON.stringify(record, null, 2)}\n`);
  console.log(
    `optimised ${done} of ${files.length} baselines: ${(before / 1e6).toFixed(1)} MB -> ${(after / 1e6).toFixed(1)} MB; drawn on Chromium ${record.chromium} (${record.package})`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'optimise') await optimiseAll();
  else if (command === 'check') {
    const at = rest.indexOf('--seen');
    const seen = at >= 0 ? rest[at + 1] : undefined;
    if (seen && (!existsSync(seen) || statSync(seen).size === 0)) {
      console.error(`--seen ${seen}: no baseline was noted (did the visual stages run?)`);
      process.exit(1);
    }
    const { found, total, count } = problems({ seen });
    for (const line of found) console.error(`✖ ${line}`);
    console.log(
      `${count} baselines, ${(total / 1e6).toFixed(1)} MB of ${BUDGET_BYTES / 1e6} MB${found.length ? `; ${found.length} problems` : ', all optimised'}`,
    );
    process.exit(found.length ? 1 : 0);
  } else {
    console.error('usage: baselines.mjs optimise | check [--seen FILE]');
    process.exit(2);
  }
}
