import { useId } from 'react';
import type * as React from 'react';
import { BookCheck, CalendarCheck, ClipboardCheck } from 'lucide-react';
import { cn } from '@buddy/ui/utils';
import { EmptyNote, PanelState, type PanelStatus } from './parts';
import { mypageWords } from './words';

export interface LearningData {
  studyDays: number;
  unitsDone: number;
  /** The weeks studied this month, with how much of each is done. */
  weeks: readonly {
    course: string;
    step: number;
    week: number;
    title: string;
    /** Percent done, 0–100. */
    progress: number;
    lastStudiedAt: string;
  }[];
  /** The tests taken this month. */
  tests: readonly {
    /** A key of the test (unique with its submission time). */
    id: string;
    title: string;
    kind: 'weekly' | 'monthly';
    course: string;
    step: number;
    /** The week of a weekly test; null for the monthly test. */
    week: number | null;
    score: number;
    submittedAt: string;
  }[];
}

export interface LearningSummaryProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  learning?: LearningData | null;
  status?: PanelStatus;
  onRetry?: () => void;
  /** The heading level of the lists (default 2). */
  headingLevel?: 2 | 3;
  words?: {
    learning?: Partial<typeof mypageWords.learning>;
    report?: Partial<typeof mypageWords.report>;
    state?: Partial<typeof mypageWords.state>;
  };
}

/**
 * Learning of the month (spec §2 My page): the study days, the activities done and the tests taken as three
 * figures, then the weeks studied (with their progress) and the tests (with their scores). Each week shows in its
 * course's theme.
 */
export function LearningSummary({
  learning,
  status = 'ready',
  onRetry,
  headingLevel = 2,
  words: wordsProp,
  className,
  ...props
}: LearningSummaryProps) {
  const words = { ...mypageWords.learning, ...wordsProp?.learning };
  const testType = { ...mypageWords.report.testType, ...wordsProp?.report?.testType };
  const weeksId = useId();
  const testsId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (status !== 'ready' || !learning) {
    return (
      <div data-slot="learning-summary" className={className} {...props}>
        <PanelState
          status={status === 'ready' ? 'loading' : status}
          onRetry={onRetry}
          words={wordsProp?.state}
        />
      </div>
    );
  }
  const empty = learning.studyDays === 0 && learning.weeks.length === 0 && learning.tests.length === 0;
  const figures = [
    { key: 'days', label: words.studyDays, value: words.days(learning.studyDays), Icon: CalendarCheck },
    { key: 'units', label: words.unitsDone, value: words.count(learning.unitsDone), Icon: BookCheck },
    {
      key: 'tests',
      label: words.testsTaken,
      value: words.count(learning.tests.length),
      Icon: ClipboardCheck,
    },
  ];
  return (
    <div data-slot="learning-summary" className={cn('flex flex-col gap-6', className)} {...props}>
      <dl className="m-0 grid grid-cols-3 gap-3">
        {figures.map(({ key, label, value, Icon }) => (
          <div
            key={key}
            className="flex flex-col items-center gap-1 rounded-lg border border-border bg-surface p-3 shadow-soft"
          >
            <Icon aria-hidden="true" className="size-6 text-primary" />
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="m-0 text-2xl font-bold tabular-nums text-text">{value}</dd>
          </div>
        ))}
      </dl>
      {empty ? (
        <EmptyNote mascot>{words.empty}</EmptyNote>
      ) : (
        <>
          <section aria-labelledby={weeksId} className="flex flex-col gap-3">
            <Heading id={weeksId} className="m-0 text-lg font-bold text-text">
              {words.weeks}
            </Heading>
            {learning.weeks.length === 0 ? (
              <EmptyNote>{words.noWeeks}</EmptyNote>
            ) : (
              <ul className="m-0 flex list-none flex-col gap-2 p-0">
                {learning.weeks.map((week) => (
                  <li
                    key={`${week.course}-${week.step}-${week.week}`}
                    data-course={week.course.toLowerCase()}
                    className="flex flex-col gap-2 rounded-lg border border-course bg-course-soft p-3"
                  >
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <span className="font-bold text-text">
                        {words.week(week.course, week.step, week.week)}
                        {week.title ? <span className="ml-2 font-normal text-text">{week.title}</span> : null}
                      </span>
                      <span className="text-sm text-muted">{words.lastStudied(week.lastStudiedAt)}</span>
                    </div>
                    <div className="flex items-center gap-3">
                      <span aria-hidden="true" className="h-3 flex-1 overflow-hidden rounded-full bg-surface">
                        <span
                          className="block h-full rounded-full bg-course-shape"
                          style={{ width: `${Math.max(0, Math.min(100, week.progress))}%` }}
                        />
                      </span>
                      <span className="text-sm font-bold tabular-nums text-text">
                        {words.rate(week.progress)}
                      </span>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby={testsId} className="flex flex-col gap-3">
            <Heading id={testsId} className="m-0 text-lg font-bold text-text">
              {words.tests}
            </Heading>
            {learning.tests.length === 0 ? (
              <EmptyNote>{words.noTests}</EmptyNote>
            ) : (
              <ul className="m-0 flex list-none flex-col gap-2 p-0">
                {learning.tests.map((test) => (
                  <li
                    key={`${test.id}-${test.submittedAt}`}
                    data-course={test.course.toLowerCase()}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-surface p-3"
                  >
                    <span className="flex flex-col">
                      <span className="font-bold text-text">
                        {test.week === null
                          ? `${test.course}-${test.step} ${testType[test.kind]}`
                          : `${words.week(test.course, test.step, test.week)} ${testType[test.kind]}`}
                      </span>
                      <span className="text-sm text-muted">
                        {test.title} · {words.submitted(test.submittedAt)}
                      </span>
                    </span>
                    <span className="text-xl font-bold tabular-nums text-course-strong">
                      {words.score(test.score)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
