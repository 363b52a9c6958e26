import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

export interface StepItem {
  title: string;
  text: React.ReactNode;
  /** A short note beside the title, e.g. how long the step takes ('5분') or who does it. */
  meta?: string;
}

export const stepListVariants = cva('m-0 list-none p-0', {
  variants: {
    layout: {
      /** One step under another, joined by a line: a day's lesson flow. */
      timeline: 'flex flex-col',
      /** Cards side by side on desktop: a short process of three or four steps. */
      cards: 'grid gap-4 min-[600px]:grid-cols-2 desktop:grid-cols-4',
    },
  },
  defaultVariants: { layout: 'timeline' },
});

/** One step: in the timeline a line joins its number to the next one's. */
const stepVariants = cva('relative flex gap-4', {
  variants: {
    layout: {
      timeline:
        'pb-6 last:pb-0 [&:not(:last-child)]:before:absolute [&:not(:last-child)]:before:top-12 [&:not(:last-child)]:before:bottom-1 [&:not(:last-child)]:before:left-[1.3125rem] [&:not(:last-child)]:before:w-0.5 [&:not(:last-child)]:before:bg-border',
      cards: 'flex-col rounded-lg border border-border bg-surface p-5',
    },
  },
  defaultVariants: { layout: 'timeline' },
});

export type StepListProps = Omit<React.ComponentProps<'ol'>, 'children'> &
  VariantProps<typeof stepListVariants> & {
    steps: readonly StepItem[];
    /** The heading level of each step's title, to follow the page's outline (default 3). */
    headingLevel?: 2 | 3 | 4;
  };

/**
 * A numbered list of steps (an ordered list: the order is announced by assistive technology, the drawn numbers are
 * decorative). The numbers take the course colours, so a step list inside data-course wears that course.
 */
export function StepList({ steps, layout, headingLevel = 3, className, ...props }: StepListProps) {
  const Heading = `h${headingLevel}` as const;
  const l = layout ?? 'timeline';
  return (
    <ol
      data-slot="step-list"
      data-layout={l}
      className={cn(stepListVariants({ layout: l }), className)}
      {...props}
    >
      {steps.map((step, index) => (
        <li key={step.title} data-slot="step" className={stepVariants({ layout: l })}>
          <span
            aria-hidden="true"
            className="flex size-11 shrink-0 items-center justify-center rounded-full bg-course-strong font-kid text-lg font-extrabold text-course-foreground"
          >
            {index + 1}
          </span>
          <div className="flex min-w-0 flex-col gap-1 pt-2">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <Heading className="text-lg font-bold text-text">{step.title}</Heading>
              {step.meta ? (
                <span className="rounded-full bg-course-soft px-3 py-0.5 text-sm font-semibold text-course-strong">
                  {step.meta}
                </span>
              ) : null}
            </div>
            <div className="text-base text-muted">{step.text}</div>
          </div>
        </li>
      ))}
    </ol>
  );
}
