import { describe, expect, it } from 'vitest';
import { DEFAULT_FAQ_TYPE, FAQ_TYPES, faqTypeOf, popupHiddenKey, popupHiddenToday } from './site';

describe('the FAQ types', () => {
  it('open on type 01 (spec §9)', () => {
    expect(DEFAULT_FAQ_TYPE).toBe('01');
    expect(FAQ_TYPES[0].value).toBe('01');
  });

  it.each([
    ['03', '03'],
    ['05', '05'],
    ['', '01'],
    [null, '01'],
    [undefined, '01'],
    ['06', '01'],
    ['1', '01'],
  ])('reads %j from an address as %s', (value, expected) => {
    expect(faqTypeOf(value)).toBe(expected);
  });

  it('have five distinct codes and labels', () => {
    expect(new Set(FAQ_TYPES.map((t) => t.value)).size).toBe(5);
    expect(new Set(FAQ_TYPES.map((t) => t.label)).size).toBe(5);
  });
});

describe('a home popup hidden for the day', () => {
  it('has a key of its own', () => {
    expect(popupHiddenKey(3)).toBe('popup.hiddenOn.3');
    expect(popupHiddenKey(3)).not.toBe(popupHiddenKey(4));
  });

  it.each([
    ['2026-11-26', '2026-11-26', true],
    ['2026-11-25', '2026-11-26', false],
    [null, '2026-11-26', false],
    [undefined, '2026-11-26', false],
    ['garbage', '2026-11-26', false],
  ])('hidden on %s is hidden on %s: %s', (hiddenOn, today, hidden) => {
    expect(popupHiddenToday(hiddenOn, today)).toBe(hidden);
  });
});
