/**
 * The header's signed-in box (spec §2 Header): greeting, products, the review popup and logout. Loaded lazily by
 * site-header.tsx, so that signed-out pages do not carry its menu and dialogs.
 */
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { productQueries, profileQueries, selectCurrentProduct } from '@buddy/api';
import type { SiteMode } from '@buddy/domain';
import { MemberBox } from '@buddy/ui/member-box';
import { useApp } from '../app/context';
import { memberWords } from '../app/words';
import { ReviewPopup } from '../pages/study/review-popup';
import { memberGender, memberProducts } from './member-view';
import { MemberAreaPending } from './member-pending';

/** The signed-in box: greeting by the profile's name, the products (EBP preferred), logout via the logout route. */
export default function MemberArea({ siteMode }: { siteMode: SiteMode }) {
  const { api } = useApp();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const profile = useQuery(profileQueries.me(api));
  const products = useQuery(productQueries.all(api));
  const [reviewOpen, setReviewOpen] = useState(false);

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
