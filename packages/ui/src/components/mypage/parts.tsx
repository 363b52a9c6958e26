import { useId } from 'react';
import type * as React from 'react';
import { AlertCircle, ChevronLeft, ChevronRight } from 'lucide-react';
import { shiftMonth } from '@buddy/domain';
import { cn } from '../../lib/cn';
import { Button, Spinner } from '../button';
import { mypageWords } from './words';

/** What a my-page panel shows: its data, or loading, or a failure. */
export type PanelStatus = 'ready' | 'loading' | 'error';

export interface PanelStateProps {
  status: Exclude<PanelStatus, 'ready'>;
  /** The failure's message (default: the words' error). */
  message?: string;
  onRetry?: () => void;
  words?: Partial<typeof mypageWords.state>;
}

/** Loading (a polite status) or failure (an alert with a retry button) of a my-page panel. */
export function PanelState({ status, message, onRetry, words: wordsProp }: PanelStateProps) {
  const words = { ...mypageWords.state, ...wordsProp };
  if (status === 'loading') {
    return (
      <div
        role="status"
        data-slot="mypage-state"
        data-kind="loading"
        className="flex items-center justify-center gap-3 rounded-lg border border-dashed border-border px-4 py-10 text-muted"
      >
        <Spinner />
        <span>{words.loading}</span>
      </div>
    );
  }
  return (
    <div
      role="alert"
      data-slot="mypage-state"
      data-kind="error"
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-danger/40 px-4 py-10 text-center text-text"
    >
      <AlertCircle aria-hidden="true" className="size-8 text-danger" />
      <p className="m-0">{message ?? words.error}</p>
      {onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          {words.retry}
        </Button>
      ) : null}
    </div>
  );
}

/** A quiet empty note of a panel. */
export function EmptyNote({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="mypage-empty"
      className={cn(
        'm-0 rounded-lg border border-dashed border-border px-4 py-8 text-center text-muted',
        className,
      )}
      {...props}
    />
  );
}

export interface MonthSwitcherProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** YYYYMM. */
  month: string;
  onMonthChange: (month: string) => void;
  /** The latest month that can be shown (YYYYMM, e.g. this month): the next button is inactive there. */
  maxMonth?: string;
  /** The heading level of the month title (default 2). */
  headingLevel?: 2 | 3;
  words?: Partial<typeof mypageWords.month>;
}

/**
 * The month on screen with previous and next buttons (the title is announced when it changes). An inactive next
 * button stays focusable (aria-disabled) and says why.
 */
export function MonthSwitcher({
  month,
  onMonthChange,
  maxMonth,
  headingLevel = 2,
  words: wordsProp,
  className,
  ...props
}: MonthSwitcherProps) {
  const words = { ...mypageWords.month, ...wordsProp };
  const atEnd = maxMonth !== undefined && month >= maxMonth;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const hint = useId();
  return (
    <div
      role="group"
      aria-label={words.label}
      data-slot="month-switcher"
      className={cn('flex items-center justify-center gap-3', className)}
      {...props}
    >
      <Button
        variant="outline"
        size="icon"
        aria-label={words.previous}
        onClick={() => onMonthChange(shiftMonth(month, -1))}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <Heading
        aria-live="polite"
        className="m-0 min-w-36 text-center text-xl font-bold text-text tabular-nums"
      >
        {words.title(month)}
      </Heading>
      <Button
        variant="outline"
        size="icon"
        aria-label={words.next}
        aria-disabled={atEnd || undefined}
        aria-describedby={atEnd ? hint : undefined}
        onClick={() => {
          if (!atEnd) onMonthChange(shiftMonth(month, 1));
        }}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
      <span id={hint} hidden>
        {words.noNext}
      </span>
    </div>
  );
}
