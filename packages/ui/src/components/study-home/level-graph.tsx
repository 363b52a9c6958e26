import { useId } from 'react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
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

const WIDTH = 420;
const HEIGHT = 180;
const TOP = 20;
const BOTTOM = 28;

/**
 * The learning-level graph (spec §2 Study home): a bar per step with its rate. The SVG is decoration for sighted
 * readers; the same numbers are a table for assistive technology.
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
  const slot = WIDTH / Math.max(1, steps.length);
  const barWidth = Math.min(36, slot * 0.55);
  const plot = HEIGHT - TOP - BOTTOM;
  return (
    <figure
      data-slot="level-graph"
      aria-labelledby={headingId}
      className={cn('m-0 flex flex-col gap-3', className)}
      {...props}
    >
      <figcaption className="flex flex-col gap-1">
        <h2 id={headingId} className="m-0 text-xl font-bold text-text">
          {words.heading}
        </h2>
        <span className="text-sm text-muted">{words.description(course)}</span>
      </figcaption>
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="w-full max-w-[530px] overflow-visible"
        data-slot="level-graph-chart"
      >
        <line
          x1={0}
          x2={WIDTH}
          y1={HEIGHT - BOTTOM}
          y2={HEIGHT - BOTTOM}
          className="stroke-border"
          strokeWidth={2}
        />
        {steps.map((step, index) => {
          const x = slot * index + (slot - barWidth) / 2;
          const height = Math.max(2, (plot * Math.max(0, Math.min(100, step.progress))) / 100);
          const y = HEIGHT - BOTTOM - height;
          const here = step.step === current;
          return (
            <g
              key={step.step}
              data-step={step.step}
              data-state={here ? 'current' : undefined}
              className="group"
            >
              <rect
                x={x}
                y={y}
                width={barWidth}
                height={height}
                rx={6}
                className="fill-course opacity-55 group-data-[state=current]:fill-course-strong group-data-[state=current]:opacity-100"
              />
              <text
                x={x + barWidth / 2}
                y={y - 6}
                textAnchor="middle"
                className="fill-text text-[12px] font-semibold tabular-nums"
              >
                {words.rate(step.progress)}
              </text>
              <text
                x={x + barWidth / 2}
                y={HEIGHT - 8}
                textAnchor="middle"
                className="fill-muted text-[12px] group-data-[state=current]:fill-text group-data-[state=current]:font-bold"
              >
                {words.step(step.step)}
              </text>
            </g>
          );
        })}
      </svg>
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
