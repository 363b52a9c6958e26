/** The frame of every board page: the area's menu, the area's name over the h1, a lead, then the page. */
import type { ReactNode } from 'react';
import { AreaFrame } from '../../layouts/area-frame';
import { MypageNav } from '../../layouts/mypage-nav';
import { BOARD_PAGE_WORDS as WORDS } from './board-words';
import { QnaNav } from './qna-nav';

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
  return (
    <AreaFrame
      id="board-page-title"
      nav={area === 'mypage' ? <MypageNav /> : <QnaNav />}
      area={WORDS.areas[area]}
      title={title}
      lead={lead}
    >
      {children}
    </AreaFrame>
  );
}
