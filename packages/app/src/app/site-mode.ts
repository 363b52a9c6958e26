import { BRAND_MENU, STUDY_MENU, type MenuItem, type SiteMode } from '@buddy/domain';

/** Spec §2/§3: /study* is the study site, /buddymon* the reward site, everything else the brand site. */
export function siteModeFromPath(pathname: string): SiteMode {
  if (pathname === '/study' || pathname.startsWith('/study/')) return 'study';
  if (pathname === '/buddymon' || pathname.startsWith('/buddymon/')) return 'buddymon';
  return 'brand';
}

/** The header menu per site: the reward site uses the study menu (the Header draws no drop panel there). */
export function menuFor(siteMode: SiteMode): readonly MenuItem[] {
  return siteMode === 'brand' ? BRAND_MENU : STUDY_MENU;
}
