import { describe, expect, it } from 'vitest';
import { BRAND_LANDINGS, BRAND_MENU, brandLandingOf, menuLandings, type MenuItem } from './menus';

const pagesOf = (items: readonly MenuItem[]): string[] =>
  items.flatMap((item) =>
    item.children ? pagesOf(item.children) : item.path.startsWith('/') ? [item.path] : [],
  );

describe('the brand site’s folders', () => {
  it.each([
    ['/introduce', '/introduce/philosophy'],
    ['/experience', '/experience/eb'],
    ['/library', '/library/videos/animation'],
    ['/services', '/services/notice'],
    ['/teacher', '/teacher/business/value'],
  ])('%s opens its section’s first page, %s', (folder, landing) => {
    expect(brandLandingOf(folder)).toBe(landing);
    expect(brandLandingOf(`${folder}/`)).toBe(landing);
  });

  it.each([
    ['/introduce/programs', '/introduce/programs/buddy/prime'],
    ['/introduce/programs/rnl', '/introduce/programs/rnl/cantata'],
    ['/library/videos', '/library/videos/animation'],
    ['/library/records', '/library/records/prime'],
    ['/services/download', '/services/download/brochure'],
    ['/teacher/business', '/teacher/business/value'],
  ])('a folder inside a section, %s, opens %s', (folder, landing) => {
    expect(brandLandingOf(folder)).toBe(landing);
  });

  it('sends every folder above a menu page to a page of the menu, and never a page elsewhere', () => {
    const pages = new Set(pagesOf(BRAND_MENU));
    for (const page of pages) {
      const parts = page.split('/').filter(Boolean);
      for (let depth = 1; depth < parts.length; depth += 1) {
        const folder = `/${parts.slice(0, depth).join('/')}`;
        if (pages.has(folder)) continue;
        const landing = brandLandingOf(folder);
        expect(landing, folder).toBeDefined();
        expect(pages.has(landing ?? ''), folder).toBe(true);
        expect(landing?.startsWith(`${folder}/`), folder).toBe(true);
      }
    }
    for (const [folder] of BRAND_LANDINGS) expect(pages.has(folder)).toBe(false);
  });

  it('leaves pages, the home and other addresses alone', () => {
    for (const address of ['/', '/introduce/philosophy', '/services/faq', '/study', '/nowhere', '/tests']) {
      expect(brandLandingOf(address)).toBeUndefined();
    }
  });

  it('takes a section’s own choice over its first page, and the first page where it has none', () => {
    const landings = menuLandings([
      {
        label: 'a',
        path: '/a/y',
        children: [
          { label: 'x', path: '/a/x', link: true },
          { label: 'y', path: '/a/y', link: true },
          { label: 'deep', path: '/a/deep/one/page', link: true },
          { label: 'away', path: 'https://elsewhere.example/', link: true },
        ],
      },
    ]);
    expect(Object.fromEntries(landings)).toEqual({
      '/a': '/a/y',
      '/a/deep': '/a/deep/one/page',
      '/a/deep/one': '/a/deep/one/page',
    });
  });
});
