import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CATCH_ALL_RANGE,
  charactersOf,
  codePointsOf,
  FONT_IMPORT,
  trimFontFaces,
  unicodeRangeOf,
} from './font-subsets';

const face = (n: number, range: string) =>
  `@font-face {\n\tfont-family: 'Pretendard Variable';\n\tfont-weight: 45 920;\n\tsrc: url(./woff2-dynamic-subset/PretendardVariable.subset.${n}.woff2) format('woff2-variations');\n\tunicode-range: ${range};\n}`;
const used = (text: string) => new Set([...text].map((ch) => ch.codePointAt(0) ?? 0));

describe('given a unicode-range', () => {
  it('lists its code points, single and ranged, in any case', () => {
    expect([...codePointsOf('U+20-22, u+ac00, U+AC04-ac05')]).toEqual([
      0x20, 0x21, 0x22, 0xac00, 0xac04, 0xac05,
    ]);
  });
});

describe('given the faces of a split font and the characters the product shows', () => {
  const css = [face(0, 'U+41-5a'), face(1, 'U+ac00-ac01'), face(2, 'U+b7c9')].join('\n');

  it('keeps the faces covering a used character and drops the others', () => {
    const trimmed = trimFontFaces(css, used('A가'), '../woff2/All.woff2');
    expect(trimmed).toMatchObject({ kept: 2, total: 3 });
    expect(trimmed.css).toContain('subset.0.woff2');
    expect(trimmed.css).toContain('subset.1.woff2');
    expect(trimmed.css).not.toContain('subset.2.woff2');
  });

  it('declares a catch-all face for the rest of Hangul only: no character of a kept face is in its range', () => {
    const trimmed = trimFontFaces(css, used('A가'), '../woff2/All.woff2');
    const faces = trimmed.css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(3);
    expect(faces[0]).toContain("src: url(../woff2/All.woff2) format('woff2-variations');");
    expect(faces[0]).toContain('font-weight: 45 920;');
    // 가 and 각 (U+AC00-AC01) are the kept face's; every other syllable and jamo is the catch-all's.
    expect(faces[0]).toContain('unicode-range: U+3131-318e,U+ac02-d7a3;');
    const catchAll = codePointsOf(/unicode-range:\s*([^;]*);/.exec(faces[0] ?? '')?.[1] ?? '');
    expect(catchAll.has(0xac00)).toBe(false);
    expect(catchAll.has(0xb7c9)).toBe(true);
    expect(catchAll.size).toBe(codePointsOf(CATCH_ALL_RANGE).size - 2);
  });

  it('writes code points as the shortest ranges', () => {
    expect(unicodeRangeOf([0x20, 0x21, 0x22, 0xac00, 0xac02])).toBe('U+20-22,U+ac00,U+ac02');
    expect(unicodeRangeOf([])).toBe('');
  });
});

describe("given Pretendard's real stylesheet and this repository's text", () => {
  const require = createRequire(import.meta.url);
  const original = readFileSync(require.resolve(FONT_IMPORT), 'utf8');
  const chars = charactersOf([
    fileURLToPath(new URL('../', import.meta.url)),
    fileURLToPath(new URL('../../content', import.meta.url)),
  ]);
  const trimmed = trimFontFaces(original, chars, '../woff2/PretendardVariable.woff2');

  it('keeps well under half of the faces, and every character the product writes is in a kept face', () => {
    expect(trimmed.total).toBe(92);
    expect(trimmed.kept).toBeLessThan(46);
    const keptPoints = new Set<number>();
    for (const range of [...trimmed.css.matchAll(/unicode-range:\s*([^;]*);/g)].slice(1))
      for (const point of codePointsOf(range[1] ?? '')) keptPoints.add(point);
    const allPoints = new Set<number>();
    for (const range of original.matchAll(/unicode-range:\s*([^;]*);/g))
      for (const point of codePointsOf(range[1] ?? '')) allPoints.add(point);
    // Every character the font has and the product writes (the spec's texts, the content bank) keeps its face.
    const missing = [...chars].filter((point) => allPoints.has(point) && !keptPoints.has(point));
    expect(missing).toEqual([]);
    for (const ch of '버디잉글리시 코인 레벨 테스트 ABC abc 0123')
      expect(keptPoints.has(ch.codePointAt(0) ?? 0)).toBe(true);
  });
});

describe("given Pretendard's real stylesheet trimmed for this repository", () => {
  it('no two faces answer for the same character (Chrome would download both), and all Hangul is answered', () => {
    const require = createRequire(import.meta.url);
    const original = readFileSync(require.resolve(FONT_IMPORT), 'utf8');
    const chars = charactersOf([fileURLToPath(new URL('../', import.meta.url))]);
    const { css } = trimFontFaces(original, chars, '../woff2/PretendardVariable.woff2');
    const seen = new Set<number>();
    let overlaps = 0;
    for (const range of css.matchAll(/unicode-range:\s*([^;]*);/g))
      for (const point of codePointsOf(range[1] ?? '')) {
        if (seen.has(point)) overlaps += 1;
        seen.add(point);
      }
    expect(overlaps).toBe(0);
    for (const point of codePointsOf(CATCH_ALL_RANGE)) expect(seen.has(point)).toBe(true);
  });
});
