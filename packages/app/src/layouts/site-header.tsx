/**
 * The header of the layouts (spec §2 Header and menus) wired to the session: the login box signed out, the member
 * box signed in, the site's menu, and the dictionary popup.
 */
import { useLocation } from 'react-router';
import { MENU_HEIGHT, POPUP, SITE_HOME, type MenuItem, type SiteMode } from '@buddy/domain';
import { Header } from '@buddy/ui/header';
import { useSignedIn } from '../app/context';
import { lazySlot } from '../app/lazy-slot';
import { createPopupKeeper } from '../app/popup-window';
import { menuFor } from '../app/site-menus';
import { headerWords } from './layout-words';
import { LoginAreaPending, MemberAreaPending } from './member-pending';

/**
 * The signed-in and signed-out boxes come in chunks of their own (docs/decisions/025-page-budgets.md): a visitor's page
 * does not load the member box's menu and review popup, a member's page does not load the login box. Slots, not lazy
 * components (app/lazy-slot.tsx): a page drawn on the server holds the box its visitor sees, and the browser loads its
 * chunk before hydrating it.
 */
const loginArea = lazySlot(
  'login-area',
  () => import('./login-area').then((module) => module.default),
  LoginAreaPending,
);
const memberArea = lazySlot(
  'member-area',
  () => import('./member-area').then((module) => module.default),
  MemberBoxPending,
);

/** The member box's placeholder, with the box's props. */
function MemberBoxPending(_: { siteMode: SiteMode }) {
  return <MemberAreaPending />;
}

/** Loads the login box's chunk (once). */
export const preloadLoginArea = loginArea.preload;

export function SiteHeader({ siteMode, withAccount = true }: { siteMode: SiteMode; withAccount?: boolean }) {
  const { pathname } = useLocation();
  const signedIn = useSignedIn();
  const account = withAccount ? (
    signedIn ? (
      <memberArea.Slot siteMode={siteMode} />
    ) : (
      <loginArea.Slot />
    )
  ) : undefined;
  return (
    <Header
      homeHref={SITE_HOME[siteMode]}
      menuHeight={MENU_HEIGHT[siteMode]}
      menu={menuFor(siteMode)}
      words={headerWords}
      currentPath={pathname}
      account={account}
      onPopup={openPopup}
    />
  );
}

/** The dictionary window, kept while it is open and checked every second for closing (spec §7 Other). */
const dictionaryPopup = createPopupKeeper();

/**
 * Popup menu items (the dictionary, spec §2/§7: 400 x 600) open a centred window instead of navigating; opening it
 * again while it is open brings it to the front.
 */
function openPopup(item: MenuItem) {
  const { width, height } = POPUP.dictionary;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  dictionaryPopup.open(
    item.path,
    'buddy-dictionary',
    `width=${width},height=${height},left=${left},top=${top}`,
  );
}
