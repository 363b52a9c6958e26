import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CATCH_ALL_RANGE,
  charactersOf,
  codePointsOf,
  FONT_FILE,
  FONT_IMPORT,
  productFontFaces,
  subsetForProduct,
  unicodeRangeOf,
} from './font-subsets';

const face = (n: number, range: string) =>
  `@font-face {\n\tfont-family: 'Pretendard Variable';\n\tfont-weight: 45 920;\n\tsrc: url(./woff2-dynamic-subset/PretendardVariable.subset.${n}.woff2) format('woff2-variations');\n\tunicode-range: ${range};\n}`;
const points = (text: string) => [...text].map((ch) => ch.codePointAt(0) ?? 0);
const facesOf = (css: string) => css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
const rangeOf = (css: string) => codePointsOf(/unicode-range:\s*([^;]*);/.exec(css)?.[1] ?? '');

describe('given a unicode-range', () => {
  it('lists its code points, single and ranged, in any case', () => {
    expect([...codePointsOf('U+20-22, u+ac00, U+AC04-ac05')]).toEqual([
      0x20, 0x21, 0x22, 0xac00, 0xac04, 0xac05,
    ]);
  });

  it('is written from code points as the shortest ranges', () => {
    expect(unicodeRangeOf([0x20, 0x21, 0x22, 0xac00, 0xac02])).toBe('U+20-22,U+ac00,U+ac02');
    expect(unicodeRangeOf([])).toBe('');
  });
});

describe("given the split font's stylesheet and the characters of the product's face", () => {
  const css = [face(0, 'U+41-5a'), face(1, 'U+ac00-ac01'), face(2, 'U+b7c9')].join('\n');

  it('declares the product face for exactly those characters, with the package’s descriptors', () => {
    const [, product] = facesOf(
      productFontFaces(css, { url: './Product.woff2', points: points('가A') }, '../woff2/All.woff2'),
    );
    expect(product).toContain("src: url(./Product.woff2) format('woff2-variations');");
    expect(product).toContain('font-weight: 45 920;');
    expect(product).toContain("font-family: 'Pretendard Variable';");
    expect(product).toContain('unicode-range: U+41,U+ac00;');
  });

  it('declares first a catch-all for the rest of Hangul only: none of the product face’s characters', () => {
    const faces = facesOf(
      productFontFaces(css, { url: './Product.woff2', points: points('가A') }, '../woff2/All.woff2'),
    );
    expect(faces).toHaveLength(2);
    expect(faces[0]).toContain("src: url(../woff2/All.woff2) format('woff2-variations');");
    // 가 (U+AC00) is the product face's; every other syllable and jamo is the catch-all's.
    expect(faces[0]).toContain('unicode-range: U+3131-318e,U+ac01-d7a3;');
    expect(rangeOf(faces[0] ?? '').size).toBe(codePointsOf(CATCH_ALL_RANGE).size - 1);
  });

  it('refuses a stylesheet with no face to take the descriptors from', () => {
    expect(() => productFontFaces('', { url: './P.woff2', points: [0x41] }, './A.woff2')).toThrow(
      /no @font-face/,
    );
  });
});

describe("given Pretendard and this repository's text", () => {
  const require = createRequire(import.meta.url);
  const chars = charactersOf([
    fileURLToPath(new URL('../', import.meta.url)),
    fileURLToPath(new URL('../../content', import.meta.url)),
  ]);
  let product: { woff2: Buffer; points: number[] };
  let css: string;
  beforeAll(async () => {
    product = await subsetForProduct(require.resolve(FONT_FILE), chars);
    css = productFontFaces(
      readFileSync(require.resolve(FONT_IMPORT), 'utf8'),
      { url: './product.woff2', points: product.points },
      '../woff2/PretendardVariable.woff2',
    );
    // A bound, not an order: harfbuzz cuts the face in about 2 s alone, over 10 s beside the test command's browser
    // lanes on a slow day (2026-11-30).
  }, 60_000);

  it('holds the characters in code point order, less controls and what the font has not', async () => {
    // A tab, a syllable, a Latin letter and an emoji (not in Pretendard), in no order.
    const cut = await subsetForProduct(require.resolve(FONT_FILE), new Set([0xac00, 0x09, 0x41, 0x1f600]));
    expect(cut.points).toEqual([0x41, 0xac00]);
    expect(cut.woff2.length).toBeGreaterThan(0);
  });

  it('cuts one face holding every character the product writes that the font has, in every weight', () => {
    const face = fontkit.create(product.woff2);
    if (!('characterSet' in face)) throw new Error('not one font');
    const whole = fontkit.create(readFileSync(require.resolve(FONT_FILE)));
    if (!('characterSet' in whole)) throw new Error('not one font');
    const inFont = new Set(whole.characterSet);
    const missing = [...chars].filter(
      (point) => point >= 0x20 && inFont.has(point) && !face.hasGlyphForCodePoint(point),
    );
    expect(missing).toEqual([]);
    for (const ch of '버디잉글리시 코인 레벨 테스트 ABC abc 0123')
      expect(product.points).toContain(ch.codePointAt(0));
    // The weight axis is kept: 400 and 700 are the same file, drawn differently.
    expect(Object.keys(face.variationAxes)).toContain('wght');
    // Smaller than the split faces a page needed (235–365 KiB), though it holds every page's text.
    expect(product.woff2.length).toBeLessThan(230 * 1024);
  });

  it('no two faces answer for the same character (Chrome would download both), and all Hangul is answered', () => {
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
