import { useId } from 'react';
import type * as React from 'react';
import { Check, Lock } from 'lucide-react';
import { cva } from 'class-variance-authority';
import type { ItemCategory, Land } from '@buddy/domain';
import { cn } from '@buddy/ui/utils';
import { Button } from '@buddy/ui/button';
import { Pagination } from '@buddy/ui/pagination';
import { Status } from '@buddy/ui/status';
import { CoinIcon } from '@buddy/ui/coin-icon';
import { rewardWords, type ItemShelfWords } from './words';

/**
 * An item of the shop or the inventory, in the kit's words (ADR 018): the app maps its wire (the contract's ShopItem,
 * GET /reward/shop) to it.
 */
export interface RewardItem {
  id: number;
  category: ItemCategory;
  name: string;
  /** One or two sentences about it, under its name. */
  description: string;
  /** Its price in coins. */
  price: number;
  /** Its picture's address. */
  image: string;
  /** Its growth level (1–3; a character's stage). */
  level: number;
  /** The land it belongs to (characters), or none. */
  land: Land | null;
  /** Its place in the shop's order. */
  order: number;
  /** Where it is drawn on the pet, in percent of the frame: its top, left and width. */
  top: number;
  left: number;
  width: number;
  /** The member has it. */
  owned: boolean;
  /** How many the member has (medicine may be bought again). */
  quantity: number;
  /**
   * The finished weeks the item's land still waits for before the child may buy it (ADR 062); 0 when open. The shop
   * shows such an item locked, with the reason, before a tap.
   */
  weeksToOpen: number;
}

/** A category button: its code, its name and how many items it holds. */
export interface RewardCategory {
  id: string;
  name: string;
  count: number;
}

export type ItemShelfMode = 'shop' | 'inventory';

// The div's own onToggle (a <details> event) is left out: `onToggle` here is an item's wear / take-off.
export type ItemShelfProps = Omit<React.ComponentProps<'div'>, 'children' | 'onToggle'> & {
  /** The page's items; needed when ready. */
  items: readonly RewardItem[] | undefined;
  state: 'loading' | 'error' | 'ready';
  /** The shop (buy) or the child's own items (wear and take off). */
  mode: ItemShelfMode;
  /** The child's coins (shop): an item it does not cover cannot be bought. */
  balance?: number;
  /** The items worn on the pet (inventory). */
  placedIds?: ReadonlySet<number>;
  /** The item a purchase or a toggle is running for: its card is busy. */
  busyId?: number | null;
  onBuy?: (item: RewardItem) => void;
  onToggle?: (item: RewardItem) => void;
  onRetry?: () => void;
  /** The category buttons after '전체'. */
  categories: readonly RewardCategory[];
  /** The chosen category's code, '' for all. */
  category: string;
  onCategoryChange: (category: string) => void;
  /** The current page, 1-based. */
  page: number;
  /** Items in the chosen category (for the pages). */
  total: number;
  /** Items a page (shop 6, inventory 9). */
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The address of a page: the pagination's steps are then links (the page in the address). */
  pageHref?: (page: number) => string;
  words?: Partial<ItemShelfWords>;
};

/** The grid: the shop 2 columns on phones and 3 from 901 px, the inventory 3 smaller cards everywhere. */
const gridVariants = cva('m-0 grid list-none p-0', {
  variants: {
    mode: {
      shop: 'grid-cols-2 gap-3 desktop:grid-cols-3 desktop:gap-5',
      inventory: 'grid-cols-3 gap-2 desktop:gap-4',
    },
  },
  defaultVariants: { mode: 'shop' },
});

const cardVariants = cva(
  'relative flex min-w-0 flex-col rounded-xl border-2 bg-surface shadow-soft data-[placed=true]:border-primary',
  {
    variants: {
      mode: {
        shop: 'gap-2 border-border p-3 desktop:p-4',
        inventory: 'gap-1.5 border-border p-2 desktop:p-3',
      },
    },
    defaultVariants: { mode: 'shop' },
  },
);

/** Backgrounds and characters are replaced by another, never taken off. */
const replaced = (category: ItemCategory) => category === 'BG' || category === 'CHAR';

/**
 * The shop and the inventory (spec §2 reward area, the design card's item shelf): category buttons on top ('전체'
 * and each kind with its count, pressed when chosen), then the page's items as cards (a square picture, the name,
 * in the shop the description and the price with the coin), and the kit's Pagination. In the shop an item is
 * bought ('사기'); one the balance does not cover says '코인이 부족해요' (still focusable, aria-disabled, with how
 * many coins are missing); an owned item says '가지고 있어요', medicine how many. In the inventory a decoration,
 * prop or pet is put on and off ('입기' / '벗기'), a background or character is changed ('바꾸기'),
 * medicine shows how many; a worn item is marked '입고 있어요' with a check. Loading is a skeleton of the same grid,
 * an error the kit's Status with a retry.
 */
