/**
 * The my-page frame and sub-navigation (spec §2 Study area, mypage): the six pages of the study menu's 마이페이지
 * (learning, attendance, report, speech, inquiries, memo), the current one marked. The boards' pages can pass
 * <MypageNav /> as their frame's nav.
 */
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { STUDY_MENU, type MenuItem } from '@buddy/domain';
import { cn, Link } from '@buddy/ui';
import { MYPAGE_WORDS as WORDS } from './mypage-words';

/** The my-page entries of the study menu (labels and paths of spec §2). */
export const MYPAGE_MENU: readonly MenuItem[] =
  STUDY_MENU.find((item) => item.path.startsWith('/study/mypage'))?.children ?? [];

/** The menu label of a my-page path ('' when the menu lacks it). */
export function mypageLabel(path: string): string {
  return MYPAGE_MENU.find((item) => item.path === path)?.label ?? '';
}

export function MypageNav({ className }: { className?: string }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={WORDS.nav} className={cn('overflow-x-auto', className)}>
      <ul className="m-0 flex list-none gap-2 p-0">
        {MYPAGE_MENU.map((item) => {
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

/** The page frame: the sub-navigation, the h1 (the menu's label) with its lead, then the page. */
export function MypageFrame({ path, lead, children }: { path: string; lead: string; children: ReactNode }) {
  const title = mypageLabel(path);
  useEffect(() => {
    document.title = `${title} - ${WORDS.site}`;
  }, [title]);
  return (
    <section aria-labelledby="mypage-title" className="flex flex-col gap-6 py-10">
      <MypageNav />
      <header className="flex flex-col gap-2 rounded-lg bg-primary-soft p-6">
        <p className="m-0 text-sm font-semibold text-primary">{WORDS.area}</p>
        <h1 id="mypage-title" className="m-0 text-2xl font-bold text-text desktop:text-3xl">
          {title}
        </h1>
        <p className="m-0 text-base text-text">{lead}</p>
      </header>
      {children}
    </section>
  );
}
