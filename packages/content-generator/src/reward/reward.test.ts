import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUDDY_MOODS,
  ITEM_CATEGORIES,
  LANDS,
  moodImage,
  type ItemCategory,
  type RewardCatalog,
} from '@buddy/domain';
import {
  buildCatalog,
  buildDrawings,
  CATALOG_FILE,
  catalogJson,
  CHARACTER_PRICES,
  ITEM_MEDIA,
  LAND_MEDIA,
  MOOD_MEDIA,
  PRICE_RANGES,
} from './catalog';
import { MOOD_ART } from './art';
import { CONTENT_DIR } from '../paths';

const content = CONTENT_DIR;
const onDisk = readFileSync(path.join(content, CATALOG_FILE), 'utf8');
const catalog = JSON.parse(onDisk) as RewardCatalog;
const drawings = buildDrawings(buildCatalog());
const HANGUL = /[\uac00-\ud7a3]/;

const MINIMUM: Record<ItemCategory, number> = { BG: 9, CHAR: 21, ACC: 9, EQM: 9, PET: 6, MED: 3 };
const ofCategory = (category: ItemCategory) => catalog.items.filter((item) => item.category === category);
const byCode = new Map(catalog.items.map((item) => [item.code, item]));

describe('the committed catalogue (content/reward/catalog.json)', () => {
  it('is what the generator writes (run npm run content)', () => {
    expect(onDisk).toBe(catalogJson(buildCatalog()));
  });

  it('is deterministic: building again gives the same bytes', () => {
    expect(catalogJson(buildCatalog())).toBe(catalogJson(buildCatalog()));
    expect([...buildDrawings(buildCatalog())]).toEqual([...drawings]);
  });

  it('has exactly the drawings the generator draws, byte for byte', () => {
    for (const dir of [LAND_MEDIA, ITEM_MEDIA, MOOD_MEDIA]) {
      const expected = [...drawings.keys()]
        .filter((file) => path.dirname(file) === dir)
        .map((f) => path.basename(f));
      expect(readdirSync(path.join(content, dir)).sort(), dir).toEqual(expected.sort());
    }
    for (const [file, svg] of drawings)
      expect(readFileSync(path.join(content, file), 'utf8'), file).toBe(svg);
  });
});

describe('the lands', () => {
  it('are the seven lands in their order, with a Korean name, a sentence and a card', () => {
    expect(catalog.lands.map((land) => land.code)).toEqual([...LANDS]);
    catalog.lands.forEach((land, i) => {
      expect(land.order).toBe(i + 1);
      expect(land.name).toMatch(/^[\uac00-\ud7a3]+ 랜드$/);
      expect(land.description, land.code).toMatch(HANGUL);
      expect(land.description, land.code).toMatch(/[.!]$/);
      expect(land.image).toBe(`media/reward/lands/${land.code}.svg`);
    });
  });

  it('each list their three buddymon, baby to grown (levels and orders 1–3)', () => {
    for (const land of catalog.lands) {
      expect(land.characters, land.code).toHaveLength(3);
      land.characters.forEach((code, i) => {
        const item = byCode.get(code);
        expect(item, code).toBeDefined();
        expect(item?.category, code).toBe('CHAR');
        expect(item?.land, code).toBe(land.code);
        expect(item?.level, code).toBe(i + 1);
        expect(item?.order, code).toBe(i + 1);
      });
    }
    // Every character belongs to one land's list.
    expect(
      ofCategory('CHAR')
        .map((item) => item.code)
        .sort(),
    ).toEqual(catalog.lands.flatMap((land) => land.characters).sort());
  });
});

