/**
 * The coins the submit of this test or quiz paid (ADR 034: the submit answers what it paid), celebrated beside the
 * score. A result loaded without a submit here (an attempt marked before, a result address) has none, a submit
 * that paid 0 shows nothing, and one below the paying bands says from which score the coins come. The card and its chime are a chunk of their own, loaded only when there are coins (the
 * test paper's route is at its JavaScript budget, docs/decisions/026-route-javascript-budgets.md); the coins exist only
 * after a submit in the browser, never in a page drawn on the server (ADR 049), so lazy + Suspense is fine.
 */
import { lazy, Suspense } from 'react';
import type { CoinsEarned } from '@buddy/api';

// A module of ours as the dynamic entry (not the kit's barrel, which other pages import statically): its chunk is
// loaded as it is, without the bundler's namespace helper, which would split the entry chunk for every route.
const ResultCoinsCard = lazy(() => import('./result-coins-card'));

export function ResultCoins({ coins }: { coins: CoinsEarned | null }) {
  if (!coins) return null;
  // A score below the paying bands (ADR 057): a quiet line of from which score the coins come, no celebration.
  if (coins.total <= 0) {
    return coins.held ? (
      <p role="status" data-slot="result-coins-held" className="m-0 text-base text-muted print:hidden">
        {coins.held.message}
      </p>
    ) : null;
  }
  return (
    <div data-slot="result-coins">
      <Suspense fallback={null}>
        <ResultCoinsCard coins={coins} />
      </Suspense>
    </div>
  );
}
