import { describe, expect, it } from 'vitest';
import { BRAND_MENU, type MenuItem } from '@buddy/domain';
import { breadcrumbLevels } from './breadcrumb-trail';

const labels = (items: readonly MenuItem[]) => items.map((item) => item.label);

describe('breadcrumbLevels on the brand menu', () => {
  it('chains three levels for a grandchild page: top item, its children, their children', () => {
    const levels = breadcrumbLevels(BRAND_MENU, '/introduce/programs/rnl/disney');
    expect(levels).toHaveLength(3);
    expect(labels(levels[0]!.options)).toEqual(labels(BRAND_MENU));
    expect(levels[0]!.selected?.label).toBe('버디잉글리시 소개');
    expect(labels(levels[1]!.options)).toEqual(['교육 철학', '프로그램', '홍보 자료']);
    expect(levels[1]!.selected?.label).toBe('프로그램');
    expect(levels[2]!.options).toHaveLength(7);
    expect(levels[2]!.selected?.label).toBe('RnL 디즈니');
  });

  it('stops at two levels when the chosen child has no children', () => {
    const levels = breadcrumbLevels(BRAND_MENU, '/services/faq');
    expect(levels.map((level) => level.selected?.label)).toEqual(['고객센터', '자주 묻는 질문']);
  });

  it('keeps the trail for a detail page below a menu page (/services/notice/12)', () => {
    const levels = breadcrumbLevels(BRAND_MENU, '/services/notice/12');
    expect(levels.map((level) => level.selected?.label)).toEqual(['고객센터', '공지사항']);
  });

  it('chooses the deepest match when a path repeats down the tree (library animation)', () => {
    const levels = breadcrumbLevels(BRAND_MENU, '/library/videos/animation');
    expect(levels.map((level) => level.selected?.label)).toEqual(['라이브러리', '동영상', '애니메이션']);
  });

  it('offers only the top level, nothing chosen, on a page outside the menu', () => {
    const levels = breadcrumbLevels(BRAND_MENU, '/qrcode');
    expect(levels).toHaveLength(1);
    expect(levels[0]!.selected).toBeUndefined();
  });

  it('gives at most two levels when asked (mobile)', () => {
    expect(breadcrumbLevels(BRAND_MENU, '/introduce/programs/rnl/disney', 2)).toHaveLength(2);
  });

  it('leaves out invisible and popup items', () => {
    const menu: MenuItem[] = [
      {
        label: 'top',
        path: '/a',
        children: [
          { label: 'shown', path: '/a/x' },
          { label: 'hidden', path: '/a/y', invisible: true },
          { label: 'popup', path: '/a/z', popup: true },
        ],
      },
      { label: 'secret', path: '/b', invisible: true },
    ];
    const levels = breadcrumbLevels(menu, '/a/x');
    expect(labels(levels[0]!.options)).toEqual(['top']);
    expect(labels(levels[1]!.options)).toEqual(['shown']);
  });
});
