/** The customer centre's frame: its sub-navigation (notice, FAQ, branch), the area's name, the page's h1 and lead. */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { MenuItem } from '@buddy/domain';
import { SubNav } from '@buddy/ui/sub-nav';
import { SITE_BRAND_MENU } from '../../app/site-menus';
import { AreaFrame } from '../../layouts/area-frame';
import { SERVICES_WORDS as WORDS } from './services-words';

/** The customer centre's pages, from the brand menu as the site shows it. */
export const SERVICES_MENU: readonly MenuItem[] =
  SITE_BRAND_MENU.find((item) => item.path.startsWith('/services'))?.children ?? [];

function ServicesNav() {
  const { pathname } = useLocation();
  return (
    <SubNav
      label={WORDS.nav}
      items={SERVICES_MENU.map((item) => ({ label: item.label, href: item.path }))}
      currentPath={pathname}
    />
  );
}

export function ServicesFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <AreaFrame id="services-title" nav={<ServicesNav />} area={WORDS.area} title={title} lead={lead}>
      {children}
    </AreaFrame>
  );
}
