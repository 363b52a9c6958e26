/**
 * The home hero's picture (docs/decisions/039-home-loaded-budget.md): two children reading with the Buddy mascot,
 * letter blocks, a sun and stars, flat shapes in the course colours of spec §9. Written as a static SVG file that the
 * page shows as an image, so that its shapes are not JavaScript every visitor's first page loads.
 *
 * An image cannot use the page's web fonts: the letters ("A", "B", "C", "Hello!") are Baloo 2 ExtraBold's own glyph
 * outlines, taken from the self-hosted woff2 the kit uses. The mascot is the kit's `MascotFigure`, its theme classes
 * replaced by the brand theme's colours from the kit's styles.
 *
 * `npm run art` (tsx scripts/art/hero.ts) writes packages/app/src/pages/home/hero.svg; `--check` exits non-zero when
 * the file differs from what this script makes. scripts/art/hero.test.ts checks the same in the unit tests.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { decompress } from 'wawoff2';
import { MascotFigure } from '../../packages/ui/src/components/mascot/mascot';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const heroFile = path.join(root, 'packages/app/src/pages/home/hero.svg');
const BALOO = path.join(
  root,
  'node_modules/@fontsource-variable/baloo-2/files/baloo-2-latin-wght-normal.woff2',
);
const STYLES = path.join(root, 'packages/ui/src/styles/index.css');

/** The brand theme's colours (`:root, [data-theme='brand']` of the kit's styles), by token name. */
export function brandColours(css: string = readFileSync(STYLES, 'utf8')): Map<string, string> {
  const block = /:root,\s*\[data-theme='brand'\]\s*\{([^}]*)\}/.exec(css)?.[1];
  if (!block) throw new Error(`no brand theme block in ${STYLES}`);
  const colours = new Map<string, string>();
  for (const [, token, value] of block.matchAll(/--([\w-]+):\s*(#[0-9a-f]{3,8})\s*;/gi))
    if (token && value) colours.set(token, value);
  return colours;
}

/** The kit's mascot as plain SVG shapes: each `fill-*` / `stroke-*` class becomes the brand colour it stands for. */
export function mascotShapes(x: number, y: number, size: number, colours: Map<string, string>): string {
  const markup = renderToStaticMarkup(createElement(MascotFigure, { pose: 'happy', x, y, size }));
  return markup.replace(/ data-[\w-]+="[^"]*"/g, '').replace(/class="([^"]*)"/g, (_, classes: string) =>
    classes
      .split(/\s+/)
      .map((name) => {
        const [, property, token] = /^(fill|stroke)-(.+)$/.exec(name) ?? [];
        if (!property || !token) throw new Error(`the mascot has a class this script cannot colour: ${name}`);
        if (token === 'none') return `${property}="none"`;
        const colour = colours.get(token);
        if (!colour) throw new Error(`the brand theme has no --${token}`);
        return `${property}="${colour}"`;
      })
      .join(' '),
  );
}

type Font = fontkit.Font;

/** Baloo 2 at ExtraBold (800): the variable woff2 made a TrueType font, then its weight axis set. */
export async function extraBold(): Promise<Font> {
  const ttf = Buffer.from(await decompress(readFileSync(BALOO)));
  const font = fontkit.create(ttf);
  if (!('getVariation' in font)) throw new Error('Baloo 2 is not a single font');
  return font.getVariation({ wght: 800 });
}

const round = (svgPath: string) =>
  svgPath.replace(/-?\d+\.\d+/g, (n) => String(Math.round(Number(n) * 10) / 10));

/** A word as one path of glyph outlines, centred on `x` with its baseline on `y` (like `text-anchor: middle`). */
export function word(font: Font, text: string, x: number, y: number, size: number): string {
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  let pen = x - (run.advanceWidth * scale) / 2;
  return round(
    run.glyphs
      .map((glyph, i) => {
        const position = run.positions[i];
        if (!position) throw new Error(`no position for glyph ${i} of ${text}`);
        const outline = glyph.path
          .scale(scale, -scale)
          .translate(pen + position.xOffset * scale, y - position.yOffset * scale)
          .toSVG();
        pen += position.xAdvance * scale;
        return outline;
      })
      .join(''),
  );
}

/** The whole picture. Decorative: the page's hero text says everything, and the image has an empty `alt`. */
export function heroSvg(font: Font, colours: Map<string, string>): string {
  const letter = (text: string, x: number, y: number, size: number, fill: string, transform = '') =>
    `<path d="${word(font, text, x, y, size)}" fill="${fill}"${transform ? ` transform="${transform}"` : ''}/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 400" width="480" height="400">
<!-- Made by scripts/art/hero.ts (npm run art): do not edit by hand. -->
<path d="M52 196c0-92 80-160 190-160s196 58 196 150c0 70-40 112-96 140-52 26-124 32-190 18C86 330 52 278 52 196z" fill="#fdede7"/>
<ellipse cx="244" cy="352" rx="190" ry="22" fill="#f6e2d8"/>
<circle cx="394" cy="76" r="30" fill="#f5b700"/>
<path d="M394 28v-10M394 134v-10M346 76h-10M452 76h-10M360 42l-7-7M435 117l-7-7M428 42l7-7M353 117l7-7" stroke="#f5b700" stroke-width="6" stroke-linecap="round"/>
<path d="M92 86l6 13 14 2-10 10 2 14-12-7-12 7 2-14-10-10 14-2z" fill="#1bac78"/>
<path d="M300 38l4 8 9 1-6 6 1 9-8-4-8 4 1-9-6-6 9-1z" fill="#882fc3"/>
<circle cx="150" cy="52" r="6" fill="#268abd"/>
<circle cx="438" cy="196" r="7" fill="#ea5364"/>
<rect x="58" y="282" width="58" height="58" rx="10" fill="#ea5364"/>
${letter('A', 87, 325, 36, '#fff')}
<rect x="100" y="232" width="52" height="52" rx="10" fill="#2f73c3" transform="rotate(-8 126 258)"/>
${letter('B', 126, 271, 32, '#fff', 'rotate(-8 126 258)')}
<rect x="120" y="288" width="52" height="52" rx="10" fill="#32bd27"/>
${letter('C', 146, 327, 32, '#fff')}
<path d="M196 346c0-46 18-82 52-82s52 36 52 82z" fill="#268abd"/>
<circle cx="248" cy="214" r="42" fill="#ffd9b8"/>
<path d="M206 208c0-30 20-48 44-48s44 16 42 46c-10-14-26-22-44-22-16 0-30 8-42 24z" fill="#3b2a20"/>
<circle cx="234" cy="218" r="5" fill="#1f2430"/>
<circle cx="264" cy="218" r="5" fill="#1f2430"/>
<circle cx="226" cy="232" r="6" fill="#f7a9a0" opacity="0.7"/>
<circle cx="272" cy="232" r="6" fill="#f7a9a0" opacity="0.7"/>
<path d="M238 236c6 6 16 6 22 0" fill="none" stroke="#1f2430" stroke-width="4" stroke-linecap="round"/>
<path d="M200 300l48 10v40l-48-10z" fill="#ffffff" stroke="#e5ddd4" stroke-width="3"/>
<path d="M296 300l-48 10v40l48-10z" fill="#ffffff" stroke="#e5ddd4" stroke-width="3"/>
<path d="M212 312l26 5M212 322l26 5M284 312l-26 5M284 322l-26 5" stroke="#f26b3a" stroke-width="3" stroke-linecap="round"/>
<path d="M318 346c0-40 14-70 42-70s42 30 42 70z" fill="#1bac78"/>
<path d="M396 296c14-10 22-26 22-42" fill="none" stroke="#1bac78" stroke-width="16" stroke-linecap="round"/>
<circle cx="418" cy="248" r="11" fill="#ffd9b8"/>
<circle cx="360" cy="240" r="34" fill="#ffd9b8"/>
<path d="M326 236c-2-28 14-44 34-44s38 14 34 42c-8-12-20-18-34-18s-26 6-34 20z" fill="#5a3a26"/>
<circle cx="330" cy="226" r="12" fill="#5a3a26"/>
<circle cx="390" cy="226" r="12" fill="#5a3a26"/>
<circle cx="349" cy="244" r="4.5" fill="#1f2430"/>
<circle cx="372" cy="244" r="4.5" fill="#1f2430"/>
<path d="M352 258c5 5 13 5 18 0" fill="none" stroke="#1f2430" stroke-width="3.5" stroke-linecap="round"/>
${mascotShapes(150, 92, 84, colours)}
<g transform="translate(252 92)">
<rect x="0" y="0" width="92" height="48" rx="16" fill="#ffffff" stroke="#e5ddd4" stroke-width="3"/>
<path d="M14 46l-6 16 20-14" fill="#ffffff" stroke="#e5ddd4" stroke-width="3" stroke-linejoin="round"/>
<path d="M12 44h20" stroke="#ffffff" stroke-width="5"/>
${letter('Hello!', 46, 33, 24, '#ac4c29')}
</g>
</svg>
`;
}

/** What the file should hold now. */
export async function heroSource(): Promise<string> {
  return heroSvg(await extraBold(), brandColours());
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const source = await heroSource();
  if (process.argv.includes('--check')) {
    if (readFileSync(heroFile, 'utf8') !== source) {
      console.error(`${path.relative(root, heroFile)} is stale: run npm run art`);
      process.exit(1);
    }
  } else {
    writeFileSync(heroFile, source);
    console.log(`wrote ${path.relative(root, heroFile)} (${source.length} bytes)`);
  }
}