export function ItemShelf({
  items,
  state,
  mode,
  balance,
  placedIds,
  busyId = null,
  onBuy,
  onToggle,
  onRetry,
  categories,
  category,
  onCategoryChange,
  page,
  total,
  pageSize,
  onPageChange,
  pageHref,
  words: wordsProp,
  className,
  ...props
}: ItemShelfProps) {
  const words = { ...rewardWords.shelf, ...wordsProp };
  const shown: 'loading' | 'error' | 'ready' = state === 'ready' && !items ? 'loading' : state;
  const rows = items ?? [];
  const all = categories.reduce((sum, each) => sum + each.count, 0);
  const choices = [{ id: '', name: words.all, count: all }, ...categories];

  return (
    <div
      data-slot="item-shelf"
      data-mode={mode}
      data-state={shown}
      className={cn('flex min-w-0 flex-col gap-4 break-keep', className)}
      {...props}
    >
      <div role="group" aria-label={words.categories} className="flex flex-wrap gap-2">
        {choices.map((choice) => {
          const pressed = choice.id === category;
          return (
            <Button
              key={choice.id || 'all'}
              variant={pressed ? 'primary' : 'outline'}
              aria-pressed={pressed}
              data-slot="item-shelf-category"
              className="rounded-full"
              onClick={() => {
                if (!pressed) onCategoryChange(choice.id);
              }}
            >
              {pressed ? <Check aria-hidden="true" /> : null}
              {words.category(choice.name, choice.count)}
            </Button>
          );
        })}
      </div>
      {shown === 'loading' ? (
        <div role="status" aria-busy="true" data-slot="item-shelf-skeleton">
          <span className="sr-only">{words.loading}</span>
          <ul aria-hidden="true" className={gridVariants({ mode })}>
            {Array.from({ length: pageSize }, (_, index) => (
              <li key={index} className={cardVariants({ mode })}>
                <span
                  className={cn(
                    'mx-auto block aspect-square w-full rounded-lg bg-surface-muted',
                    mode === 'shop' ? 'max-w-44' : 'max-w-36',
                  )}
                />
                <span className="block h-5 w-2/3 rounded-sm bg-surface-muted" />
                {mode === 'shop' ? <span className="block h-9 w-full rounded-sm bg-surface-muted" /> : null}
                <span className="block h-5 w-1/2 rounded-sm bg-surface-muted" />
                <span className="block h-11 w-full rounded-md bg-surface-muted" />
              </li>
            ))}
          </ul>
        </div>
      ) : shown === 'error' ? (
        <Status state="error" message={words.error} retryLabel={words.retry} onRetry={onRetry} />
      ) : rows.length === 0 ? (
        <Status state="empty" message={mode === 'shop' ? words.shopEmpty : words.inventoryEmpty} />
      ) : (
        <ul
          aria-label={mode === 'shop' ? words.shopList : words.inventoryList}
          data-slot="item-shelf-grid"
          className={gridVariants({ mode })}
        >
          {rows.map((item) => (
            <ItemCard
              key={item.id}
              item={item}
              mode={mode}
              balance={balance}
              placed={placedIds?.has(item.id) ?? false}
              busy={busyId === item.id}
              onBuy={onBuy}
              onToggle={onToggle}
              words={words}
            />
          ))}
        </ul>
      )}
      {shown === 'ready' && total > 0 ? (
        <Pagination
          page={page}
          totalCount={total}
          pageRow={pageSize}
          onPageChange={onPageChange}
          pageHref={pageHref}
          words={words.pagination}
        />
      ) : null}
    </div>
  );
}

/** The price with the coin: '🪙 40 코인' (the word '가격' for screen readers). */
function Price({
  price,
  words,
  muted = false,
  className,
}: {
  price: number;
  words: ItemShelfWords;
  muted?: boolean;
  className?: string;
}) {
  return (
    <p
      data-slot="item-price"
      data-muted={muted || undefined}
      className={cn(
        'm-0 flex items-center gap-1 font-bold whitespace-nowrap text-text tabular-nums data-[muted]:font-semibold data-[muted]:text-muted',
        className,
      )}
    >
      <CoinIcon className={cn('size-5', muted && 'opacity-60')} />
      <span className="sr-only">{words.price} </span>
      {words.number(price)} {words.unit}
    </p>
  );
}

