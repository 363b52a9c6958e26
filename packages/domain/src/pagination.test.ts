import { describe, expect, it } from 'vitest';
import { clampPage, lastPage } from './pagination';

describe('pagination go (spec §4 Other)', () => {
  it.each([
    [0, 95, 10, 1, 'below 1 goes to 1'],
    [-3, 95, 10, 1, 'negative goes to 1'],
    [1, 95, 10, 1, 'first page'],
    [5, 95, 10, 5, 'a middle page'],
    [10, 95, 10, 10, 'the last page'],
    [11, 95, 10, 10, 'beyond the total goes to the last page'],
    [99, 0, 10, 1, 'an empty list has page 1'],
    [3, 12, 6, 2, 'video library page size 6'],
    [2.7, 95, 10, 2, 'a fraction is floored'],
    [Number.NaN, 95, 10, 1, 'not a number goes to 1'],
  ])('page %d of %d items (%d a page) -> %d: %s', (page, total, row, expected) => {
    expect(clampPage(page, total, row)).toBe(expected);
  });

  it.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [5, 6, 1],
  ])('%d items at %d a page make %d pages', (total, row, pages) => {
    expect(lastPage(total, row)).toBe(pages);
  });

  it('uses the default page row of 10', () => {
    expect(clampPage(4, 25)).toBe(3);
  });
});
