/**
 * The layouts of spec §2: block (header with the menu only, plus footer), clear (no header or footer), default
 * (header, the breadcrumb on the brand site where the path is in its menu, footer), full (header and footer around full-width content) and study
 * (the study or reward theme, content 1020 px wide). The site mode comes from the path (app/site-mode.ts).
 */
import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { BRAND_MENU, menuTrail, type MenuItem } from '@buddy/domain';
import { Footer } from '@buddy/ui/footer';
import { SiteShell } from '@buddy/ui/site-shell';
import { siteModeFromPath } from '../app/site-mode';
import { breadcrumbWords, footerContent, SKIP_LINK } from '../app/words';
import { ClearLayout } from './clear-layout';
import { SiteHeader } from './site-header';

/**
 * The breadcrumb (its mobile form is a Radix select) shows on the brand site's inner pages only: it loads in its own
 * chunk, so that the home, sign-in, study and test pages do not carry it (docs/decisions/025-page-budgets.md).
 */
const Breadcrumb = lazy(() => import('@buddy/ui/breadcrumb').then((m) => ({ default: m.Breadcrumb })));

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
        kind === 'default' && siteMode === 'brand' && menuTrail(BRAND_MENU, pathname).length > 0 ? (
          <Suspense fallback={null}>
            <SiteBreadcrumb pathname={pathname} />
          </Suspense>
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
  const onNavigate = (path: string, item: MenuItem) => {
    if (item.target === '_blank' || /^https?:/.test(path)) window.open(path, '_blank', 'noopener,noreferrer');
    else void navigate(path);
  };
  return (
    <Breadcrumb menu={BRAND_MENU} currentPath={pathname} onNavigate={onNavigate} words={breadcrumbWords} />
  );
}
