/**
 * Writes the study content: content/study/{A..G}.json (StudyManual[]), content/study/shows/*.json (the slide shows,
 * outside the served media/), content/words.json (the dictionary's StudyWord[]) and content/media/study/{images/*.svg,
 * audio/*.ogg}. JSON and SVG are rewritten every run (deterministic); clips are recorded only when missing (Ogg is not
 * byte-reproducible), or all of them with BUDDY_RERECORD=1 (speech.ts); files the bank no longer uses are removed.
 * Run: npm run content.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { record, rerecordAll } from '../speech';
import { audioPath, buildStudyBank, imagePath, jsonText, STUDY_MEDIA, STUDY_SHOWS } from './build';
import { studyPictureOf } from './pictures';
import { CONTENT_DIR } from '../paths';

const content = CONTENT_DIR;
function writeAll(files: Map<string, string>): void {
  for (const [relative, text] of files) {
    const file = path.join(content, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}

/** Removes the files of a media folder that the bank does not reference. */
function prune(folder: string, keep: ReadonlySet<string>): number {
  const dir = path.join(content, folder);
  if (!existsSync(dir)) return 0;
  let removed = 0;
  for (const name of readdirSync(dir)) {
    if (!keep.has(`${folder}/${name}`)) {
      rmSync(path.join(dir, name));
      removed += 1;
    }
  }
  return removed;
}

/**
 * Removes the shows' old folder, media/study/shows: served to anyone at /content/study/shows/, it made the one-time
 * address pointless. Answers how many files it held.
 */
function removeServedShows(): number {
  const dir = path.join(content, STUDY_MEDIA, 'shows');
  const count = existsSync(dir) ? readdirSync(dir).length : 0;
  rmSync(dir, { recursive: true, force: true });
  return count;
}

function main(): void {
  const bank = buildStudyBank();
  const files = new Map<string, string>();
  for (const [course, manuals] of bank.manuals) files.set(`study/${course}.json`, jsonText(manuals));
  files.set('words.json', jsonText(bank.words));
  for (const [show, slides] of bank.shows) files.set(show, jsonText(slides));
  for (const name of bank.pictures) files.set(imagePath(name), studyPictureOf(name));
  writeAll(files);

  const clips = new Set(bank.audio.map((clip) => audioPath(clip.slug)));
  const removed =
    removeServedShows() +
    prune(STUDY_SHOWS, new Set(bank.shows.keys())) +
    prune(`${STUDY_MEDIA}/images`, new Set(bank.pictures.map(imagePath))) +
    prune(`${STUDY_MEDIA}/audio`, clips);

  const missing = rerecordAll()
    ? bank.audio
    : bank.audio.filter((clip) => !existsSync(path.join(content, audioPath(clip.slug))));
  if (missing.length > 0) {
    mkdirSync(path.join(content, STUDY_MEDIA, 'audio'), { recursive: true });
    const scratch = mkdtempSync(path.join(tmpdir(), 'buddy-study-'));
    try {
      missing.forEach((clip, index) => {
        record(clip.text, path.join(content, audioPath(clip.slug)), scratch);
        process.stdout.write(`\rrecording ${index + 1}/${missing.length}`);
      });
      process.stdout.write('\n');
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  const manuals = [...bank.manuals.values()].reduce((sum, list) => sum + list.length, 0);
  console.log(
    `study: ${manuals} manuals, ${bank.shows.size} shows, ${bank.words.length} words, ${bank.pictures.length} pictures, ${bank.audio.length} clips (${missing.length} new), ${removed} unused files removed`,
  );
}

main();
