import { useId, useState } from 'react';
import { Check, ChevronDown } from 'lucide-react';
import { cva } from 'class-variance-authority';
import { PAGE_SIZES } from '@buddy/domain';
import { cn } from '@buddy/ui/utils';
import { BoardSearchForm } from '../board';
import { paragraphsOf } from '../board/notice-detail';
import { Pagination } from '@buddy/ui/pagination';
import { Status } from '@buddy/ui/status';
import { faqWords } from './words';

/** One question and its answer (the API's Faq fits, with faqNo as id). */
export interface FaqItem {
  id: number;
  question: string;
  /** Plain text, paragraphs separated by a blank line; never HTML. */
  answer: string;
  /** A short label shown with the question, e.g. the type it belongs to when a list holds several types. */
  tag?: string;
}

export type FaqSearchType = 'TD' | 'T' | 'D';

/** The FAQ's search: question and answer (TD), the question (T) or the answer (D), and the text. */
export interface FaqSearch {
  srchTp: FaqSearchType;
  srchText: string;
}

export type FaqListProps = {
  state: 'loading' | 'error' | 'ready';
  /** The FAQ types, shown as a row of pill buttons (the domain's FAQ_TYPES fit). */
  types: readonly { value: string; label: string }[];
  /** The current type. */
  type: string;
  /** Another type was pressed (the caller resets page and search). */
  onTypeChange: (type: string) => void;
  items?: readonly FaqItem[];
  totalCount?: number;
  page?: number;
  /** Rows per page (default PAGE_SIZES.default). */
  pageRow?: number;
  onPageChange: (page: number) => void;
  /** The address of a page: the pagination's steps are then links (the page in the address). */
  pageHref?: (page: number) => string;
  /** The search that produced the list (the form starts from it). */
  search: FaqSearch;
  /** A search was submitted with the trimmed text (the page goes back to 1, the caller's business). */
  onSearch: (search: FaqSearch) => void;
  onRetry?: () => void;
  /** The heading level of each question (default 3: under the page's h1 and the section's h2). */
  headingLevel?: 2 | 3 | 4;
  words?: Partial<typeof faqWords>;
  className?: string;
};

/** A type button: a large pill, filled with a check mark when it is the current type (not by colour alone). */
export const faqTypeVariants = cva(
  [
    'inline-flex cursor-pointer items-center justify-center gap-1.5 rounded-full border-2 text-center font-semibold break-keep',
    'transition-[background-color,border-color,color] duration-(--duration-menu) ease-out',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'data-[state=off]:border-border data-[state=off]:bg-surface data-[state=off]:text-text data-[state=off]:hover:border-primary data-[state=off]:hover:text-primary',
    'data-[state=on]:border-primary data-[state=on]:bg-primary data-[state=on]:font-bold data-[state=on]:text-primary-foreground',
    '[&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: { size: { md: 'min-h-11 px-4 text-base', lg: 'min-h-12 px-5 text-lg' } },
    defaultVariants: { size: 'md' },
  },
);

/**
 * The customer centre's FAQ (spec §3 FAQ state): the types as pill buttons, the search form (question+answer,
 * question or answer), the total, an accordion of questions (several open at once; all close when the list changes)
 * with each answer's paragraphs as text (never HTML), the kit's pagination, and loading, empty and error states.
 */
