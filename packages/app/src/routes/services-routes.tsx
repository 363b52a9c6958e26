/**
 * The customer centre (spec §2 Brand site /services: notice, faq, branch, download), in the default layout (header,
 * breadcrumb, footer). One chunk for its screens; each route picks its page by name.
 */
import type { RouteObject } from 'react-router';
import { page } from './lazy-page';

const screens = () => import('../pages/services/services-pages');

export function serviceRoutes(): RouteObject[] {
  return [
    { path: 'services/notice', lazy: page(() => screens().then((m) => ({ default: m.NoticeListPage }))) },
    {
      path: 'services/notice/:id',
      lazy: page(() => screens().then((m) => ({ default: m.NoticeDetailPage }))),
    },
    { path: 'services/faq', lazy: page(() => screens().then((m) => ({ default: m.FaqPage }))) },
    { path: 'services/branch', lazy: page(() => screens().then((m) => ({ default: m.BranchListPage }))) },
    {
      path: 'services/branch/:id',
      lazy: page(() => screens().then((m) => ({ default: m.BranchDetailPage }))),
    },
    {
      path: 'services/download/brochure',
      lazy: page(() => screens().then((m) => ({ default: m.BrochurePage }))),
    },
    {
      path: 'services/download/installer',
      lazy: page(() => screens().then((m) => ({ default: m.InstallerPage }))),
    },
  ];
}
