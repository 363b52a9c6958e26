import { describe, expect, it } from 'vitest';
import { canStudy, currentProduct, hasProduct, memberTypeAlert } from './member';

describe('member type and access (spec §4, §8)', () => {
  it.each([
    ['A', null],
    ['B', null],
    ['E', null],
    ['F', null],
    ['R', '회원이 아닙니다.'],
    ['Z', '회원이 아닙니다.'],
    ['C', '지도휴회(취소) 회원입니다.'],
    ['D', '교재만 구매한 회원입니다.'],
    ['L', '유보회원 입니다.'],
    ['M', '학습기간 전입니다.'],
    ['N', '교재배송 전입니다.'],
    ['X', '회원이 아닙니다.'],
    [undefined, '회원이 아닙니다.'],
  ])('memTp %s alerts %s', (memTp, alert) => {
    expect(memberTypeAlert(memTp)).toBe(alert);
    expect(canStudy(memTp)).toBe(alert === null);
  });

  it.each([
    ['O', '체험회원', '체험회원입니다.'],
    ['P', '방학회원', '방학회원입니다.'],
    ['Q', '특별회원', '특별회원입니다.'],
    ['Q', '', 'Q입니다.'],
  ])('memTp %s shows its type label %s', (memTp, label, alert) => {
    expect(memberTypeAlert(memTp, label)).toBe(alert);
  });
});

describe('the current product', () => {
  const ex = { prodCd: 'EX' };
  const ebp = { prodCd: 'EBP' };
  it.each([
    ['prefers EBP', [ex, ebp], ebp],
    ['falls back to the first', [ex], ex],
    ['is undefined without products', [], undefined],
  ])('%s', (_s, products, expected) => {
    expect(currentProduct(products)).toBe(expected);
  });

  it('knows whether a product is held', () => {
    expect(hasProduct([ex, ebp], 'EBP')).toBe(true);
    expect(hasProduct([ex], 'EBP')).toBe(false);
    expect(hasProduct(undefined, 'EBP')).toBe(false);
  });
});
