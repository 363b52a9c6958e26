import { useId, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { BOARD_LIMITS, PAGE_SIZES } from '@buddy/domain';
import { cn } from '@buddy/ui/utils';
import { useIsMobile } from '@buddy/ui/hooks';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { Pagination } from '@buddy/ui/pagination';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@buddy/ui/select';
import { inputVariants } from '@buddy/ui/text-field';
import { Status } from '@buddy/ui/status';
import { boardWords } from './words';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@buddy/ui/table';

/** A post as the list shows it (the API's BoardPost fits). */
export interface BoardListPost {
  boardNo: number;
  title: string;
  createdAt: number;
  /** The centre's answer; a post with one is '답변 완료' (not shown in a notice list). */
  answer?: string | null;
  contTp?: string | null;
  /** A pinned notice: marked '중요' in place of its number (a notice list). */
  pinned?: boolean;
}

export type BoardSearchType = 'TD' | 'T' | 'D';

/** The search of a list: type and text, and for the Q&A the content type ('' for all). */
export interface BoardListSearch {
  srchTp: BoardSearchType;
  srchText: string;
  srchContTp?: string;
}

export type BoardListProps = {
  /** posts (default): inquiries and Q&A, with the answer state; notices: no answer state, pinned ones marked. */
  kind?: 'posts' | 'notices';
  state: 'loading' | 'error' | 'ready';
  posts?: readonly BoardListPost[];
  totalCount?: number;
  page?: number;
  pageRow?: number;
  onPageChange: (page: number) => void;
  /** The address of a page: the pagination's steps are then links (the page in the address). */
  pageHref?: (page: number) => string;
  /** The search that produced the list (the form starts from it). */
  search: BoardListSearch;
  /** A search was submitted, or the content type changed (the page goes back to 1, the caller's business). */
  onSearch: (search: BoardListSearch) => void;
  /** Content types by code (the Q&A): adds the type column and the type filter. */
  contentTypes?: Readonly<Record<string, string>>;
  hrefFor: (boardNo: number) => string;
  /** The write link above the list. */
  writeHref?: string;
  onRetry?: () => void;
  words?: Partial<typeof boardWords.list>;
  commonWords?: Partial<Pick<typeof boardWords, 'answered' | 'waiting' | 'date' | 'pagination'>>;
  className?: string;
};

const ALL = 'all';

/** A pinned notice's mark, in place of its number. */
function PinnedBadge({ label }: { label: string }) {
  return (
    <span
      data-slot="pinned-badge"
      className="inline-flex items-center rounded-full bg-primary px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap text-primary-foreground"
    >
      {label}
    </span>
  );
}

/** '답변 완료' (filled) or '답변 대기' (quiet). */
export function AnswerBadge({ answered, label }: { answered: boolean; label: string }) {
  return (
    <span
      data-slot="answer-badge"
      data-state={answered ? 'answered' : 'waiting'}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap',
        'data-[state=answered]:bg-success-soft data-[state=answered]:text-text',
        'data-[state=waiting]:bg-surface-muted data-[state=waiting]:text-muted',
      )}
    >
      {label}
    </span>
  );
}

/**
 * A board list (spec §3 Inquiry, Site Q&A): the search form (type TD/T/D and text; the Q&A adds a content-type
 * filter), a table on desktop and cards below 901 px (number, title, date, answered badge), the kit's pagination, and
 * loading, empty and error states. Titles are text, never HTML.
 */
