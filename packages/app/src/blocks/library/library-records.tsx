import { useId, useState } from 'react';
import { AudioLines, ChevronDown } from 'lucide-react';
import { COURSES, MAX_STEP, MAX_WEEK, PAGE_SIZES } from '@buddy/domain';
import { cn } from '@buddy/ui/utils';
import { Button } from '@buddy/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@buddy/ui/select';
import { useAudioPlayer } from '@buddy/ui/test-paper';
import { LibraryDuration, LibraryItemTitle, LibraryListFrame, LibraryPlayButton } from './parts';
import type { LibraryFilter, LibraryListBaseProps, LibraryListItem } from './types';
import { libraryWords } from './words';

export type LibraryRecordsProps = LibraryListBaseProps & {
  /** Tracks per page (default PAGE_SIZES.default, 10). */
  pageRow?: number;
  /** The course, step and week that produced the list ('' for all). */
  filter: LibraryFilter;
  /** A select changed: the whole new filter (the page goes back to 1, the caller's business). */
  onFilterChange: (filter: LibraryFilter) => void;
  /** The course codes of the course select (default A–G). */
  courses?: readonly string[];
  /** How many steps and weeks the selects offer (default 7 and 4). */
  steps?: number;
  weeks?: number;
  words?: Partial<typeof libraryWords.records>;
};

/** Radix Select keeps '' for "no value": '전체' is this value, and '' to the caller. */
const ALL = 'all';

const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/**
 * The sound tracks (버디음원, spec §3 Library): course, step and week selects (each with '전체'), the text search,
 * and rows with a big play button on the page's AudioPlayerProvider (one sound at a time), the title, where the
 * track belongs ('A코스 1단계 2주'), its length and, on demand, its sentences with their Korean. Needs an
 * AudioPlayerProvider around it.
 */
