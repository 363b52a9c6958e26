import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { MascotFigure } from '../mascot/mascot';

export type LogoProps = Omit<ComponentProps<'svg'>, 'children' | 'role'> & {
  /** Accessible name of the logo, e.g. 'Buddy English 홈'. */
  title: string;
};

/**
 * The 'Buddy English' wordmark with its mark: a round speech-bubble buddy with a smile.
 * Flat shapes in theme colours (primary, accent, coin); scales with its height (default 40 px).
 */
export function Logo({ title, className, ...props }: LogoProps) {
  return (
    <svg
      viewBox="0 0 208 48"
      role="img"
      aria-label={title}
      focusable="false"
      className={cn('h-10 w-auto shrink-0', className)}
      {...props}
    >
      {/* The buddy: a speech bubble with a face. */}
      <MascotFigure pose="happy" />
      <circle className="fill-coin" cx="40" cy="8" r="4" />
      {/* The wordmark. */}
      <text
        x="52"
        y="24"
        className="fill-primary font-kid"
        fontSize="22"
        fontWeight="800"
        letterSpacing="-0.3"
      >
        Buddy
      </text>
      <text x="53" y="43" className="fill-text font-kid" fontSize="16" fontWeight="600" letterSpacing="1.6">
        ENGLISH
      </text>
    </svg>
  );
}
