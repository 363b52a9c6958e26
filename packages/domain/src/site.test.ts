import { describe, expect, it } from 'vitest';
import {
  branchMapUrl,
  compareListedNotices,
  MAP_SEARCH_URL,
  DEFAULT_FAQ_TYPE,
  FAQ_TABS,
  FAQ_TYPES,
  faqFilterOf,
  faqTypeLabel,
  faqTypeOf,
  legacySiteUrl,
  popupHiddenKey,
  popupHiddenToday,
  studiesOnLegacySite,
} from './site';

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
    // Under the spec's local-storage prefix (spec §10), as every key the app keeps.
    expect(popupHiddenKey(3)).toBe('auth.popup.hiddenOn.3');
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

describe('the legacy learning site', () => {
  const info = { memLoginId: 'student01', memEncPwd: '40-21 33x77', memNo: '1000001' };

  it.each([
    ['EB', true],
    ['EBB', true],
    ['EX', true],
    ['RnL', true],
    ['EBP', false],
    ['', false],
  ])('%s studies there: %s', (prodCd, expected) => {
    expect(studiesOnLegacySite(prodCd)).toBe(expected);
  });

  it('opens with the id, the digits of the encrypted password and the member number', () => {
    expect(legacySiteUrl('https://ex.legacy.example/login?site=buddy', info)).toBe(
      'https://ex.legacy.example/login?site=buddy&id=student01&pwd=40213377&mem=1000001',
    );
  });

  it.each([
    ['no address', undefined],
    ['an empty address', ''],
    ['a plain http address', 'http://ex.legacy.example/'],
    ['a script address', 'javascript:alert(1)'],
    ['not an address', 'ex.legacy'],
  ])('has no address with %s', (_name, base) => {
    expect(legacySiteUrl(base, info)).toBeNull();
  });

  it('has no address without the member (the info call failed and answered empty)', () => {
    expect(
      legacySiteUrl('https://ex.legacy.example/', { memLoginId: '', memEncPwd: '', memNo: '' }),
    ).toBeNull();
  });
});

describe('the FAQ tabs', () => {
  it('put every type first (전체), then each type', () => {
    expect(FAQ_TABS.map((tab) => tab.value)).toEqual(['ALL', '01', '02', '03', '04', '05']);
    expect(FAQ_TABS[0]?.label).toBe('전체');
  });

  it.each([
    ['ALL', 'ALL'],
    ['02', '02'],
    [null, '01'],
    ['all', '01'],
    ['99', '01'],
  ])('read %j from an address as %j', (value, filter) => {
    expect(faqFilterOf(value)).toBe(filter);
  });

  it('name a type by its tab', () => {
    expect(faqTypeLabel('02')).toBe('회원 정보');
  });
});

describe('a branch map link', () => {
  it('searches the map for the whole address as one path segment, so no address reaches another page', () => {
    expect(branchMapUrl('부산 해운대구 센텀로 1')).toBe(
      'https://map.kakao.com/link/search/%EB%B6%80%EC%82%B0%20%ED%95%B4%EC%9A%B4%EB%8C%80%EA%B5%AC%20%EC%84%BC%ED%85%80%EB%A1%9C%201',
    );
    expect(branchMapUrl('1/../../evil?x=1#y')).toBe(`${MAP_SEARCH_URL}1%2F..%2F..%2Fevil%3Fx%3D1%23y`);
    expect(new URL(branchMapUrl('a/b?c')).pathname).toBe('/link/search/a%2Fb%3Fc');
  });
});

describe('the notices list order', () => {
  it('puts the pinned first, then the newest, then the higher number', () => {
    const notices = [
      { boardNo: 1, pinned: false, createdAt: 100 },
      { boardNo: 2, pinned: true, createdAt: 50 },
      { boardNo: 3, pinned: false, createdAt: 300 },
      { boardNo: 4, pinned: false, createdAt: 300 },
      { boardNo: 5, pinned: true, createdAt: 60 },
    ];
    expect([...notices].sort(compareListedNotices).map((notice) => notice.boardNo)).toEqual([5, 2, 4, 3, 1]);
  });
});
