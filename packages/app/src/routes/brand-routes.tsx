/**
 * The brand site's information pages (spec §2 Brand site: introduce, experience, teacher; the footer's terms and
 * privacy), in the default layout (header, breadcrumb, footer). Each is prerendered at build (prerender.tsx).
 */
import type { RouteObject } from 'react-router';

export function brandRoutes(): RouteObject[] {
  return [];
}
