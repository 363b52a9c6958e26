import { describe, expect, it } from 'vitest';
import { levelStrengths, recommendLevel, type LevelMark } from './level-recommendation';
import type { QuestionSection } from './test-paper';

const SECTIONS: QuestionSection[] = [
  'listening',
  'words',
  'listening',
  'words',
  'listening',
  'sentences',
  'words',
  'words',
  'reading',
  'reading',
];

/** A level test of three blocks of ten from `base`, with `right[i]` of block i answered right (the first ones). */
function paper(base: number, right: [number, number, number]): LevelMark[] {
  return right.flatMap((count, block) =>
    SECTIONS.map((section, index) => ({
      tier: base + block,
      section,
      hidden: false,
      correct: index < count,
    })),
  );
}

describe('given a marked level test', () => {
  it.each([
    ['every block passed, the top nearly all right', 0, [10, 9, 9], 'C', 4],
    ['the first two passed, the top half right', 0, [9, 8, 5], 'B', 4],
    ['the first two passed, the top under half', 0, [9, 7, 3], 'B', 1],
    ['only the first passed', 1, [7, 4, 2], 'B', 1],
    ['none passed, the first over 40 %', 2, [5, 3, 1], 'C', 1],
    ['none passed, the first under 40 %', 2, [3, 1, 0], 'B', 1],
    ['none passed on the easiest course', 0, [2, 1, 0], 'A', 1],
    ['a block passed above one failed: the highest passed counts', 1, [6, 8, 2], 'C', 1],
  ] as const)('recommends a start: %s', (_name, base, right, course, step) => {
    const recommendation = recommendLevel(paper(base, [...right]));
    expect(recommendation).toMatchObject({ course, step });
    expect(recommendation?.blocks.map((block) => block.right)).toEqual([...right]);
  });

  it('tallies each section over the whole paper, in the product’s order, and leaves out hidden questions', () => {
    const marks = [
      ...paper(0, [10, 5, 0]),
      { tier: 0, section: 'words' as const, hidden: true, correct: true },
    ];
    const recommendation = recommendLevel(marks);
    expect(recommendation?.sections).toEqual([
      { section: 'listening', right: 6, total: 9 },
      { section: 'words', right: 6, total: 12 },
      { section: 'sentences', right: 1, total: 3 },
      { section: 'reading', right: 2, total: 6 },
    ]);
    expect(levelStrengths(recommendation?.sections ?? [])).toEqual({
      strongest: 'listening',
      weakest: 'reading',
    });
  });

  it('recommends nothing for a paper without levels', () => {
    expect(recommendLevel([{ hidden: false, correct: true }])).toBeNull();
    expect(recommendLevel([])).toBeNull();
  });

  it('names no strength when every section went alike', () => {
    expect(
      levelStrengths([
        { section: 'listening', right: 2, total: 4 },
        { section: 'words', right: 1, total: 2 },
      ]),
    ).toEqual({ strongest: null, weakest: null });
  });
});
