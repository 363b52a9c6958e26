/**
 * A sample coin history for the stories and tests only: the demo member's week of coins (@buddy/domain/demo, which
 * the fake /v2 answers too, ADR 055), in the table's shape with Buddy English's names of the sources. The app maps
 * the history it is sent to entries the same way.
 */
import { COIN_SOURCE_LABELS } from '@buddy/domain';
import { DEMO_COIN_TOTAL, demoCoinHistory } from '@buddy/domain/demo';
import type { CoinEntry } from './coin-table';
import type { CoinRange } from './range';

/** Where the sample history's balance ends: 1,250 coins. */
export const SAMPLE_BALANCE = 1250;

/** The moment the sample history is read at: 14 May 2025, 10:30 in Seoul. */
const NOW = Date.UTC(2025, 4, 14, 1, 30);

/** The day the sample history ends (Seoul). */
export const sampleToday = '2025-05-14';

/** The range the sample history was searched for: the month up to today. */
export const sampleRange: CoinRange = { from: '2025-04-14', to: sampleToday };

/** The whole sample history, newest first, ending at the summary's balance, each line named as Buddy English does. */
export const sampleEntries: readonly CoinEntry[] = demoCoinHistory(NOW, SAMPLE_BALANCE - DEMO_COIN_TOTAL)
  .map((entry): CoinEntry => ({
    id: 9000 + entry.transNo,
    label: COIN_SOURCE_LABELS[entry.source],
    description: entry.description,
    change: entry.points,
    balance: entry.balance,
    at: new Date(entry.at).toISOString(),
  }))
  .reverse();

/** A page of the sample history (10 a page). */
export const samplePage = (page: number, pageSize = 10): readonly CoinEntry[] =>
  sampleEntries.slice((page - 1) * pageSize, page * pageSize);
