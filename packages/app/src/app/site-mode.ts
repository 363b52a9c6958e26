import type { SiteMode } from '@buddy/domain';

/** Spec §2/§3: /study* is the study site, /buddymon* the reward site, everything else the brand site. */
export function siteModeFromPath(pathname: string): SiteMode {
  if (pathname === '/study' || pathname.startsWith('/study/')) return 'study';
  if (pathname === '/buddymon' || pathname.startsWith('/buddymon/')) return 'buddymon';
  return 'brand';
}
