import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

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
      <path
        className="fill-accent"
        d="M24 3c11.6 0 21 8.3 21 18.6S35.6 40.2 24 40.2c-2.2 0-4.3-.3-6.3-.9L9 45l1.6-8.6C6 33 3 27.6 3 21.6 3 11.3 12.4 3 24 3z"
      />
      <circle className="fill-primary-foreground" cx="17" cy="19" r="4.2" />
      <circle className="fill-primary-foreground" cx="31" cy="19" r="4.2" />
      <circle className="fill-text" cx="17.8" cy="19.6" r="2" />
      <circle className="fill-text" cx="31.8" cy="19.6" r="2" />
      <path
        className="fill-none stroke-primary-foreground"
        strokeWidth="2.6"
        strokeLinecap="round"
        d="M17.5 27.5c3.6 3.4 9.4 3.4 13 0"
      />
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
