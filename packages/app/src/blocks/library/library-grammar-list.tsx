import type * as React from 'react';
import { FileCheck, FileText, MonitorPlay } from 'lucide-react';
import { cva } from 'class-variance-authority';
import { PAGE_SIZES } from '@buddy/domain';
import { cn } from '@buddy/ui/utils';
import { LibraryDuration, LibraryItemTitle, LibraryListFrame, LibraryThumb } from './parts';
import type { LibraryListBaseProps } from './types';
import { libraryWords } from './words';

export type LibraryGrammarListProps = LibraryListBaseProps & {
  /** Lectures per page (default PAGE_SIZES.default, 10). */
  pageRow?: number;
  /** '강의 보기' was pressed: open the lecture (the app's viewer or dialog). */
  onOpenLecture: (id: number) => void;
  words?: Partial<typeof libraryWords.grammar>;
};

/**
 * An action of a lecture row: on a phone the three share the row, icon over a short label (학습지 / 동영상 강의 /
 * 정답, as the spec names them); from 901 px they sit side by side with the longer labels.
 */
export const grammarActionVariants = cva(
  [
    'inline-flex min-w-0 cursor-pointer items-center justify-center rounded-md border-2 text-center font-semibold break-keep',
    'motion-safe:transition-[background-color,border-color,color] motion-safe:duration-(--duration-menu)',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'flex-col gap-1 px-1 py-2 text-sm min-h-16 desktop:min-h-11 desktop:flex-row desktop:gap-2 desktop:px-4 desktop:text-base',
    '[&_svg]:size-5 [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary: 'border-primary bg-primary text-primary-foreground shadow-soft hover:brightness-110',
        outline: 'border-border bg-surface text-text hover:border-primary hover:text-primary',
      },
    },
    defaultVariants: { variant: 'outline' },
  },
);

/** The long label from 901 px, the short one below (only the shown one is part of the name). */
function Labels({ long, short }: { long: string; short: string }) {
  return (
    <>
      <span className="desktop:hidden">{short}</span>
      <span className="max-desktop:hidden">{long}</span>
    </>
  );
}

/**
 * The grammar lectures (spec §3 Library, grammar): the search form, rows with the English and Korean title and the
 * summary, and three actions: the worksheet and its answers (documents in a new window, said in their names) and the
 * lecture (onOpenLecture). The kit's pagination, and loading, empty and error states.
 */
export function LibraryGrammarList({
  state,
  items = [],
  totalCount = 0,
  page = 1,
  pageRow = PAGE_SIZES.default,
  onPageChange,
  search,
  onSearch,
  onRetry,
  onOpenLecture,
  headingLevel = 3,
  words: wordsProp,
  className,
}: LibraryGrammarListProps) {
  const words = { ...libraryWords.grammar, ...wordsProp };
  const sheet = (href: string, long: string, short: string, icon: React.ReactNode, title: string) => (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-slot="grammar-sheet-link"
      className={grammarActionVariants({ variant: 'outline' })}
    >
      {icon}
      <span>
        <span className="sr-only">{title} </span>
        <Labels long={long} short={short} />
        <span className="sr-only"> {words.newWindow}</span>
      </span>
    </a>
  );

  return (
    <LibraryListFrame
      slot="library-grammar-list"
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
            <li key={index} className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
              <span className="h-5 w-1/2 rounded-sm bg-surface-muted" />
              <span className="h-4 w-3/4 rounded-sm bg-surface-muted" />
              <span className="h-11 w-full rounded-md bg-surface-muted desktop:w-1/2" />
            </li>
          ))}
        </ul>
      }
      words={words}
      className={className}
    >
      <ul aria-label={words.list} className="m-0 flex list-none flex-col gap-3 p-0">
        {items.map((item) => (
          <li
            key={item.id}
            data-slot="library-grammar-item"
            data-course={item.course?.toLowerCase() || undefined}
            className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-soft desktop:flex-row desktop:items-center desktop:gap-5"
          >
            <div className="flex min-w-0 flex-1 items-start gap-4">
              {item.thumbnail ? (
                <LibraryThumb src={item.thumbnail} className="size-16 desktop:size-20" />
              ) : null}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <LibraryItemTitle level={headingLevel} title={item.title} titleKo={item.titleKo} />
                {item.summary ? (
                  <p className="m-0 text-base leading-relaxed text-text">{item.summary}</p>
                ) : null}
                {item.durationMs > 0 ? (
                  <LibraryDuration
                    ms={item.durationMs}
                    label={words.durationLabel}
                    format={words.duration}
                    className="text-sm text-muted"
                  />
                ) : null}
              </div>
            </div>
            <div className="grid shrink-0 grid-cols-3 gap-2 desktop:flex desktop:flex-wrap desktop:justify-end">
              {item.worksheet
                ? sheet(
                    item.worksheet,
                    words.worksheet,
                    words.worksheetShort,
                    <FileText aria-hidden="true" />,
                    item.title,
                  )
                : null}
              <button
                type="button"
                data-slot="grammar-lecture-button"
                onClick={() => onOpenLecture(item.id)}
                className={cn(grammarActionVariants({ variant: 'primary' }))}
              >
                <MonitorPlay aria-hidden="true" />
                <span>
                  <span className="sr-only">{item.title} </span>
                  <Labels long={words.lecture} short={words.lectureShort} />
                </span>
              </button>
              {item.answer
                ? sheet(
                    item.answer,
                    words.answer,
                    words.answerShort,
                    <FileCheck aria-hidden="true" />,
                    item.title,
                  )
                : null}
            </div>
          </li>
        ))}
      </ul>
    </LibraryListFrame>
  );
}
