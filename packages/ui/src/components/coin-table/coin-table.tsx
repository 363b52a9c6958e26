import { useId, useRef, useState, type FormEvent } from 'react';
import type * as React from 'react';
import { CircleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { Pagination } from '../pagination';
import { Status } from '../status';
import { inputVariants } from '../text-field';
import { checkRange, quickRange, type CoinRange, type CoinRangeProblem } from './range';
import { calendarDateIn, coinTableWords, type CoinQuickRange, type CoinTableWords } from './words';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../table';

/** One change of a child's coins, in the table's words (the product maps its own records to it). */
export interface CoinEntry {
  /** Tells the entries apart. */
  id: number | string;
  /** What kind of change it was, as the product names it ('출석', '학습 활동', '아이템 구매'). */
  label: string;
  /** What it was for ('A코스 1단계 3주차 · 단어 학습'); may be empty. */
  description: string;
  /** Coins in (positive) or out (negative). */
  change: number;
  /** The balance just after it. */
  balance: number;
  /** When, as an ISO instant. */
  at: string;
}

export type CoinTableProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The page's entries, newest first; needed when ready. */
  entries: readonly CoinEntry[] | undefined;
  state: 'loading' | 'error' | 'ready';
  /** Entries in the whole range (for the count and the pages). */
  total: number;
  /** The current page, 1-based. */
  page: number;
  /** Entries per page (default 10). */
  pageSize?: number;
  onPageChange: (page: number) => void;
  /** The address of a page: the pagination's steps are then links (the page in the address). */
  pageHref?: (page: number) => string;
  /** The range the entries are for; the form starts from it (and starts again when it changes). */
  range: CoinRange;
  /** A valid range was asked for: by the form or a quick range (the page goes back to 1, the caller's business). */
  onSearch: (range: CoinRange) => void;
  onRetry?: () => void;
  /**
   * The time zone the dates are in (IANA, e.g. 'Asia/Seoul'): the entries' dates and times are shown in it and the
   * quick ranges end on its today. Default: the browser's.
   */
  timeZone?: string;
  /** Today, `YYYY-MM-DD`, where the quick ranges end (default: the clock's, in `timeZone`). */
  today?: string;
  words?: Partial<CoinTableWords>;
};

const quickRanges: readonly CoinQuickRange[] = ['week', 'month', 'quarter'];

/** A change of coins: its sign and number, coloured, and a word for screen readers ('받음' / '씀'). */
function CoinChange({
  point,
  words,
  withUnit = false,
  className,
}: {
  point: number;
  words: CoinTableWords;
  withUnit?: boolean;
  className?: string;
}) {
  const sign = point > 0 ? 'plus' : point < 0 ? 'minus' : 'zero';
  return (
    <span
      data-slot="coin-change"
      data-sign={sign}
      className={cn(
        'font-bold whitespace-nowrap tabular-nums data-[sign=minus]:text-danger data-[sign=plus]:text-success',
        className,
      )}
    >
      {words.change(point)}
      {withUnit ? ` ${words.unit}` : null}
      {sign === 'zero' ? null : (
        <span className="sr-only"> {sign === 'plus' ? words.earned : words.spent}</span>
      )}
    </span>
  );
}

/**
 * The coin history (the design card's "coin table"): a date-range search (시작일, 종료일,
 * 조회, and the quick ranges 1주일 / 1개월 / 3개월), then the entries: a table from 901 px (날짜 in the time zone's
 * `yyyy.MM.dd HH:mm`, 내용, 코인 with its sign, 잔액) and cards below it, never a squeezed table. A wrong range is
 * named under the form (linked to the fields by aria-describedby) and the focus goes to the first wrong field.
 * Loading shows skeleton rows, an error the kit's Status with a retry, no entries a friendly line; the kit's
 * Pagination below.
 */
