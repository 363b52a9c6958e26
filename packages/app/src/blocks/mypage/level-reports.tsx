import { useId } from 'react';
import type * as React from 'react';
import { Compass } from 'lucide-react';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { Status } from '@buddy/ui/status';
import { cn } from '@buddy/ui/utils';
import { levelReportWords, QuietState } from '../level-report';
import type { PanelStatus } from './parts';

/** One past level test, as a parent's list shows it. */
export interface LevelReportItem {
  /** The report's link code: the row's key. */
  id: string;
  /** The school grade of the paper taken (null: not known). */
  grade: number | null;
  score: number;
  /** When it was submitted (epoch ms). */
  takenAt: number;
  /** Where it said to start; null for a paper without levels. */
  start: { course: string; step: number } | null;
  /** The report's own page. */
  href: string;
}

export interface LevelReportListProps extends Omit<React.ComponentProps<'section'>, 'children'> {
  reports: readonly LevelReportItem[];
  status?: PanelStatus;
  onRetry?: () => void;
  /** Where a level test is taken (the empty state's way on). */
  testHref: string;
  words?: Partial<typeof levelReportWords.list>;
}

/**
 * My page's past level tests (issue 30, ADR 074), newest first: each with its grade, day, score and recommended start
 * (in its course's colour), and a link to its report. None taken leads to the level test; loading and failure are
 * quiet, below the month's report.
 */
export function LevelReportList({
  reports,
  status = 'ready',
  onRetry,
  testHref,
  words: wordsProp,
  className,
  ...props
}: LevelReportListProps) {
  const words = { ...levelReportWords.list, ...wordsProp };
  const headingId = useId();
  const leadId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-describedby={leadId}
      data-slot="level-report-list"
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="m-0 flex items-center gap-2 text-xl font-bold text-text">
          <Compass aria-hidden="true" className="size-6 text-primary" />
          {words.heading}
        </h2>
        <p id={leadId} className="m-0 text-base text-muted">
          {words.lead}
        </p>
      </div>
      {status === 'loading' || status === 'error' ? (
        <QuietState status={status} words={words} onRetry={onRetry} />
      ) : reports.length === 0 ? (
        <Status
          state="empty"
          size="sm"
          message={words.empty}
          action={
            <Button asChild variant="primary">
              <Link variant="plain" href={testHref}>
                {words.take}
              </Link>
            </Button>
          }
        />
      ) : (
        <ul className="m-0 grid list-none gap-3 p-0 md:grid-cols-2">
          {reports.map((item) => (
            <LevelReportCard key={item.id} item={item} words={words} />
          ))}
        </ul>
      )}
    </section>
  );
}

function LevelReportCard({ item, words }: { item: LevelReportItem; words: typeof levelReportWords.list }) {
  const name = words.name(item.grade);
  const day = words.day(item.takenAt);
  return (
    <li
      data-course={item.start?.course.toLowerCase()}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 break-keep shadow-soft"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="m-0 text-lg font-bold text-text">{name}</h3>
        <span className="text-sm tabular-nums text-muted">
          <time dateTime={new Date(item.takenAt).toISOString()}>{day}</time>
        </span>
      </div>
      <dl className="m-0 flex flex-wrap items-center gap-x-6 gap-y-2">
        <div className="flex items-baseline gap-2">
          <dt className="text-sm text-muted">{levelReportWords.facts.score}</dt>
          <dd className="m-0 text-xl font-bold tabular-nums text-text">{words.score(item.score)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="text-sm text-muted">{words.start}</dt>
          <dd
            data-state={item.start ? 'recommended' : 'none'}
            className="m-0 rounded-full bg-course-soft px-3 py-0.5 font-bold text-course-strong data-[state=none]:bg-surface-muted data-[state=none]:text-muted"
          >
            {item.start ? words.startAt(item.start.course, item.start.step) : words.noStart}
          </dd>
        </div>
      </dl>
      <Button asChild variant="outline" className="self-start">
        <Link variant="plain" href={item.href} aria-label={words.openName(name, day)}>
          {words.open}
        </Link>
      </Button>
    </li>
  );
}
