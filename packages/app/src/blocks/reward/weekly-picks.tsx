import { useId } from 'react';
import type * as React from 'react';
import { Lock, Sparkles } from 'lucide-react';
import { Button } from '@buddy/ui/button';
import { CoinIcon } from '@buddy/ui/coin-icon';
import { cn } from '@buddy/ui/utils';
import type { RewardItem } from './item-shelf';
import { rewardWords, type WeeklyWords } from './words';

export type WeeklyPicksProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  items: readonly RewardItem[];
  /** Items new this week (not in last week's six). */
  newIds: ReadonlySet<number>;
  /** The child's coins: an item it does not cover cannot be bought. */
  balance?: number;
  /** The item a purchase runs for: its button waits. */
  busyId?: number | null;
  onBuy: (item: RewardItem) => void;
  words?: Partial<WeeklyWords>;
};

/**
 * This week's six (ADR 063), above the shop's shelf: a row of cards that scrolls sideways on a phone and is a grid
 * from 901 px, each with its picture, name and price, "새로 나왔어요" on the week's new ones, and a buy button (or what
 * stops it: owned, its land not open yet, coins short). The six are the same for every child: an item of a land this
 * child has not opened is shown locked, with the weeks it waits for.
 */
export function WeeklyPicks({
  items,
  newIds,
  balance,
  busyId = null,
  onBuy,
  words: wordsProp,
  className,
  ...props
}: WeeklyPicksProps) {
  const words = { ...rewardWords.weekly, ...wordsProp };
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      data-slot="weekly-picks"
      className={cn('flex min-w-0 flex-col gap-3 rounded-xl bg-surface p-5 shadow-soft', className)}
      {...props}
    >
      <h2 id={titleId} className="m-0 flex items-center gap-2 text-xl font-bold text-text">
        <Sparkles aria-hidden="true" className="size-6 shrink-0 fill-coin text-warning" />
        {words.heading}
      </h2>
      <p className="m-0 text-sm text-muted">{words.lead}</p>
      <ul className="m-0 grid list-none grid-cols-2 gap-3 p-0 desktop:grid-cols-3">
        {items.map((item) => {
          const locked = !item.owned && item.weeksToOpen > 0;
          const short = !locked && balance !== undefined && balance < item.price;
          const why = `${titleId}-${item.id}-locked`;
          return (
            <li
              key={item.id}
              className="relative flex min-w-0 flex-col items-center gap-2 rounded-lg border-2 border-border p-3 text-center"
            >
              {newIds.has(item.id) ? (
                <span className="absolute start-2 top-2 rounded-full bg-danger px-2 py-0.5 text-xs font-bold text-white">
                  {words.isNew}
                </span>
              ) : null}
              <img
                src={item.image}
                alt=""
                loading="lazy"
                className="aspect-square w-full max-w-24 object-contain"
              />
              <span className="font-bold text-text [overflow-wrap:anywhere]">{item.name}</span>
              <span className="flex items-center gap-1 text-sm font-semibold text-text tabular-nums">
                <CoinIcon className="size-4" />
                {words.price(item.price)}
              </span>
              {item.owned ? (
                <span className="flex min-h-11 items-center text-sm font-semibold text-success">
                  {words.owned}
                </span>
              ) : locked ? (
                <>
                  <Button
                    size="lg"
                    variant="outline"
                    className="w-full"
                    disabled
                    aria-label={words.lockedLabel(item.name)}
                    aria-describedby={why}
                  >
                    <Lock aria-hidden="true" />
                    {rewardWords.shelf.locked}
                  </Button>
                  <span id={why} className="text-sm text-muted">
                    {rewardWords.shelf.opensIn(item.weeksToOpen)}
                  </span>
                </>
              ) : (
                <Button
                  size="lg"
                  className="w-full"
                  disabled={short || busyId === item.id}
                  aria-label={short ? words.shortLabel(item.name) : words.buyLabel(item.name)}
                  onClick={() => onBuy(item)}
                >
                  {short ? words.short : words.buy}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
