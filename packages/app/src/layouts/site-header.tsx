/**
 * The header of the layouts (spec §2 Header and menus) wired to the session: the login box signed out, the member
 * box signed in, the site's menu, and the dictionary popup.
 */
import { lazy, Suspense, useRef } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { authMutations, productKeys, profileKeys } from '@buddy/api';
import { MESSAGES, POPUP, validateLoginForm, type MenuItem, type SiteMode } from '@buddy/domain';
import { Header } from '@buddy/ui/header';
import { LoginBox, type LoginBoxHandle, type LoginField, type LoginValues } from '@buddy/ui/login-box';
import { useApp, useSignedIn } from '../app/context';
import { useNotify } from '../app/notify';
import { createPopupKeeper } from '../app/popup-window';
import { menuFor } from '../app/site-mode';
import { headerWords, loginWords } from '../app/words';
import { MemberAreaPending } from './member-pending';

/**
 * The signed-in box comes in its own chunk: its menu and the review popup (Radix dropdown, dialog and select) are not
 * part of a signed-out page's JavaScript (docs/decisions/025-page-budgets.md).
 */
const MemberArea = lazy(() => import('./member-area'));

export function SiteHeader({ siteMode, withAccount = true }: { siteMode: SiteMode; withAccount?: boolean }) {
  const { pathname } = useLocation();
  const signedIn = useSignedIn();
  const account = withAccount ? (
    signedIn ? (
      <Suspense fallback={<MemberAreaPending />}>
        <MemberArea siteMode={siteMode} />
      </Suspense>
    ) : (
      <LoginArea />
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

/**
 * Spec §5 Login: the first failing field's message in a '로그인 실패' dialog, then a scroll to that field; a server
 * failure shows the server's message under the same title. Remember id: after a successful sign-in the id is kept
 * (auth storage) when the box is ticked and forgotten when it is not; the box starts with the kept id, ticked.
 */
function LoginArea() {
  const { api, queryClient, session } = useApp();
  const notify = useNotify();
  const revalidator = useRevalidator();
  const boxRef = useRef<LoginBoxHandle>(null);
  // The dialog hands focus back when it closes; focusing again on the next frame makes the field the last word.
  const focusField = (field: LoginField) => {
    boxRef.current?.focusField(field);
    requestAnimationFrame(() => boxRef.current?.focusField(field));
  };
  const login = useMutation(authMutations.login(api, queryClient));
  const rememberedId = api.authStorage.getRememberedId();

  const onSubmit = async (values: LoginValues) => {
    const invalid = validateLoginForm(values);
    if (invalid) {
      await notify(MESSAGES.loginFailedTitle, invalid.message);
      focusField(invalid.field);
      return;
    }
    try {
      await login.mutateAsync({ memLoginId: values.memLoginId.trim(), memPwd: values.memPwd });
    } catch (error) {
      await notify(MESSAGES.loginFailedTitle, error instanceof Error ? error.message : MESSAGES.unknownError);
      focusField('memPwd');
      return;
    }
    if (values.rememberMe) api.authStorage.setRememberedId(values.memLoginId.trim());
    else api.authStorage.clearRememberedId();
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: profileKeys.all }),
      queryClient.invalidateQueries({ queryKey: productKeys.all }),
    ]);
    session.changed();
    // Loaders that depend on the signed-in state (guards, links) run again.
    void revalidator.revalidate();
  };

  return (
    <LoginBox
      ref={boxRef}
      words={loginWords}
      defaultLoginId={rememberedId ?? ''}
      defaultRememberMe={rememberedId !== null}
      pending={login.isPending}
      onSubmit={(values) => void onSubmit(values)}
    />
  );
}