export function BoardList({
  kind = 'posts',
  state,
  posts = [],
  totalCount = 0,
  page = 1,
  pageRow = PAGE_SIZES.default,
  onPageChange,
  pageHref,
  search,
  onSearch,
  contentTypes,
  hrefFor,
  writeHref,
  onRetry,
  words: wordsProp,
  commonWords,
  className,
}: BoardListProps) {
  const words = { ...boardWords.list, ...wordsProp };
  const common = { ...boardWords, ...commonWords };
  const isMobile = useIsMobile();
  const searched = search.srchText.trim() !== '' || Boolean(search.srchContTp);
  const numberOf = (index: number) => totalCount - (page - 1) * pageRow - index;
  const typeOf = (post: BoardListPost) => (post.contTp && contentTypes?.[post.contTp]) || '';
  const answers = kind === 'posts';
  const answered = (post: BoardListPost) => post.answer !== null && post.answer !== undefined;
  const badge = (post: BoardListPost) => (
    <AnswerBadge answered={answered(post)} label={answered(post) ? common.answered : common.waiting} />
  );
  const number = (post: BoardListPost, index: number) =>
    post.pinned ? <PinnedBadge label={words.pinned} /> : numberOf(index);

  return (
    <div data-slot="board-list" data-variant={kind} className={cn('flex flex-col gap-4', className)}>
      {/* Keyed by the search: a new one from outside (back/forward, a link) starts the form again. */}
      <BoardSearchForm
        key={`${search.srchTp}|${search.srchText}`}
        search={search}
        onSearch={onSearch}
        contentTypes={contentTypes}
        words={words}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="m-0 text-sm text-muted" aria-live="polite">
          {state === 'ready' ? words.total(totalCount) : null}
        </p>
        {writeHref ? (
          <Button asChild>
            <Link href={writeHref} variant="plain">
              {words.write}
            </Link>
          </Button>
        ) : null}
      </div>
      {state === 'loading' ? (
        <Status state="loading" message={words.loading} />
      ) : state === 'error' ? (
        <Status state="error" message={words.error} retryLabel={words.retry} onRetry={onRetry} />
      ) : posts.length === 0 ? (
        <Status state="empty" message={searched ? words.emptySearch : words.empty} />
      ) : isMobile ? (
        <ul aria-label={words.caption} className="m-0 flex list-none flex-col gap-3 p-0">
          {posts.map((post, index) => (
            <li
              key={post.boardNo}
              data-slot="board-card"
              className="relative flex flex-col gap-2 rounded-lg border border-border bg-surface p-4 shadow-soft focus-within:outline-3 focus-within:outline-focus"
            >
              <div className="flex items-center justify-between gap-2 text-sm text-muted">
                <span className="tabular-nums">
                  {post.pinned ? null : <span className="sr-only">{words.number} </span>}
                  {number(post, index)}
                  {typeOf(post) ? ` · ${typeOf(post)}` : ''}
                </span>
                {answers ? badge(post) : null}
              </div>
              <Link
                href={hrefFor(post.boardNo)}
                variant="plain"
                className="text-lg font-semibold break-keep text-text after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
              >
                {post.title}
              </Link>
              <span className="text-sm text-muted tabular-nums">
                <span className="sr-only">{words.date} </span>
                {common.date(post.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <Table className="text-base">
          <TableCaption>{words.caption}</TableCaption>
          <TableHeader>
            <TableRow look="head">
              <TableHead className="w-20 py-3 font-semibold">{words.number}</TableHead>
              {contentTypes ? (
                <TableHead className="w-36 py-3 font-semibold">{words.contentType}</TableHead>
              ) : null}
              <TableHead className="py-3 font-semibold">{words.title}</TableHead>
              <TableHead className="w-32 py-3 font-semibold">{words.date}</TableHead>
              {answers ? <TableHead className="w-32 py-3 font-semibold">{words.status}</TableHead> : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {posts.map((post, index) => (
              <TableRow key={post.boardNo} className="hover:bg-surface-muted">
                <TableCell className="py-3 text-center text-muted tabular-nums">
                  {number(post, index)}
                </TableCell>
                {contentTypes ? (
                  <TableCell className="py-3 text-center text-sm text-muted">{typeOf(post)}</TableCell>
                ) : null}
                <TableCell className="px-3 py-3">
                  <Link
                    href={hrefFor(post.boardNo)}
                    variant="plain"
                    className="font-semibold break-keep hover:underline"
                  >
                    {post.title}
                  </Link>
                </TableCell>
                <TableCell className="py-3 text-center text-muted tabular-nums">
                  {common.date(post.createdAt)}
                </TableCell>
                {answers ? <TableCell className="py-3 text-center">{badge(post)}</TableCell> : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {state === 'ready' && totalCount > 0 ? (
        <Pagination
          page={page}
          totalCount={totalCount}
          pageRow={pageRow}
          onPageChange={onPageChange}
          pageHref={pageHref}
          words={common.pagination}
        />
      ) : null}
    </div>
  );
}

/** The words the search form shows (a board list's, or another list's with its own search types). */
export type BoardSearchWords = Pick<
  typeof boardWords.list,
  | 'searchLabel'
  | 'searchType'
  | 'searchTypes'
  | 'searchText'
  | 'searchPlaceholder'
  | 'search'
  | 'contentTypeFilter'
  | 'allTypes'
>;

/**
 * A list's search form: the search type (TD/T/D) and text, and optionally a content-type filter that searches at
 * once when changed. Key it by the search so a new search from outside (back/forward, a link) starts it again.
 */
export function BoardSearchForm({
  search,
  onSearch,
  contentTypes,
  words: wordsProp,
}: {
  search: BoardListSearch;
  onSearch: (search: BoardListSearch) => void;
  contentTypes?: Readonly<Record<string, string>>;
  words?: Partial<BoardSearchWords>;
}) {
  const words = { ...boardWords.list, ...wordsProp };
  const id = useId();
  const [srchTp, setSrchTp] = useState<BoardSearchType>(search.srchTp);
  const [srchText, setSrchText] = useState(search.srchText);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch({ ...search, srchTp, srchText: srchText.trim() });
  };

  return (
    <form
      role="search"
      aria-label={words.searchLabel}
      onSubmit={submit}
      className="flex flex-wrap items-end gap-2 rounded-lg bg-surface-muted p-3"
    >
      {contentTypes ? (
        <div className="flex min-w-40 flex-col gap-1.5 max-desktop:w-full">
          <span id={`${id}-type`} className="text-sm font-semibold text-text">
            {words.contentTypeFilter}
          </span>
          <Select
            value={search.srchContTp || ALL}
            onValueChange={(value) => onSearch({ ...search, srchContTp: value === ALL ? '' : value })}
          >
            <SelectTrigger aria-labelledby={`${id}-type`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{words.allTypes}</SelectItem>
              {Object.entries(contentTypes).map(([code, label]) => (
                <SelectItem key={code} value={code}>
                  {label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      ) : null}
      <div className="flex min-w-36 flex-col gap-1.5 max-desktop:flex-1">
        <span id={`${id}-tp`} className="text-sm font-semibold text-text">
          {words.searchType}
        </span>
        <Select value={srchTp} onValueChange={(value) => setSrchTp(value as BoardSearchType)}>
          <SelectTrigger aria-labelledby={`${id}-tp`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {(Object.keys(words.searchTypes) as BoardSearchType[]).map((code) => (
              <SelectItem key={code} value={code}>
                {words.searchTypes[code]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex min-w-48 flex-1 flex-col gap-1.5">
        <label htmlFor={`${id}-text`} className="text-sm font-semibold text-text">
          {words.searchText}
        </label>
        <input
          id={`${id}-text`}
          type="search"
          value={srchText}
          maxLength={BOARD_LIMITS.searchText}
          placeholder={words.searchPlaceholder}
          onChange={(event) => setSrchText(event.target.value)}
          className={inputVariants()}
        />
      </div>
      <Button type="submit" variant="primary">
        <Search aria-hidden="true" />
        {words.search}
      </Button>
    </form>
  );
}
