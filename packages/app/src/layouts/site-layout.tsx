/**
 * The layouts of spec §2: block (header with the menu only, plus footer), clear (no header or footer), default
 * (header, the breadcrumb on the brand site where the path is in its menu, footer), full (header and footer around full-width content) and study
 * (the study or reward theme, content 1020 px wide). The site mode comes from the path (app/site-mode.ts).
 */
import { Outlet, useLocation, useNavigate } from 'react-router';
import { menuTrail, type MenuItem } from '@buddy/domain';
import { Footer } from '@buddy/ui/footer';
import { SiteShell } from '@buddy/ui/site-shell';
import { SITE_BREADCRUMB_MENU } from '../app/site-menus';
import { siteModeFromPath } from '../app/site-mode';
import { SKIP_LINK } from '../app/words';
import { lazySlot } from '../app/lazy-slot';
import { breadcrumbWords, footerContent } from './layout-words';
import { ClearLayout } from './clear-layout';
import { SiteHeader } from './site-header';

export { preloadLoginArea } from './site-header';

/**
 * A brand page's breadcrumb is a chunk of its own (the kit's breadcrumb and its menus), a slot like the header's boxes
 * (app/lazy-slot.tsx): none is shown until it has loaded.
 */
const breadcrumb = lazySlot(
  'breadcrumb',
  () => import('@buddy/ui/breadcrumb').then((module) => module.Breadcrumb),
  () => null,
);

/** Loads the breadcrumb's chunk (once). */
export const preloadBreadcrumb = breadcrumb.preload;

export type LayoutKind = 'default' | 'block' | 'clear' | 'full' | 'study';

/** What a layout route of the route table says of itself (its `handle`): the build draws a member's frame by it. */
export interface LayoutHandle {
  layout: LayoutKind;
}

export function SiteLayout({ kind }: { kind: LayoutKind }) {
  const { pathname } = useLocation();
  const siteMode = siteModeFromPath(pathname);

  if (kind === 'clear') return <ClearLayout />;

  return (
    <SiteShell
      theme={siteMode}
      skipLinkLabel={SKIP_LINK}
      data-layout={kind}
      width={kind === 'full' ? 'full' : 'site'}
      header={<SiteHeader siteMode={siteMode} withAccount={kind !== 'block'} />}
      breadcrumb={
        kind === 'default' && siteMode === 'brand' && menuTrail(SITE_BREADCRUMB_MENU, pathname).length > 0 ? (
          <SiteBreadcrumb pathname={pathname} />
        ) : undefined
      }
      footer={<Footer {...footerContent} />}
    >
      <Outlet />
    </SiteShell>
  );
}

function SiteBreadcrumb({ pathname }: { pathname: string }) {
  const navigate = useNavigate();
  const onNavigate = (path: string, item: MenuItem) => {
    if (item.target === '_blank' || /^https?:/.test(path)) window.open(path, '_blank', 'noopener,noreferrer');
    else void navigate(path);
  };
  return (
    <breadcrumb.Slot
      menu={SITE_BREADCRUMB_MENU}
      currentPath={pathname}
      onNavigate={onNavigate}
      words={breadcrumbWords}
    />
  );
}
