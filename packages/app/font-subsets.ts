/**
 * A build step of the app (vite.config.ts; docs/decisions/036-font-faces.md): the kit's stylesheet imports Pretendard
 * as 92 unicode-range faces split by character frequency, of which a page needed 10–13 (235–365 KiB), each arriving
 * with a layout of its own. The app's build cuts one face of its own from the whole variable font: every character the
 * product can show (its sources and its content bank, scanned at build), all weights, one file; and one catch-all
 * face, declared first so that the browser tries it last, for any other Hangul (a name, a post): the whole font,
 * downloaded only by a page that shows such a syllable. The kit itself (Storybook, other teams) keeps every face.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** The kit's import of the font, as index.css writes it. */
export const FONT_IMPORT = 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
/** The whole variable font, which the product's face is cut from. */
export const FONT_FILE = 'pretendard/dist/public/variable/PretendardVariable.ttf';
/** The product's face, written beside its stylesheet. */
export const PRODUCT_FACE_FILE = 'pretendard-product.woff2';
/** Hangul syllables and compatibility jamo: what the catch-all face answers for (less what the product's face holds). */
export const CATCH_ALL_RANGE = 'U+3131-318E, U+AC00-D7A3';

const SCANNED = /\.(?:ts|tsx|json|yaml|md|svg|css|html)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '__screenshots__', 'storybook-static', '.turbo']);

/** Every character of the text files under the given directories. */
export function charactersOf(dirs: readonly string[]): Set<number> {
  const found = new Set<number>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (SKIPPED_DIRS.has(name)) continue;
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (SCANNED.test(name))
        for (const ch of readFileSync(full, 'utf8')) found.add(ch.codePointAt(0) ?? 0);
    }
  };
  for (const dir of dirs) walk(dir);
  return found;
}

/** The code points of a unicode-range value (`U+20-22, U+ac00`). */
export function codePointsOf(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const match = /^\s*U\+([0-9a-f]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!match?.[1]) continue;
    const from = parseInt(match[1], 16);
    const to = match[2] ? parseInt(match[2], 16) : from;
    for (let point = from; point <= to; point += 1) points.add(point);
  }
  return points;
}

const FACE = /@font-face\s*\{[^}]*\}/g;

/** The product's face: its file and the code points it holds. */
export interface ProductFace {
  url: string;
  points: readonly number[];
}

/**
 * The font's stylesheet for the product: its face, which holds every character of the product that the font has (the
 * subset `subsetForProduct` makes), after a catch-all face for the rest of Hangul (`catchAllUrl`, the whole font), both
 * with the descriptors of the package's own faces. Answers the stylesheet.
 */
export function productFontFaces(css: string, product: ProductFace, catchAllUrl: string): string {
  const template = css.match(FACE)?.[0];
  if (!template) throw new Error("the font's stylesheet has no @font-face");
  const faceOf = (url: string, range: readonly number[]) =>
    template
      .replace(/src:\s*[^;]*;/, `src: url(${url}) format('woff2-variations');`)
      .replace(/unicode-range:\s*[^;}]*;?/, `unicode-range: ${unicodeRangeOf(range)};`);
  // The catch-all answers only for the Hangul the product's face has not. A range overlapping another face's made
  // Chrome download the whole font on every page: while one face is still loading, the browser tries the next face
  // that covers the character, and starts loading it too.
  const held = new Set(product.points);
  const rest = [...codePointsOf(CATCH_ALL_RANGE)].filter((point) => !held.has(point));
  const points = [...product.points].sort((x, y) => x - y);
  return [faceOf(catchAllUrl, rest), faceOf(product.url, points)].join('\n');
}

/**
 * The product's face: the characters the product writes that the font has, cut from the whole variable font (every
 * weight) as one WOFF2 with harfbuzz (subset-font). One file, so that the page is laid out once when it arrives (ADR
 * 036 records the faces split in 2 and 4 tried). Answers the file and the code points it holds.
 */
export async function subsetForProduct(
  fontFile: string,
  used: ReadonlySet<number>,
): Promise<{ woff2: Buffer; points: number[] }> {
  const font = readFileSync(fontFile);
  const parsed = fontkit.create(font);
  if (!('characterSet' in parsed)) throw new Error(`${fontFile} is a collection, not one font`);
  const has = new Set(parsed.characterSet);
  // Controls are not text a face draws.
  const points = [...used].filter((point) => point >= 0x20 && has.has(point)).sort((x, y) => x - y);
  const woff2 = await subsetFont(font, String.fromCodePoint(...points), { targetFormat: 'woff2' });
  return { woff2, points };
}

/** A unicode-range value for code points in ascending order (`U+ac01-ac03,U+ac05`). */
export function unicodeRangeOf(points: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < points.length;) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === (points[j] ?? 0) + 1) j += 1;
    const from = (points[i] ?? 0).toString(16);
    const to = (points[j] ?? 0).toString(16);
    parts.push(from === to ? `U+${from}` : `U+${from}-${to}`);
    i = j + 1;
  }
  return parts.join(',');
}

/**
 * The Vite plugin: writes the product's face and its stylesheet beside the font package's own stylesheet (the
 * catch-all's relative address stays right) and points the kit's import at it, for the build only.
 */
export function fontSubsets({ scan }: { scan: readonly string[] }): Plugin {
  let productImport = '';
  return {
    name: 'buddy-font-subsets',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      const require = createRequire(import.meta.url);
      const original = require.resolve(FONT_IMPORT);
      const out = path.join(path.dirname(original), '.buddy');
      mkdirSync(out, { recursive: true });
      const { woff2, points } = await subsetForProduct(require.resolve(FONT_FILE), charactersOf(scan));
      writeFileSync(path.join(out, PRODUCT_FACE_FILE), woff2);
      const css = productFontFaces(
        readFileSync(original, 'utf8'),
        { url: `./${PRODUCT_FACE_FILE}`, points },
        '../woff2/PretendardVariable.woff2',
      );
      const file = path.join(out, 'pretendard-product.css');
      writeFileSync(file, css);
      productImport = file;
      this.info(
        `Pretendard: one face of ${points.length} characters (${Math.round(woff2.length / 1024)} KiB), and a catch-all face for other Hangul`,
      );
    },
    transform(code, id) {
      if (!productImport || !id.split('?')[0]?.endsWith(path.join('ui', 'src', 'styles', 'index.css')))
        return null;
      if (!code.includes(FONT_IMPORT)) this.error(`index.css no longer imports ${FONT_IMPORT}`);
      return { code: code.replace(FONT_IMPORT, productImport), map: null };
    },
  };
}