export function FaqList({
  state,
  types,
  type,
  onTypeChange,
  items = [],
  totalCount = 0,
  page = 1,
  pageRow = PAGE_SIZES.default,
  onPageChange,
  pageHref,
  search,
  onSearch,
  onRetry,
  headingLevel = 3,
  words: wordsProp,
  className,
}: FaqListProps) {
  const words = { ...faqWords, ...wordsProp };
  const searched = search.srchText.trim() !== '';

  return (
    <div data-slot="faq-list" data-state={state} className={cn('flex flex-col gap-4 break-keep', className)}>
      <div role="group" aria-label={words.types} className="flex flex-wrap gap-2">
        {types.map((option) => {
          const current = option.value === type;
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={current}
              data-state={current ? 'on' : 'off'}
              data-size="md"
              className={faqTypeVariants({ size: 'md' })}
              onClick={() => {
                if (!current) onTypeChange(option.value);
              }}
            >
              {current ? <Check aria-hidden="true" /> : null}
              {option.label}
            </button>
          );
        })}
      </div>
      {/* Keyed by the search: a new one from outside (a new type, back/forward) starts the form again. */}
      <BoardSearchForm
        key={`${type}|${search.srchTp}|${search.srchText}`}
        search={search}
        onSearch={(next) => onSearch({ srchTp: next.srchTp, srchText: next.srchText })}
        words={words}
      />
      <p className="m-0 text-sm text-muted" aria-live="polite">
        {state === 'ready' ? words.total(totalCount) : null}
      </p>
      {state === 'loading' ? (
        <Status state="loading" message={words.loading} />
      ) : state === 'error' ? (
        <Status state="error" message={words.error} retryLabel={words.retry} onRetry={onRetry} />
      ) : items.length === 0 ? (
        <Status state="empty" message={searched ? words.emptySearch : words.empty} />
      ) : (
        // Keyed by what produced the list: a new type, page or search closes every answer.
        <FaqAccordion
          key={`${type}|${page}|${search.srchTp}|${search.srchText}`}
          items={items}
          headingLevel={headingLevel}
          words={words}
        />
      )}
      {state === 'ready' && totalCount > 0 ? (
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

function FaqAccordion({
  items,
  headingLevel,
  words,
}: {
  items: readonly FaqItem[];
  headingLevel: 2 | 3 | 4;
  words: typeof faqWords;
}) {
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (itemId: number) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (!next.delete(itemId)) next.add(itemId);
      return next;
    });
  const Heading = `h${headingLevel}` as const;

  return (
    <ul aria-label={words.list} className="m-0 flex list-none flex-col border-t-2 border-text/70 p-0">
      {items.map((item) => {
        const expanded = open.has(item.id);
        const questionId = `${id}-q${item.id}`;
        const answerId = `${id}-a${item.id}`;
        return (
          <li
            key={item.id}
            data-slot="faq-item"
            data-state={expanded ? 'open' : 'closed'}
            className="group border-b border-border"
          >
            <Heading className="m-0 text-lg font-semibold">
              <button
                type="button"
                id={questionId}
                aria-expanded={expanded}
                aria-controls={answerId}
                // With a tag, the name reads it first with a separator ('회원 정보: …'); an inline hidden separator
                // would be read with spaces around it.
                aria-label={item.tag ? `${item.tag}${words.tagSeparator}${item.question}` : undefined}
                onClick={() => toggle(item.id)}
                className={cn(
                  'flex min-h-14 w-full cursor-pointer items-start gap-3 px-2 py-3 text-left leading-normal break-keep text-text',
                  'hover:bg-surface-muted focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus',
                  'desktop:px-4',
                )}
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-base font-bold text-primary-foreground"
                >
                  {words.questionMark}
                </span>
                <span className="flex min-w-0 flex-1 flex-col items-start gap-1 pt-0.5">
                  {item.tag ? (
                    <span
                      data-slot="faq-tag"
                      className="rounded-full bg-primary-soft px-2.5 py-0.5 text-sm font-semibold text-primary"
                    >
                      {item.tag}
                    </span>
                  ) : null}
                  <span>{item.question}</span>
                </span>
                <ChevronDown
                  aria-hidden="true"
                  className="mt-1 size-6 shrink-0 text-muted transition-transform duration-(--duration-menu) group-data-[state=open]:rotate-180"
                />
              </button>
            </Heading>
            <div
              id={answerId}
              data-slot="faq-answer"
              data-state={expanded ? 'open' : 'closed'}
              hidden={!expanded}
              className={cn(
                'flex items-start gap-3 bg-surface-muted px-2 py-4 desktop:px-4',
                'motion-safe:data-[state=open]:animate-[fade-in_var(--duration-fade)_ease-out]',
              )}
            >
              <span
                aria-hidden="true"
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-base font-bold text-primary"
              >
                {words.answerMark}
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-3 pt-0.5 text-base leading-relaxed break-keep">
                <span className="sr-only">{words.answer}</span>
                {paragraphsOf(item.answer).map((paragraph, index) => (
                  <p key={index} className="m-0 whitespace-pre-line">
                    {paragraph}
                  </p>
                ))}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
