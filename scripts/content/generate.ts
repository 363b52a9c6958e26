/**
 * Writes the content bank: content/papers/{A..G,level}.json (always, deterministic), and the media they use when a
 * file is missing: content/media/images/<word>.svg (our drawings) and content/media/audio/<slug>.ogg (espeak-ng,
 * en-us, slowed for children, then sox to mono 16 kHz Ogg Vorbis). Run: npm run content.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBank, papersJson } from './build';
import { pictureOf, sceneOf } from './pictures';
import { record } from './speech';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const content = path.join(root, 'content');
const papersDir = path.join(content, 'papers');
const imagesDir = path.join(content, 'media', 'images');
const audioDir = path.join(content, 'media', 'audio');

function main(): void {
  const bank = buildBank();
  for (const dir of [papersDir, imagesDir, audioDir]) mkdirSync(dir, { recursive: true });
  for (const [name, papers] of bank.papers)
    writeFileSync(path.join(papersDir, `${name}.json`), papersJson(papers));
  let drawn = 0;
  for (const word of bank.pictures) {
    const file = path.join(imagesDir, `${word}.svg`);
    if (!existsSync(file)) {
      writeFileSync(file, pictureOf(word));
      drawn += 1;
    }
  }
  for (const scene of bank.scenes) {
    const file = path.join(imagesDir, `${scene}.svg`);
    if (!existsSync(file)) {
      writeFileSync(file, sceneOf(scene));
      drawn += 1;
    }
  }
  const missing = bank.audio.filter((clip) => !existsSync(path.join(audioDir, `${clip.slug}.ogg`)));
  if (missing.length > 0) {
    const scratch = mkdtempSync(path.join(tmpdir(), 'buddy-content-'));
    try {
      missing.forEach((clip, index) => {
        record(clip.text, path.join(audioDir, `${clip.slug}.ogg`), scratch);
        process.stdout.write(`\rrecording ${index + 1}/${missing.length}`);
      });
      process.stdout.write('\n');
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  const count = [...bank.papers.values()].reduce((sum, papers) => sum + papers.length, 0);
  console.log(
    `content: ${count} papers, ${bank.pictures.length + bank.scenes.length} pictures (${drawn} new), ${bank.audio.length} clips (${missing.length} new)`,
  );
}

main();
