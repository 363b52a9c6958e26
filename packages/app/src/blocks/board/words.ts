/**
 * Every word the board components show (inquiries, memos and the site Q&A; spec §3 Inquiry, Memo, Site Q&A), in
 * Korean by default. Each component takes a `words` prop with any entry replaced, so another language can reuse them.
 */
import { BOARD_LABELS, BOARD_SEARCH_TYPES, seoulDate } from '@buddy/domain';

/** 2026.05.04 (the Seoul date of an instant in epoch milliseconds). */
export function boardDate(at: number): string {
  return seoulDate(new Date(at)).replaceAll('-', '.');
}

export const boardWords = {
  date: boardDate,
  answered: '답변 완료',
  waiting: '답변 대기',
  list: {
    caption: '글 목록',
    number: '번호',
    contentType: '유형',
    title: '제목',
    date: '작성일',
    status: '답변 상태',
    pinned: '중요',
    write: '글쓰기',
    searchLabel: '글 검색',
    searchType: '검색 조건',
    searchTypes: BOARD_SEARCH_TYPES as Record<'TD' | 'T' | 'D', string>,
    searchText: '검색어',
    searchPlaceholder: '검색어를 입력해 주세요',
    search: '검색',
    contentTypeFilter: '문의 유형',
    allTypes: '전체',
    total: (count: number) => `전체 ${count}개`,
    empty: '아직 쓴 글이 없어요.',
    emptySearch: '찾는 글이 없어요. 다른 검색어로 찾아 보세요.',
    loading: '목록을 불러오고 있어요.',
    error: '목록을 불러오지 못했어요.',
    retry: '다시 불러오기',
  },
  detail: {
    contentType: '문의 유형',
    date: '작성일',
    answerHeading: '선생님 답변',
    answerDate: '답변일',
    waitingNote: '아직 답변을 준비하고 있어요. 조금만 기다려 주세요.',
    answeredNote: '답변이 달린 글은 고칠 수 없어요.',
    edit: '수정',
    delete: '삭제',
    list: '목록',
    deleteConfirm: '이 글을 지울까요? 지운 글은 되돌릴 수 없어요.',
  },
  notice: {
    pinned: '중요',
    date: '등록일',
    neighbours: '이전 글과 다음 글',
    next: '다음 글',
    prev: '이전 글',
    noNext: '다음 글이 없어요.',
    noPrev: '이전 글이 없어요.',
    list: '목록',
  },
  form: {
    contentType: BOARD_LABELS.contentType,
    contentTypePlaceholder: '문의 유형을 골라 주세요',
    title: BOARD_LABELS.title,
    titlePlaceholder: '제목을 입력해 주세요',
    content: BOARD_LABELS.content,
    contentPlaceholder: '궁금한 점을 자세히 적어 주세요',
    counter: (length: number, max: number) => `${length} / ${max}자`,
    submit: '등록',
    save: '저장',
    cancel: '취소',
  },
  memo: {
    heading: '메모',
    writeLabel: '새 메모',
    writePlaceholder: '잊지 말아야 할 것을 적어 보세요',
    write: '메모 남기기',
    counter: (length: number, max: number) => `${length} / ${max}자`,
    listLabel: '메모 목록',
    check: '완료',
    checkLabel: (excerpt: string) => `완료: ${excerpt}`,
    edit: '수정',
    editLabel: (excerpt: string) => `메모 고치기: ${excerpt}`,
    save: '저장',
    cancel: '취소',
    delete: '삭제',
    deleteLabel: (excerpt: string) => `메모 지우기: ${excerpt}`,
    deleteConfirm: '이 메모를 지울까요?',
    empty: '아직 메모가 없어요. 첫 메모를 남겨 보세요.',
    loading: '메모를 불러오고 있어요.',
    error: '메모를 불러오지 못했어요.',
    retry: '다시 불러오기',
  },
  pagination: {
    label: '페이지 이동',
    first: '첫 페이지',
    previous: '이전 페이지',
    next: '다음 페이지',
    last: '마지막 페이지',
    page: (page: number) => `${page} 페이지`,
  },
};

export type BoardWords = typeof boardWords;

/** The first words of a text, for accessible names of per-item buttons (one line, at most 20 characters). */
export function excerpt(text: string, max = 20): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max)}…` : line;
}
