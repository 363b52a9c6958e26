/** The frame of every board page: the area's menu, the area's name over the h1, a lead, then the page. */
import { useEffect, type ReactNode } from 'react';
import { MypageNav } from '../../layouts/mypage-nav';
import { BOARD_PAGE_WORDS as WORDS } from './board-words';
import { QnaNav } from './qna-nav';

/** Sets the window title while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} - ${WORDS.site}`;
  }, [title]);
}

/** Where a board page sits: my page (its menu) or the Q&A (its menu). */
export type BoardArea = 'mypage' | 'qna';

export function BoardPage({
  area,
  title,
  lead,
  children,
}: {
  area: BoardArea;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <section aria-labelledby="board-page-title" className="flex flex-col gap-6 py-10">
      {area === 'mypage' ? <MypageNav /> : <QnaNav />}
      <header className="flex flex-col gap-2 rounded-lg bg-primary-soft p-6">
        <p className="m-0 text-sm font-semibold text-primary">{WORDS.areas[area]}</p>
        <h1 id="board-page-title" className="m-0 text-2xl font-bold text-text desktop:text-3xl">
          {title}
        </h1>
        {lead ? <p className="m-0 text-base text-text">{lead}</p> : null}
      </header>
      {children}
    </section>
  );
}
