import { useEffect, useRef, useState } from 'react';
import type * as React from 'react';
import { X } from 'lucide-react';
import { cva } from 'class-variance-authority';
import { cn } from '@buddy/ui/utils';
import { usePrefersReducedMotion } from '@buddy/ui/hooks';
import { Button } from '@buddy/ui/button';
import { Mascot } from '@buddy/ui/mascot';
import { playChime } from './chime';
import { CoinIcon } from '@buddy/ui/coin-icon';
import { rewardWords, type CoinCelebrationWords } from './words';
import './reward.css';

/** One part of the coins earned: what it was for and how many ('단원 학습', 5). */
export type CoinCelebrationPart = { label: string; coins: number };

export type CoinCelebrationProps = Omit<React.ComponentProps<'div'>, 'children' | 'role'> & {
  /** The coins just earned. 0 or less (or not a number): nothing is drawn, nothing is heard. */
  coins: number;
  /** What was finished ('학습 활동을 끝냈어요'). */
  reason: string;
  /** The parts the coins are made of, in the order shown (unit 5, day 10, attendance 2). */
  breakdown?: readonly CoinCelebrationPart[];
  /** The child's coins with these added, if the app knows them. */
  total?: number;
  /**
   * The close button or Escape (while the focus is inside). The card hides itself either way; to celebrate again,
   * mount a new one (a new `key`).
   */
  onClose?: () => void;
  /** Plays the chime once when the card appears (default true). The app passes the child's sound setting here. */
  sound?: boolean;
  words?: Partial<CoinCelebrationWords>;
};

/** The moving parts, each played once and all done within 1 s; left out under prefers-reduced-motion. */
const motionVariants = cva('', {
  variants: {
    part: {
      card: 'motion-safe:animate-[reward-celebration-in_0.28s_ease-out_both]',
      mascot: 'motion-safe:animate-[reward-celebration-hop_0.6s_ease-out_0.1s_both]',
      amount: 'motion-safe:animate-[reward-coin-pop_0.45s_ease-out_0.1s_both]',
      burst: 'motion-safe:animate-[reward-coin-burst_0.7s_ease-out_both]',
    },
  },
});

/** Where the three popping coins fly to (from behind the mascot's head), and when they leave. */
const BURST = [
  { x: '-1.75rem', delay: '0.1s' },
  { x: '0rem', delay: '0.18s' },
  { x: '1.75rem', delay: '0.26s' },
] as const;

/** How long after the card appears its live region is filled (a region filled as it is added is often not read). */
const ANNOUNCE_DELAY_MS = 150;

/**
 * Tells a child the coins just earned (a unit, a day or a test finished): the mascot cheering, '+5 코인' big beside the
 * coin, what was finished, the parts the coins are made of and the new balance, on a card the app places (top or
 * bottom of its screen). The card is non-modal and never takes the focus from the study: a polite live region (role
 * status) says it all in one sentence once it appears, so the drawn text is hidden from assistive technology to be
 * read once, not twice. It stays until closed (a child reads slowly; nothing dismisses it on a timer): a 48 px close
 * button, or Escape while the focus is inside, which gives the focus back to where it came from.
 *
 * On appearing, the mascot hops, the amount pops and three coins fly up (each once, all within 1 s; nothing moves
 * under prefers-reduced-motion), and a quiet rising chime plays once (`sound`; silently skipped where the browser
 * will not play it).
 */
export function CoinCelebration({
  coins,
  reason,
  breakdown,
  total,
  onClose,
  sound = true,
  words: wordsProp,
  className,
  onKeyDown,
  onFocus,
  ...props
}: CoinCelebrationProps) {
  const words = { ...rewardWords.celebration, ...wordsProp };
  const reduced = usePrefersReducedMotion();
  const [closed, setClosed] = useState(false);
  const [announced, setAnnounced] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);
  /** Where the focus was before it came into the card (given back on close). */
  const cameFrom = useRef<HTMLElement | null>(null);
  const shown = coins > 0 && !closed;
  const chime = shown && sound;

  useEffect(() => {
    if (!chime) return;
    // The returned stop fades the chime out if the card goes away (or React remounts it) while it rings.
    return playChime();
  }, [chime]);

  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setAnnounced(true), ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);

  if (!shown) return null;

  function close() {
    const card = cardRef.current;
    const origin = cameFrom.current;
    if (card?.contains(document.activeElement) && origin?.isConnected) origin.focus();
    setClosed(true);
    onClose?.();
  }

  const still = reduced;
  const parts = breakdown?.filter((part) => part.label !== '') ?? [];

  return (
    // Event delegation: Escape and the focus coming in from outside, on the close button inside.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={cardRef}
      data-slot="coin-celebration"
      data-motion={still ? undefined : 'on'}
      className={cn(
        'relative mx-auto flex w-full max-w-md min-w-0 items-start gap-3 rounded-xl border-2 border-coin bg-surface p-4 pe-14 text-text break-keep shadow-pop desktop:gap-4 desktop:p-5 desktop:pe-16',
        still ? null : motionVariants({ part: 'card' }),
        className,
      )}
      onFocus={(event) => {
        const from = event.relatedTarget;
        if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
        onFocus?.(event);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
      }}
      {...props}
    >
      <div aria-hidden="true" data-slot="coin-celebration-mascot" className="relative shrink-0 pt-3">
        {still
          ? null
          : BURST.map((coin, index) => (
              <CoinIcon
                key={index}
                data-slot="coin-celebration-burst"
                className={cn(
                  'pointer-events-none absolute top-3 left-1/2 -ml-3 opacity-0',
                  motionVariants({ part: 'burst' }),
                )}
                style={{ '--burst-x': coin.x, animationDelay: coin.delay } as React.CSSProperties}
              />
            ))}
        <Mascot
          pose="happy"
          size="md"
          className={cn('relative origin-bottom', still ? null : motionVariants({ part: 'mascot' }))}
        />
      </div>
      <div aria-hidden="true" className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="m-0 text-base font-bold text-muted">{words.cheer}</p>
        <p
          data-slot="coin-celebration-amount"
          className={cn(
            'm-0 flex origin-left flex-wrap items-center gap-x-1.5 leading-tight font-extrabold tabular-nums',
            still ? null : motionVariants({ part: 'amount' }),
          )}
        >
          <CoinIcon className="size-9" />
          <span className="text-4xl">{words.amount(coins)}</span>
          <span className="text-xl">{words.unit}</span>
        </p>
        {reason ? <p className="m-0 text-lg leading-snug font-semibold">{reason}</p> : null}
        {parts.length > 0 ? (
          <ul
            data-slot="coin-celebration-breakdown"
            className="m-0 mt-1 flex list-none flex-col gap-1 rounded-lg bg-surface-muted px-3 py-2 text-base"
          >
            {parts.map((part, index) => (
              <li key={`${part.label}-${index}`} className="flex items-baseline justify-between gap-3">
                <span className="min-w-0">{part.label}</span>
                <span className="font-bold whitespace-nowrap tabular-nums">
                  {words.part(part.coins)} {words.unit}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {total === undefined ? null : (
          <p className="m-0 mt-1 text-base text-muted">
            {words.total}{' '}
            <strong className="font-bold whitespace-nowrap text-text tabular-nums">
              {words.number(total)} {words.unit}
            </strong>
          </p>
        )}
      </div>
      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announced ? `${words.cheer} ${words.announcement({ coins, reason, breakdown: parts, total })}` : ''}
      </p>
      <Button
        variant="ghost"
        size="icon"
        aria-label={words.close}
        className="absolute end-2 top-2 size-12 rounded-full [&_svg]:size-6"
        onClick={close}
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
