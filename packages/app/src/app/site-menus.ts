/**
 * The site's menus as the site shows them. A module apart from site-mode.ts: the entry reads the site mode of an
 * address, and only the layouts and pages (chunks of their own) read the menus, which are not in the entry.
 */
import { BRAND_MENU, STUDY_MENU, type MenuItem, type SiteMode } from '@buddy/domain';

/**
 * The menus' areas whose pages have not landed yet: none now. When a menu names an area before its pages exist, list
 * it here; the site leaves it out of its menus, breadcrumb and links, so that no link leads to the 404 page (the e2e
 * link crawl, e2e/links.spec.ts, holds the rule).
 */
const NOT_YET_BUILT: readonly string[] = [];

/** Whether an in-site address has its pages (false for an area of NOT_YET_BUILT). */
export function isBuiltPath(path: string): boolean {
  return !NOT_YET_BUILT.some((area) => path === area || path.startsWith(`${area}/`));
}

function builtOnly(menu: readonly MenuItem[]): MenuItem[] {
  return menu
    .filter((item) => isBuiltPath(item.path))
    .map((item) => (item.children ? { ...item, children: builtOnly(item.children) } : item));
}

/** The brand site's menu as the site shows it (without the areas not yet built). */
export const SITE_BRAND_MENU: readonly MenuItem[] = builtOnly(BRAND_MENU);
/** The study site's menu as the site shows it (without the areas not yet built). */
export const SITE_STUDY_MENU: readonly MenuItem[] = builtOnly(STUDY_MENU);

/** The header menu per site: the reward site uses the study menu (the Header draws no drop panel there). */
export function menuFor(siteMode: SiteMode): readonly MenuItem[] {
  return siteMode === 'brand' ? SITE_BRAND_MENU : SITE_STUDY_MENU;
}

/** The footer's legal pages: no menu names them, so the breadcrumb lists them under the customer centre. */
const LEGAL_PAGES: readonly MenuItem[] = [
  { label: '이용약관', path: '/services/terms', link: true },
  { label: '개인정보처리방침', path: '/services/privacy', link: true },
];

/** The Prime sample (/primeSample), linked from the Prime program page: the breadcrumb lists it under experience. */
const SAMPLE_PAGES: readonly MenuItem[] = [{ label: '버디 프라임 맛보기', path: '/primeSample', link: true }];

/**
 * The brand site's breadcrumb menu: the menu as the site shows it, with the pages no menu names where they belong
 * (the legal pages in the customer centre, the Prime sample in experience).
 */
export const SITE_BREADCRUMB_MENU: readonly MenuItem[] = SITE_BRAND_MENU.map((item) => {
  if (!item.children) return item;
  if (item.path.startsWith('/services/')) return { ...item, children: [...item.children, ...LEGAL_PAGES] };
  if (item.path.startsWith('/experience/')) return { ...item, children: [...item.children, ...SAMPLE_PAGES] };
  return item;
});
