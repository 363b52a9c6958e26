/**
 * The my-page frame and sub-navigation (spec §2 Study area, mypage): the six pages of the study menu's 마이페이지
 * (learning, attendance, report, speech, inquiries, memo), the current one marked. The boards' pages can pass
 * <MypageNav /> as their frame's nav.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { STUDY_MENU, type MenuItem } from '@buddy/domain';
import { SubNav } from '@buddy/ui/sub-nav';
import { AreaFrame } from './area-frame';

/** The frame's own words (the pages' words are in pages/mypage/mypage-words.ts). */
export const MYPAGE_FRAME_WORDS = {
  area: '마이페이지',
  nav: '마이페이지 메뉴',
} as const;
const WORDS = MYPAGE_FRAME_WORDS;

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
    <SubNav
      label={WORDS.nav}
      items={MYPAGE_MENU.map((item) => ({ label: item.label, href: item.path }))}
      currentPath={pathname}
      className={className}
    />
  );
}

/** The page frame: the sub-navigation, the h1 (the menu's label) with its lead, then the page. */
export function MypageFrame({ path, lead, children }: { path: string; lead: string; children: ReactNode }) {
  return (
    <AreaFrame id="mypage-title" nav={<MypageNav />} area={WORDS.area} title={mypageLabel(path)} lead={lead}>
      {children}
    </AreaFrame>
  );
}