export function CoinTable({
  entries,
  state,
  total,
  page,
  pageSize = 10,
  onPageChange,
  pageHref,
  range,
  onSearch,
  onRetry,
  timeZone,
  today,
  words: wordsProp,
  className,
  ...props
}: CoinTableProps) {
  const words = { ...coinTableWords, ...wordsProp };
  const rows = entries ?? [];
  const shown: 'loading' | 'error' | 'ready' = state === 'ready' && !entries ? 'loading' : state;

  return (
    <div
      data-slot="coin-table"
      data-state={shown}
      className={cn('flex min-w-0 flex-col gap-4 break-keep', className)}
      {...props}
    >
      <CoinRangeForm range={range} onSearch={onSearch} today={today} timeZone={timeZone} words={words} />
      <p className="m-0 min-h-6 text-sm text-muted" aria-live="polite">
        {shown === 'ready' ? words.total(total) : null}
      </p>
      {shown === 'loading' ? (
        <div role="status" aria-busy="true" data-slot="coin-table-skeleton">
          <span className="sr-only">{words.loading}</span>
          <ul
            aria-hidden="true"
            className="m-0 flex list-none flex-col gap-3 p-0 desktop:gap-0 desktop:border-t-2 desktop:border-text/70"
          >
            {[0, 1, 2, 3, 4].map((index) => (
              <li
                key={index}
                className="flex min-h-24 items-center gap-4 rounded-lg border border-border bg-surface p-4 desktop:min-h-16 desktop:rounded-none desktop:border-x-0 desktop:border-t-0 desktop:px-2 desktop:py-3"
              >
                <span className="hidden h-4 w-36 rounded-sm bg-surface-muted desktop:block" />
                <span className="flex flex-1 flex-col gap-2">
                  <span className="block h-4 w-1/3 rounded-sm bg-surface-muted" />
                  <span className="block h-3.5 w-1/2 rounded-sm bg-surface-muted" />
                </span>
                <span className="block h-5 w-14 rounded-sm bg-surface-muted" />
                <span className="hidden h-4 w-20 rounded-sm bg-surface-muted desktop:block" />
              </li>
            ))}
          </ul>
        </div>
      ) : shown === 'error' ? (
        <Status state="error" message={words.error} retryLabel={words.retry} onRetry={onRetry} />
      ) : rows.length === 0 ? (
        <Status state="empty" message={words.empty} />
      ) : (
        <>
          {/* Below 901 px: one card per entry. */}
          <ul
            aria-label={words.caption}
            data-slot="coin-cards"
            className="m-0 flex list-none flex-col gap-3 p-0 desktop:hidden"
          >
            {rows.map((entry) => (
              <li
                key={entry.id}
                data-slot="coin-card"
                className="flex min-w-0 items-start justify-between gap-3 rounded-lg border border-border bg-surface p-4 shadow-soft"
              >
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <p className="m-0 text-sm text-muted tabular-nums">
                    <span className="sr-only">{words.date} </span>
                    {words.dateValue(entry.at, timeZone)}
                  </p>
                  <p className="m-0 font-semibold text-text">{entry.label}</p>
                  {entry.description ? <p className="m-0 text-sm text-muted">{entry.description}</p> : null}
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1 text-right">
                  <CoinChange point={entry.change} words={words} withUnit className="text-lg" />
                  <p className="m-0 text-sm whitespace-nowrap text-muted tabular-nums">
                    {words.balance} {words.number(entry.balance)} {words.unit}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          {/* From 901 px: the table. */}
          <Table data-slot="coin-rows" className="hidden text-base desktop:table">
            <TableCaption>{words.caption}</TableCaption>
            <TableHeader>
              <TableRow look="head">
                <TableHead className="w-44 px-3 py-3 text-left font-semibold">{words.date}</TableHead>
                <TableHead className="px-3 py-3 text-left font-semibold">{words.content}</TableHead>
                <TableHead className="w-28 px-3 py-3 text-right font-semibold">{words.coins}</TableHead>
                <TableHead className="w-32 px-3 py-3 text-right font-semibold">{words.balance}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((entry) => (
                <TableRow key={entry.id} data-slot="coin-row">
                  <TableCell className="px-3 py-3 whitespace-nowrap text-muted tabular-nums">
                    {words.dateValue(entry.at, timeZone)}
                  </TableCell>
                  <TableCell className="px-3 py-3">
                    <span className="block font-semibold text-text">{entry.label}</span>
                    {entry.description ? (
                      <span className="block text-sm text-muted">{entry.description}</span>
                    ) : null}
                  </TableCell>
                  <TableCell className="px-3 py-3 text-right">
                    <CoinChange point={entry.change} words={words} />
                  </TableCell>
                  <TableCell className="px-3 py-3 text-right whitespace-nowrap text-text tabular-nums">
                    {words.number(entry.balance)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
      {shown === 'ready' && total > 0 ? (
        <Pagination
          page={page}
          totalCount={total}
          pageRow={pageSize}
          onPageChange={onPageChange}
          pageHref={pageHref}
          words={words.pagination}
        />
      ) : null}
    </div>
  );
}

/** The range search: two dates, 조회, and the quick ranges (which search at once). */
function CoinRangeForm({
  range,
  onSearch,
  today,
  timeZone,
  words,
}: {
  range: CoinRange;
  onSearch: (range: CoinRange) => void;
  today: string | undefined;
  timeZone: string | undefined;
  words: CoinTableWords;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  const [given, setGiven] = useState(range);
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<CoinRangeProblem | null>(null);
  // A new range from outside (a quick range, back/forward): the fields start from it again.
  if (given.from !== range.from || given.to !== range.to) {
    setGiven(range);
    setFrom(range.from);
    setTo(range.to);
    setProblem(null);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = { from, to };
    const found = checkRange(next);
    setProblem(found);
    if (found) {
      (found.field === 'from' ? fromRef : toRef).current?.focus();
      return;
    }
    onSearch(next);
  };
  const quick = (kind: CoinQuickRange) => {
    const next = quickRange(kind, today ?? calendarDateIn(new Date(), timeZone));
    setFrom(next.from);
    setTo(next.to);
    setProblem(null);
    onSearch(next);
  };
  const invalid = (field: 'from' | 'to') => problem?.fields.includes(field) ?? false;
  const field = (name: 'from' | 'to') => {
    const wrong = invalid(name);
    return (
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor={`${id}-${name}`} className="text-sm font-semibold text-text">
          {name === 'from' ? words.from : words.to}
        </label>
        <input
          ref={name === 'from' ? fromRef : toRef}
          id={`${id}-${name}`}
          type="date"
          value={name === 'from' ? from : to}
          onChange={(event) => (name === 'from' ? setFrom : setTo)(event.target.value)}
          aria-invalid={wrong || undefined}
          aria-describedby={wrong ? messageId : undefined}
          className={cn(inputVariants(), 'px-2 tabular-nums desktop:w-44 desktop:px-3')}
        />
      </div>
    );
  };

  return (
    <form
      role="search"
      aria-label={words.search}
      noValidate
      onSubmit={submit}
      data-slot="coin-range-form"
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-surface p-4 desktop:flex-row desktop:flex-wrap desktop:items-end desktop:gap-4"
    >
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-end gap-2">
        {field('from')}
        <span aria-hidden="true" className="pb-2.5 text-muted">
          {words.between}
        </span>
        {field('to')}
      </div>
      <Button type="submit" className="w-full desktop:w-auto">
        {words.submit}
      </Button>
      <div role="group" aria-label={words.quick} className="grid grid-cols-3 gap-2 desktop:flex">
        {quickRanges.map((kind) => (
          <Button key={kind} type="button" variant="outline" onClick={() => quick(kind)}>
            {words.quickRanges[kind]}
          </Button>
        ))}
      </div>
      {problem ? (
        <p
          id={messageId}
          data-slot="coin-range-message"
          className="m-0 flex basis-full items-center gap-2 font-semibold text-danger"
        >
          <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
          {words[problem.problem]}
        </p>
      ) : null}
    </form>
  );
}
