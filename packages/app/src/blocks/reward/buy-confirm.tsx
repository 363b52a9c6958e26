import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@buddy/ui/alert-dialog';
import { Spinner } from '@buddy/ui/button';
import { CoinIcon } from '@buddy/ui/coin-icon';
import type { RewardItem } from './item-shelf';
import { rewardWords, type BuyConfirmWords } from './words';

export type BuyConfirmProps = {
  /** The item to buy: the dialog is open while it is given. */
  item: RewardItem | null;
  /** The child's coins now. */
  balance: number;
  /** '살래요': the dialog stays open (busy) until the caller takes the item away. */
  onConfirm: (item: RewardItem) => void;
  /** '다음에' or Escape. */
  onCancel: () => void;
  /** The purchase is running: '살래요' shows a spinner and is busy. */
  busy?: boolean;
  words?: Partial<BuyConfirmWords>;
};

/**
 * Asks before a purchase, in the kit's AlertDialog: '금빛 왕관을 살까요?' (the particle written by the name's last
 * sound, never '을(를)'), the picture, the price and the coins left after ('사고 나면 1,200 코인이 남아요.'), and
 * '살래요' / '다음에'. While it closes it keeps showing the item it asked about.
 */
export function BuyConfirm({
  item,
  balance,
  onConfirm,
  onCancel,
  busy = false,
  words: wordsProp,
}: BuyConfirmProps) {
  const words = { ...rewardWords.buy, ...wordsProp };
  const [last, setLast] = useState(item);
  if (item && item !== last) setLast(item);
  const shown = item ?? last;

  return (
    <AlertDialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <AlertDialogContent data-slot="buy-confirm" aria-busy={busy || undefined} className="break-keep">
        {shown ? (
          <>
            <div className="flex items-center gap-4">
              <img
                src={shown.image}
                alt=""
                className="block size-24 shrink-0 rounded-lg bg-surface-muted object-contain"
              />
              <div className="flex min-w-0 flex-col gap-1">
                <AlertDialogTitle className="m-0 leading-snug">{words.title(shown.name)}</AlertDialogTitle>
                <p className="m-0 flex items-center gap-1 text-lg font-bold text-text tabular-nums">
                  <CoinIcon className="size-6" />
                  <span className="sr-only">{words.price} </span>
                  {words.number(shown.price)} {words.unit}
                </p>
              </div>
            </div>
            <AlertDialogDescription>{words.after(balance - shown.price)}</AlertDialogDescription>
            <AlertDialogFooter>
              <AlertDialogCancel>{words.cancel}</AlertDialogCancel>
              <AlertDialogAction
                aria-busy={busy || undefined}
                aria-disabled={busy || undefined}
                onClick={(event) => {
                  // The caller closes the dialog when the purchase is done (or keeps it busy meanwhile).
                  event.preventDefault();
                  if (!busy) onConfirm(shown);
                }}
              >
                {busy ? <Spinner /> : null}
                {words.confirm}
              </AlertDialogAction>
            </AlertDialogFooter>
          </>
        ) : null}
      </AlertDialogContent>
    </AlertDialog>
  );
}
