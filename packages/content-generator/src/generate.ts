/**
 * Writes the content bank: content/papers/{A..G,level}.json (always, deterministic) and the media they use, under
 * opaque names (media.ts): content/media/images/<hash>.svg (our drawings, rewritten every run) and
 * content/media/audio/<hash>.ogg (Festival's HTS voice, slowed for children, in mono Ogg Opus: speech.ts; recorded
 * only when a text has no clip yet, or for every text with BUDDY_RERECORD=1). content/media-index.json keeps which
 * clip speaks which text, outside the served folder. Files no paper uses are removed. Run: npm run content.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildBank, papersJson, slugOf } from './build';
import { clipNamesOf, mediaIndexJson, opaqueName, parseMediaIndex, type MediaIndex } from './media';
import { record, rerecordAll } from './speech';
import { CONTENT_DIR } from './paths';

const content = CONTENT_DIR;
const papersDir = path.join(content, 'papers');
const imagesDir = path.join(content, 'media', 'images');
const audioDir = path.join(content, 'media', 'audio');
const indexFile = path.join(content, 'media-index.json');

function readIndex(): MediaIndex {
  return existsSync(indexFile) ? parseMediaIndex(readFileSync(indexFile, 'utf8')) : { audio: {} };
}

/** Moves a clip into media/audio under the hash of its bytes; answers that name. */
function adopt(file: string, move: (from: string, to: string) => void): string {
  const name = opaqueName(readFileSync(file), 'ogg');
  move(file, path.join(audioDir, name));
  return name;
}

/**
 * The clip of every text: the indexed one when its file is there; else a recording named by its slug (the naming
 * before opaque names), renamed rather than recorded again, since Ogg is not byte-reproducible; else a new one.
 * With `rerecord` every text gets a new one (a new voice); the old files, named by other bytes, are then unused.
 */
function clipsFor(
  texts: readonly string[],
  known: MediaIndex['audio'],
  rerecord: boolean,
): { audio: Record<string, string>; recorded: number } {
  const audio: Record<string, string> = {};
  const missing: string[] = [];
  for (const text of texts) {
    const indexed = known[text];
    const legacy = path.join(audioDir, `${slugOf(text)}.ogg`);
    if (rerecord) missing.push(text);
    else if (indexed && existsSync(path.join(audioDir, indexed))) audio[text] = indexed;
    else if (existsSync(legacy)) audio[text] = adopt(legacy, renameSync);
    else missing.push(text);
  }
  if (missing.length > 0) {
    const scratch = mkdtempSync(path.join(tmpdir(), 'buddy-content-'));
    try {
      missing.forEach((text, index) => {
        const file = path.join(scratch, 'clip.ogg');
        record(text, file, scratch);
        audio[text] = adopt(file, copyFileSync);
        process.stdout.write(`\rrecording ${index + 1}/${missing.length}`);
      });
      process.stdout.write('\n');
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  return { audio, recorded: missing.length };
}

/** Removes the files of a media folder that no paper uses; answers how many. */
function prune(dir: string, keep: ReadonlySet<string>): number {
  const unused = readdirSync(dir).filter((name) => !keep.has(name));
  for (const name of unused) rmSync(path.join(dir, name));
  return unused.length;
}

function main(): void {
  for (const dir of [papersDir, imagesDir, audioDir]) mkdirSync(dir, { recursive: true });
  // Which texts the papers speak does not depend on the clip names: a first build learns them.
  const texts = buildBank(() => '').audio.map((clip) => clip.text);
  const { audio, recorded } = clipsFor(texts, readIndex().audio, rerecordAll());
  writeFileSync(indexFile, mediaIndexJson({ audio }));

  const bank = buildBank(clipNamesOf({ audio }));
  for (const [name, papers] of bank.papers)
    writeFileSync(path.join(papersDir, `${name}.json`), papersJson(papers));
  for (const image of bank.images) writeFileSync(path.join(imagesDir, image.file), image.svg);
  const removed =
    prune(imagesDir, new Set(bank.images.map((image) => image.file))) +
    prune(audioDir, new Set(bank.audio.map((clip) => clip.file)));

  const count = [...bank.papers.values()].reduce((sum, papers) => sum + papers.length, 0);
  console.log(
    `content: ${count} papers, ${bank.images.length} pictures, ${bank.audio.length} clips (${recorded} new), ${removed} unused files removed`,
  );
}

main();
