import { useId } from 'react';
import type * as React from 'react';
import { Check, Circle, PencilLine } from 'lucide-react';
import { dayStatus, type DayStatus } from '@buddy/domain';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { Link } from '../link';
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
      <ol className="m-0 grid list-none grid-cols-5 gap-2 p-0 desktop:gap-4">
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
                  <span className="rounded-full bg-course-soft px-2 text-xs font-semibold text-course-strong">
                    {words.today}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
