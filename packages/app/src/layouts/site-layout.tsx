/**
 * The layouts of spec §2: block (header with the menu only, plus footer), clear (no header or footer), default
 * (header, the breadcrumb on the brand site where the path is in its menu, footer), full (header and footer around full-width content) and study
 * (the study or reward theme, content 1020 px wide). The site mode comes from the path (app/site-mode.ts).
 */
import { useEffect, useState, type ComponentType } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { menuTrail, type MenuItem } from '@buddy/domain';
import type { BreadcrumbProps } from '@buddy/ui/breadcrumb';
import { Footer } from '@buddy/ui/footer';
import { SiteShell } from '@buddy/ui/site-shell';
import { SITE_BREADCRUMB_MENU, siteModeFromPath } from '../app/site-mode';
import { SKIP_LINK } from '../app/words';
import { breadcrumbWords, footerContent } from './layout-words';
import { ClearLayout } from './clear-layout';
import { SiteHeader } from './site-header';

export { preloadLoginArea } from './site-header';

/**
 * The breadcrumb (its mobile form is a Radix select) shows on the brand site's inner pages only: it loads in its own
 * chunk, so that the home, sign-in, study and test pages do not carry it (docs/decisions/025-page-budgets.md). Like
 * the header's login box (site-header.tsx), it is not a lazy component inside Suspense: a prerendered brand page would
 * carry it outlined, with an inline script to move it in place (the CSP allows none). main.tsx loads it before
 * hydrating a prerendered page that shows it, and the build's prerender hands the module over directly.
 */
type BreadcrumbComponent = ComponentType<BreadcrumbProps>;
let loadedBreadcrumb: BreadcrumbComponent | null = null;
let loadingBreadcrumb: Promise<BreadcrumbComponent> | null = null;

/** Loads the breadcrumb's chunk (once). */
export function preloadBreadcrumb(): Promise<BreadcrumbComponent> {
  loadingBreadcrumb ??= import('@buddy/ui/breadcrumb').then((module) => {
    loadedBreadcrumb = module.Breadcrumb;
    return module.Breadcrumb;
  });
  return loadingBreadcrumb;
}

/** The build's prerender renders the breadcrumb from its module (no chunk to wait for in Node). */
export function renderBreadcrumbWith(component: BreadcrumbComponent): void {
  loadedBreadcrumb = component;
}

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
      siteMode={siteMode}
      skipLinkLabel={SKIP_LINK}
      data-layout={kind}
      width={kind === 'full' ? 'full' : 'site'}
      header={<SiteHeader siteMode={siteMode} withAccount={kind !== 'block'} />}
      breadcrumb={
        kind === 'default' && siteMode === 'brand' && menuTrail(SITE_BREADCRUMB_MENU, pathname).length > 0 ? (
          <SiteBreadcrumb pathname={pathname} />
        ) : undefined
      }
      footer={<Footer siteMode={siteMode} {...footerContent} />}
    >
      <Outlet />
    </SiteShell>
  );
}

function SiteBreadcrumb({ pathname }: { pathname: string }) {
  const navigate = useNavigate();
  const [Breadcrumb, setBreadcrumb] = useState<BreadcrumbComponent | null>(() => loadedBreadcrumb);
  useEffect(() => {
    if (Breadcrumb) return;
    let current = true;
    // A chunk that fails to load leaves no breadcrumb; the next page load tries again.
    preloadBreadcrumb().then(
      (component) => current && setBreadcrumb(() => component),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [Breadcrumb]);
  const onNavigate = (path: string, item: MenuItem) => {
    if (item.target === '_blank' || /^https?:/.test(path)) window.open(path, '_blank', 'noopener,noreferrer');
    else void navigate(path);
  };
  if (!Breadcrumb) return null;
  return (
    <Breadcrumb
      menu={SITE_BREADCRUMB_MENU}
      currentPath={pathname}
      onNavigate={onNavigate}
      words={breadcrumbWords}
    />
  );
}
