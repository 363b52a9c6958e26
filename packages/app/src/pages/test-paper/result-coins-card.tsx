/**
 * The celebration card of a result's coins: a chunk of its own with the kit's CoinCelebration (result-coins.tsx loads
 * it only when the submit paid).
 */
import type { CoinEarnSource, CoinsEarned } from '@buddy/api';
import { COIN_SOURCE_LABELS } from '@buddy/domain';
import { useFeedback } from '../../app/feedback';
import { CoinCelebration } from '../../blocks/reward';
import { TEST_PAGE_WORDS } from './words';

/** What the coins were for: the quiz's words when the quiz paid, else the test's. */
export function resultCoinReason(coins: CoinsEarned): string {
  const sources = new Set<CoinEarnSource>(coins.entries.map((entry) => entry.source));
  return sources.has('quiz') ? TEST_PAGE_WORDS.coinReason.quiz : TEST_PAGE_WORDS.coinReason.test;
}

export default function ResultCoinsCard({ coins }: { coins: CoinsEarned }) {
  // The chime follows the device's sound switch (ADR 075).
  const { soundOn } = useFeedback();
  // One part is the reason itself; the parts are listed when there are several.
  const breakdown =
    coins.entries.length > 1
      ? coins.entries.map((entry) => ({ label: COIN_SOURCE_LABELS[entry.source], coins: entry.coins }))
      : [];
  return (
    <CoinCelebration
      sound={soundOn}
      coins={coins.total}
      reason={resultCoinReason(coins)}
      breakdown={breakdown}
      className="mx-0 print:hidden"
    />
  );
}
