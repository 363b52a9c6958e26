/**
 * Every word the branch finder and a branch's page show (spec §3 Branch), in Korean by default. Each component takes
 * a `words` prop with any entry replaced, so another language can reuse them.
 */
import type { PaginationWords } from '@buddy/ui/pagination';

export const branchWords = {
  finder: {
    searchLabel: '지점 찾기',
    office: '지역',
    allOffices: '전체 지역',
    /** The select's own line while the office list is on its way. */
    officesLoading: '지역 목록을 불러오고 있어요',
    /** The select's retry line when the office list could not be loaded. */
    officesError: '지역 목록을 불러오지 못했어요. 다시 시도',
    /** Shown in the select for a chosen office whose name is not known yet (the list is still loading). */
    officePending: '불러오는 중…',
    text: '지점 이름이나 주소',
    textPlaceholder: '예: 강남, 해운대로',
    search: '검색',
    list: '지점 목록',
    total: (count: number) => `전체 ${count}곳`,
    /** The accessible name of a branch's phone link (the number follows it). */
    call: (name: string) => `${name} 전화 걸기`,
    address: '주소',
    phone: '전화',
    empty: '아직 등록된 지점이 없어요.',
    emptySearch: '찾는 지점이 없어요. 다른 지역이나 이름으로 찾아 보세요.',
    loading: '지점 목록을 불러오고 있어요.',
    error: '지점 목록을 불러오지 못했어요.',
    retry: '다시 불러오기',
    pagination: {
      label: '페이지 이동',
      first: '첫 페이지',
      previous: '이전 페이지',
      next: '다음 페이지',
      last: '마지막 페이지',
      page: (page: number) => `${page} 페이지`,
    } as PaginationWords,
  },
  detail: {
    office: '지역',
    address: '주소',
    phone: '전화',
    call: (name: string) => `${name} 전화 걸기`,
    hours: '운영 시간',
    intro: '지점 소개',
    map: '지도에서 보기',
    newWindow: '새 창 열림',
    list: '목록',
  },
};

export type BranchWords = typeof branchWords;

/** A phone number as a tel: address (digits and a leading +, nothing else). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
