import { describe, expect, it } from 'vitest';
import { circledNumber, clampRate, clampVolume, formatClock, isIndentedInSheet } from './paper-format';

describe('the timer’s clock', () => {
  it.each([
    [600, '10:00'],
    [59, '00:59'],
    [0, '00:00'],
    [-3, '00:00'],
    [1800, '30:00'],
    [125.7, '02:05'],
    [3725, '62:05'],
  ])('shows %d s as %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});

describe('the paper’s numbering', () => {
  it.each([
    [1, '①'],
    [3, '③'],
    [5, '⑤'],
    [6, '6'],
  ])('choice %d is %s', (n, text) => {
    expect(circledNumber(n)).toBe(text);
  });

  it.each([
    [0, false],
    [9, false],
    [10, true],
    [29, true],
  ])('answer-sheet row %d indented: %s', (index, indented) => {
    expect(isIndentedInSheet(index)).toBe(indented);
  });
});

describe('media limits (spec §4 Media)', () => {
  it.each([
    [1, 1],
    [0.05, 0.1],
    [0, 0.1],
    [3, 2],
    [Number.NaN, 1],
  ])('rate %d is played at %d', (rate, played) => {
    expect(clampRate(rate)).toBe(played);
  });
  it('a lower maximum rate is honoured', () => {
    expect(clampRate(1.8, 1.5)).toBe(1.5);
  });
  it.each([
    [50, 50, false],
    [0, 0, true],
    [-5, 0, true],
    [140, 100, false],
    [33.4, 33, false],
  ])('volume %d is %d, muted %s', (input, volume, muted) => {
    expect(clampVolume(input)).toEqual({ volume, muted });
  });
});
