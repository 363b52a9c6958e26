/**
 * The customer centre (spec §2 Brand site /services: notice, faq, branch, download), in the default layout (header,
 * breadcrumb, footer). One chunk for its screens; each route picks its page by name.
 */
import type { RouteObject } from 'react-router';
import { named } from './lazy-page';

const screens = () => import('../pages/services/services-pages');

export function serviceRoutes(): RouteObject[] {
  return [
    { path: 'services/notice', lazy: named(screens, 'NoticeListPage') },
    {
      path: 'services/notice/:id',
      lazy: named(screens, 'NoticeDetailPage'),
    },
    { path: 'services/faq', lazy: named(screens, 'FaqPage') },
    { path: 'services/branch', lazy: named(screens, 'BranchListPage') },
    {
      path: 'services/branch/:id',
      lazy: named(screens, 'BranchDetailPage'),
    },
    {
      path: 'services/download/brochure',
      lazy: named(screens, 'BrochurePage'),
    },
    {
      path: 'services/download/installer',
      lazy: named(screens, 'InstallerPage'),
    },
  ];
}
