import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type * as React from 'react';
import { Download, Mic, Play, Search, Square } from 'lucide-react';
import { PAGE_SIZES } from '@buddy/domain';
import { cn } from '@buddy/ui/utils';
import { Button } from '@buddy/ui/button';
import { Pagination } from '@buddy/ui/pagination';
import { TextField } from '@buddy/ui/text-field';
import { EmptyNote, PanelState, type PanelStatus } from './parts';
import { mypageWords } from './words';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@buddy/ui/table';

export interface RecordingItem {
  /** The recording's key. */
  id: number;
  /** The stored file's name: the name a download is saved under (never shown: it says nothing to a child). */
  fileName: string;
  /** What was recorded, in words: the unit's title (e.g. 'Hello, Friends!'), when the app knows it. */
  title?: string;
  /** The kind of activity it was recorded in (e.g. '말하기'), when known. */
  activity?: string;
  /** Where it was recorded: course, step, week, day and unit. */
  course: string;
  step: number;
  week: number;
  day: number;
  unit: number;
  size: number;
  createdAt: string;
  /** Where the audio plays and downloads from (a signed address). */
  fileUrl: string;
}

export interface RecordingListProps extends Omit<React.ComponentProps<'section'>, 'children'> {
  recordings: readonly RecordingItem[];
  /** The current page (from 1). */
  page: number;
  totalCount: number;
  pageRow?: number;
  onPageChange: (page: number) => void;
  /** The address of a page: the pagination's steps are then links (the page in the address). */
  pageHref?: (page: number) => string;
  /** The search text in force (shown in the field). */
  searchText?: string;
  onSearch: (text: string) => void;
  /** The archive of every recording; no 'download all' without it. */
  downloadAllHref?: string | null;
  /** The archive's file name for the browser (e.g. buddy-recordings-20260302.zip). */
  downloadAllName?: string;
  status?: PanelStatus;
  onRetry?: () => void;
  words?: {
    recordings?: Partial<typeof mypageWords.recordings>;
    state?: Partial<typeof mypageWords.state>;
  };
}

/**
 * The speech recordings of my page (spec §3 Portfolio): a file-name search, the recordings as a table (what was
 * recorded and where in the course, when, size, listen and download), pages, and 'download all'. One audio element
 * plays one recording at a time; its button says whether it plays. A row is named by what was recorded and when,
 * never by the stored file's name.
 */
