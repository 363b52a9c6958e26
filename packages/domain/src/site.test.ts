import { describe, expect, it } from 'vitest';
import { DEFAULT_FAQ_TYPE, FAQ_TYPES, faqTypeOf } from './site';

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
