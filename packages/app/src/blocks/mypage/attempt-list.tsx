import { useId } from 'react';
import type * as React from 'react';
import { ClipboardList } from 'lucide-react';
import { PAGE_SIZES, type TestType } from '@buddy/domain';
import { cn } from '@buddy/ui/utils';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { Pagination } from '@buddy/ui/pagination';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@buddy/ui/table';
import { EmptyNote, PanelState, type PanelStatus } from './parts';
import { mypageWords } from './words';

/** One attempt of a test or an incorrect-answer quiz, as the list shows it. */
export interface AttemptItem {
  /** The attempt's code (tstCd): the row's key. */
  id: string;
  /** A weekly, monthly or level test, or the incorrect-answer quiz of one. */
  kind: TestType | 'quiz';
  /** Where in the course it was (a level test has a grade instead). */
  course: string | null;
  step: number | null;
  week: number | null;
  grade: number | null;
  /** The paper's own title (e.g. 'Weekly Test'). */
  title: string;
  /** Epoch ms. */
  startedAt: number;
  /** Null while it is being taken. */
  durationSeconds: number | null;
  score: number | null;
  taking: boolean;
  /** Marked after its time ran out. */
  late: boolean;
  /** Where its result opens (or, while it is being taken, where it goes on). */
  href: string;
}

export interface AttemptListProps extends Omit<React.ComponentProps<'section'>, 'children'> {
  attempts: readonly AttemptItem[];
  /** The current page (from 1). */
  page: number;
  totalCount: number;
  pageRow?: number;
  onPageChange: (page: number) => void;
  /** The address of a page: the pagination's steps are then links (the page in the address). */
  pageHref?: (page: number) => string;
  status?: PanelStatus;
  onRetry?: () => void;
  words?: {
    attempts?: Partial<typeof mypageWords.attempts>;
    state?: Partial<typeof mypageWords.state>;
  };
}

/** The name of an attempt as a child reads it: 'A코스 1단계 1주 주간 테스트', '2학년 레벨 테스트'. */
export function attemptName(
  item: AttemptItem,
  words: typeof mypageWords.attempts = mypageWords.attempts,
): string {
  return [words.place(item), words.kind[item.kind]].filter(Boolean).join(' ');
}

/**
 * My page's attempt history (issue 30): every test and quiz the child took, newest first, as a table (what it was,
 * when, how long it took, the score) with a link to each result, and pages. An attempt under way shows no score and
 * goes on where it was. On a phone the date and the time taken sit under the name, so nothing scrolls sideways.
 */
export function AttemptList({
  attempts,
  page,
  totalCount,
  pageRow = PAGE_SIZES.default,
  onPageChange,
  pageHref,
  status = 'ready',
  onRetry,
  words: wordsProp,
  className,
  ...props
}: AttemptListProps) {
  const words = { ...mypageWords.attempts, ...wordsProp?.attempts };
  const headingId = useId();
  return (
    <section
      data-slot="attempt-list"
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <h2 id={headingId} className="m-0 flex items-center gap-2 text-xl font-bold text-text">
        <ClipboardList aria-hidden="true" className="size-6 text-primary" />
        {words.heading}
        {status === 'ready' ? (
          <span className="text-base font-normal text-muted">{words.total(totalCount)}</span>
        ) : null}
      </h2>
      {status !== 'ready' ? (
        <PanelState status={status} onRetry={onRetry} words={wordsProp?.state} />
      ) : attempts.length === 0 ? (
        <EmptyNote mascot>{words.empty}</EmptyNote>
      ) : (
        <>
          <Table className="text-left">
            <TableCaption>{words.table}</TableCaption>
            <TableHeader>
              <TableRow look="plain" className="border-b-2 border-border text-sm text-muted">
                <TableHead className="px-2 py-2 font-semibold">{words.nameHeader}</TableHead>
                <TableHead className="px-2 py-2 font-semibold max-md:hidden">{words.dateHeader}</TableHead>
                <TableHead className="px-2 py-2 text-right font-semibold max-md:hidden">
                  {words.durationHeader}
                </TableHead>
                <TableHead className="px-2 py-2 text-right font-semibold">{words.scoreHeader}</TableHead>
                <TableHead className="px-2 py-2 text-right font-semibold">{words.actionsHeader}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {attempts.map((item) => {
                const name = attemptName(item, words);
                const when = words.date(item.startedAt);
                const duration = item.durationSeconds === null ? null : words.duration(item.durationSeconds);
                return (
                  <TableRow
                    key={item.id}
                    data-course={item.course?.toLowerCase()}
                    data-state={item.taking ? 'taking' : 'submitted'}
                  >
                    <TableHead scope="row" className="px-2 py-2 text-left font-normal">
                      <span className="block font-semibold text-text">{name}</span>
                      <span className="block text-sm text-muted">
                        {item.title}
                        {item.late ? ` · ${words.late}` : ''}
                      </span>
                      {/* On a phone the date and the time taken are here, not in their own columns. */}
                      <span className="block text-sm tabular-nums text-muted md:hidden">
                        <time dateTime={new Date(item.startedAt).toISOString()}>
                          {words.day(item.startedAt)}
                        </time>
                        {duration ? ` · ${duration}` : ''}
                      </span>
                    </TableHead>
                    <TableCell className="px-2 py-2 tabular-nums text-text max-md:hidden">
                      <time dateTime={new Date(item.startedAt).toISOString()}>{when}</time>
                    </TableCell>
                    <TableCell className="px-2 py-2 text-right tabular-nums text-text max-md:hidden">
                      {duration ?? '–'}
                    </TableCell>
                    <TableCell className="px-2 py-2 text-right font-bold whitespace-nowrap tabular-nums text-text">
                      {item.score === null ? (
                        <span className="font-normal text-muted">{words.taking}</span>
                      ) : (
                        words.score(item.score)
                      )}
                    </TableCell>
                    <TableCell className="px-2 py-2 text-right">
                      <Button
                        asChild
                        variant={item.taking ? 'primary' : 'outline'}
                        className="whitespace-nowrap"
                      >
                        <Link
                          href={item.href}
                          variant="plain"
                          aria-label={item.taking ? words.resumeName(name, when) : words.openName(name, when)}
                        >
                          {item.taking ? words.resume : words.open}
                        </Link>
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
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
