import type * as React from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { Button, Spinner } from '../button';
import { Mascot } from '../mascot/mascot';

export type StatusState = 'loading' | 'empty' | 'error';

const statusVariants = cva(
  'flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 text-center',
  {
    variants: {
      state: {
        loading: 'border-border text-muted',
        empty: 'border-border text-muted',
        error: 'border-danger/40 text-text',
      },
      size: { md: 'py-10', sm: 'py-6' },
    },
    defaultVariants: { state: 'loading', size: 'md' },
  },
);

export type StatusProps = Omit<React.ComponentProps<'div'>, 'title' | 'role'> & {
  state: StatusState;
  /** What is happening, in the product's words ('Loading…', 'No posts yet', 'Could not load'). */
  message: React.ReactNode;
  /** An optional heading over the message. */
  title?: React.ReactNode;
  /** With `onRetry`, an error offers a retry button with this label. */
  retryLabel?: string;
  onRetry?: () => void;
  /** Anything after the message (a link back to the list, a button to start). */
  action?: React.ReactNode;
  /** Shows the mascot in the empty and error states (default true). */
  mascot?: boolean;
  size?: 'md' | 'sm';
};

/**
 * The one loading / empty / error state of the kit. Loading is a polite status (busy) with a spinner; empty a status
 * with the curious mascot; error an alert with the upset mascot and, given `onRetry` and `retryLabel`, a retry button.
 * Every word comes from the props.
 */
export function Status({
  state,
  message,
  title,
  retryLabel,
  onRetry,
  action,
  mascot = true,
  size = 'md',
  className,
  ...props
}: StatusProps) {
  return (
    <div
      data-slot="status"
      data-state={state}
      data-size={size}
      role={state === 'error' ? 'alert' : 'status'}
      aria-busy={state === 'loading' || undefined}
      className={cn(statusVariants({ state, size }), className)}
      {...props}
    >
      {state === 'loading' ? (
        <Spinner className="size-8 text-primary" />
      ) : mascot ? (
        <Mascot pose={state === 'error' ? 'oops' : 'curious'} size={size === 'sm' ? 'sm' : 'md'} />
      ) : null}
      {title ? <p className="m-0 text-lg font-bold text-text">{title}</p> : null}
      <p className="m-0">{message}</p>
      {state === 'error' && onRetry && retryLabel ? (
        <Button variant="outline" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
      {action}
    </div>
  );
}
