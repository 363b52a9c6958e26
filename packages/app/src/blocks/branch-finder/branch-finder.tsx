import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MapPin, Phone, Search } from 'lucide-react';
import { cva } from 'class-variance-authority';
import { BOARD_LIMITS, PAGE_SIZES } from '@buddy/domain';
import { cn } from '@buddy/ui/utils';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { Pagination } from '@buddy/ui/pagination';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@buddy/ui/select';
import { Status } from '@buddy/ui/status';
import { TextField } from '@buddy/ui/text-field';
import { branchWords, telHref } from './words';

/** A branch as the finder shows it (the app maps the API's Branch: branchCd, branchNm, salesOfficeNm...). */
export interface BranchSummary {
  code: string;
  name: string;
  /** The sales office's name, shown as a badge. */
  office: string;
  address: string;
  /** As dialled, e.g. 02-123-4567. */
  phone: string;
}

/** The finder's search: an office code ('' for all) and a name-or-address text. */
export interface BranchSearch {
  office: string;
  text: string;
}

/** An office as a select option. */
export interface BranchOffice {
  label: string;
  value: string;
}

export type BranchOfficesState = 'idle' | 'loading' | 'error' | 'ready';

export type BranchFinderProps = {
  state: 'loading' | 'error' | 'ready';
  branches?: readonly BranchSummary[];
  totalCount?: number;
  page?: number;
  /** Rows per page (default PAGE_SIZES.default). */
  pageRow?: number;
  onPageChange: (page: number) => void;
  /** The address of a page: the pagination's steps are then links (the page in the address). */
  pageHref?: (page: number) => string;
  /** The search that produced the list (the form starts from it); office '' is every office. */
  search: BranchSearch;
  /** A search was submitted, or an office chosen (the page goes back to 1, the caller's business). */
  onSearch: (search: BranchSearch) => void;
  /**
   * The office options; undefined until loaded. The select asks for them (onOfficesNeeded) when first opened or
   * focused while undefined, and shows a loading item meanwhile; an error item with retry if officesState is 'error'.
   * A chosen office whose name is not known yet (e.g. from the address) asks for them at once.
   */
  offices?: readonly BranchOffice[];
  officesState?: BranchOfficesState;
  onOfficesNeeded: () => void;
  /** A branch's detail page. */
  hrefFor: (code: string) => string;
  onRetry?: () => void;
  /** The heading level of each branch's name (default 3). */
  headingLevel?: 2 | 3 | 4;
  words?: Partial<typeof branchWords.finder>;
  className?: string;
};

const ALL = 'all';
const LOADING = '__loading';
const RETRY = '__retry';

/** The office as a small badge (a card's, or a branch page's). */
export const officeBadgeVariants = cva(
  'inline-flex shrink-0 items-center rounded-full bg-primary-soft font-semibold whitespace-nowrap text-primary',
  {
    variants: { size: { sm: 'px-2.5 py-0.5 text-sm', md: 'px-3 py-1 text-base' } },
    defaultVariants: { size: 'sm' },
  },
);

export function OfficeBadge({
  children,
  label,
  size = 'sm',
  className,
}: {
  children: string;
  /** Read before the office by screen readers, e.g. '지역'. */
  label?: string;
  size?: 'sm' | 'md';
  className?: string;
}) {
  return (
    <span data-slot="office-badge" data-size={size} className={cn(officeBadgeVariants({ size }), className)}>
      {label ? <span className="sr-only">{label} </span> : null}
      {children}
    </span>
  );
}

/** A branch's phone as a tel: link: a 44 px target named '<name> 전화 걸기' followed by the number it shows. */
function PhoneLink({ name, phone, call }: { name: string; phone: string; call: (name: string) => string }) {
  return (
    <Button asChild variant="outline" className="relative z-10 self-start tabular-nums">
      <a href={telHref(phone)} data-slot="branch-phone">
        <Phone aria-hidden="true" />
        <span className="sr-only">{call(name)} </span>
        {phone}
      </a>
    </Button>
  );
}

/**
 * The branch finder (spec §3 Branch): an office select (the office list loaded lazily, §4), a name-or-address search,
 * then the branches as cards (one column on mobile, two on desktop; the whole card opens the branch, the phone is a
 * separate tel: link), the total, the kit's pagination, and loading, empty and error states.
 */
