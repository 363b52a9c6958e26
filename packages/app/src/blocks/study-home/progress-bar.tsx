import type * as React from 'react';
import { cn } from '@buddy/ui/utils';
import { studyHomeWords } from './words';

export interface ProgressBarProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** 0–100. */
  value: number;
  /** Accessible name (also shown above the bar unless `hideLabel`). */
  label?: string;
  hideLabel?: boolean;
  words?: Partial<typeof studyHomeWords.progressBar>;
}

/** The progress bar (spec §9: 530 px wide; full width on mobile): role progressbar with a value text. */
export function ProgressBar({
  value,
  label,
  hideLabel = false,
  words: wordsProp,
  className,
  ...props
}: ProgressBarProps) {
  const words = { ...studyHomeWords.progressBar, ...wordsProp };
  const rate = Math.max(0, Math.min(100, Math.round(value)));
  const name = label ?? words.label;
  return (
    <div
      data-slot="progress-bar"
      className={cn('flex w-full flex-col gap-2 desktop:w-[530px]', className)}
      {...props}
    >
      {hideLabel ? null : (
        <div aria-hidden="true" className="flex items-baseline justify-between text-base">
          <span className="font-semibold text-text">{name}</span>
          <span className="font-bold text-course-strong tabular-nums">{words.valueText(rate)}</span>
        </div>
      )}
      <div
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rate}
        aria-valuetext={words.valueText(rate)}
        className="h-4 w-full overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          data-slot="progress-fill"
          className="h-full rounded-full bg-course-shape transition-[width] duration-(--duration-slide) motion-reduce:transition-none"
          style={{ width: `${rate}%` }}
        />
      </div>
    </div>
  );
}
