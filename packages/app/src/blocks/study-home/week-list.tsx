import type * as React from 'react';
import { cn } from '@buddy/ui/utils';
import { Link } from '@buddy/ui/link';
import { studyHomeWords } from './words';

/** A week of the step with how much of its study is done. */
export interface WeekProgress {
  week: number;
  /** Percent done, 0–100; null while it is not known yet (the week is listed and can be opened, its rate follows). */
  progress: number | null;
}

export interface WeekListProps extends Omit<React.ComponentProps<'nav'>, 'children'> {
  weeks: readonly WeekProgress[];
  /** The week on screen (aria-current). */
  current: number;
  hrefFor: (week: number) => string;
  words?: Partial<typeof studyHomeWords.weekList>;
}

/** The weekly list (spec §2 Study home): weeks 1–4 of the step, each with its rate, the current one marked. */
export function WeekList({ weeks, current, hrefFor, words: wordsProp, className, ...props }: WeekListProps) {
  const words = { ...studyHomeWords.weekList, ...wordsProp };
  return (
    <nav data-slot="week-list" aria-label={words.label} className={className} {...props}>
      <ul className="m-0 grid list-none grid-cols-2 gap-3 p-0 desktop:grid-cols-4">
        {weeks.map((week) => {
          const selected = week.week === current;
          return (
            <li key={week.week}>
              <Link
                variant="plain"
                href={hrefFor(week.week)}
                aria-current={selected ? 'page' : undefined}
                className={cn(
                  'flex min-h-16 flex-col items-center justify-center gap-1 rounded-lg border-2 border-border bg-surface px-3 py-2 text-text',
                  'transition-colors duration-(--duration-menu) hover:border-course-strong',
                  'aria-[current=page]:border-course-strong aria-[current=page]:bg-course-soft aria-[current=page]:font-bold aria-[current=page]:shadow-soft',
                )}
              >
                <span className="font-kid text-lg">{words.week(week.week)}</span>
                {week.progress === null ? (
                  // The rate's line is kept, so that nothing moves when it arrives.
                  <span data-slot="week-rate" className="text-sm text-muted" aria-hidden="true">
                    {'\u00a0'}
                  </span>
                ) : (
                  <span data-slot="week-rate" className="text-sm text-muted tabular-nums">
                    <span aria-hidden="true">{words.rate(week.progress)}</span>
                    <span className="sr-only">{words.rateLabel(week.progress)}</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
