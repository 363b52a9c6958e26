/**
 * The library's addresses (spec §2 /library and /study/library) and what each one lists (ADR 030): the kind and type
 * of `GET /buddy-lib/{kind}/{type}`, the screen that shows it, and whether it is the study site's only. The K-series
 * pages list the same items as their kind's own page, with the Korean shown first.
 */
import type { MenuItem } from '@buddy/domain';
import { SITE_BRAND_MENU, SITE_STUDY_MENU } from '../../app/site-menus';

export {
  LIBRARY_PAGES,
  VIDEO_TYPES,
  type LibraryPage,
  type LibraryView,
  type VideoName,
} from './library-list';

/** The two libraries' roots. */
export type LibraryRoot = '/library' | '/study/library';

export function libraryRootOf(pathname: string): LibraryRoot {
  return pathname.startsWith('/study/') ? '/study/library' : '/library';
}

/** The library's menu in a site (the spec's menus, §2 Header and menus, as the site shows them). */
export function libraryMenu(root: LibraryRoot): readonly MenuItem[] {
  const menu = root === '/library' ? SITE_BRAND_MENU : SITE_STUDY_MENU;
  return menu.find((item) => item.path.startsWith(`${root}/`))?.children ?? [];
}

/** A page's name in the menu (its label), or its group's; '' when the menu does not name it. */
export function libraryTitle(root: LibraryRoot, path: string): string {
  const address = `${root}/${path}`;
  for (const group of libraryMenu(root)) {
    if (group.path === address && !group.children) return group.label;
    const child = group.children?.find((item) => item.path === address);
    if (child) return child.label;
  }
  return '';
}

/** The group of the menu an address belongs to (for the sub-navigation), or undefined. */
export function libraryGroupOf(root: LibraryRoot, pathname: string): MenuItem | undefined {
  return libraryMenu(root).find(
    (group) =>
      group.path === pathname ||
      group.children?.some((item) => pathname === item.path || pathname.startsWith(`${item.path}/`)),
  );
}
