/**
 * The header's signed-in box (spec §2 Header): greeting, products, the review popup and logout. Loaded lazily by
 * site-header.tsx, so that signed-out pages do not carry its menu and dialogs.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  accountQueries,
  linkQueries,
  productQueries,
  profileQueries,
  selectCurrentProduct,
} from '@buddy/api';
import {
  canStudy,
  DEFAULT_STUDY_PRODUCT,
  legacySiteUrl,
  studiesOnLegacySite,
  type SiteMode,
} from '@buddy/domain';
import { MemberBox } from '@buddy/ui/member-box';
import { useApp } from '../app/context';
import { useNotify } from '../app/notify';
import { legacySiteWords, memberWords } from './member-words';
import { memberGender, memberProducts } from './member-view';
import { MemberAreaPending } from './member-pending';
import { studiesOnLegacy } from './member-box-data';

/**
 * The review popup (a dialog with a step select) loads when it is first opened: every signed-in page shows the box,
 * few open the popup (docs/decisions/026-route-javascript-budgets.md).
 */
const ReviewPopup = lazy(() =>
  import('../pages/study/review-popup').then((m) => ({ default: m.ReviewPopup })),
);

/** The signed-in box: greeting by the profile's name, the products (EBP preferred), logout via the logout route. */
export default function MemberArea({ siteMode }: { siteMode: SiteMode }) {
  const { api, queryClient, session } = useApp();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const profile = useQuery(profileQueries.me(api));
  const products = useQuery(productQueries.all(api));
  // Products that study on the legacy site open it in a new window with the member's credentials (spec §7 Auth):
  // both are loaded beforehand, so the window opens within the click (a browser blocks a later one).
  const legacy = studiesOnLegacy(products.data);
  // Neither is asked for once the token is gone (a sign-out): the box re-renders once before it goes.
  const links = useQuery(linkQueries.credential(api, { enabled: legacy }));
  const purunet = useQuery(accountQueries.purunetInfo(api, { enabled: legacy }));
  const notify = useNotify();
  const [reviewOpen, setReviewOpen] = useState(false);
  // Once opened, the popup stays mounted so that it can animate closed and open again at once.
  const [reviewLoaded, setReviewLoaded] = useState(false);

  // Signed in with the header's form: the box that replaced the form takes the focus once it is drawn.
  const boxRef = useRef<HTMLDivElement>(null);
  const drawn = profile.data !== undefined;
  useEffect(() => {
    if (drawn && session.takeFocusRequest()) boxRef.current?.focus();
  }, [drawn, session]);

  if (!profile.data) {
    // The greeting waits for the profile; a refused token signs out (the api clears it and the session updates).
    return <MemberAreaPending busy={profile.isPending} />;
  }

  const list = products.data ?? [];
  const current = selectCurrentProduct(list);
  // After logout the member returns to the brand page they were on; member-only areas send them home.
  const stay = siteMode === 'brand' && !pathname.startsWith('/auth/');
  const redirectTo = stay ? `${pathname}${search}` : '/';

  return (
    <>
      <MemberBox
        ref={boxRef}
        tabIndex={-1}
        className="outline-none"
        name={profile.data.memNm}
        gender={memberGender(profile.data.memGender)}
        products={memberProducts(list)}
        rewardProductId={DEFAULT_STUDY_PRODUCT}
        currentProductId={current?.prodCd}
        // A gated member type (spec §4: 지도휴회, 교재만 구매...) is not offered the study or reward area, which would
        // only send them to /study/ignore; until the products come, the box offers them as before.
        canStudy={!products.data || canStudy(current?.memTpDtl.memTp)}
        words={memberWords}
        onSelectProduct={(id, product) => {
          if (!studiesOnLegacySite(id)) {
            void navigate('/study');
            return;
          }
          if (!links.data || !purunet.data) {
            void notify(legacySiteWords.title, legacySiteWords.loading);
            return;
          }
          // The info call answers empty when it fails (spec §8): the member's credentials are not known.
          if (!purunet.data.memLoginId) {
            void queryClient.invalidateQueries({ queryKey: accountQueries.purunetInfo(api).queryKey });
            void notify(legacySiteWords.title, legacySiteWords.noMemberInfo);
            return;
          }
          const url = legacySiteUrl(links.data.legacy[id], purunet.data);
          if (url) window.open(url, '_blank', 'noopener,noreferrer');
          else void notify(legacySiteWords.title, legacySiteWords.notConfigured(product.name));
        }}
        onOpenReview={() => {
          setReviewLoaded(true);
          setReviewOpen(true);
        }}
        onLogout={() => void navigate(`/auth/logoutAndRedirect?redirect=${encodeURIComponent(redirectTo)}`)}
      />
      {reviewLoaded ? (
        <Suspense fallback={null}>
          <ReviewPopup open={reviewOpen} onOpenChange={setReviewOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
