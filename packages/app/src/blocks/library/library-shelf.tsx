import { Info, LogIn, Play } from 'lucide-react';
import { PAGE_SIZES } from '@buddy/domain';
import { cn } from '@buddy/ui/utils';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { LibraryDuration, LibraryItemTitle, LibraryListFrame, LibraryThumb } from './parts';
import type { LibraryListBaseProps } from './types';
import { libraryWords } from './words';

export type LibraryShelfProps = LibraryListBaseProps & {
  /** Videos per page (default PAGE_SIZES.video, 6). */
  pageRow?: number;
  /** Where a video opens (its viewer). */
  hrefFor: (id: number) => string;
  /**
   * A signed-out visitor's preview (spec §4: the first five videos): a note says so, with the login link when given;
   * no search, total or pages.
   */
  preview?: { loginHref?: string };
  words?: Partial<typeof libraryWords.shelf>;
};

/** The grid: two a row on a phone (spec §9), three from 1024 px. */
const gridClass = 'm-0 grid list-none grid-cols-2 gap-3 p-0 sm:gap-4 lg:grid-cols-3';
/** The widest row of the grid: its pictures are loaded at once, the others as they near the screen. */
const FIRST_ROW = 3;

/**
 * The video library (spec §3 Library, videos): the search form, a grid of video cards (drawing, play mark, length,
 * English and Korean title), each card one link to the video's viewer, the kit's pagination, and loading (skeleton
 * cards), empty and error states. A signed-out visitor sees a preview note in place of search and pages.
 */
export function LibraryShelf({
  state,
  items = [],
  totalCount = 0,
  page = 1,
  pageRow = PAGE_SIZES.video,
  onPageChange,
  search,
  onSearch,
  onRetry,
  hrefFor,
  preview,
  headingLevel = 3,
  words: wordsProp,
  className,
}: LibraryShelfProps) {
  const words = { ...libraryWords.shelf, ...wordsProp };
  const note = preview ? (
    <div
      data-slot="library-preview-note"
      className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-lg border-2 border-primary/30 bg-primary-soft px-4 py-3"
    >
      <p className="m-0 flex min-w-0 flex-1 basis-64 items-start gap-2 text-base leading-relaxed text-text">
        <Info aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
        <span className="min-w-0">{words.preview}</span>
      </p>
      {preview.loginHref ? (
        <Button asChild variant="primary">
          <Link href={preview.loginHref} variant="plain">
            <LogIn aria-hidden="true" />
            {words.login}
          </Link>
        </Button>
      ) : null}
    </div>
  ) : null;

  return (
    <LibraryListFrame
      slot="library-shelf"
      state={state}
      itemCount={items.length}
      totalCount={totalCount}
      page={page}
      pageRow={pageRow}
      onPageChange={onPageChange}
      search={search}
      onSearch={onSearch}
      onRetry={onRetry}
      searched={search.srchText.trim() !== ''}
      bare={Boolean(preview)}
      note={note}
      skeleton={
        <ul className={gridClass}>
          {Array.from({ length: preview ? 3 : Math.min(pageRow, 6) }, (_, index) => (
            <li
              key={index}
              className="flex flex-col overflow-hidden rounded-xl border border-border bg-surface"
            >
              <span className="aspect-video bg-surface-muted" />
              <span className="m-3 h-5 w-2/3 rounded-sm bg-surface-muted sm:m-4" />
              <span className="mx-4 mb-4 h-4 w-1/3 rounded-sm bg-surface-muted" />
            </li>
          ))}
        </ul>
      }
      words={words}
      className={className}
    >
      <ul aria-label={words.list} className={gridClass}>
        {items.map((item, index) => (
          <li
            key={item.id}
            data-slot="library-video-card"
            data-course={item.course?.toLowerCase() || undefined}
            className={cn(
              'group relative flex min-w-0 flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-soft',
              'motion-safe:transition-[border-color,box-shadow] motion-safe:duration-(--duration-menu)',
              'hover:border-course-strong hover:shadow-pop',
              'has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-focus',
            )}
          >
            <div className="relative">
              {/* The first row (two cards on a phone, three on a computer) is what a child sees first. */}
              <LibraryThumb
                src={item.thumbnail}
                priority={index < FIRST_ROW}
                className="aspect-video w-full rounded-none"
              />
              <span
                aria-hidden="true"
                className={cn(
                  'absolute bottom-2 left-2 flex size-10 items-center justify-center rounded-full bg-course-shape text-course-foreground shadow-pop sm:size-12',
                  'motion-safe:transition-transform motion-safe:duration-(--duration-menu) motion-safe:group-hover:scale-110',
                )}
              >
                <Play className="size-5 translate-x-0.5 sm:size-6" fill="currentColor" />
              </span>
              <LibraryDuration
                ms={item.durationMs}
                label={words.durationLabel}
                format={words.duration}
                className="absolute right-2 bottom-3 rounded-full bg-text px-2.5 py-0.5 text-sm font-semibold text-surface"
              />
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-1 p-3 sm:p-4">
              <LibraryItemTitle level={headingLevel} title={item.title} titleKo={item.titleKo}>
                {(content) => (
                  // The whole card opens the video: the link's area covers it (its ring is the card's).
                  <Link
                    href={hrefFor(item.id)}
                    variant="plain"
                    className="block after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
                  >
                    {content}
                  </Link>
                )}
              </LibraryItemTitle>
              {/* Two cards a row leave a phone's card no room for the summary: the title says what it is. */}
              {item.summary ? (
                <p className="m-0 hidden text-sm leading-relaxed text-muted sm:block">{item.summary}</p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </LibraryListFrame>
  );
}
