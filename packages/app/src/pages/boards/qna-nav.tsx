/**
 * The Q&A sub-navigation (spec §2 Study area, qna): 문의하기 and 자료실 from the study menu, the current one marked.
 * The kit's SubNav, like the my-page menu (MypageNav) that the inquiries and memo pages use.
 */
import { useLocation } from 'react-router';
import { STUDY_MENU, type MenuItem } from '@buddy/domain';
import { SubNav } from '@buddy/ui/sub-nav';
import { BOARD_PAGE_WORDS as WORDS } from './board-words';

/** The Q&A entries of the study menu (labels and paths of spec §2). */
export const QNA_MENU: readonly MenuItem[] =
  STUDY_MENU.find((item) => item.path.startsWith('/study/qna'))?.children ?? [];

export function QnaNav({ className }: { className?: string }) {
  const { pathname } = useLocation();
  return (
    <SubNav
      label={WORDS.qnaNav}
      items={QNA_MENU.map((item) => ({ label: item.label, href: item.path }))}
      currentPath={pathname}
      className={className}
    />
  );
}
