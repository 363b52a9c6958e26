import { describe, expect, it } from 'vitest';
import { isLibraryType, LIBRARY_KINDS, LIBRARY_TYPES, type MenuItem } from '@buddy/domain';
import { isBuiltPath } from '../../app/site-menus';
import {
  LIBRARY_PAGES,
  libraryGroupOf,
  libraryMenu,
  libraryRootOf,
  libraryTitle,
  type LibraryRoot,
} from './library-map';

const leaves = (menu: readonly MenuItem[]): string[] =>
  menu.flatMap((item) => (item.children ? leaves(item.children) : [item.path]));

describe('given the library addresses (ADR 030)', () => {
  it.each<LibraryRoot>(['/library', '/study/library'])(
    'every page the %s menu shows has its page',
    (root) => {
      const pages = [
        ...LIBRARY_PAGES.filter((page) => root === '/study/library' || !page.studyOnly).map(
          (page) => `${root}/${page.path}`,
        ),
        ...['words', 'sentence', 'place'].map((mode) => `${root}/game/${mode}`),
        `${root}/englishadd`,
      ];
      const shown = leaves(libraryMenu(root));
      expect(shown.length).toBeGreaterThan(15);
      expect(shown.filter((path) => !pages.includes(path))).toEqual([]);
      expect(shown.every(isBuiltPath)).toBe(true);
    },
  );

  it('lists every type of every kind somewhere, each with a type of its own kind', () => {
    for (const page of LIBRARY_PAGES) expect(isLibraryType(page.kind, page.type)).toBe(true);
    const listed = new Set(LIBRARY_PAGES.map((page) => page.type));
    expect(LIBRARY_KINDS.flatMap((kind) => LIBRARY_TYPES[kind]).filter((type) => !listed.has(type))).toEqual(
      [],
    );
  });

  it('names a page by its menu label and finds its group', () => {
    expect(libraryTitle('/library', 'videos/song')).toBe('노래');
    expect(libraryTitle('/study/library', 'phonics')).toBe('파닉스');
    expect(libraryTitle('/library', 'kread')).toBe('K-리딩');
    expect(libraryGroupOf('/library', '/library/videos/song/12')?.label).toBe('동영상');
    expect(libraryGroupOf('/study/library', '/study/library/records/ex')?.label).toBe('버디 음원');
    expect(libraryRootOf('/study/library/word')).toBe('/study/library');
    expect(libraryRootOf('/library/word')).toBe('/library');
  });

  it('names every page in its menu, so each has a title and a way in (kstpt too, issue 30 defect 5)', () => {
    for (const page of LIBRARY_PAGES) {
      const roots = page.studyOnly
        ? (['/study/library'] as const)
        : (['/library', '/study/library'] as const);
      for (const root of roots) expect([root, page.path, libraryTitle(root, page.path)]).not.toContain('');
    }
    expect(libraryTitle('/study/library', 'kstpt')).toBe('K-문장 패턴');
  });

  it('shows every area of the spec in both menus: the games and the supplementary room too', () => {
    for (const root of ['/library', '/study/library'] as const) {
      const groups = libraryMenu(root).map((item) => item.path);
      expect(groups.some((path) => path.includes('/game/'))).toBe(true);
      expect(groups).toContain(`${root}/englishadd`);
    }
  });
});
