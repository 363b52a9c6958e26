import { useId } from 'react';
import type * as React from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { MAX_STEP } from '@buddy/domain';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { studyHomeWords } from './words';

export interface StepControlProps extends Omit<React.ComponentProps<'nav'>, 'children'> {
  step: number;
  min?: number;
  max?: number;
  /** Called with the step to move to (each move loads week 1 of it, spec §4). */
  onStepChange?: (step: number) => void;
  words?: Partial<typeof studyHomeWords.stepControl>;
}

/**
 * The step control (spec §4 Study session): previous and next, inactive below the first and above the last step. An
 * inactive button stays focusable (aria-disabled) and says why.
 */
export function StepControl({
  step,
  min = 1,
  max = MAX_STEP,
  onStepChange,
  words: wordsProp,
  className,
  ...props
}: StepControlProps) {
  const words = { ...studyHomeWords.stepControl, ...wordsProp };
  const previousHint = useId();
  const nextHint = useId();
  const hasPrevious = step > min;
  const hasNext = step < max;
  return (
    <nav
      data-slot="step-control"
      aria-label={words.label}
      className={cn('flex items-center gap-3', className)}
      {...props}
    >
      <Button
        variant="outline"
        aria-disabled={!hasPrevious || undefined}
        aria-describedby={hasPrevious ? undefined : previousHint}
        onClick={() => {
          if (hasPrevious) onStepChange?.(step - 1);
        }}
      >
        <ChevronLeft aria-hidden="true" />
        {words.previous}
      </Button>
      <p
        aria-live="polite"
        className="m-0 min-w-20 text-center font-kid text-2xl font-bold text-course-strong"
      >
        {words.current(step)}
      </p>
      <Button
        variant="outline"
        aria-disabled={!hasNext || undefined}
        aria-describedby={hasNext ? undefined : nextHint}
        onClick={() => {
          if (hasNext) onStepChange?.(step + 1);
        }}
      >
        {words.next}
        <ChevronRight aria-hidden="true" />
      </Button>
      <span id={previousHint} hidden>
        {words.noPrevious}
      </span>
      <span id={nextHint} hidden>
        {words.noNext}
      </span>
    </nav>
  );
}
