import { useId, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { Link } from '../link';

export type PaginationWords = {
  /** Name of the navigation landmark, e.g. '페이지 이동'. */
  label: string;
  first: string;
  previous: string;
  next: string;
  last: string;
  /** Accessible name of a page number button, e.g. (3) => '3 페이지'. */
  page: (page: number) => string;
  /** Label of the go-to-page field (shown when `jump` is on), e.g. '페이지 번호'. */
  jumpLabel?: string;
  /** Text of the go-to-page button, e.g. '이동'. */
  jumpSubmit?: string;
};

export type PaginationProps = Omit<ComponentProps<'nav'>, 'onChange'> & {
  /** The current page (1-based). Out-of-range values are shown clamped. */
  page: number;
  totalCount: number;
  /** Rows per page (default 10). */
  pageRow?: number;
  /** How many page numbers show at once (default 10; pages come in blocks of this size). */
  blockSize?: number;
  /** Show a go-to-page field: below 1 goes to 1, beyond the total goes to the last page (spec §4 Other). */
  jump?: boolean;
  /**
   * The address of a page: every step is then a link (through the kit's `LinkProvider`, so in the app a navigation in
   * the page), for a list whose page is in its address — it can be opened in a new tab, shared and gone back to.
   * Called with a page within 1..last.
   */
  pageHref?: (page: number) => string;
  /**
   * Called with a page that is always within 1..last: by the steps when there is no `pageHref` (then they are
   * buttons), and by the go-to-page field.
   */
  onPageChange?: (page: number) => void;
  words: PaginationWords;
};

/** How many pages `totalCount` rows make at `pageRow` a page: at least one, so an empty list has its page 1. */
function pageCount(totalCount: number, pageRow: number): number {
  const usable = Number.isFinite(totalCount) && totalCount > 0 && Number.isFinite(pageRow) && pageRow > 0;
  return usable ? Math.max(1, Math.ceil(totalCount / pageRow)) : 1;
}

/** A page within 1..last: below 1 (or not a number) is 1, beyond the last is the last, a fraction is its floor. */
function pageWithin(page: number, last: number): number {
  return Number.isFinite(page) && page >= 1 ? Math.min(Math.floor(page), last) : 1;
}

/** The page numbers of the block that holds `page`: blocks of `blockSize`, e.g. 11..20. */
export function pageBlock(page: number, last: number, blockSize: number): number[] {
  const size = Math.max(1, Math.floor(blockSize));
  const start = Math.floor((page - 1) / size) * size + 1;
  const end = Math.min(last, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/**
 * The order in which a block's page numbers appear as the pagination gets room: the current page first, then its
 * neighbours, next and previous in turn (a side that runs out gives its turn to the other). `revealOrder(pages, c)[i]`
 * is the rank of `pages[i]`; rank 0 is the current page.
 */
export function revealOrder(pages: number[], current: number): number[] {
  const at = Math.max(0, pages.indexOf(current));
  const ranks = pages.map(() => 0);
  let below = at;
  let above = at;
  for (let rank = 1; rank < pages.length; rank++) {
    const takeAbove = above < pages.length - 1 && (above - at <= at - below || below === 0);
    if (takeAbove) ranks[++above] = rank;
    else ranks[--below] = rank;
  }
  return ranks;
}

/**
 * A page number of rank r shows only when the navigation is wide enough for all four arrows and r + 1 numbers on one
 * row: (4 + r + 1) buttons of 2.75rem with 0.25rem gaps, i.e. (5 + r) × 3rem − 0.25rem. Container queries on the
 * navigation (not the viewport), so a pagination in a narrow column behaves like one on a phone; pure CSS, so the
 * prerendered HTML and the hydrated page are the same. Hidden numbers are display:none and leave the tab order. The
 * current page (rank 0) always shows. A 390 px phone with 16 px margins (358 px) fits 3 numbers; 5 would need 428 px.
 * Ranks from 9 share the last step, so a `blockSize` above 10 may still wrap at middling widths.
 */
const revealClass = [
  '',
  'hidden @min-[17.75rem]:block',
  'hidden @min-[20.75rem]:block',
  'hidden @min-[23.75rem]:block',
  'hidden @min-[26.75rem]:block',
  'hidden @min-[29.75rem]:block',
  'hidden @min-[32.75rem]:block',
  'hidden @min-[35.75rem]:block',
  'hidden @min-[38.75rem]:block',
  'hidden @min-[41.75rem]:block',
] as const;

interface StepOptions {
  disabled?: boolean;
  current?: boolean;
  className?: string;
}

/** The current page number is filled with the primary colour; the rest are quiet. */
const currentPageClass =
  'tabular-nums aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground aria-[current=page]:hover:bg-primary';

export function Pagination({
  page,
  totalCount,
  pageRow = 10,
  blockSize = 10,
  jump = false,
  pageHref,
  onPageChange,
  words,
  className,
  ...props
}: PaginationProps) {
  const last = pageCount(totalCount, pageRow);
  const current = pageWithin(page, last);
  const pages = pageBlock(current, last, blockSize);
  const ranks = revealOrder(pages, current);
  const go = (target: number) => {
    const next = pageWithin(target, last);
    if (next !== current || next !== page) onPageChange?.(next);
  };
  /** A step to `target`: a link to its address with `pageHref`, else a button; disabled, always a button. */
  const step = (
    target: number,
    label: string,
    content: ReactNode,
    { disabled = false, current: isCurrent = false, className: stepClass }: StepOptions = {},
  ) => {
    const common = {
      variant: 'ghost',
      size: 'icon',
      className: stepClass,
      'aria-label': label,
      'aria-current': isCurrent ? ('page' as const) : undefined,
    } as const;
    if (pageHref && !disabled)
      return (
        <Button asChild {...common}>
          <Link variant="plain" href={pageHref(pageWithin(target, last))}>
            {content}
          </Link>
        </Button>
      );
    return (
      <Button {...common} disabled={disabled} onClick={() => go(target)}>
        {content}
      </Button>
    );
  };

  return (
    <nav
      aria-label={words.label}
      data-slot="pagination"
      className={cn('@container flex w-full flex-wrap items-center justify-center gap-3', className)}
      {...props}
    >
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {step(1, words.first, <ChevronsLeft aria-hidden="true" className="size-5" />, {
            disabled: current <= 1,
          })}
        </li>
        <li>
          {step(current - 1, words.previous, <ChevronLeft aria-hidden="true" className="size-5" />, {
            disabled: current <= 1,
          })}
        </li>
        {pages.map((n, i) => (
          <li key={n} className={revealClass[Math.min(ranks[i] ?? 0, revealClass.length - 1)] || undefined}>
            {step(n, words.page(n), n, { current: n === current, className: currentPageClass })}
          </li>
        ))}
        <li>
          {step(current + 1, words.next, <ChevronRight aria-hidden="true" className="size-5" />, {
            disabled: current >= last,
          })}
        </li>
        <li>
          {step(last, words.last, <ChevronsRight aria-hidden="true" className="size-5" />, {
            disabled: current >= last,
          })}
        </li>
      </ul>
      {jump ? <PageJump words={words} onJump={go} /> : null}
    </nav>
  );
}

function PageJump({ words, onJump }: { words: PaginationWords; onJump: (page: number) => void }) {
  const id = useId();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (trimmed === '') return;
    onJump(Number(trimmed));
    setValue('');
  };
  return (
    <form className="flex items-center gap-2" onSubmit={submit}>
      <label htmlFor={id} className="text-sm text-muted">
        {words.jumpLabel}
      </label>
      <input
        id={id}
        inputMode="numeric"
        value={value}
        onChange={(event) => setValue(event.target.value.replace(/[^\d-]/g, ''))}
        className="h-11 w-16 rounded-sm border border-border bg-surface px-2 text-center tabular-nums"
      />
      <Button type="submit" variant="outline">
        {words.jumpSubmit}
      </Button>
    </form>
  );
}