export function LibraryRecords({
  state,
  items = [],
  totalCount = 0,
  page = 1,
  pageRow = PAGE_SIZES.default,
  onPageChange,
  search,
  onSearch,
  onRetry,
  filter,
  onFilterChange,
  courses = COURSES,
  steps = MAX_STEP,
  weeks = MAX_WEEK,
  headingLevel = 3,
  words: wordsProp,
  className,
}: LibraryRecordsProps) {
  const words = { ...libraryWords.records, ...wordsProp };
  const id = useId();
  const filtered = filter.course !== '' || filter.step !== '' || filter.week !== '';
  const selects = [
    {
      key: 'course' as const,
      label: words.course,
      options: courses.map((course) => ({ value: course, label: words.courseOption(course) })),
    },
    {
      key: 'step' as const,
      label: words.step,
      options: range(steps).map((step) => ({ value: String(step), label: words.stepOption(step) })),
    },
    {
      key: 'week' as const,
      label: words.week,
      options: range(weeks).map((week) => ({ value: String(week), label: words.weekOption(week) })),
    },
  ];

  const filters = (
    <div
      role="group"
      aria-label={words.filter}
      data-slot="library-records-filter"
      className="grid grid-cols-3 gap-2 rounded-lg bg-surface-muted p-3 desktop:flex desktop:flex-wrap"
    >
      {selects.map((select) => (
        <div key={select.key} className="flex min-w-0 flex-col gap-1.5 desktop:w-40">
          <span id={`${id}-${select.key}`} className="text-sm font-semibold text-text">
            {select.label}
          </span>
          <Select
            value={filter[select.key] || ALL}
            onValueChange={(value) => onFilterChange({ ...filter, [select.key]: value === ALL ? '' : value })}
          >
            <SelectTrigger aria-labelledby={`${id}-${select.key}`} className="min-w-0">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{words.all}</SelectItem>
              {select.options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      ))}
    </div>
  );

  return (
    <LibraryListFrame
      slot="library-records"
      state={state}
      itemCount={items.length}
      totalCount={totalCount}
      page={page}
      pageRow={pageRow}
      onPageChange={onPageChange}
      search={search}
      onSearch={onSearch}
      onRetry={onRetry}
      searched={filtered || search.srchText.trim() !== ''}
      filters={filters}
      skeleton={
        <ul className="m-0 flex list-none flex-col gap-3 p-0">
          {range(3).map((index) => (
            <li
              key={index}
              className="flex items-center gap-3 rounded-xl border border-border bg-surface p-3"
            >
              <span className="size-14 shrink-0 rounded-full bg-surface-muted" />
              <span className="flex flex-1 flex-col gap-2">
                <span className="h-5 w-1/2 rounded-sm bg-surface-muted" />
                <span className="h-4 w-1/3 rounded-sm bg-surface-muted" />
              </span>
            </li>
          ))}
        </ul>
      }
      words={words}
      className={className}
    >
      {/* Keyed by what produced the list: another page, search or filter closes every sentence list. */}
      <ul
        key={`${page}|${search.srchTp}|${search.srchText}|${filter.course}|${filter.step}|${filter.week}`}
        aria-label={words.list}
        className="m-0 flex list-none flex-col gap-3 p-0"
      >
        {items.map((item) => (
          <RecordRow
            key={item.id}
            owner={`${id}-track-${item.id}`}
            item={item}
            level={headingLevel}
            words={words}
          />
        ))}
      </ul>
    </LibraryListFrame>
  );
}

function RecordRow({
  owner,
  item,
  level,
  words,
}: {
  owner: string;
  item: LibraryListItem;
  level: 2 | 3 | 4;
  words: typeof libraryWords.records;
}) {
  const player = useAudioPlayer();
  const [open, setOpen] = useState(false);
  const sentencesId = `${owner}-sentences`;
  const status = player.statusOf(owner);
  const active = status === 'play' || status === 'pause';
  const place = words.place(item.course, item.step, item.week);

  return (
    <li
      data-slot="library-record"
      data-state={active ? status : 'idle'}
      data-course={item.course?.toLowerCase() || undefined}
      className={cn(
        'flex min-w-0 flex-col rounded-xl border-2 border-border bg-surface shadow-soft',
        'data-[state=pause]:border-course-strong data-[state=play]:border-course-strong',
      )}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3 desktop:p-4">
        {item.audio ? (
          <LibraryPlayButton id={owner} src={item.audio} title={item.title} words={words} />
        ) : null}
        <div className="flex min-w-0 flex-1 basis-44 flex-col gap-1">
          <LibraryItemTitle level={level} title={item.title} titleKo={item.titleKo} />
          <p className="m-0 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            {place ? (
              <span className="rounded-full border border-course-strong px-2.5 py-0.5 font-semibold text-course-strong">
                {place}
              </span>
            ) : null}
            <LibraryDuration ms={item.durationMs} label={words.durationLabel} format={words.duration} />
            {active ? (
              <span className="inline-flex items-center gap-1 font-semibold text-course-strong">
                <AudioLines aria-hidden="true" className="size-4" />
                {status === 'play' ? words.playing : words.paused}
              </span>
            ) : null}
          </p>
        </div>
        {item.slides.length > 0 ? (
          <Button
            variant="ghost"
            aria-expanded={open}
            aria-controls={sentencesId}
            onClick={() => setOpen((shown) => !shown)}
            className="group max-desktop:ml-auto"
          >
            <span className="sr-only">{item.title} </span>
            {words.sentences}
            <ChevronDown
              aria-hidden="true"
              className="motion-safe:transition-transform motion-safe:duration-(--duration-menu) group-aria-expanded:rotate-180"
            />
          </Button>
        ) : null}
      </div>
      {item.slides.length > 0 ? (
        <ol
          id={sentencesId}
          hidden={!open}
          aria-label={words.sentencesLabel(item.title)}
          className="m-0 flex list-none flex-col gap-2 border-t border-border bg-surface-muted px-4 py-3 desktop:px-6"
        >
          {item.slides.map((slide, index) => (
            <li key={index} className="flex flex-col">
              <span lang="en" className="font-kid text-lg font-semibold text-text">
                {slide.text}
              </span>
              <span className="text-base text-muted">{slide.ko}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </li>
  );
}
