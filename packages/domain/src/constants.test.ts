import { describe, expect, it } from 'vitest';
import {
  COURSE_COLORS,
  FEE_THRESHOLDS,
  isMobileWidth,
  MAX_STEP,
  MAX_WEEK,
  MENU_HEIGHT,
  SITE_HOME,
  PAGE_SIZES,
  STORAGE_KEYS,
  TEST_SPECS,
  TIMING,
} from './constants';
import { BRAND_MENU, menuTrail, STUDY_MENU } from './menus';

describe('the §9 business constants', () => {
  it('fixes tests, study limits, fees and page sizes', () => {
    expect(TEST_SPECS).toEqual({
      W: { questions: 10, minutes: 10, warnAtMinutes: 2 },
      M: { questions: 20, minutes: 20, warnAtMinutes: 3 },
      L: { questions: 30, minutes: 30, warnAtMinutes: 5 },
    });
    expect([MAX_STEP, MAX_WEEK]).toEqual([7, 4]);
    expect(FEE_THRESHOLDS).toEqual({ low: 39000, mid: 48000, high: 57000 });
    expect(PAGE_SIZES).toMatchObject({
      default: 10,
      video: 6,
      album: 8,
      shop: 6,
      inventory: 9,
      animationPreview: 5,
    });
    expect(TIMING).toMatchObject({
      loadingBarThrottleMs: 200,
      submitDebounceMs: 1000,
      menuMs: 200,
      fadeMs: 280,
      slideMs: 500,
    });
    expect(MENU_HEIGHT).toEqual({ brand: 400, study: 300, buddymon: 0 });
    expect(SITE_HOME).toEqual({ brand: '/', study: '/study', buddymon: '/study' });
    expect(COURSE_COLORS).toEqual({
      a: '#ea5364',
      b: '#ee4f36',
      c: '#1bac78',
      d: '#268abd',
      e: '#32bd27',
      f: '#2f73c3',
      g: '#882fc3',
      level: '#5e44b4',
    });
    expect(Object.values(STORAGE_KEYS).every((key) => key.startsWith('auth.'))).toBe(true);
  });

  it.each([
    [900, true],
    [900.5, true],
    [901, false],
    [1020, false],
  ])('width %d is mobile: %s', (width, mobile) => {
    expect(isMobileWidth(width)).toBe(mobile);
  });
});

describe('the menus of spec §2', () => {
  it('brand site: introduction, experience, library, customer centre and For Teachers', () => {
    expect(BRAND_MENU.map((item) => item.label)).toEqual([
      '버디잉글리시 소개',
      '체험하기',
      '라이브러리',
      '고객센터',
      'For Teachers',
    ]);
  });

  it('study site: home (hidden), mypage, guide, dictionary (popup), library and Q&A', () => {
    expect(
      STUDY_MENU.map((item) => [
        item.path.split('/')[2] ?? 'home',
        Boolean(item.invisible),
        Boolean(item.popup),
      ]),
    ).toEqual([
      ['home', true, false],
      ['mypage', false, false],
      ['guide', false, false],
      ['dictionary', false, true],
      ['library', false, false],
      ['qna', false, false],
    ]);
  });

  it('the study library adds phonics, word and stpt; later versions add englishadd, rskill and kread', () => {
    const study = STUDY_MENU.find((item) => item.label === '라이브러리')!.children!.map((c) => c.path);
    expect(study).toEqual(
      expect.arrayContaining(['/study/library/phonics', '/study/library/word', '/study/library/stpt']),
    );
    const brand = BRAND_MENU.find((item) => item.label === '라이브러리')!.children!.map((c) => c.path);
    expect(brand).toEqual(
      expect.arrayContaining(['/library/englishadd', '/library/rskill', '/library/kread']),
    );
  });

  it('the external teacher site opens in a new window', () => {
    const teacher = BRAND_MENU.at(-1)!.children!.find((c) => c.target === '_blank');
    expect(teacher?.path).toMatch(/^https:\/\//);
  });

  it('finds the breadcrumb trail of a path, deepest first', () => {
    expect(menuTrail(BRAND_MENU, '/library/videos/song/12').map((i) => i.label)).toEqual([
      '라이브러리',
      '동영상',
      '노래',
    ]);
    expect(menuTrail(BRAND_MENU, '/nowhere')).toEqual([]);
  });

  it.each([
    ['/study', ['학습 홈']],
    ['/study/guide', ['학습 가이드']],
    ['/study/guide/extra', ['학습 가이드']],
    ['/study/mypage/attendance', ['마이페이지', '출석부']],
    ['/study/qna/download', ['Q&A', '자료실']],
  ])('at the same depth the more specific path wins: %s', (pathname, labels) => {
    expect(menuTrail(STUDY_MENU, pathname).map((i) => i.label)).toEqual(labels);
  });
});
