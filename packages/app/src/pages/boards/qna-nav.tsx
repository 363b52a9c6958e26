/**
 * The Q&A sub-navigation (spec §2 Study area, qna): 문의하기 and 자료실 from the study menu, the current one marked.
 * It has the look of the my-page menu (MypageNav), which the inquiries and memo pages use.
 */
import { useLocation } from 'react-router';
import { STUDY_MENU, type MenuItem } from '@buddy/domain';
import { cn, Link } from '@buddy/ui';
import { BOARD_PAGE_WORDS as WORDS } from './board-words';

/** The Q&A entries of the study menu (labels and paths of spec §2). */
export const QNA_MENU: readonly MenuItem[] =
  STUDY_MENU.find((item) => item.path.startsWith('/study/qna'))?.children ?? [];

export function QnaNav({ className }: { className?: string }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={WORDS.qnaNav} className={cn('overflow-x-auto', className)}>
      <ul className="m-0 flex list-none gap-2 p-0">
        {QNA_MENU.map((item) => {
          const current = pathname === item.path || pathname.startsWith(`${item.path}/`);
          return (
            <li key={item.path}>
              <Link
                variant="plain"
                href={item.path}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-full border-2 border-border bg-surface px-4 font-semibold whitespace-nowrap text-text',
                  'hover:border-primary hover:text-primary',
                  'aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground',
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
