/**
 * Every word the library components show (spec §3 Library: videos, sound tracks, grammar lectures, reading, reading
 * skill, phonics, words and sentence patterns), in Korean by default. Each component takes a `words` prop with any
 * entry of its section replaced, so another language can reuse them.
 */
import { BOARD_SEARCH_TYPES } from '@buddy/domain';
import type { PaginationWords } from '@buddy/ui/pagination';

/** '1분 20초', '45초', '2분': a length in milliseconds, rounded to the second. */
export function libraryDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest}초`;
  return rest === 0 ? `${minutes}분` : `${minutes}분 ${rest}초`;
}

/** 'PT1M20S': the same length for a <time dateTime>. */
export function libraryIsoDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return `PT${minutes > 0 ? `${minutes}M` : ''}${seconds % 60}S`;
}

/** 'A코스 1단계 2주' (the parts that are known; '' when none is). */
export function libraryPlace(course: string | null, step: number | null, week: number | null): string {
  return [course ? `${course}코스` : '', step ? `${step}단계` : '', week ? `${week}주` : '']
    .filter(Boolean)
    .join(' ');
}

/** What every list shows: the search form, the total, the pages, the retry. */
const list = {
  searchLabel: '라이브러리 검색',
  searchType: '검색 조건',
  searchTypes: BOARD_SEARCH_TYPES as Record<'TD' | 'T' | 'D', string>,
  searchText: '검색어',
  searchPlaceholder: '찾고 싶은 제목을 입력해 주세요',
  search: '검색',
  total: (count: number) => `전체 ${count}개`,
  retry: '다시 불러오기',
  /** Read before a length by screen readers. */
  durationLabel: '재생 시간',
  duration: libraryDuration,
  place: libraryPlace,
  pagination: {
    label: '페이지 이동',
    first: '첫 페이지',
    previous: '이전 페이지',
    next: '다음 페이지',
    last: '마지막 페이지',
    page: (page: number) => `${page} 페이지`,
  } as PaginationWords,
};

/** A play button's names: they say what pressing does, and which item. */
const play = {
  play: (title: string) => `${title} 듣기`,
  pause: (title: string) => `${title} 일시정지`,
  resume: (title: string) => `${title} 이어 듣기`,
  /** The visible mark of the row that plays. */
  playing: '듣는 중',
  paused: '멈춤',
};

export const libraryWords = {
  shelf: {
    ...list,
    searchLabel: '영상 검색',
    /** Name of the grid of videos. */
    list: '영상 목록',
    loading: '영상을 불러오고 있어요.',
    error: '영상을 불러오지 못했어요.',
    empty: '아직 볼 수 있는 영상이 없어요.',
    emptySearch: '찾는 영상이 없어요. 다른 검색어로 찾아 보세요.',
    /** A signed-out visitor's preview (spec §4: the first five videos). */
    preview: '지금은 미리보기로 5편만 볼 수 있어요. 로그인하면 모든 영상을 볼 수 있어요.',
    login: '로그인하기',
  },
  records: {
    ...list,
    ...play,
    searchLabel: '버디음원 검색',
    list: '버디음원 목록',
    /** Name of the group of course, step and week selects. */
    filter: '음원 고르기',
    course: '코스',
    step: '단계',
    week: '주',
    all: '전체',
    courseOption: (course: string) => `${course}코스`,
    stepOption: (step: number) => `${step}단계`,
    weekOption: (week: number) => `${week}주`,
    sentences: '문장 보기',
    /** Name of a track's list of sentences. */
    sentencesLabel: (title: string) => `${title} 문장`,
    loading: '버디음원을 불러오고 있어요.',
    error: '버디음원을 불러오지 못했어요.',
    empty: '아직 들을 수 있는 음원이 없어요.',
    emptySearch: '찾는 음원이 없어요. 코스나 검색어를 바꿔 보세요.',
  },
  grammar: {
    ...list,
    searchLabel: '문법 강의 검색',
    list: '문법 강의 목록',
    /** On desktop: the longer labels; below 901 px: the spec's short ones. */
    worksheet: '학습지 보기',
    worksheetShort: '학습지',
    lecture: '강의 보기',
    lectureShort: '동영상 강의',
    answer: '정답 보기',
    answerShort: '정답',
    /** Added to the names of the links that open a new window. */
    newWindow: '(새 창)',
    loading: '문법 강의를 불러오고 있어요.',
    error: '문법 강의를 불러오지 못했어요.',
    empty: '아직 볼 수 있는 문법 강의가 없어요.',
    emptySearch: '찾는 강의가 없어요. 다른 검색어로 찾아 보세요.',
  },
  cards: {
    ...list,
    ...play,
    searchLabel: '학습 자료 검색',
    list: '학습 자료 목록',
    open: '열기',
    close: '닫기',
    loading: '학습 자료를 불러오고 있어요.',
    error: '학습 자료를 불러오지 못했어요.',
    empty: '아직 볼 수 있는 학습 자료가 없어요.',
    emptySearch: '찾는 자료가 없어요. 다른 검색어로 찾아 보세요.',
    /** The cards' own words (ReadingCards): browsing the library marks nothing as read. */
    cardsLabel: (title: string) => `${title} 카드`,
  },
  viewer: {
    durationLabel: list.durationLabel,
    duration: list.duration,
    place: list.place,
    back: '목록으로',
    neighbours: '이전 편과 다음 편',
    prev: '이전 편',
    next: '다음 편',
    noPrev: '첫 번째 편이에요.',
    noNext: '마지막 편이에요.',
    /** The ebook's pages (ReadingCards as a picture book). */
    bookLabel: (title: string) => `${title} 그림책`,
    page: (index: number, total: number) => `${index} / ${total}쪽`,
    previousPage: '이전 쪽',
    nextPage: '다음 쪽',
    listen: '읽어 주기',
    listenLabel: (text: string) => `${text} 읽어 주기`,
  },
};

export type LibraryWords = typeof libraryWords;
export type LibraryShelfWords = typeof libraryWords.shelf;
export type LibraryRecordsWords = typeof libraryWords.records;
export type LibraryGrammarWords = typeof libraryWords.grammar;
export type LibraryCardWords = typeof libraryWords.cards;
export type LibraryViewerWords = typeof libraryWords.viewer;
