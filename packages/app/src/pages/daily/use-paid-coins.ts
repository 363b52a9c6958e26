/**
 * The coins the daily study's progress saves were paid (ADR 034: the save answers what it paid). The saves go through
 * the outbox, whose progress mutation keeps `coinsEarned` in its data; this hook listens to the query client's
 * mutation cache for a progress save that succeeds and paid more than 0, or finished something that paid nothing by
 * the server's rule (its `held`, ADR 057). Each success is told once (the cache tells a
 * mutation's success once), so a save sent again, which the server answers with 0, celebrates nothing.
 */
import { useCallback, useEffect, useState } from 'react';
import { outboxKeys, type CoinsEarned, type StudySession } from '@buddy/api';
import { useApp } from '../../app/context';

const PROGRESS_KEY = outboxKeys.progress();

/**
 * An outbox progress save (compared by hand: TanStack's matchMutation would bring its key hashing into the entry
 * chunk, which every route loads).
 */
function isProgressSave(key: readonly unknown[] | undefined): boolean {
  return key?.length === PROGRESS_KEY.length && PROGRESS_KEY.every((part, index) => key[index] === part);
}

/** One paid save: the mutation it came from (a new celebration each) and what it paid. */
export interface PaidCoins {
  id: number;
  coins: CoinsEarned;
}

/** The latest paid (or held) progress save since the page opened (null: none, or its card was closed). */
export function usePaidCoins(): { paid: PaidCoins | null; dismiss: () => void } {
  const { queryClient } = useApp();
  const [paid, setPaid] = useState<PaidCoins | null>(null);
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (!isProgressSave(event.mutation.options.mutationKey)) return;
        const coins = (event.action.data as StudySession | undefined)?.coinsEarned;
        // A save that paid, or one that finished something the server did not pay, and says why (ADR 057).
        if (coins && (coins.total > 0 || coins.held)) setPaid({ id: event.mutation.mutationId, coins });
      }),
    [queryClient],
  );
  const dismiss = useCallback(() => setPaid(null), []);
  return { paid, dismiss };
}
