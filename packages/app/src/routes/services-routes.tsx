/**
 * The customer centre (spec §2 Brand site /services: notice, faq, branch), in the default layout (header,
 * breadcrumb, footer).
 */
import type { RouteObject } from 'react-router';

export function serviceRoutes(): RouteObject[] {
  return [];
}
