/**
 * The review popup 복습하기 (spec §2 Header; §7 GET /mypage/studies/prgrs/review; §8 '로드를 하지 못했습니다.'),
 * opened from the member box. The entries load when it opens; a reviewable step opens the study home at week 1.
 */
import { useQuery } from '@tanstack/react-query';
import { studyQueries } from '@buddy/api';
import { MESSAGES } from '@buddy/domain';
import { ReviewDialog } from '../../blocks/study-home';
import { useApp } from '../../app/context';
import { studyHomeHref } from '../../routes/study-links';
import { reviewCourses } from './study-view';

export function ReviewPopup({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { api } = useApp();
  // Fresh each time it opens: studying today may have made a step reviewable.
  const review = useQuery({ ...studyQueries.review(api), enabled: open, staleTime: 0 });
  const state = review.isError ? 'error' : review.data ? 'ready' : 'loading';
  return (
    <ReviewDialog
      open={open}
      onOpenChange={onOpenChange}
      state={state}
      entries={review.data ? reviewCourses(review.data) : undefined}
      hrefFor={(course, step) => studyHomeHref({ course, step, week: 1 })}
      onNavigate={() => onOpenChange(false)}
      onRetry={() => void review.refetch()}
      words={{ limit: MESSAGES.reviewLimit, failed: MESSAGES.reviewLoadFailed }}
    />
  );
}
