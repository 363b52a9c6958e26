import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useId } from 'react';
import type * as React from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../button';

export const stepControlWords = {
  label: '단계 이동',
  previous: '이전 단계',
  next: '다음 단계',
  current: (step: number) => `${step}단계`,
  /** Why a button is inactive (read with the button). */
  noPrevious: '첫 단계예요',
  noNext: '마지막 단계예요',
};

export type StepControlWords = typeof stepControlWords;

export interface StepControlProps extends Omit<React.ComponentProps<'nav'>, 'children' | 'defaultValue'> {
  /** The step shown (controlled). */
  value?: number;
  /** The step shown at first (uncontrolled). Default `min`. */
  defaultValue?: number;
  /** Called with the step to move to: always within min..max, one away from the current one. */
  onValueChange?: (step: number) => void;
  /** The first step (default 1). */
  min?: number;
  /** The last step (the product's: Buddy's courses have 7). */
  max: number;
  words?: Partial<StepControlWords>;
}

/**
 * The step control: previous and next, inactive below the first and above the last step. An inactive button stays
 * focusable (aria-disabled) and says why; the step shown is announced politely when it changes.
 */
export function StepControl({
  value,
  defaultValue,
  onValueChange,
  min = 1,
  max,
  words: wordsProp,
  className,
  ...props
}: StepControlProps) {
  const words = { ...stepControlWords, ...wordsProp };
  const [step, setStep] = useControllableState<number>({
    prop: value,
    defaultProp: defaultValue ?? min,
    onChange: onValueChange,
    caller: 'StepControl',
  });
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
          if (hasPrevious) setStep(step - 1);
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
          if (hasNext) setStep(step + 1);
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
