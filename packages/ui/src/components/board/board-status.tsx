import type * as React from 'react';
import { AlertCircle, Inbox } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button, Spinner } from '../button';

export type BoardStatusProps = React.ComponentProps<'div'> & {
  kind: 'loading' | 'empty' | 'error';
  message: React.ReactNode;
  /** With `kind="error"`: a retry button. */
  retryLabel?: string;
  onRetry?: () => void;
  /** Anything after the message (for example a link back to the list). */
  action?: React.ReactNode;
};

/**
 * The quiet states of a board: loading (a polite status), empty, and error (an alert with an optional retry). Shared
 * by the list, the detail and the memo board; the app uses it for its own page states too (not found...).
 */
export function BoardStatus({
  kind,
  message,
  retryLabel,
  onRetry,
  action,
  className,
  ...props
}: BoardStatusProps) {
  return (
    <div
      data-slot="board-status"
      data-kind={kind}
      role={kind === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-4 py-10 text-center text-muted',
        kind === 'error' && 'border-danger/40 text-text',
        className,
      )}
      {...props}
    >
      <span aria-hidden="true" className="[&_svg]:size-8">
        {kind === 'loading' ? (
          <Spinner className="size-8 text-primary" />
        ) : kind === 'error' ? (
          <AlertCircle className="text-danger" />
        ) : (
          <Inbox />
        )}
      </span>
      <p className="m-0">{message}</p>
      {kind === 'error' && onRetry && retryLabel ? (
        <Button variant="outline" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
      {action}
    </div>
  );
}
