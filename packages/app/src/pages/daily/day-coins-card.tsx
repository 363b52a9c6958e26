/**
 * The celebration card of a paid progress save: a chunk of its own with the kit's CoinCelebration (day-coins.tsx
 * loads it only when a save paid).
 */
import type { CoinEarnSource, CoinsEarned } from '@buddy/api';
import { COIN_SOURCE_LABELS } from '@buddy/domain';
import { useFeedback } from '../../app/feedback';
import { CoinCelebration } from '../../blocks/reward';
import { DAILY_WORDS as WORDS } from './daily-words';

/** Which finished thing names the celebration, the biggest first. */
const REASON_ORDER: readonly (keyof typeof WORDS.coinReason)[] = ['day', 'unit', 'attendance'];

/** The celebration's words for a paid save: what was finished, and its parts when there are several. */
export function coinCelebrationOf(coins: CoinsEarned): {
  reason: string;
  breakdown: { label: string; coins: number }[];
} {
  const sources = new Set<CoinEarnSource>(coins.entries.map((entry) => entry.source));
  const named = REASON_ORDER.find((source) => sources.has(source)) ?? 'unit';
  const breakdown =
    coins.entries.length > 1
      ? coins.entries.map((entry) => ({ label: COIN_SOURCE_LABELS[entry.source], coins: entry.coins }))
      : [];
  return { reason: WORDS.coinReason[named], breakdown };
}

export default function DayCoinsCard({ coins, onClose }: { coins: CoinsEarned; onClose: () => void }) {
  const { reason, breakdown } = coinCelebrationOf(coins);
  // The chime follows the device's sound switch (ADR 075).
  const { soundOn } = useFeedback();
  return (
    <CoinCelebration
      sound={soundOn}
      coins={coins.total}
      reason={reason}
      breakdown={breakdown}
      onClose={onClose}
      className="pointer-events-auto"
    />
  );
}
