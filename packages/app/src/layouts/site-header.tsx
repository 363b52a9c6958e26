/**
 * The header of the layouts (spec §2 Header and menus) wired to the session: the login box signed out, the member
 * box signed in, the site's menu, and the dictionary popup.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { POPUP, type MenuItem, type SiteMode } from '@buddy/domain';
import { Header } from '@buddy/ui/header';
import { useSignedIn } from '../app/context';
import { createPopupKeeper } from '../app/popup-window';
import { menuFor } from '../app/site-mode';
import { headerWords } from './layout-words';
import { LoginAreaPending, MemberAreaPending } from './member-pending';

/**
 * The signed-in box comes in its own chunk: its menu and the review popup (Radix dropdown, dialog and select) are not
 * part of a signed-out page's JavaScript (docs/decisions/025-page-budgets.md).
 */
const MemberArea = lazy(() => import('./member-area'));

/**
 * The signed-out box comes in its own chunk too: a member's pages do not load the login box. It is not a lazy
 * component inside Suspense: a prerendered page would then carry it outlined, with an inline script to move it in
 * place (the CSP allows none). The chunk is loaded before a prerendered page hydrates (main.tsx), and the build's
 * prerender hands the module over directly, so that both render it at once; elsewhere a placeholder
 * shows until it has loaded.
 */
let loadedLoginArea: ComponentType | null = null;
let loadingLoginArea: Promise<ComponentType> | null = null;

/** Loads the login box's chunk (once). */
export function preloadLoginArea(): Promise<ComponentType> {
  loadingLoginArea ??= import('./login-area').then((module) => {
    loadedLoginArea = module.default;
    return module.default;
  });
  return loadingLoginArea;
}

/** The build's prerender renders the login box from its module (no chunk to wait for in Node). */
export function renderLoginAreaWith(component: ComponentType): void {
  loadedLoginArea = component;
}

function LoginAreaSlot() {
  const [LoginArea, setLoginArea] = useState<ComponentType | null>(() => loadedLoginArea);
  useEffect(() => {
    if (LoginArea) return;
    let current = true;
    // A chunk that fails to load leaves the placeholder; the next page load tries again.
    preloadLoginArea().then(
      (component) => current && setLoginArea(() => component),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [LoginArea]);
  return LoginArea ? <LoginArea /> : <LoginAreaPending />;
}

export function SiteHeader({ siteMode, withAccount = true }: { siteMode: SiteMode; withAccount?: boolean }) {
  const { pathname } = useLocation();
  const signedIn = useSignedIn();
  const account = withAccount ? (
    signedIn ? (
      <Suspense fallback={<MemberAreaPending />}>
        <MemberArea siteMode={siteMode} />
      </Suspense>
    ) : (
      <LoginAreaSlot />
    )
  ) : undefined;
  return (
    <Header
      siteMode={siteMode}
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
