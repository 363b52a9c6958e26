import { describe, expect, it } from 'vitest';
import {
  EMPTY_LAYOUT,
  isPlaced,
  layersInOrder,
  parseLayout,
  COIN_RULES,
  testCoins,
  toggleItem,
  unitHeld,
  type PetLayout,
  type PlaceableItem,
} from './reward';

const item = (id: number, category: PlaceableItem['category']): PlaceableItem => ({
  id,
  category,
  name: `item ${id}`,
  image: `media/reward/items/${id}.svg`,
  top: 10,
  left: 20,
  width: 30,
});

const orders = (layout: PetLayout) =>
  layersInOrder(layout).map((layer) => [layer.type, layer.id, layer.order]);

describe('a pet’s layout (spec §4 reward area)', () => {
  it('adds a decoration, a prop or a pet as the new top layer, one above the highest', () => {
    let layout = toggleItem(EMPTY_LAYOUT, item(1, 'BG'));
    layout = toggleItem(layout, item(2, 'CHAR'));
    layout = toggleItem(layout, item(3, 'ACC'));
    layout = toggleItem(layout, item(4, 'EQM'));
    layout = toggleItem(layout, item(5, 'PET'));
    expect(orders(layout)).toEqual([
      ['RWD_BG', 1, 0],
      ['RWD_CHAR', 2, 1],
      ['RWD_ACC', 3, 2],
      ['RWD_EQM', 4, 3],
      ['RWD_PET', 5, 4],
    ]);
    expect(layout.characterId).toBe(2);
  });

  it('removes a placed decoration when toggled again, and the next one still goes on top', () => {
    let layout = toggleItem(toggleItem(EMPTY_LAYOUT, item(3, 'ACC')), item(4, 'ACC'));
    layout = toggleItem(layout, item(3, 'ACC'));
    expect(isPlaced(layout, 3)).toBe(false);
    layout = toggleItem(layout, item(6, 'EQM'));
    expect(orders(layout)).toEqual([
      ['RWD_ACC', 4, 3],
      ['RWD_EQM', 6, 4],
    ]);
  });

  it('replaces the background and the character in place, and a character sets characterId', () => {
    let layout = toggleItem(EMPTY_LAYOUT, item(3, 'ACC'));
    layout = toggleItem(layout, item(1, 'BG'));
    layout = toggleItem(layout, item(2, 'CHAR'));
    layout = toggleItem(layout, item(7, 'BG'));
    layout = toggleItem(layout, item(8, 'CHAR'));
    expect(orders(layout)).toEqual([
      ['RWD_BG', 7, 0],
      ['RWD_CHAR', 8, 1],
      ['RWD_ACC', 3, 2],
    ]);
    expect(layout.characterId).toBe(8);
    // Choosing the same background again keeps it (a background is replaced, never removed by a toggle).
    expect(isPlaced(toggleItem(layout, item(7, 'BG')), 7)).toBe(true);
  });

  it('places no medicine', () => {
    expect(toggleItem(EMPTY_LAYOUT, item(9, 'MED'))).toBe(EMPTY_LAYOUT);
  });
});

describe('reading a saved layout (spec §5)', () => {
  it('reads a layout it wrote', () => {
    const layout = toggleItem(toggleItem(EMPTY_LAYOUT, item(2, 'CHAR')), item(3, 'ACC'));
    expect(parseLayout(JSON.stringify(layout))).toEqual(layout);
  });

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['broken JSON', '{"characterId":'],
    ['a number', '42'],
    ['no layers', '{"characterId":1,"model":{}}'],
    [
      'an unknown layer type',
      '{"characterId":1,"model":{"layers":[{"type":"RWD_HAT","id":1,"order":1,"image":"a.svg","top":0,"left":0,"width":10}]}}',
    ],
    [
      'a layer without its image',
      '{"characterId":1,"model":{"layers":[{"type":"RWD_ACC","id":1,"order":1,"top":0,"left":0,"width":10}]}}',
    ],
    [
      'a position that is not a number',
      '{"characterId":1,"model":{"layers":[{"type":"RWD_ACC","id":1,"order":1,"image":"a.svg","top":"0","left":0,"width":10}]}}',
    ],
  ])('falls back to the default empty layout for %s', (_, saved) => {
    expect(parseLayout(saved)).toEqual(EMPTY_LAYOUT);
  });
});

describe('coins for a submitted test (ADR 034, ADR 057: nothing below 50 points)', () => {
  it.each([
    [100, 'W', 30],
    [90, 'W', 30],
    [89, 'W', 20],
    [70, 'W', 20],
    [69, 'W', 10],
    [50, 'W', 10],
    [49, 'W', 0],
    [20, 'W', 0],
    [0, 'W', 0],
    [95, 'M', 60],
    [50, 'M', 20],
    [40, 'M', 0],
    [75, 'L', 40],
  ])('pays %i points on a %s test %i coins', (score, type, coins) => {
    expect(testCoins(score, type)).toBe(coins);
  });
});

describe('a finished unit pays only for learning the server saw (ADR 057)', () => {
  const now = new Date('2026-12-01T03:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const seen = (over: Partial<Parameters<typeof unitHeld>[0]> = {}) =>
    unitHeld({
      speaks: false,
      parts: 3,
      servedAt: ago(60_000),
      lastPaidAt: null,
      recordings: 0,
      now,
      ...over,
    });
  const time = (parts: number) => parts * COIN_RULES.partMinimumMs;

  it('pays a unit served long enough ago', () => {
    expect(seen()).toBeNull();
    expect(seen({ servedAt: ago(time(3)) })).toBeNull();
  });

  it('holds a unit never served, or served in the future of the clock', () => {
    expect(seen({ servedAt: null })).toBe('UNIT_NOT_SEEN');
    expect(seen({ servedAt: new Date(now.getTime() + 1) })).toBe('UNIT_NOT_SEEN');
  });

  it('holds a unit finished faster than its parts take, counted from the later of served and the last paid unit', () => {
    expect(seen({ servedAt: ago(time(3) - 1) })).toBe('UNIT_TOO_FAST');
    expect(seen({ lastPaidAt: ago(time(3) - 1) })).toBe('UNIT_TOO_FAST');
    expect(seen({ lastPaidAt: ago(time(3)) })).toBeNull();
    expect(seen({ parts: 30, servedAt: ago(time(29)) })).toBe('UNIT_TOO_FAST');
  });

  it('holds a speaking unit without a recording, and pays it with one', () => {
    expect(seen({ speaks: true })).toBe('UNIT_NO_RECORDING');
    expect(seen({ speaks: true, recordings: 1 })).toBeNull();
  });
});
