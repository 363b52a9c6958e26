/** The parts every library list shares: the frame (search, total, states, pages), the play button, a length. */
import { useEffect, useRef } from 'react';
import type * as React from 'react';
import { Film, Pause, Play } from 'lucide-react';
import { cva } from 'class-variance-authority';
import { cn } from '@buddy/ui/utils';
import { BoardSearchForm, type BoardSearchWords } from '../board';
import { Spinner } from '@buddy/ui/button';
import { Pagination, type PaginationWords } from '@buddy/ui/pagination';
import { Status } from '@buddy/ui/status';
import { useAudioPlayer } from '@buddy/ui/test-paper';
import type { LibraryListState, LibrarySearch } from './types';
import { libraryDuration, libraryIsoDuration } from './words';

/** The words the frame needs: the search form's, the total, the states and the pages. */
export type LibraryFrameWords = Partial<BoardSearchWords> & {
  total: (count: number) => string;
  loading: string;
  error: string;
  retry: string;
  empty: string;
  emptySearch: string;
  pagination: PaginationWords;
};

export interface LibraryListFrameProps {
  slot: string;
  state: LibraryListState;
  /** How many items the page holds (0: the empty state). */
  itemCount: number;
  totalCount: number;
  page: number;
  pageRow: number;
  onPageChange: (page: number) => void;
  /** The address of a page: the pagination's steps are then links (the page in the address). */
  pageHref?: (page: number) => string;
  search: LibrarySearch;
  onSearch: (search: LibrarySearch) => void;
  onRetry?: () => void;
  /** A search or a filter is active: the empty state says so. */
  searched: boolean;
  /** Without search form, total and pages (a signed-out visitor's preview). */
  bare?: boolean;
  /** Above the search form (the sound tracks' filter). */
  filters?: React.ReactNode;
  /** Above the list (the preview's note). */
  note?: React.ReactNode;
  /** What loading looks like: skeletons of the list's own rows or cards. */
  skeleton: React.ReactNode;
  words: LibraryFrameWords;
  className?: string;
  /** The list of the ready state. */
  children: React.ReactNode;
}

/**
 * A library list's frame, as FaqList lays its own: the search form (kept from the search that produced the list),
 * the total, loading (skeletons and a busy status), error (Status with retry), empty (other words while searching),
 * the list, and the kit's pagination.
 */
export function LibraryListFrame({
  slot,
  state,
  itemCount,
  totalCount,
  page,
  pageRow,
  onPageChange,
  pageHref,
  search,
  onSearch,
  onRetry,
  searched,
  bare = false,
  filters,
  note,
  skeleton,
  words,
  className,
  children,
}: LibraryListFrameProps) {
  return (
    <div
      data-slot={slot}
      data-state={state}
      className={cn('flex min-w-0 flex-col gap-4 break-keep', className)}
    >
      {filters}
      {bare ? null : (
        // Keyed by the search: a new one from outside (back/forward, a link) starts the form again.
        <BoardSearchForm
          key={`${search.srchTp}|${search.srchText}`}
          search={search}
          onSearch={(next) => onSearch({ srchTp: next.srchTp, srchText: next.srchText })}
          words={words}
        />
      )}
      {bare ? null : (
        <p className="m-0 text-sm text-muted" aria-live="polite">
          {state === 'ready' ? words.total(totalCount) : null}
        </p>
      )}
      {note}
      {state === 'loading' ? (
        <div role="status" aria-busy="true" className="flex flex-col gap-4">
          <p className="m-0 flex items-center gap-2 text-muted">
            <Spinner className="size-5 text-primary" />
            {words.loading}
          </p>
          <div aria-hidden="true">{skeleton}</div>
        </div>
      ) : state === 'error' ? (
        <Status state="error" message={words.error} retryLabel={words.retry} onRetry={onRetry} />
      ) : itemCount === 0 ? (
        <Status state="empty" message={searched ? words.emptySearch : words.empty} />
      ) : (
        children
      )}
      {!bare && state === 'ready' && totalCount > 0 ? (
        <Pagination
          page={page}
          totalCount={totalCount}
          pageRow={pageRow}
          onPageChange={onPageChange}
          pageHref={pageHref}
          words={words.pagination}
        />
      ) : null}
    </div>
  );
}

/** A length as text ('1분 20초'), read with its label ('재생 시간 1분 20초'). */
export function LibraryDuration({
  ms,
  label,
  format = libraryDuration,
  className,
}: {
  ms: number;
  label: string;
  format?: (ms: number) => string;
  className?: string;
}) {
  return (
    <span data-slot="library-duration" className={cn('tabular-nums', className)}>
      <span className="sr-only">{label} </span>
      <time dateTime={libraryIsoDuration(ms)}>{format(ms)}</time>
    </span>
  );
}

