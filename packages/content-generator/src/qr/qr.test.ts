import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSheets, weekEntries } from './build';
import { QR_INDEX, QR_MEDIA_DIR, readManuals } from './generate';

const manuals = readManuals();
const built = buildSheets(manuals);

describe('the QR answer sheets', () => {
  it('cover every week of every course, for the Student Book and the Workbook', () => {
    expect(built.index).toHaveLength(manuals.length * 2);
    expect(new Set(built.index.map((sheet) => sheet.course))).toEqual(
      new Set(['A', 'B', 'C', 'D', 'E', 'F', 'G']),
    );
  });

  it('are committed exactly as the generator draws them, and nothing else is in the folder', () => {
    expect(JSON.parse(readFileSync(QR_INDEX, 'utf8'))).toEqual(built.index);
    expect(readdirSync(QR_MEDIA_DIR).sort()).toEqual([...built.files.keys()].sort());
    for (const [file, svg] of built.files)
      expect(readFileSync(path.join(QR_MEDIA_DIR, file), 'utf8')).toBe(svg);
  });

  it('name themselves and show the week’s words and sentences as the answers', () => {
    const first = manuals[0]!;
    const { words, sentences } = weekEntries(first);
    const sb = built.files.get(`${first.stdCourse}-${first.stdStep}-${first.stdWeek}-sb.svg`)!;
    expect(sb).toMatch(/<title>Buddy A 1권 1주 Student Book 정답<\/title>/);
    expect(sb).toContain(`>${words[0]!.en}<`);
    expect(sb).toContain(`>${sentences[0]!.en}<`);
    expect(sb).not.toMatch(/<script|on\w+=/i);
  });

  it('stay small: under 4 KB a sheet and 1.2 MB in all', () => {
    let total = 0;
    for (const file of readdirSync(QR_MEDIA_DIR)) {
      const size = statSync(path.join(QR_MEDIA_DIR, file)).size;
      expect(size, file).toBeLessThan(4096);
      total += size;
    }
    expect(total).toBeLessThan(1_200_000);
  });
});
