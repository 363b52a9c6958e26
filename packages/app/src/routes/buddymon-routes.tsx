/**
 * The reward area's pages (spec §2 reward area; ADR 034) under /buddymon, as far as they are built; BUDDYMON_MENU
 * (domain) lists the same.
 */
import type { RouteObject } from 'react-router';
import { page } from './lazy-page';

export function buddymonRoutes(): RouteObject[] {
  return [
    { index: true, lazy: page(() => import('../pages/buddymon/buddymon-page')) },
    { path: 'land', lazy: page(() => import('../pages/buddymon/land-page')) },
    { path: 'mybuddymon', lazy: page(() => import('../pages/buddymon/my-buddymon-page')) },
    { path: 'mybuddymon/myShop', lazy: page(() => import('../pages/buddymon/shop-page')) },
    { path: 'growthAlbum', lazy: page(() => import('../pages/buddymon/album-page')) },
    { path: 'buddyCoin', lazy: page(() => import('../pages/buddymon/coin-page')) },
  ];
}
