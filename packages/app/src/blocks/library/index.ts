export {
  type LibraryWords,
  type LibraryShelfWords,
  type LibraryRecordsWords,
  type LibraryGrammarWords,
  type LibraryCardWords,
  type LibraryViewerWords,
} from './words';
export type {
  LibraryListItem,
  LibrarySearch,
  LibrarySearchType,
  LibraryFilter,
  LibraryNeighbour,
  LibraryListState,
  LibraryListBaseProps,
} from './types';
export { LibraryPlayButton, type LibraryPlayButtonProps } from './parts';
export { LibraryShelf, type LibraryShelfProps } from './library-shelf';
export { LibraryRecords, type LibraryRecordsProps } from './library-records';
export { LibraryGrammarList, type LibraryGrammarListProps } from './library-grammar-list';
export { LibraryCardList, type LibraryCardListProps } from './library-card-list';
export { LibraryViewer, type LibraryViewerProps } from './library-viewer';
