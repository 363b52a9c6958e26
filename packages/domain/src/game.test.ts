import { describe, expect, it } from 'vitest';
import {
  gameWeekStart,
  gameWeekStartInstant,
  isPlaceDrill,
  maskMemberName,
  pick,
  placeDrills,
  seededRandom,
  typingFigures,
} from './game';

describe('typing figures (ADR 031)', () => {
  it('counts characters equal at the same place over the time typed', () => {
    expect(typingFigures([{ prompt: 'apple', typed: 'apple', ms: 3000 }])).toEqual({
      correct: 5,
      typed: 5,
      ms: 3000,
      cpm: 100,
      accuracy: 100,
      score: 100,
    });
  });

  it('counts a wrong character, an extra one and a skipped rest against accuracy', () => {
    // 'appla': 4 correct; 'cat!!': 3 correct of 5 typed; 'dog' ended after 'd': 1 of 3.
    const figures = typingFigures([
      { prompt: 'apple', typed: 'appla', ms: 2000 },
      { prompt: 'cat', typed: 'cat!!', ms: 2000 },
      { prompt: 'dog', typed: 'd', ms: 2000 },
    ]);
    expect(figures).toMatchObject({ correct: 8, typed: 13, ms: 6000, cpm: 80, accuracy: 62 });
    expect(figures.score).toBe(Math.round((80 * 62) / 100));
  });

  it('answers zeros for nothing typed', () => {
    expect(typingFigures([])).toMatchObject({ cpm: 0, accuracy: 0, score: 0 });
  });
});

describe('the game week', () => {
  it('starts on the Seoul Monday', () => {
    // Sunday 2026-11-29 23:30 in Seoul is 14:30 UTC: still the week of Monday the 23rd.
    expect(gameWeekStart(new Date('2026-11-29T14:30:00Z'))).toBe('2026-11-23');
    // Monday 2026-11-30 00:10 in Seoul is Sunday 15:10 UTC: the new week.
    expect(gameWeekStart(new Date('2026-11-29T15:10:00Z'))).toBe('2026-11-30');
    expect(gameWeekStartInstant('2026-11-30').toISOString()).toBe('2026-11-29T15:00:00.000Z');
  });
});

describe('names in a ranking', () => {
  it.each([
    ['김민준', '김*준'],
    ['이서', '이*'],
    ['남궁민수', '남**수'],
    ['A', 'A'],
    ['', '*'],
  ])('%s shows as %s', (name, masked) => {
    expect(maskMemberName(name)).toBe(masked);
  });
});

describe('the place drills', () => {
  it('are made from the keyboard, the same for a seed, and recognisable', () => {
    const round = placeDrills(7);
    expect(round).toHaveLength(8);
    expect(placeDrills(7)).toEqual(round);
    expect(placeDrills(8)).not.toEqual(round);
    expect(round.every(isPlaceDrill)).toBe(true);
    // The first lines stay on the home row.
    expect(round[0]).toMatch(/^[asdfghjkl ]+$/);
    expect(isPlaceDrill('I like apples.')).toBe(false);
  });
});

describe('seededRandom and pick', () => {
  it('gives the same sequence for the same seed, and another for another seed', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, seededRandom(seed));
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
    for (const value of draw(20261120)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('picks `count` distinct items, the same ones for the same seed', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f'];
    const picked = pick(items, 4, seededRandom(3));
    expect(picked).toHaveLength(4);
    expect(new Set(picked).size).toBe(4);
    expect(picked.every((item) => items.includes(item))).toBe(true);
    expect(pick(items, 4, seededRandom(3))).toEqual(picked);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});