/**
 * An item's drawing on a soft course tint (decorative: the title names the item), or a film mark without one. Loaded
 * when it nears the screen, except with `priority` (the first row of a list: the page's largest picture on a phone,
 * asked for at once and first).
 */
export function LibraryThumb({
  src,
  className,
  priority = false,
}: {
  src: string | null;
  className?: string;
  priority?: boolean;
}) {
  return (
    <span
      data-slot="library-thumb"
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-lg bg-course-soft text-course-strong',
        className,
      )}
    >
      {src ? (
        <img
          src={src}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          className="h-3/4 w-3/4 object-contain"
        />
      ) : (
        <Film aria-hidden="true" className="size-1/3" />
      )}
    </span>
  );
}

/** The round play button: big (56 px) in rows, filled in the course colour while its sound plays or is paused. */
export const libraryPlayButtonVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center rounded-full border-2 shadow-soft',
    'motion-safe:transition-[background-color,border-color,color] motion-safe:duration-(--duration-menu)',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'data-[state=stop]:border-course-strong data-[state=stop]:bg-surface data-[state=stop]:text-course-strong data-[state=stop]:hover:bg-course-soft',
    'data-[state=ended]:border-course-strong data-[state=ended]:bg-surface data-[state=ended]:text-course-strong data-[state=ended]:hover:bg-course-soft',
    'data-[state=play]:border-course-strong data-[state=play]:bg-course-strong data-[state=play]:text-course-foreground',
    'data-[state=pause]:border-course-strong data-[state=pause]:bg-course-strong data-[state=pause]:text-course-foreground',
  ],
  {
    variants: {
      size: { md: 'size-12 [&_svg]:size-6', lg: 'size-14 [&_svg]:size-7' },
    },
    defaultVariants: { size: 'lg' },
  },
);

export interface LibraryPlayButtonProps {
  /** A unique owner id on the page's player. */
  id: string;
  src: string;
  /** The item's title: the button's name says which sound it plays. */
  title: string;
  words: {
    play: (title: string) => string;
    pause: (title: string) => string;
    resume: (title: string) => string;
  };
  size?: 'md' | 'lg';
  className?: string;
}

/**
 * Plays one item's sound on the page's AudioPlayerProvider (one sound at a time): another sound stops when this one
 * starts. Pressed again it pauses, then resumes; its name says what pressing does ('… 듣기', '… 일시정지',
 * '… 이어 듣기') and its look fills while it plays. Its sound stops when it goes away (another page).
 */
export function LibraryPlayButton({ id, src, title, words, size = 'lg', className }: LibraryPlayButtonProps) {
  const player = useAudioPlayer();
  const status = player.statusOf(id);
  const label =
    status === 'play' ? words.pause(title) : status === 'pause' ? words.resume(title) : words.play(title);

  const latest = useRef(player);
  useEffect(() => {
    latest.current = player;
  }, [player]);
  useEffect(
    () => () => {
      if (latest.current.ownerId === id && latest.current.busy) latest.current.stop();
    },
    [id],
  );

  function onClick() {
    if (status === 'play') player.pause();
    else if (status === 'pause') player.resume();
    else {
      if (player.busy) player.stop();
      player.play(id, src);
    }
  }

  return (
    <button
      type="button"
      data-slot="library-play-button"
      data-state={status}
      data-size={size}
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cn(libraryPlayButtonVariants({ size }), className)}
    >
      {status === 'play' ? (
        <Pause aria-hidden="true" fill="currentColor" />
      ) : (
        <Play aria-hidden="true" fill="currentColor" className="translate-x-0.5" />
      )}
    </button>
  );
}

/** An item's title: the English title (in the children's face) and the Korean one under it. */
export function LibraryItemTitle({
  level,
  title,
  titleKo,
  className,
  children,
}: {
  level: 2 | 3 | 4;
  title: string;
  titleKo: string;
  className?: string;
  /** In place of the plain title (e.g. a link holding it). */
  children?: (content: React.ReactNode) => React.ReactNode;
}) {
  const Heading = `h${level}` as const;
  const content = (
    <>
      <span lang="en" className="block font-kid text-xl leading-snug font-bold text-text">
        {title}
      </span>
      <span className="block text-base leading-normal font-medium text-muted">{titleKo}</span>
    </>
  );
  return (
    <Heading className={cn('m-0 min-w-0 break-keep [overflow-wrap:anywhere]', className)}>
      {children ? children(content) : content}
    </Heading>
  );
}