export function RecordingList({
  recordings,
  page,
  totalCount,
  pageRow = PAGE_SIZES.default,
  onPageChange,
  pageHref,
  searchText = '',
  onSearch,
  downloadAllHref = null,
  downloadAllName,
  status = 'ready',
  onRetry,
  words: wordsProp,
  className,
  ...props
}: RecordingListProps) {
  const words = { ...mypageWords.recordings, ...wordsProp?.recordings };
  const headingId = useId();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState<number | null>(null);
  const [playError, setPlayError] = useState(false);
  // Stop when the rows change (another page or search): the playing row may be gone.
  const rowsKey = recordings.map((item) => item.id).join(',');
  useEffect(() => {
    const element = audio.current;
    return () => {
      element?.pause();
      setPlaying(null);
    };
  }, [rowsKey]);

  const toggle = (item: RecordingItem) => {
    const element = audio.current;
    if (!element) return;
    setPlayError(false);
    if (playing === item.id) {
      element.pause();
      setPlaying(null);
      return;
    }
    element.src = item.fileUrl;
    setPlaying(item.id);
    element.play().catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setPlaying(null);
      setPlayError(true);
    });
  };

  return (
    <section
      data-slot="recording-list"
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="m-0 flex items-center gap-2 text-xl font-bold text-text">
          <Mic aria-hidden="true" className="size-6 text-primary" />
          {words.heading}
          {status === 'ready' ? (
            <span className="text-base font-normal text-muted">{words.total(totalCount)}</span>
          ) : null}
        </h2>
        {downloadAllHref && status === 'ready' ? (
          <Button asChild variant="secondary">
            <a href={downloadAllHref} download={downloadAllName ?? ''}>
              <Download aria-hidden="true" />
              {words.downloadAll}
            </a>
          </Button>
        ) : null}
      </div>
      <SearchForm key={searchText} initial={searchText} onSearch={onSearch} words={words} />
      {/* One player for the whole list: a recording plays, the others wait. A child's own voice has no text. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio
        ref={audio}
        preload="none"
        className="hidden"
        onEnded={() => setPlaying(null)}
        onError={() => {
          if (playing !== null) {
            setPlaying(null);
            setPlayError(true);
          }
        }}
      />
      {playError ? (
        <p role="alert" className="m-0 rounded-md bg-danger-soft px-3 py-2 text-text">
          {words.playError}
        </p>
      ) : null}
      {status !== 'ready' ? (
        <PanelState status={status} onRetry={onRetry} words={wordsProp?.state} />
      ) : recordings.length === 0 ? (
        <EmptyNote mascot>{searchText ? words.noMatch : words.empty}</EmptyNote>
      ) : (
        <>
          {/* On a phone the size column goes and the buttons show their icons (their names stay), so the play
              button is on the screen, not behind a sideways scroll; from `sm` the table keeps its four columns. */}
          <div className="overflow-x-auto">
            <Table className="text-left sm:min-w-[640px]">
              <TableCaption>{words.table}</TableCaption>
              <TableHeader>
                <TableRow look="plain" className="border-b-2 border-border text-sm text-muted">
                  <TableHead className="px-2 py-2 font-semibold">{words.nameHeader}</TableHead>
                  <TableHead className="px-2 py-2 font-semibold">{words.dateHeader}</TableHead>
                  <TableHead className="px-2 py-2 text-right font-semibold max-sm:hidden">
                    {words.sizeHeader}
                  </TableHead>
                  <TableHead className="px-2 py-2 text-right font-semibold">{words.actionsHeader}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {recordings.map((item) => {
                  const isPlaying = playing === item.id;
                  const place = words.place(item);
                  const when = words.date(item.createdAt);
                  const name = words.name({ what: item.title ?? place, when });
                  return (
                    <TableRow
                      key={item.id}
                      data-course={item.course.toLowerCase()}
                      data-state={isPlaying ? 'playing' : 'idle'}
                      className="data-[state=playing]:bg-course-soft"
                    >
                      <TableHead scope="row" className="px-2 py-2 text-left font-normal">
                        <span className="block font-semibold text-text">{item.title ?? place}</span>
                        <span className="block text-sm text-muted">
                          {[item.activity, item.title ? place : null].filter(Boolean).join(' · ')}
                        </span>
                      </TableHead>
                      <TableCell className="px-2 py-2 tabular-nums text-text">
                        <time dateTime={item.createdAt}>{when}</time>
                      </TableCell>
                      <TableCell className="px-2 py-2 text-right tabular-nums text-text max-sm:hidden">
                        {words.size(item.size)}
                      </TableCell>
                      <TableCell className="px-2 py-2">
                        <div className="flex justify-end gap-2">
                          <Button
                            size="sm"
                            variant={isPlaying ? 'primary' : 'outline'}
                            aria-label={isPlaying ? words.stop(name) : words.play(name)}
                            onClick={() => toggle(item)}
                          >
                            {isPlaying ? <Square aria-hidden="true" /> : <Play aria-hidden="true" />}
                            <span className="max-sm:sr-only">
                              {isPlaying ? words.stopText : words.playText}
                            </span>
                          </Button>
                          <Button asChild size="sm" variant="ghost">
                            <a href={item.fileUrl} download={item.fileName} aria-label={words.download(name)}>
                              <Download aria-hidden="true" />
                              <span className="max-sm:sr-only">{words.downloadText}</span>
                            </a>
                          </Button>
                        </div>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </div>
          <Pagination
            page={page}
            totalCount={totalCount}
            pageRow={pageRow}
            onPageChange={onPageChange}
            pageHref={pageHref}
            words={words.pagination}
          />
        </>
      )}
    </section>
  );
}

/** The file-name search: its text starts from the search in force (a new search remounts it). */
function SearchForm({
  initial,
  onSearch,
  words,
}: {
  initial: string;
  onSearch: (text: string) => void;
  words: typeof mypageWords.recordings;
}) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" aria-label={words.searchLabel} className="flex items-end gap-2" onSubmit={submit}>
      <TextField
        label={words.searchLabel}
        labelHidden
        type="search"
        value={text}
        maxLength={50}
        placeholder={words.searchPlaceholder}
        onChange={(event) => setText(event.target.value)}
        className="max-w-80 flex-1"
      />
      <Button type="submit" variant="outline">
        <Search aria-hidden="true" />
        {words.search}
      </Button>
    </form>
  );
}
