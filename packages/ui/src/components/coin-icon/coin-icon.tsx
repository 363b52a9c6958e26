import type * as React from 'react';
import { cn } from '../../lib/cn';

/** The buddymon coin: a gold disc with a rim and a star, flat like the kit's other drawings. Decoration only. */
export function CoinIcon({ className, ...props }: React.ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      data-slot="coin-icon"
      className={cn('size-6 shrink-0', className)}
      {...props}
    >
      <circle cx="24" cy="26" r="20" className="fill-warning" />
      <circle cx="24" cy="23" r="20" className="fill-coin" />
      <circle cx="24" cy="23" r="14.5" fill="none" strokeWidth="2.5" className="stroke-warning/45" />
      <path
        d="M24 12.5l3.2 6.6 7.2 1-5.2 5 1.3 7.1L24 28.8l-6.5 3.4 1.3-7.1-5.2-5 7.2-1z"
        className="fill-surface/85"
      />
    </svg>
  );
}
