/**
 * The header of the layouts (spec §2 Header and menus) wired to the session: the login box signed out, the member
 * box signed in, the site's menu, and the dictionary popup.
 */
import { useRef, useState } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  authMutations,
  productKeys,
  productQueries,
  profileKeys,
  profileQueries,
  selectCurrentProduct,
} from '@buddy/api';
import { MESSAGES, POPUP, validateLoginForm, type MenuItem, type SiteMode } from '@buddy/domain';
import {
  Header,
  LoginBox,
  MemberBox,
  type LoginBoxHandle,
  type LoginField,
  type LoginValues,
} from '@buddy/ui';
import { useApp, useSignedIn } from '../app/context';
import { useNotify } from '../app/notify';
import { createPopupKeeper } from '../app/popup-window';
import { menuFor } from '../app/site-mode';
import { headerWords, loginWords, memberWords } from '../app/words';
import { ReviewPopup } from '../pages/study/review-popup';
import { memberGender, memberProducts } from './member-view';

export function SiteHeader({ siteMode, withAccount = true }: { siteMode: SiteMode; withAccount?: boolean }) {
  const { pathname } = useLocation();
  const signedIn = useSignedIn();
  const account = withAccount ? signedIn ? <MemberArea siteMode={siteMode} /> : <LoginArea /> : undefined;
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

/** The signed-in box: greeting by the profile's name, the products (EBP preferred), logout via the logout route. */
function MemberArea({ siteMode }: { siteMode: SiteMode }) {
  const { api } = useApp();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const profile = useQuery(profileQueries.me(api));
  const products = useQuery(productQueries.all(api));
  const [reviewOpen, setReviewOpen] = useState(false);

  if (!profile.data) {
    // The greeting waits for the profile; a refused token signs out (the api clears it and the session updates).
    return (
      <p className="min-h-11 text-muted" aria-busy={profile.isPending}>
        {profile.isPending ? '회원 정보를 불러오는 중…' : ''}
      </p>
    );
  }

  const list = products.data ?? [];
  const current = selectCurrentProduct(list);
  // After logout the member returns to the brand page they were on; member-only areas send them home.
  const stay = siteMode === 'brand' && !pathname.startsWith('/auth/');
  const redirectTo = stay ? `${pathname}${search}` : '/';

  return (
    <>
      <MemberBox
        name={profile.data.memNm}
        gender={memberGender(profile.data.memGender)}
        products={memberProducts(list)}
        currentProductId={current?.prodCd}
        words={memberWords}
        onSelectProduct={() => void navigate('/study')}
        onOpenReview={() => setReviewOpen(true)}
        onLogout={() => void navigate(`/auth/logoutAndRedirect?redirect=${encodeURIComponent(redirectTo)}`)}
      />
      <ReviewPopup open={reviewOpen} onOpenChange={setReviewOpen} />
    </>
  );
}
