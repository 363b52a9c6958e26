import { describe, expect, it } from 'vitest';
import { memberGender, memberProducts } from './member-view';

describe('given the signed-in member', () => {
  it.each([
    ['남성', 'male'],
    ['여성', 'female'],
    [null, null],
    ['', null],
  ] as const)('maps the gender %o to %o', (gender, view) => {
    expect(memberGender(gender)).toBe(view);
  });

  it('maps the products to ids and names', () => {
    expect(memberProducts([{ prodCd: 'EBP', prodNm: '버디 프라임' }])).toEqual([
      { id: 'EBP', name: '버디 프라임' },
    ]);
  });
});
