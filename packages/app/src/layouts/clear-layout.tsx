/**
 * The clear layout of spec §2 (no header or footer: the test paper, the level test). Apart from the other layouts,
 * which come in a chunk of their own (layouts/site-layout.tsx), so that a page without a header does not load the
 * header, the menus, the footer and the login box (docs/decisions/026-route-javascript-budgets.md).
 */
import { Outlet, useLocation } from 'react-router';
import { SiteShell } from '@buddy/ui/site-shell';
import { siteModeFromPath } from '../app/site-mode';
import { SKIP_LINK } from '../app/words';

export function ClearLayout() {
  const { pathname } = useLocation();
  return (
    <SiteShell theme={siteModeFromPath(pathname)} skipLinkLabel={SKIP_LINK} width="full" data-layout="clear">
      <Outlet />
    </SiteShell>
  );
}
