import { useId } from 'react';
import type * as React from 'react';
import { ArrowLeft, ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@buddy/ui/utils';
import { Button } from '@buddy/ui/button';
import { ReadingCards, type ReadingCardsProps } from '../daily-study/reading-cards';
import { SlideShowPlayer, type SlideShowPlayerProps } from '../daily-study/slide-show-player';
import { Link } from '@buddy/ui/link';
import { LibraryDuration } from './parts';
import type { LibraryListItem, LibraryNeighbour } from './types';
import { libraryWords } from './words';

export interface LibraryViewerProps extends Omit<React.ComponentProps<'article'>, 'children' | 'title'> {
  item: LibraryListItem;
  /** video: the slide show with its sound (daily study's SlideShowPlayer); ebook: a picture book to page through. */
  kind: 'video' | 'ebook';
  /** A sung video (anisong, anichant, chant, song): the lyrics are listed with the current line highlighted. */
  lyrics?: boolean;
  /** The list the item was opened from ('목록으로'). */
  backHref: string;
  /** The items before and after it in the list, or null at either end. */
  prev?: LibraryNeighbour | null;
  next?: LibraryNeighbour | null;
  /** Where a neighbour opens. */
  hrefFor: (id: number) => string;
  /** The level of the item's title (default 2: under the page's h1). */
  headingLevel?: 1 | 2 | 3;
  words?: Partial<typeof libraryWords.viewer>;
  /** The player's or the book's own words (daily study's), e.g. in another language. */
  playerWords?: SlideShowPlayerProps['words'];
  bookWords?: ReadingCardsProps['words'];
}

/**
 * One video or ebook of the library (spec §3 Library): a link back to the list, the English and Korean title, the
 * summary, where it belongs and its length; then the video (the slide show plays each line's sound and shows the
 * line, with the Korean on demand) or the ebook (one page at a time, read aloud on demand); and links to the previous
 * and next items. Needs an AudioPlayerProvider around it.
 */
export function LibraryViewer({
  item,
  kind,
  lyrics = false,
  backHref,
  prev = null,
  next = null,
  hrefFor,
  headingLevel = 2,
  words: wordsProp,
  playerWords,
  bookWords,
  className,
  ...props
}: LibraryViewerProps) {
  const words = { ...libraryWords.viewer, ...wordsProp };
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const place = words.place(item.course, item.step, item.week);
  const neighbours = [
    { key: 'prev', label: words.prev, none: words.noPrev, item: prev, Icon: ChevronLeft },
    { key: 'next', label: words.next, none: words.noNext, item: next, Icon: ChevronRight },
  ] as const;

  return (
    <article
      data-slot="library-viewer"
      data-variant={kind}
      data-course={item.course?.toLowerCase() || undefined}
      aria-labelledby={`${id}-title`}
      className={cn('flex min-w-0 flex-col gap-5 break-keep', className)}
      {...props}
    >
      <div>
        <Button asChild variant="outline">
          <Link href={backHref} variant="plain">
            <ArrowLeft aria-hidden="true" />
            {words.back}
          </Link>
        </Button>
      </div>
      <header className="flex flex-col gap-2 border-b-2 border-text/70 pb-4">
        <Heading id={`${id}-title`} className="m-0 flex min-w-0 flex-col gap-1 [overflow-wrap:anywhere]">
          <span lang="en" className="font-kid text-3xl leading-tight font-bold text-text desktop:text-4xl">
            {item.title}
          </span>
          <span className="text-xl leading-normal font-semibold text-muted">{item.titleKo}</span>
        </Heading>
        {item.summary ? <p className="m-0 text-lg leading-relaxed text-text">{item.summary}</p> : null}
        <p className="m-0 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          {place ? (
            <span className="rounded-full border border-course-strong px-2.5 py-0.5 font-semibold text-course-strong">
              {place}
            </span>
          ) : null}
          {item.durationMs > 0 ? (
            <LibraryDuration ms={item.durationMs} label={words.durationLabel} format={words.duration} />
          ) : null}
        </p>
      </header>
      {kind === 'video' ? (
        <SlideShowPlayer
          key={item.id}
          title={item.title}
          slides={item.slides}
          lyrics={lyrics}
          words={playerWords}
        />
      ) : (
        <ReadingCards
          key={item.id}
          title={item.title}
          slides={item.slides}
          markable={false}
          words={{
            label: words.bookLabel,
            card: words.page,
            previous: words.previousPage,
            next: words.nextPage,
            listen: words.listen,
            listenLabel: words.listenLabel,
            ...bookWords,
          }}
          className="rounded-xl bg-course-soft p-3 desktop:p-5"
        />
      )}
      <nav aria-label={words.neighbours}>
        <ul className="m-0 grid list-none grid-cols-1 gap-3 p-0 sm:grid-cols-2">
          {neighbours.map(({ key, label, none, item: neighbour, Icon }) => (
            <li key={key} className={cn('flex min-w-0', key === 'next' && 'sm:justify-end')}>
              {neighbour ? (
                <Link
                  href={hrefFor(neighbour.id)}
                  variant="plain"
                  rel={key}
                  className={cn(
                    'flex min-h-14 w-full min-w-0 items-center gap-3 rounded-lg border-2 border-border bg-surface px-4 py-2',
                    'hover:border-course-strong hover:text-course-strong',
                    key === 'next' && 'flex-row-reverse text-right',
                  )}
                >
                  <Icon aria-hidden="true" className="size-6 shrink-0" />
                  <span className="flex min-w-0 flex-col">
                    <span className="text-sm font-semibold text-muted">{label}</span>
                    <span lang="en" className="font-kid text-lg font-semibold [overflow-wrap:anywhere]">
                      {neighbour.title}
                    </span>
                  </span>
                </Link>
              ) : (
                <p
                  className={cn(
                    'm-0 flex min-h-14 w-full items-center rounded-lg border-2 border-dashed border-border px-4 text-muted',
                    key === 'next' && 'justify-end',
                  )}
                >
                  {none}
                </p>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
