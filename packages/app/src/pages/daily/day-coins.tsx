/**
 * The coins a progress save just paid, celebrated at the bottom of the screen (fixed, so the study does not move; the
 * child closes it). The card and its chime are a chunk of their own, loaded only when a save paid
 * (docs/decisions/026-route-javascript-budgets.md): paid coins exist only after a save in the browser, never in a page drawn on the server (ADR 049), so lazy +
 * Suspense is fine.
 */
import { lazy, Suspense, useState } from 'react';
import { X } from 'lucide-react';
import { Button } from '@buddy/ui/button';
import { Mascot } from '@buddy/ui/mascot';
import { DAILY_WORDS as WORDS } from './daily-words';
import type { PaidCoins } from './use-paid-coins';

// A module of ours as the dynamic entry (not the kit's barrel, which other pages import statically): its chunk is
// loaded as it is, without the bundler's namespace helper, which would split the entry chunk for every route.
const DayCoinsCard = lazy(() => import('./day-coins-card'));

export function DayCoins({ paid, onClose }: { paid: PaidCoins | null; onClose: () => void }) {
  if (!paid) return null;
  const { held } = paid.coins;
  // A save can pay something (today's attendance) and hold something else (the unit done too fast): both are said.
  return (
    <div
      data-slot="day-coins"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col gap-2 px-4 pb-4"
    >
      {held ? (
        <CoinsHeldNote
          key={`held-${paid.id}`}
          message={held.message}
          // Alone, closing the note ends the save's news; beside a celebration, it closes only itself.
          onClose={paid.coins.total > 0 ? undefined : onClose}
        />
      ) : null}
      {paid.coins.total > 0 ? (
        <Suspense fallback={null}>
          <DayCoinsCard key={paid.id} coins={paid.coins} onClose={onClose} />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * A finished activity that paid nothing (ADR 057: done faster than it can be learnt, or never opened): a quiet note
 * of what earns the coins next time, never a reproach; no chime, no motion. It stays until closed.
 */
function CoinsHeldNote({ message, onClose }: { message: string; onClose?: () => void }) {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <div
      data-slot="coins-held"
      className="pointer-events-auto mx-auto flex w-full max-w-md min-w-0 items-center gap-3 rounded-xl border-2 border-border bg-surface p-3 ps-4 text-text break-keep shadow-pop"
    >
      <Mascot pose="curious" size="sm" className="shrink-0" />
      <p role="status" className="m-0 min-w-0 flex-1 text-base leading-snug font-semibold">
        {message}
      </p>
      <Button
        variant="ghost"
        size="icon"
        aria-label={WORDS.coinHeldClose}
        className="size-12 shrink-0 rounded-full [&_svg]:size-6"
        onClick={() => {
          setClosed(true);
          onClose?.();
        }}
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
