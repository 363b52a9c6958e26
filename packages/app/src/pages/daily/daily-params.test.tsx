import { describe, expect, it } from 'vitest';
import { dailyHref, dailyLocationFrom } from './daily-params';

describe('given the daily study address', () => {
  it('reads course (uppercased), step, week, day and unit', () => {
    expect(dailyLocationFrom(new URLSearchParams('course=c&step=3&week=2&day=4&unit=2'))).toEqual({
      course: 'C',
      step: 3,
      week: 2,
      day: 4,
      unit: 2,
    });
  });

  it.each([
    ['nothing', '', { course: 'A', step: 1, week: 1, day: 1, unit: null }],
    [
      'a step above 7 and week 0',
      'course=B&step=8&week=0&day=2',
      { course: 'B', step: 1, week: 1, day: 2, unit: null },
    ],
    [
      'a day that is not a number',
      'course=A&step=2&week=3&day=x&unit=-1',
      { course: 'A', step: 2, week: 3, day: 1, unit: null },
    ],
  ])('falls back part by part for %s', (_name, query, expected) => {
    expect(dailyLocationFrom(new URLSearchParams(query))).toEqual(expected);
  });

  it('writes the address back, with the unit only when there is one', () => {
    const place = { course: 'A' as const, step: 1, week: 1, day: 1 };
    expect(dailyHref({ ...place, unit: null })).toBe('/study/daily?course=A&step=1&week=1&day=1');
    expect(dailyHref({ ...place, unit: 3 })).toBe('/study/daily?course=A&step=1&week=1&day=1&unit=3');
  });
});
