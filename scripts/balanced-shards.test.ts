import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { balance, storyFileWeight } from '../.storybook/balanced-shards';

describe('the story shards by weight (ADR 044)', () => {
  it('deals the heaviest first, each to the lighter shard, the same way every time', () => {
    const items = [
      { item: 'library', key: 'a', weight: 64 },
      { item: 'study-home', key: 'b', weight: 63 },
      { item: 'daily', key: 'c', weight: 65 },
      { item: 'tests', key: 'd', weight: 57 },
      { item: 'small-1', key: 'e', weight: 3 },
      { item: 'small-2', key: 'f', weight: 3 },
    ];
    const shards = balance(items, 2);
    // 65 + 57 + 3 + 3 = 128 against 64 + 63 = 127.
    expect(shards).toEqual([
      ['daily', 'tests', 'small-1', 'small-2'],
      ['library', 'study-home'],
    ]);
    expect(balance([...items].reverse(), 2)).toEqual(shards);
  });

  it('weighs a screen story file by its stories and, twice, its baselines', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const library = storyFileWeight(path.join(root, 'packages/app/src/pages/library/library.stories.tsx'));
    const brand = storyFileWeight(path.join(root, 'packages/app/src/pages/brand/brand.stories.tsx'));
    // The library's screens have many baselines, the brand pages none: the library weighs more though it has fewer
    // stories.
    expect(library).toBeGreaterThan(brand);
    expect(storyFileWeight(path.join(root, 'no/such.stories.tsx'))).toBe(1);
  });
});
