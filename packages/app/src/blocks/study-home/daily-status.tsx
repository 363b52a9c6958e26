import { useId } from 'react';
import type * as React from 'react';
import { Check, Circle, PencilLine } from 'lucide-react';
import { dayStatus, type DayStatus } from '@buddy/domain';
import { cva } from 'class-variance-authority';
import { cn } from '@buddy/ui/utils';
import { Link } from '@buddy/ui/link';
import { studyHomeWords } from './words';

/** A day of the week with how much of its study is done. */
export interface DayProgress {
  /** The day's number in the week (1–5). */
  day: number;
  /** Percent done, 0–100. */
  progress: number;
  title?: string;
}

export interface DailyStatusProps extends Omit<React.ComponentProps<'section'>, 'children'> {
  /** The five days of the week. */
  days: readonly DayProgress[];
  hrefFor: (day: number) => string;
  /** The day studied today, marked with a star. */
  today?: number | null;
  words?: Partial<typeof studyHomeWords.dailyStatus>;
}

const ICONS: Record<DayStatus, typeof Check> = { done: Check, studying: PencilLine, todo: Circle };
const dayMarkVariants = cva(
  'relative flex size-12 items-center justify-center rounded-full border-3 transition-transform duration-(--duration-menu) group-hover:scale-105 desktop:size-16',
  {
    variants: {
      status: {
        done: 'border-course-strong bg-course-strong text-course-foreground',
        studying: 'border-course-strong bg-course-soft text-text',
        todo: 'border-border bg-surface text-text',
      } satisfies Record<DayStatus, string>,
    },
    defaultVariants: { status: 'todo' },
  },
);

/**
 * How far along the week the path is filled, 0–1: from the first day's circle to the last day done (nothing when no
 * day or only the first is done, all of it when the last day is).
 */
export function pathFilled(days: readonly DayProgress[]): number {
  if (days.length < 2) return 0;
  const lastDone = days.findLastIndex((day) => dayStatus(day.progress) === 'done');
  return Math.max(0, lastDone) / (days.length - 1);
}

/**
 * The path joining the day circles, behind them (decoration, not read): filled in the course colour up to the last
 * day done, quiet after (the border colour, dotted like steps still to take). It runs from the centre of the first
 * column to the centre of the last, through the circles' middles (the link's 4 px padding and half a circle), so the
 * circles cover it and it shows between them. Nothing moves.
 */
function DayPath({ days }: { days: readonly DayProgress[] }) {
  const filled = pathFilled(days);
  return (
    <div
      aria-hidden="true"
      data-slot="daily-status-path"
      data-filled={filled}
      style={{ '--path-filled': `${filled * 100}%` } as React.CSSProperties}
      className={cn(
        'absolute inset-x-[calc((100%-4*var(--day-gap))/10)] h-1.5',
        'top-[calc(--spacing(7)-3px)] desktop:top-[calc(--spacing(9)-3px)]',
      )}
    >
      <div className="border-t-6 border-dotted border-border" />
      <div
        data-slot="daily-status-path-fill"
        className="absolute inset-y-0 left-0 w-(--path-filled) rounded-full bg-course-shape"
      />
    </div>
  );
}

/**
 * The daily status (spec §2 Study home): five day items, each done, studying or to do (an icon and a word, not colour
 * alone), each a link to that day's study.
 */
export function DailyStatus({
  days,
  hrefFor,
  today = null,
  words: wordsProp,
  className,
  ...props
}: DailyStatusProps) {
  const words = { ...studyHomeWords.dailyStatus, ...wordsProp };
  const headingId = useId();
  return (
    <section
      data-slot="daily-status"
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <h2 id={headingId} className="m-0 text-xl font-bold text-text">
        {words.heading}
      </h2>
      {/* The days' own gap, which the path needs to run from the first circle's centre to the last one's. */}
      <div className="relative [--day-gap:--spacing(2)] desktop:[--day-gap:--spacing(4)]">
        <DayPath days={days} />
        <ol className="relative m-0 grid list-none grid-cols-5 gap-(--day-gap) p-0">
          {days.map((day) => {
            const status = dayStatus(day.progress);
            const Icon = ICONS[status];
            return (
              <li key={day.day}>
                <Link
                  variant="plain"
                  href={hrefFor(day.day)}
                  data-status={status}
                  className="group flex flex-col items-center gap-2 rounded-lg p-1 text-text"
                >
                  <span aria-hidden="true" data-state={status} className={dayMarkVariants({ status })}>
                    <Icon className="size-6 desktop:size-7" strokeWidth={2.5} />
                  </span>
                  <span className="font-kid text-base font-bold desktop:text-lg">{words.day(day.day)}</span>
                  <span className="text-center text-sm text-muted">
                    {words.status[status]}
                    {status === 'studying' ? ` ${words.rate(day.progress)}` : ''}
                  </span>
                  {today === day.day ? (
                    <span className="rounded-md bg-course-soft px-1.5 py-0.5 text-center text-xs leading-tight font-semibold text-balance text-course-strong">
                      {words.today}
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
