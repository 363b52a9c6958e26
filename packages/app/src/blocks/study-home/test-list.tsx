import { useId } from 'react';
import type * as React from 'react';
import { scoreGrade, testListColumns } from '@buddy/domain';
import { cva } from 'class-variance-authority';
import { cn } from '@buddy/ui/utils';
import { GradeBadge } from '@buddy/ui/grade-badge';
import { Link } from '@buddy/ui/link';
import { studyHomeWords } from './words';

/** A test of the step: a weekly test of week 1–4, or the monthly test. */
export interface StepTest {
  kind: 'weekly' | 'monthly';
  /** The week of a weekly test (0 for the monthly test). */
  week: number;
  taken: boolean;
  /** The score 0–100 once taken. */
  score: number | null;
}

export interface TestListProps extends Omit<React.ComponentProps<'section'>, 'children'> {
  step: number;
  tests: readonly StepTest[];
  /** The test paper to take it. */
  takeHref: (test: StepTest) => string;
  /** Its result (display R). */
  resultHref: (test: StepTest) => string;
  words?: Partial<typeof studyHomeWords.testList>;
}

const testGridVariants = cva('m-0 grid list-none grid-cols-2 gap-3 p-0', {
  variants: { columns: { 4: 'desktop:grid-cols-4', 5: 'desktop:grid-cols-5' } },
  defaultVariants: { columns: 5 },
});

/** A taken test links to its result (outlined), an open one to the paper (filled). */
const testLinkVariants = cva(
  'mt-auto inline-flex min-h-11 items-center justify-center rounded-md px-3 text-sm font-semibold',
  {
    variants: {
      state: {
        taken: 'border-2 border-course-strong text-course-strong hover:bg-course-soft',
        open: 'bg-course-strong text-course-foreground hover:brightness-110',
      },
    },
    defaultVariants: { state: 'open' },
  },
);

/**
 * The step's tests (spec §2 Study home, §9): four weekly tests (titled by the step: Weekly Test, or Achievement Test
 * at step 7) and the monthly test, in five columns, four at the end step. Each shows whether it was taken, and its
 * score with the grade a, b or c; its one link takes the test or opens the result.
 */
export function TestList({
  step,
  tests,
  takeHref,
  resultHref,
  words: wordsProp,
  className,
  ...props
}: TestListProps) {
  const words = { ...studyHomeWords.testList, ...wordsProp };
  const headingId = useId();
  const columns = testListColumns(step);
  return (
    <section
      data-slot="test-list"
      data-columns={columns}
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <h2 id={headingId} className="m-0 text-xl font-bold text-text">
        {words.heading}
      </h2>
      <ul className={testGridVariants({ columns })}>
        {tests.map((test) => {
          const title = test.kind === 'monthly' ? words.monthlyTitle : words.weeklyTitle(test.week, step);
          const taken = test.taken;
          return (
            <li
              key={`${test.kind}-${test.week}`}
              data-taken={taken}
              className="flex flex-col gap-2 rounded-lg border-2 border-border bg-surface p-3"
            >
              <p className="m-0 font-kid text-base leading-tight font-bold text-text">{title}</p>
              <p className="m-0 text-sm text-muted">{taken ? words.taken : words.notTaken}</p>
              {taken && test.score !== null ? (
                <p className="m-0 flex items-center gap-2">
                  <span className="text-lg font-bold text-text tabular-nums">{words.score(test.score)}</span>
                  <GradeBadge grade={scoreGrade(test.score)} words={{ grade: words.grade }} />
                </p>
              ) : null}
              <Link
                variant="plain"
                href={taken ? resultHref(test) : takeHref(test)}
                aria-label={`${title} ${taken ? words.result : words.take}`}
                data-state={taken ? 'taken' : 'open'}
                className={testLinkVariants({ state: taken ? 'taken' : 'open' })}
              >
                {taken ? words.result : words.take}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
