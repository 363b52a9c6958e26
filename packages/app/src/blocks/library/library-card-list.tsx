import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { PAGE_SIZES } from '@buddy/domain';
import { cn } from '@buddy/ui/utils';
import { Button } from '@buddy/ui/button';
import { ReadingCards, type ReadingCardsProps } from '../daily-study/reading-cards';
import { LibraryItemTitle, LibraryListFrame, LibraryPlayButton, LibraryThumb } from './parts';
import type { LibraryListBaseProps } from './types';
import { libraryWords } from './words';

export type LibraryCardListProps = LibraryListBaseProps & {
  /** Items per page (default PAGE_SIZES.default, 10). */
  pageRow?: number;
  words?: Partial<typeof libraryWords.cards>;
  /** The cards' own words (daily study's ReadingCards), e.g. in another language. */
  cardWords?: ReadingCardsProps['words'];
};

/**
 * Reading, reading skill, phonics, words and sentence patterns (spec §3 Library): the search form, rows with the
 * drawing, English and Korean title, summary, a play button when the item has a sound, and '열기', which shows the
 * item's cards in place (daily study's ReadingCards: picture, sentence, its sound, the Korean on demand). One item is
 * open at a time; another page or search closes it. Needs an AudioPlayerProvider around it.
 */
export function LibraryCardList({
  state,
  items = [],
  totalCount = 0,
  page = 1,
  pageRow = PAGE_SIZES.default,
  onPageChange,
  search,
  onSearch,
  onRetry,
  headingLevel = 3,
  words: wordsProp,
  cardWords,
  className,
}: LibraryCardListProps) {
  const words = { ...libraryWords.cards, ...wordsProp };
  const id = useId();
  const listKey = `${page}|${search.srchTp}|${search.srchText}`;
  // The open item, for the list that produced it: another page or search closes it.
  const [open, setOpen] = useState<{ key: string; id: number } | null>(null);
  const openId = open?.key === listKey ? open.id : null;

  return (
    <LibraryListFrame
      slot="library-card-list"
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
      skeleton={
        <ul className="m-0 flex list-none flex-col gap-3 p-0">
          {[0, 1, 2].map((index) => (
            <li
              key={index}
              className="flex items-center gap-4 rounded-xl border border-border bg-surface p-3"
            >
              <span className="size-20 shrink-0 rounded-lg bg-surface-muted" />
              <span className="flex flex-1 flex-col gap-2">
                <span className="h-5 w-1/2 rounded-sm bg-surface-muted" />
                <span className="h-4 w-3/4 rounded-sm bg-surface-muted" />
              </span>
            </li>
          ))}
        </ul>
      }
      words={words}
      className={className}
    >
      <ul aria-label={words.list} className="m-0 flex list-none flex-col gap-3 p-0">
        {items.map((item) => {
          const expanded = openId === item.id;
          const panelId = `${id}-cards-${item.id}`;
          return (
            <li
              key={item.id}
              data-slot="library-card-item"
              data-state={expanded ? 'open' : 'closed'}
              data-course={item.course?.toLowerCase() || undefined}
              className={cn(
                'flex min-w-0 flex-col rounded-xl border-2 border-border bg-surface shadow-soft',
                'data-[state=open]:border-course-strong',
              )}
            >
              <div className="flex flex-wrap items-center gap-x-4 gap-y-3 p-3 desktop:p-4">
                <LibraryThumb src={item.thumbnail} className="size-20" />
                <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1">
                  <LibraryItemTitle level={headingLevel} title={item.title} titleKo={item.titleKo} />
                  {item.summary ? (
                    <p className="m-0 text-base leading-relaxed text-text">{item.summary}</p>
                  ) : null}
                </div>
                <div className="flex shrink-0 items-center gap-2 max-desktop:w-full max-desktop:justify-end">
                  {item.audio ? (
                    <LibraryPlayButton
                      id={`${id}-sound-${item.id}`}
                      src={item.audio}
                      title={item.title}
                      words={words}
                      size="md"
                    />
                  ) : null}
                  {item.slides.length > 0 ? (
                    <Button
                      variant={expanded ? 'course' : 'outline'}
                      size="lg"
                      aria-expanded={expanded}
                      aria-controls={panelId}
                      onClick={() => setOpen(expanded ? null : { key: listKey, id: item.id })}
                      className="group"
                    >
                      <span className="sr-only">{item.title} </span>
                      {expanded ? words.close : words.open}
                      <ChevronDown
                        aria-hidden="true"
                        className="motion-safe:transition-transform motion-safe:duration-(--duration-menu) group-aria-expanded:rotate-180"
                      />
                    </Button>
                  ) : null}
                </div>
              </div>
              {item.slides.length > 0 ? (
                <div
                  id={panelId}
                  data-slot="library-card-panel"
                  hidden={!expanded}
                  className="border-t border-border bg-surface-muted p-3 motion-safe:animate-[fade-in_var(--duration-fade)_ease-out] desktop:p-5"
                >
                  {expanded ? (
                    <ReadingCards
                      title={item.title}
                      slides={item.slides}
                      markable={false}
                      words={{ label: words.cardsLabel, ...cardWords }}
                      className="mx-auto max-w-xl"
                    />
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </LibraryListFrame>
  );
}
