import { useId } from 'react';
import type * as React from 'react';
import { PiggyBank, ShoppingBag, Sparkles } from 'lucide-react';
import { cva } from 'class-variance-authority';
import type { CoinSummary } from '@buddy/domain';
import { cn } from '@buddy/ui/utils';
import { Status } from '@buddy/ui/status';
import { CoinIcon } from '@buddy/ui/coin-icon';
import { rewardWords, type CoinSummaryWords } from './words';

export type CoinSummaryCardProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  state: 'loading' | 'error' | 'ready';
  /** The coin summary (spec §3); needed when ready. */
  summary?: CoinSummary;
  onRetry?: () => void;
  /** The level of the card's heading (default 2). */
  headingLevel?: 2 | 3;
  words?: Partial<CoinSummaryWords>;
};

/** One figure's box; the skeleton uses the same boxes, so loading and ready have the same geometry. */
const figureVariants = cva('flex min-h-28 min-w-0 flex-col justify-center gap-1 rounded-lg p-4', {
  variants: {
    figure: {
      balance: 'col-span-2 bg-primary-soft @2xl:col-span-1',
      today: 'col-span-2 border-2 border-coin bg-coin/15 @2xl:col-span-1',
      earned: 'bg-surface-muted',
      spent: 'bg-surface-muted',
    },
  },
  defaultVariants: { figure: 'earned' },
});

const figures = ['balance', 'today', 'earned', 'spent'] as const;
type Figure = (typeof figures)[number];

/**
 * The child's coins (spec §3 coin summary): the balance large beside the coin, today's coins highlighted
 * ('오늘 모은 코인'), and everything earned and spent, as a description list under the card's heading. Numbers in
 * ko-KR grouping with the unit ('1,250 코인'). Loading is a skeleton of the same boxes (busy, with a status for
 * screen readers); an error is the kit's Status with a retry.
 */
export function CoinSummaryCard({
  state,
  summary,
  onRetry,
  headingLevel = 2,
  words: wordsProp,
  className,
  ...props
}: CoinSummaryCardProps) {
  const words = { ...rewardWords.summary, ...wordsProp };
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const shown: 'loading' | 'error' | 'ready' = state === 'ready' && !summary ? 'loading' : state;
  const label: Record<Figure, string> = {
    balance: words.balance,
    today: words.today,
    earned: words.earned,
    spent: words.spent,
  };
  const value: Record<Figure, number> = {
    balance: summary?.rewardPoint ?? 0,
    today: summary?.todayIncrsPoint ?? 0,
    earned: summary?.incrsPoint ?? 0,
    spent: summary?.decrsPoint ?? 0,
  };
  const icon: Record<Figure, React.ReactNode> = {
    balance: <CoinIcon className="size-10" />,
    today: <Sparkles aria-hidden="true" className="size-6 shrink-0 fill-coin text-warning" />,
    earned: <PiggyBank aria-hidden="true" className="size-6 shrink-0 text-success" />,
    spent: <ShoppingBag aria-hidden="true" className="size-6 shrink-0 text-primary" />,
  };
  const zero = summary !== undefined && summary.rewardPoint === 0 && summary.incrsPoint === 0;

  return (
    <section
      aria-labelledby={titleId}
      aria-busy={shown === 'loading' || undefined}
      data-slot="coin-summary-card"
      data-state={shown}
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-xl border border-border bg-surface p-4 break-keep shadow-soft @container desktop:p-5',
        className,
      )}
      {...props}
    >
      <Heading id={titleId} className="m-0 text-xl font-bold text-text">
        {words.title}
      </Heading>
      {shown === 'error' ? (
        <Status state="error" size="sm" message={words.error} retryLabel={words.retry} onRetry={onRetry} />
      ) : shown === 'loading' ? (
        <div
          data-slot="coin-summary-skeleton"
          className="grid grid-cols-2 gap-3 @2xl:grid-cols-[minmax(0,1.4fr)_repeat(3,minmax(0,1fr))]"
        >
          <p role="status" className="sr-only">
            {words.loading}
          </p>
          {figures.map((figure) => (
            <div key={figure} aria-hidden="true" className={figureVariants({ figure })}>
              <span className="block h-5 w-24 max-w-full rounded-sm bg-border/70" />
              <span
                className={cn(
                  'block max-w-full rounded-sm bg-border/70',
                  figure === 'balance' ? 'h-10 w-40' : 'h-8 w-28',
                )}
              />
            </div>
          ))}
        </div>
      ) : (
        <>
          <dl className="m-0 grid grid-cols-2 gap-3 @2xl:grid-cols-[minmax(0,1.4fr)_repeat(3,minmax(0,1fr))]">
            {figures.map((figure) => (
              <div
                key={figure}
                data-slot="coin-figure"
                data-figure={figure}
                className={figureVariants({ figure })}
              >
                <dt
                  className={cn(
                    'flex items-center gap-1.5 text-sm text-muted',
                    figure === 'today' && 'font-bold text-text',
                  )}
                >
                  {figure === 'balance' ? null : icon[figure]}
                  {label[figure]}
                </dt>
                <dd className="m-0 flex flex-wrap items-center gap-x-2 font-bold text-text tabular-nums">
                  {figure === 'balance' ? icon.balance : null}
                  <span
                    className={cn(
                      'leading-tight',
                      figure === 'balance' ? 'text-4xl font-extrabold' : 'text-2xl',
                    )}
                  >
                    {words.number(value[figure])}
                  </span>{' '}
                  <span className={figure === 'balance' ? 'text-lg' : 'text-base'}>{words.unit}</span>
                </dd>
              </div>
            ))}
          </dl>
          {zero ? <p className="m-0 text-base text-muted">{words.zero}</p> : null}
        </>
      )}
    </section>
  );
}