describe('the items', () => {
  it.each(ITEM_CATEGORIES.map((category) => [category, MINIMUM[category]] as const))(
    'has %s items, %i at least, ordered 1..n (a character inside its land)',
    (category, minimum) => {
      const items = ofCategory(category);
      expect(items.length).toBeGreaterThanOrEqual(minimum);
      if (category !== 'CHAR') expect(items.map((item) => item.order)).toEqual(items.map((_, i) => i + 1));
    },
  );

  it('are listed category by category in the domain order', () => {
    const seen = catalog.items.map((item) => ITEM_CATEGORIES.indexOf(item.category));
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('have unique codes that start with their category', () => {
    const codes = catalog.items.map((item) => item.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const item of catalog.items)
      expect(item.code).toMatch(new RegExp(`^${item.category.toLowerCase()}-[a-z0-9-]+$`));
  });

  it('have a background for every land', () => {
    for (const land of LANDS) expect(byCode.get(`bg-${land}`)?.category, land).toBe('BG');
  });

  it('cost coins within their category’s range (a character by its level)', () => {
    for (const item of catalog.items) {
      const [low, high] = PRICE_RANGES[item.category];
      expect(Number.isInteger(item.price), item.code).toBe(true);
      expect(item.price, item.code).toBeGreaterThanOrEqual(low);
      expect(item.price, item.code).toBeLessThanOrEqual(high);
      if (item.category === 'CHAR')
        expect(item.price, item.code).toBe(CHARACTER_PRICES[item.level as 1 | 2 | 3]);
    }
    expect(CHARACTER_PRICES).toEqual({ 1: 60, 2: 120, 3: 200 });
  });

  it('have a land and a level only as characters', () => {
    for (const item of catalog.items) {
      if (item.category === 'CHAR') {
        expect(LANDS, item.code).toContain(item.land);
        expect([1, 2, 3], item.code).toContain(item.level);
      } else {
        expect(item.land, item.code).toBeNull();
        expect(item.level, item.code).toBe(1);
      }
    }
  });

  it('sit on the square stage (a background fills it)', () => {
    for (const item of catalog.items) {
      const { top, left, width } = item;
      if (item.category === 'BG') {
        expect({ top, left, width }, item.code).toEqual({ top: 0, left: 0, width: 100 });
        continue;
      }
      for (const value of [top, left, width]) {
        expect(value, item.code).toBeGreaterThanOrEqual(0);
        expect(value, item.code).toBeLessThanOrEqual(100);
      }
      expect(width, item.code).toBeGreaterThan(0);
      expect(top + width, item.code).toBeLessThanOrEqual(100);
      expect(left + width, item.code).toBeLessThanOrEqual(100);
    }
  });

  it('give every member a character and a background from the start', () => {
    expect(catalog.starter).toEqual(['char-sky-1', 'bg-sky']);
    expect(catalog.starter.map((code) => byCode.get(code)?.category)).toEqual(['CHAR', 'BG']);
  });
});

describe('the Korean words', () => {
  it('name every land and item shortly and describe it in one real sentence', () => {
    for (const thing of [...catalog.lands, ...catalog.items]) {
      expect(thing.name, thing.code).toMatch(HANGUL);
      expect(thing.name.length, thing.code).toBeLessThanOrEqual(10);
      expect(thing.description, thing.code).toMatch(HANGUL);
      expect(thing.description, thing.code).toMatch(/[요다]\.$/);
      // One sentence: one full stop, at the end.
      expect(thing.description.slice(0, -1), thing.code).not.toMatch(/[.!?]/);
      // No template left: the particle agrees with its word.
      expect(thing.description, thing.code).not.toMatch(
        /\((를|을|이|가|은|는|와|과|으)\)|[{}]|을\/를|이\/가/,
      );
    }
  });

  it('are never the same sentence twice', () => {
    const sentences = [...catalog.lands, ...catalog.items].map((thing) => thing.description);
    expect(new Set(sentences).size).toBe(sentences.length);
  });
});

describe('the drawings', () => {
  const images = [
    ...BUDDY_MOODS.map((mood) => ({
      code: mood,
      name: MOOD_ART[mood].name,
      image: moodImage(mood),
      size: 120,
    })),
    ...catalog.lands.map((land) => ({ code: land.code, name: land.name, image: land.image, size: 400 })),
    ...catalog.items.map((item) => ({
      code: item.code,
      name: item.name,
      image: item.image,
      size: item.category === 'BG' ? 400 : 120,
    })),
  ];

  it('are named relative to content/, one per land, item and mood', () => {
    for (const { code, image } of images) {
      expect(image, code).toMatch(/^media\/reward\/(lands|items|moods)\/[a-z0-9-]+\.svg$/);
      expect(image, code).toContain(`/${code}.svg`);
    }
  });

  it.each(images)(
    '$image is a small, square, titled SVG with nothing outside it',
    ({ image, name, size }) => {
      const file = path.join(content, image);
      expect(existsSync(file)).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(
        new RegExp(
          `^<svg xmlns="http://www\\.w3\\.org/2000/svg" viewBox="0 0 ${size} ${size}" role="img"><title>`,
        ),
      );
      expect(svg.slice(0, svg.indexOf('>'))).not.toMatch(/\s(width|height)=/);
      expect(svg).toContain(`<title>${name}</title>`);
      expect(svg.match(/<title>/g)).toHaveLength(1);
      expect(svg).not.toMatch(/<(script|text|tspan|foreignObject|image|use|style)\b|href=|url\(|on[a-z]+=/i);
      expect(statSync(file).size).toBeLessThan(6 * 1024);
    },
  );
});
