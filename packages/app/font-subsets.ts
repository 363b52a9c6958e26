/**
 * A build step of the app (vite.config.ts; docs/decisions/036-font-faces.md): the kit's stylesheet imports Pretendard
 * as 92 unicode-range faces, whose declarations alone weigh 13.8 KiB of the 30 KiB CSS budget. The app's build keeps
 * the faces holding a character the product can show (its sources and its content bank, scanned at build), and one
 * catch-all face, declared first so that the browser tries it last, for any other Hangul (a name, a post): the whole
 * font, downloaded only by a page that shows such a syllable. The kit itself (Storybook, other teams) keeps every face.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The kit's import of the font, as index.css writes it. */
export const FONT_IMPORT = 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
/** Hangul syllables and compatibility jamo: what the catch-all face answers for (less what the kept faces hold). */
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

/**
 * The font's stylesheet with only the faces covering a used character, after a catch-all face for the rest of Hangul
 * (`catchAllUrl`, the whole font). Answers the stylesheet and how many faces were kept of how many.
 */
export function trimFontFaces(
  css: string,
  used: ReadonlySet<number>,
  catchAllUrl: string,
): { css: string; kept: number; total: number } {
  const faces = css.match(FACE) ?? [];
  const kept = faces.filter((face) => {
    const range = /unicode-range:\s*([^;}]*)/.exec(face)?.[1];
    if (!range) return true;
    for (const point of codePointsOf(range)) if (used.has(point)) return true;
    return false;
  });
  // The catch-all answers only for the Hangul no kept face has. A range overlapping a kept face's made Chrome download
  // the whole font on every page: while a kept face is still loading, the browser tries the next face that covers the
  // character, and starts loading it too.
  const covered = new Set<number>();
  for (const face of kept) {
    const range = /unicode-range:\s*([^;}]*)/.exec(face)?.[1];
    if (range) for (const point of codePointsOf(range)) covered.add(point);
  }
  const rest = [...codePointsOf(CATCH_ALL_RANGE)].filter((point) => !covered.has(point));
  const template = faces[0] ?? '';
  const catchAll = template
    .replace(/src:\s*[^;]*;/, `src: url(${catchAllUrl}) format('woff2-variations');`)
    .replace(/unicode-range:\s*[^;}]*;?/, `unicode-range: ${unicodeRangeOf(rest)};`);
  return { css: [catchAll, ...kept].join('\n'), kept: kept.length, total: faces.length };
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
 * The Vite plugin: writes the trimmed stylesheet beside the font package's own (its relative font addresses stay
 * right) and points the kit's import at it, for the build only.
 */
export function fontSubsets({ scan }: { scan: readonly string[] }): Plugin {
  let trimmedImport = '';
  return {
    name: 'buddy-font-subsets',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const require = createRequire(import.meta.url);
      const original = require.resolve(FONT_IMPORT);
      const dir = path.dirname(original);
      const out = path.join(dir, '.buddy');
      mkdirSync(out, { recursive: true });
      const { css, kept, total } = trimFontFaces(
        readFileSync(original, 'utf8'),
        charactersOf(scan),
        '../woff2/PretendardVariable.woff2',
      );
      // Inside the package, one directory down: the faces' ./woff2-dynamic-subset addresses become ../.
      const file = path.join(out, 'pretendard-used.css');
      writeFileSync(file, css.replaceAll('url(./', 'url(../'));
      trimmedImport = file;
      this.info(`Pretendard: ${kept} of ${total} faces kept, and a catch-all face for other Hangul`);
    },
    transform(code, id) {
      if (!trimmedImport || !id.split('?')[0]?.endsWith(path.join('ui', 'src', 'styles', 'index.css')))
        return null;
      if (!code.includes(FONT_IMPORT)) this.error(`index.css no longer imports ${FONT_IMPORT}`);
      return { code: code.replace(FONT_IMPORT, trimmedImport), map: null };
    },
  };
}
