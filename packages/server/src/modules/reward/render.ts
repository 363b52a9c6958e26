import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CATEGORY_LAYER, layersInOrder, type ItemCategory, type PetLayout } from '@buddy/domain';

/*
 * The server's drawing of a pet's layout (spec §9: one layout with five layer types; ADR 035). One SVG: the layers
 * bottom to top, each at its top/left/width in percent of the square stage (height = width), as the kit's PetStage
 * places them. Each item's drawing is inlined as a nested <svg> with its own viewBox: an SVG shown through <img>
 * loads nothing from outside, so an <image href> would draw nothing. Ids are prefixed per layer so two drawings'
 * gradients never meet.
 */

/** Where the catalogue's drawings are, under the content directory. */
const DRAWINGS_DIR = ['media', 'reward'] as const;
/** A drawing larger than this is not one of ours: left out. */
const MAX_DRAWING_BYTES = 256 * 1024;
/** The stage is 100 × 100 user units, so a layer's percent is its coordinate. */
const STAGE = 100;

/** What the renderer needs of a catalogue item. */
export interface DrawableItem {
  itemId: number;
  category: string;
  name: string;
  /** Under the content directory, e.g. 'media/reward/items/char-sky-1.svg'. */
  image: string;
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const num = (value: number) => String(Math.round(value * 1000) / 1000);

/** The drawing's file, when it is inside the catalogue's drawings and an .svg; else null. */
export function drawingPath(contentDir: string, image: string): string | null {
  const root = path.resolve(contentDir, ...DRAWINGS_DIR);
  const file = path.resolve(contentDir, image.replace(/^\/+/, ''));
  if (!file.startsWith(root + path.sep) || !file.endsWith('.svg')) return null;
  return file;
}

/**
 * One drawing made safe to inline, its ids prefixed: the root <svg>'s viewBox and its content, without what could
 * run or reach outside (scripts, foreignObject, event attributes, outside references), the XML prolog, comments and
 * titles (the picture has one title). Null when it is not an SVG document.
 */
export function inlineDrawing(source: string, prefix: string): { viewBox: string; body: string } | null {
  const text = source
    .replace(/<\?xml[\s\S]*?\?>/gi, '')
    .replace(/<!DOCTYPE[\s\S]*?>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  const open = /<svg\b([^>]*)>/i.exec(text);
  const close = text.toLowerCase().lastIndexOf('</svg>');
  if (!open || close < open.index) return null;
  const attributes = open[1] ?? '';
  const viewBox =
    /\sviewBox\s*=\s*"([-\d.\s,]+)"/i.exec(attributes)?.[1]?.trim() ??
    (() => {
      const width = /\swidth\s*=\s*"(\d+(?:\.\d+)?)"/i.exec(attributes)?.[1];
      const height = /\sheight\s*=\s*"(\d+(?:\.\d+)?)"/i.exec(attributes)?.[1];
      return width && height ? `0 0 ${width} ${height}` : '0 0 100 100';
    })();
  let body = text.slice(open.index + open[0].length, close);
  body = body
    .replace(/<(script|foreignObject|title|desc|metadata)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(script|foreignObject|iframe|image|use)\b[^>]*\/?>/gi, (tag, name: string) =>
      // A <use> of an own id stays (its reference is prefixed below); everything else of these goes.
      name.toLowerCase() === 'use' &&
      /\s(?:xlink:)?href\s*=\s*["']#/i.test(tag) &&
      !/\s(?:xlink:)?href\s*=\s*(?!["']#)/i.test(tag)
        ? tag
        : '',
    )
    .replace(/\son[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/\s(?:xlink:)?href\s*=\s*("(?!#)[^"]*"|'(?!#)[^']*')/gi, '')
    .replace(/url\(\s*(?!['"]?#)[^)]*\)/gi, 'none')
    .replace(/@import[^;]*;?/gi, '');
  // Every id and every reference to one, per layer.
  body = body
    .replace(
      /(\sid\s*=\s*)(["'])([^"']+)\2/g,
      (_, lead: string, quote: string, id: string) => `${lead}${quote}${prefix}${id}${quote}`,
    )
    .replace(
      /url\(\s*(['"]?)#([^)'"]+)\1\s*\)/g,
      (_, quote: string, id: string) => `url(${quote}#${prefix}${id}${quote})`,
    )
    .replace(
      /(\s(?:xlink:)?href\s*=\s*)(["'])#([^"']+)\2/g,
      (_, lead: string, quote: string, id: string) => `${lead}${quote}#${prefix}${id}${quote}`,
    );
  return { viewBox: viewBox.replace(/,/g, ' ').replace(/\s+/g, ' '), body };
}

/**
 * The layout as one SVG document. Only layers whose item is in `items` (the catalogue, by id) with the layer type
 * of its category are drawn, from the item's own drawing; the layer's saved image address is never read.
 */
export async function renderLayout(
  layout: PetLayout,
  items: ReadonlyMap<number, DrawableItem>,
  contentDir: string,
  title: string,
): Promise<string> {
  const parts: string[] = [];
  const layers = layersInOrder(layout);
  for (const [index, layer] of layers.entries()) {
    const item = items.get(layer.id);
    if (!item || CATEGORY_LAYER[item.category as ItemCategory] !== layer.type) continue;
    const file = drawingPath(contentDir, item.image);
    if (!file) continue;
    let source: string;
    try {
      const bytes = await readFile(file);
      if (bytes.length > MAX_DRAWING_BYTES) continue;
      source = bytes.toString('utf8');
    } catch {
      continue;
    }
    const prefix = `l${index}-`;
    const drawing = inlineDrawing(source, prefix);
    if (!drawing) continue;
    parts.push(
      `<svg x="${num(layer.left)}" y="${num(layer.top)}" width="${num(layer.width)}" height="${num(layer.width)}"` +
        ` viewBox="${escapeText(drawing.viewBox)}" preserveAspectRatio="xMidYMid meet" data-layer="${layer.type}"` +
        ` data-item="${item.itemId}">${drawing.body}</svg>`,
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 ${STAGE} ${STAGE}"` +
    ` width="480" height="480" role="img"><title>${escapeText(title)}</title>` +
    `<rect width="${STAGE}" height="${STAGE}" fill="#ffffff"/>${parts.join('')}</svg>`
  );
}