/** One item's card and its action. */
function ItemCard({
  item,
  mode,
  balance,
  placed,
  busy,
  onBuy,
  onToggle,
  words,
}: {
  item: RewardItem;
  mode: ItemShelfMode;
  balance: number | undefined;
  placed: boolean;
  busy: boolean;
  onBuy: ((item: RewardItem) => void) | undefined;
  onToggle: ((item: RewardItem) => void) | undefined;
  words: ItemShelfWords;
}) {
  const id = useId();
  const medicine = item.category === 'MED';
  const locked = mode === 'shop' && !item.owned && item.weeksToOpen > 0;
  const short = !locked && mode === 'shop' && balance !== undefined && balance < item.price;
  const name = <span className="sr-only">{item.name} </span>;
  const mark = (text: string) => (
    <p data-slot="item-mark" className="m-0 flex items-center gap-1 text-sm font-bold text-text">
      <Check
        aria-hidden="true"
        className="size-4 shrink-0 rounded-full bg-primary p-0.5 text-primary-foreground"
      />
      {text}
    </p>
  );

  let action: React.ReactNode = null;
  if (mode === 'shop') {
    if (item.owned && !medicine) {
      action = mark(words.owned);
    } else if (locked) {
      action = (
        <>
          <Button
            data-slot="item-buy"
            variant="outline"
            aria-disabled
            aria-describedby={`${id}-locked`}
            className="w-full whitespace-normal aria-disabled:cursor-not-allowed"
          >
            <Lock aria-hidden="true" />
            {name}
            {words.locked}
          </Button>
          <p id={`${id}-locked`} className="m-0 text-sm text-muted">
            {words.opensIn(item.weeksToOpen)}
          </p>
        </>
      );
    } else {
      action = (
        <>
          {medicine && item.quantity > 0 ? (
            <p className="m-0 text-sm font-semibold text-muted tabular-nums">
              {words.ownedCount(item.quantity)}
            </p>
          ) : null}
          <Button
            data-slot="item-buy"
            variant={short ? 'outline' : 'primary'}
            loading={busy}
            aria-disabled={short || busy || undefined}
            aria-describedby={short ? `${id}-short` : undefined}
            className="w-full whitespace-normal aria-disabled:cursor-not-allowed"
            onClick={() => {
              if (!short) onBuy?.(item);
            }}
          >
            {name}
            {short ? words.short : words.buy}
          </Button>
          {short ? (
            <p id={`${id}-short`} className="m-0 text-sm text-muted">
              {words.needMore(item.price - (balance ?? 0))}
            </p>
          ) : null}
        </>
      );
    }
  } else if (medicine) {
    action = (
      <p data-slot="item-count" className="m-0 text-lg font-bold text-text tabular-nums">
        <span className="sr-only">{item.name} </span>
        {words.count(item.quantity)}
      </p>
    );
  } else {
    const fixed = replaced(item.category) && placed;
    action = (
      <Button
        data-slot="item-toggle"
        variant={placed ? 'outline' : 'primary'}
        loading={busy}
        // No aria-pressed: the label says what a press does ('입기' / '벗기'), and the card says '입고 있어요';
        // a toggle whose name changes with its state would announce it twice.
        aria-disabled={fixed || busy || undefined}
        // Worn, it keeps the look the button's pressed state gives (the outline variant, pressed).
        className={cn('w-full px-2', placed && 'border-primary bg-primary-soft text-primary shadow-inner')}
        onClick={() => {
          if (!fixed) onToggle?.(item);
        }}
      >
        {name}
        {replaced(item.category) ? words.change : placed ? words.takeOff : words.wear}
      </Button>
    );
  }

  return (
    <li
      data-slot="item-card"
      data-category={item.category}
      data-placed={placed}
      data-short={short || undefined}
      data-locked={locked || undefined}
      aria-busy={busy || undefined}
      className={cardVariants({ mode })}
    >
      <img
        src={item.image}
        alt=""
        loading="lazy"
        decoding="async"
        className={cn(
          'mx-auto block aspect-square w-full rounded-lg bg-surface-muted object-contain',
          mode === 'shop' ? 'max-w-44' : 'max-w-36',
        )}
      />
      <p
        data-slot="item-name"
        className={cn(
          'm-0 leading-snug font-bold text-text [overflow-wrap:anywhere]',
          mode === 'inventory' && 'text-sm desktop:text-base',
        )}
      >
        {item.name}
      </p>
      {mode === 'shop' ? (
        <p className="m-0 line-clamp-2 min-h-[2lh] text-sm leading-normal text-muted">{item.description}</p>
      ) : null}
      <Price
        price={item.price}
        words={words}
        muted={short || locked || mode === 'inventory'}
        className={mode === 'inventory' ? 'text-sm' : undefined}
      />
      {placed ? mark(words.placed) : null}
      <div className="mt-auto flex flex-col gap-1.5 pt-1">{action}</div>
    </li>
  );
}
