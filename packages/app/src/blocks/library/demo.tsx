/**
 * Stateful stand-ins of the app around the library lists, for stories and tests: each keeps the page, search (and
 * filter), and searches and pages the sample items as the server would. The lists that play sounds get the page's
 * AudioPlayerProvider.
 */
import { useState } from 'react';
import { PAGE_SIZES } from '@buddy/domain';
import { AudioPlayerProvider } from '@buddy/ui/test-paper';
import {
  libraryHref,
  matches,
  noFilter,
  noSearch,
  sampleCards,
  sampleGrammar,
  sampleRecords,
  sampleVideos,
} from './fixtures';
import { LibraryCardList } from './library-card-list';
import { LibraryGrammarList } from './library-grammar-list';
import { LibraryRecords } from './library-records';
import { LibraryShelf } from './library-shelf';
import type { LibraryFilter, LibraryListItem, LibraryListState, LibrarySearch } from './types';

interface DemoProps {
  state?: LibraryListState;
  /** The whole (server-side) list; the demo searches and pages it. */
  source?: readonly LibraryListItem[];
  initialPage?: number;
  initialSearch?: LibrarySearch;
  pageRow?: number;
  onPageChange?: (page: number) => void;
  onSearch?: (search: LibrarySearch) => void;
  onRetry?: () => void;
}

/** The page and search of a demo, and the page of items they select. */
function useListState(
  { initialPage = 1, initialSearch = noSearch, onPageChange, onSearch }: DemoProps,
  source: readonly LibraryListItem[],
  pageRow: number,
  filter: (entry: LibraryListItem) => boolean = () => true,
) {
  const [page, setPage] = useState(initialPage);
  const [search, setSearch] = useState<LibrarySearch>(initialSearch);
  const found = source.filter((entry) => filter(entry) && matches(entry, search));
  const props = {
    items: found.slice((page - 1) * pageRow, page * pageRow),
    totalCount: found.length,
    page,
    pageRow,
    search,
    onPageChange: (next: number) => {
      onPageChange?.(next);
      setPage(next);
    },
    onSearch: (next: LibrarySearch) => {
      onSearch?.(next);
      setSearch(next);
      setPage(1);
    },
  };
  return { props, setPage };
}

const frame = 'mx-auto max-w-[1020px] p-4';

export function ShelfDemo({ preview, ...props }: DemoProps & { preview?: { loginHref?: string } }) {
  const list = useListState(props, props.source ?? sampleVideos, props.pageRow ?? PAGE_SIZES.video);
  return (
    <main className={frame}>
      <LibraryShelf
        state={props.state ?? 'ready'}
        {...list.props}
        // A signed-out visitor's preview: page 1 with the first five (spec §4).
        items={preview ? list.props.items.slice(0, 5) : list.props.items}
        onRetry={props.onRetry}
        hrefFor={libraryHref}
        preview={preview}
      />
    </main>
  );
}

export function RecordsDemo({
  initialFilter = noFilter,
  onFilterChange,
  ...props
}: DemoProps & { initialFilter?: LibraryFilter; onFilterChange?: (filter: LibraryFilter) => void }) {
  const [filter, setFilter] = useState(initialFilter);
  const list = useListState(
    props,
    props.source ?? sampleRecords,
    props.pageRow ?? PAGE_SIZES.default,
    (entry) =>
      (!filter.course || entry.course === filter.course) &&
      (!filter.step || String(entry.step) === filter.step) &&
      (!filter.week || String(entry.week) === filter.week),
  );
  return (
    <AudioPlayerProvider>
      <main className={frame}>
        <LibraryRecords
          state={props.state ?? 'ready'}
          {...list.props}
          onRetry={props.onRetry}
          filter={filter}
          onFilterChange={(next) => {
            onFilterChange?.(next);
            setFilter(next);
            list.setPage(1);
          }}
        />
      </main>
    </AudioPlayerProvider>
  );
}

export function GrammarDemo({
  onOpenLecture,
  ...props
}: DemoProps & { onOpenLecture?: (id: number) => void }) {
  const list = useListState(props, props.source ?? sampleGrammar, props.pageRow ?? PAGE_SIZES.default);
  return (
    <main className={frame}>
      <LibraryGrammarList
        state={props.state ?? 'ready'}
        {...list.props}
        onRetry={props.onRetry}
        onOpenLecture={(id) => onOpenLecture?.(id)}
      />
    </main>
  );
}

export function CardsDemo(props: DemoProps) {
  const list = useListState(props, props.source ?? sampleCards, props.pageRow ?? PAGE_SIZES.default);
  return (
    <AudioPlayerProvider>
      <main className={frame}>
        <LibraryCardList state={props.state ?? 'ready'} {...list.props} onRetry={props.onRetry} />
      </main>
    </AudioPlayerProvider>
  );
}
