import { useId } from 'react';
import type * as React from 'react';
import { cn } from '@buddy/ui/utils';
import { studyHomeWords } from './words';

/** A step of the course with how much of its study is done. */
export interface StepProgress {
  step: number;
  /** Percent done, 0–100. */
  progress: number;
}

export interface LevelGraphProps extends Omit<React.ComponentProps<'figure'>, 'children'> {
  course: string;
  steps: readonly StepProgress[];
  /** The step on screen, highlighted. */
  current?: number;
  words?: Partial<typeof studyHomeWords.levelGraph>;
}

/**
 * The learning-level graph (spec §2 Study home): a card with a bar per step and its rate, as wide as the card at every
 * width (a column per step, a track of fixed height: no band left empty above short bars). The bars are decoration for
 * sighted readers; the same numbers are a table for assistive technology.
 */
export function LevelGraph({
  course,
  steps,
  current,
  words: wordsProp,
  className,
  ...props
}: LevelGraphProps) {
  const words = { ...studyHomeWords.levelGraph, ...wordsProp };
  const headingId = useId();
  return (
    <figure
      data-slot="level-graph"
      aria-labelledby={headingId}
      className={cn(
        'm-0 flex w-full min-w-0 flex-col gap-4 rounded-lg border border-border bg-surface p-4 shadow-soft sm:p-6',
        className,
      )}
      {...props}
    >
      <figcaption className="flex flex-col gap-1">
        <h2 id={headingId} className="m-0 text-xl font-bold text-text">
          {words.heading}
        </h2>
        <span className="text-sm text-muted">{words.description(course)}</span>
      </figcaption>
      <div
        aria-hidden="true"
        data-slot="level-graph-chart"
        className="grid w-full items-end gap-1.5 sm:gap-4"
        style={{ gridTemplateColumns: `repeat(${Math.max(1, steps.length)}, minmax(0, 1fr))` }}
      >
        {steps.map((step) => {
          const rate = Math.max(0, Math.min(100, step.progress));
          return (
            <div
              key={step.step}
              data-step={step.step}
              data-state={step.step === current ? 'current' : undefined}
              className="group flex min-w-0 flex-col items-center gap-1.5"
            >
              <span className="text-xs font-semibold whitespace-nowrap text-text tabular-nums sm:text-sm">
                {words.rate(step.progress)}
              </span>
              <span className="flex h-24 w-full max-w-16 items-end overflow-hidden rounded-md bg-course-soft group-data-[state=current]:ring-2 group-data-[state=current]:ring-course-strong sm:h-32">
                <span
                  data-slot="level-graph-bar"
                  className="block w-full rounded-md bg-course opacity-60 group-data-[state=current]:bg-course-shape group-data-[state=current]:opacity-100"
                  style={{ height: `${Math.max(4, rate)}%` }}
                />
              </span>
              <span className="text-xs whitespace-nowrap text-muted group-data-[state=current]:font-bold group-data-[state=current]:text-text sm:text-sm">
                {words.step(step.step)}
              </span>
            </div>
          );
        })}
      </div>
      <table className="sr-only">
        <caption>{words.description(course)}</caption>
        <thead>
          <tr>
            <th scope="col">{words.stepHeader}</th>
            <th scope="col">{words.rateHeader}</th>
          </tr>
        </thead>
        <tbody>
          {steps.map((step) => (
            <tr key={step.step}>
              <th scope="row">
                {words.step(step.step)}
                {step.step === current ? ` (${words.current})` : ''}
              </th>
              <td>{words.rate(step.progress)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
