import { useId } from 'react';
import type * as React from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { shiftMonth } from '@buddy/domain';
import { cn } from '@buddy/ui/utils';
import { Button } from '@buddy/ui/button';
import { Status } from '@buddy/ui/status';
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

/** Loading or failure of a my-page panel: the kit's Status with the panel's words. */
export function PanelState({ status, message, onRetry, words: wordsProp }: PanelStateProps) {
  const words = { ...mypageWords.state, ...wordsProp };
  return (
    <Status
      state={status}
      message={status === 'loading' ? words.loading : (message ?? words.error)}
      retryLabel={words.retry}
      onRetry={onRetry}
    />
  );
}

/** A quiet note where a panel or one of its lists has nothing to show: the kit's empty Status. */
export function EmptyNote({
  children,
  className,
  mascot = false,
}: {
  children: React.ReactNode;
  className?: string;
  /** A whole panel's empty state shows the mascot; a list inside a panel does not. */
  mascot?: boolean;
}) {
  return (
    <Status state="empty" size="sm" mascot={mascot} message={children} className={cn('py-8', className)} />
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
