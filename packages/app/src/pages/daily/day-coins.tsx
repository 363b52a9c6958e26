/**
 * The coins a progress save just paid, celebrated at the bottom of the screen (fixed, so the study does not move; the
 * child closes it). The card and its chime are a chunk of their own, loaded only when a save paid
 * (docs/decisions/026-route-javascript-budgets.md): paid coins exist only after a save in the browser, never in a page drawn on the server (ADR 049), so lazy +
 * Suspense is fine.
 */
import { lazy, Suspense } from 'react';
import type { PaidCoins } from './use-paid-coins';

// A module of ours as the dynamic entry (not the kit's barrel, which other pages import statically): its chunk is
// loaded as it is, without the bundler's namespace helper, which would split the entry chunk for every route.
const DayCoinsCard = lazy(() => import('./day-coins-card'));

export function DayCoins({ paid, onClose }: { paid: PaidCoins | null; onClose: () => void }) {
  if (!paid) return null;
  return (
    <div data-slot="day-coins" className="pointer-events-none fixed inset-x-0 bottom-0 z-40 px-4 pb-4">
      <Suspense fallback={null}>
        <DayCoinsCard key={paid.id} coins={paid.coins} onClose={onClose} />
      </Suspense>
    </div>
  );
}
