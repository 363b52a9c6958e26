/**
 * Every word the FAQ list shows (spec §3 FAQ state), in Korean by default. FaqList takes a `words` prop with any entry
 * replaced, so another language can reuse it.
 */
import type { PaginationWords } from '@buddy/ui/pagination';

export const faqWords = {
  /** Name of the group of type buttons. */
  types: '질문 유형',
  searchLabel: '자주 묻는 질문 검색',
  searchType: '검색 조건',
  searchTypes: { TD: '질문+답변', T: '질문', D: '답변' } as Record<'TD' | 'T' | 'D', string>,
  searchText: '검색어',
  searchPlaceholder: '궁금한 말을 입력해 주세요',
  search: '검색',
  /** Name of the list of questions. */
  list: '자주 묻는 질문 목록',
  /** The marks before a question and its answer (shown, hidden from screen readers). */
  questionMark: 'Q',
  answerMark: 'A',
  /** Read between an item's tag and its question by screen readers ('회원 정보: 비밀번호를 잊었어요'). */
  tagSeparator: ': ',
  /** Read before an answer by screen readers (the 'A' mark is hidden from them). */
  answer: '답변',
  total: (count: number) => `전체 ${count}개`,
  empty: '이 유형에는 아직 질문이 없어요.',
  emptySearch: '찾는 질문이 없어요. 다른 검색어로 찾아 보세요.',
  loading: '자주 묻는 질문을 불러오고 있어요.',
  error: '자주 묻는 질문을 불러오지 못했어요.',
  retry: '다시 불러오기',
  pagination: {
    label: '페이지 이동',
    first: '첫 페이지',
    previous: '이전 페이지',
    next: '다음 페이지',
    last: '마지막 페이지',
    page: (page: number) => `${page} 페이지`,
  } as PaginationWords,
};

export type FaqWords = typeof faqWords;
