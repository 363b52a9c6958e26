/** The shapes the library components take: the app maps the API's library items to them. */
import type { StudySlide } from '@buddy/domain';

/** One item of the library (a video, a sound track, a grammar lecture, a reading or word card set). */
export interface LibraryListItem {
  id: number;
  /** English title. */
  title: string;
  /** The title's Korean, shown under it. */
  titleKo: string;
  /** One Korean line: what the child meets in it. */
  summary: string;
  /** A drawing's address (shown decoratively: the title names the item), or null. */
  thumbnail: string | null;
  /** Where in the course it belongs (sound tracks and week-bound items), else null. */
  course: string | null;
  step: number | null;
  week: number | null;
  /** The one sound of a sound track, a phonics or a word item, else null. */
  audio: string | null;
  /** The whole length in milliseconds. */
  durationMs: number;
  /** Videos and ebooks: the show; grammar: the lecture; reading and word items: the cards. */
  slides: readonly StudySlide[];
  /** Grammar: the worksheet and its answer sheet (documents opened in a new window), else null. */
  worksheet: string | null;
  answer: string | null;
}

export type LibrarySearchType = 'TD' | 'T' | 'D';

/** A list's search: title and content (TD), the title (T) or the content (D), and the text. */
export interface LibrarySearch {
  srchTp: LibrarySearchType;
  srchText: string;
}

/** The sound tracks' filter: course, step and week as strings, '' for all. */
export interface LibraryFilter {
  course: string;
  step: string;
  week: string;
}

/** A neighbour of the item shown in the viewer. */
export interface LibraryNeighbour {
  id: number;
  title: string;
}

export type LibraryListState = 'loading' | 'error' | 'ready';

/** What every library list takes: its state, the page of items, pages and the search. */
export interface LibraryListBaseProps {
  state: LibraryListState;
  items?: readonly LibraryListItem[];
  totalCount?: number;
  page?: number;
  /** Rows per page. */
  pageRow?: number;
  onPageChange: (page: number) => void;
  /** The search that produced the list (the form starts from it). */
  search: LibrarySearch;
  /** A search was submitted with the trimmed text (the page goes back to 1, the caller's business). */
  onSearch: (search: LibrarySearch) => void;
  onRetry?: () => void;
  /** The heading level of each item's title (default 3: under the page's h1 and the section's h2). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}
