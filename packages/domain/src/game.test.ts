import { describe, expect, it } from 'vitest';
import {
  GAME_CLOCK_SLACK_MS,
  GAME_MAX_CPM,
  gameRefusal,
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

describe('a round checked against what the server issued (ADR 058)', () => {
  const issuedAt = new Date('2026-12-01T03:00:00.000Z');
  const prompts = ['asd fgh jkl', 'qwe rty uio'];
  const at = (ms: number) => new Date(issuedAt.getTime() + ms);
  const right = (ms: number) => prompts.map((prompt) => ({ prompt, typed: prompt, ms }));

  it("lets lines stand that are the issued ones, in no more time than passed, at a child's speed", () => {
    expect(gameRefusal({ prompts, issuedAt }, right(4000), at(8000))).toBeNull();
    expect(gameRefusal({ prompts, issuedAt }, right(4000), at(8000 - GAME_CLOCK_SLACK_MS))).toBeNull();
  });

  it('refuses other lines, fewer lines or the lines in another order', () => {
    const lines = right(4000);
    expect(gameRefusal({ prompts, issuedAt }, [{ ...lines[0]!, prompt: 'zzz' }, lines[1]!], at(9000))).toBe(
      'GAME_PROMPTS',
    );
    expect(gameRefusal({ prompts, issuedAt }, lines.slice(1), at(9000))).toBe('GAME_PROMPTS');
    expect(gameRefusal({ prompts, issuedAt }, [...lines].reverse(), at(9000))).toBe('GAME_PROMPTS');
  });

  it('refuses lines that took longer than has passed since the round was issued', () => {
    expect(gameRefusal({ prompts, issuedAt }, right(4000), at(8000 - GAME_CLOCK_SLACK_MS - 1))).toBe(
      'GAME_TIME',
    );
  });

  it(`refuses a round faster than ${GAME_MAX_CPM} a minute, the trial's 980 among them`, () => {
    const fast = prompts.map((prompt) => ({
      prompt,
      typed: prompt,
      ms: Math.round((prompt.length / 980) * 60_000),
    }));
    expect(typingFigures(fast).cpm).toBeGreaterThan(GAME_MAX_CPM);
    expect(gameRefusal({ prompts, issuedAt }, fast, at(60_000))).toBe('GAME_TOO_FAST');
  });
});