export function BranchFinder({
  state,
  branches = [],
  totalCount = 0,
  page = 1,
  pageRow = PAGE_SIZES.default,
  onPageChange,
  pageHref,
  search,
  onSearch,
  offices,
  officesState = 'idle',
  onOfficesNeeded,
  hrefFor,
  onRetry,
  headingLevel = 3,
  words: wordsProp,
  className,
}: BranchFinderProps) {
  const words = { ...branchWords.finder, ...wordsProp };
  const searched = search.office !== '' || search.text.trim() !== '';
  const Name = `h${headingLevel}` as const;

  return (
    <div
      data-slot="branch-finder"
      data-state={state}
      className={cn('flex flex-col gap-4 break-keep', className)}
    >
      {/* Keyed by the search: a new one from outside (back/forward, a link) starts the form again. */}
      <BranchSearchForm
        key={`${search.office}|${search.text}`}
        search={search}
        onSearch={onSearch}
        offices={offices}
        officesState={officesState}
        onOfficesNeeded={onOfficesNeeded}
        words={words}
      />
      <p className="m-0 text-sm text-muted" aria-live="polite">
        {state === 'ready' ? words.total(totalCount) : null}
      </p>
      {state === 'loading' ? (
        <Status state="loading" message={words.loading} />
      ) : state === 'error' ? (
        <Status state="error" message={words.error} retryLabel={words.retry} onRetry={onRetry} />
      ) : branches.length === 0 ? (
        <Status state="empty" message={searched ? words.emptySearch : words.empty} />
      ) : (
        <ul aria-label={words.list} className="m-0 grid list-none grid-cols-1 gap-3 p-0 desktop:grid-cols-2">
          {branches.map((branch) => (
            <li
              key={branch.code}
              data-slot="branch-card"
              className={cn(
                'relative flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 shadow-soft',
                'transition-colors duration-(--duration-menu) hover:border-primary',
                'has-[[data-slot=branch-link]:focus-visible]:outline-3 has-[[data-slot=branch-link]:focus-visible]:outline-offset-2 has-[[data-slot=branch-link]:focus-visible]:outline-focus',
              )}
            >
              <div className="flex items-start justify-between gap-2">
                <Name className="m-0 text-lg leading-snug font-bold">
                  <Link
                    href={hrefFor(branch.code)}
                    variant="plain"
                    data-slot="branch-link"
                    className="text-text after:absolute after:inset-0 after:rounded-lg after:content-[''] hover:underline focus-visible:outline-none"
                  >
                    {branch.name}
                  </Link>
                </Name>
                <OfficeBadge>{branch.office}</OfficeBadge>
              </div>
              <p className="m-0 flex items-start gap-1.5 text-base text-text">
                <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-muted" />
                <span>
                  <span className="sr-only">{words.address} </span>
                  {branch.address}
                </span>
              </p>
              <PhoneLink name={branch.name} phone={branch.phone} call={words.call} />
            </li>
          ))}
        </ul>
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

function BranchSearchForm({
  search,
  onSearch,
  offices,
  officesState,
  onOfficesNeeded,
  words,
}: {
  search: BranchSearch;
  onSearch: (search: BranchSearch) => void;
  offices: readonly BranchOffice[] | undefined;
  officesState: BranchOfficesState;
  onOfficesNeeded: () => void;
  words: typeof branchWords.finder;
}) {
  const id = useId();
  const [text, setText] = useState(search.text);
  // Asked once: the trigger's focus and its opening come in the same event, and the caller may never say 'loading'.
  const asked = useRef(false);
  const canAsk = offices === undefined && officesState !== 'loading' && officesState !== 'error';

  useEffect(() => {
    // An answer (the list, or an error to retry from) lets a later, empty list be asked for again.
    if (offices !== undefined || officesState === 'ready' || officesState === 'error') asked.current = false;
  }, [offices, officesState]);

  useEffect(() => {
    // A chosen office whose name is not known yet (from the address): its name comes with the list.
    if (search.office !== '' && canAsk && !asked.current) {
      asked.current = true;
      onOfficesNeeded();
    }
  }, [search.office, canAsk, onOfficesNeeded]);

  const ask = () => {
    if (!canAsk || asked.current) return;
    asked.current = true;
    onOfficesNeeded();
  };

  const chosen = search.office === '' ? undefined : offices?.find((office) => office.value === search.office);
  const shown =
    search.office === ''
      ? words.allOffices
      : (chosen?.label ?? (offices === undefined ? words.officePending : search.office));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch({ office: search.office, text: text.trim() });
  };

  return (
    <form
      role="search"
      aria-label={words.searchLabel}
      onSubmit={submit}
      className="flex flex-wrap items-end gap-2 rounded-lg bg-surface-muted p-3"
    >
      <div className="flex w-full flex-col gap-1.5 sm:w-48">
        <span id={`${id}-office`} className="text-sm font-semibold text-text">
          {words.office}
        </span>
        <Select
          value={search.office || ALL}
          onOpenChange={(open) => {
            if (open) ask();
          }}
          onValueChange={(value) => {
            if (value === RETRY) {
              asked.current = true;
              onOfficesNeeded();
            } else if (value !== LOADING) onSearch({ office: value === ALL ? '' : value, text: text.trim() });
          }}
        >
          <SelectTrigger
            aria-labelledby={`${id}-office`}
            onFocus={ask}
            data-offices={offices === undefined ? officesState : 'ready'}
          >
            <SelectValue>{shown}</SelectValue>
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{words.allOffices}</SelectItem>
            {offices?.map((office) => (
              <SelectItem key={office.value} value={office.value}>
                {office.label}
              </SelectItem>
            ))}
            {offices === undefined && officesState === 'error' ? (
              <SelectItem value={RETRY} className="text-danger">
                {words.officesError}
              </SelectItem>
            ) : offices === undefined ? (
              <SelectItem value={LOADING} disabled>
                {words.officesLoading}
              </SelectItem>
            ) : null}
          </SelectContent>
        </Select>
      </div>
      <TextField
        type="search"
        label={words.text}
        value={text}
        maxLength={BOARD_LIMITS.searchText}
        placeholder={words.textPlaceholder}
        onChange={(event) => setText(event.target.value)}
        className="min-w-48 flex-1"
      />
      <Button type="submit" variant="primary" className="max-sm:w-full">
        <Search aria-hidden="true" />
        {words.search}
      </Button>
    </form>
  );
}
