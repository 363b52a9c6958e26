/**
 * /buddymon/buddyCoin, the coin history (spec §2 reward area buddyCoin, §3 coin status list; ADR 034): the coin
 * summary, then every movement between two days, ten a page. The range and the page live in the address
 * (`?from=YYYY-MM-DD&to=YYYY-MM-DD&pageNo=N`; by default the month up to today in Seoul).
 */
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { rewardQueries } from '@buddy/api';
import { PAGE_SIZES, seoulDate, STUDY_TIME_ZONE } from '@buddy/domain';
import { CoinSummaryCard } from '../../blocks/reward';
import { CoinTable, isCalendarDate, shiftDate, type CoinRange } from '@buddy/ui/coin-table';
import { useApp } from '../../app/context';
import { pageFrom } from '../../app/list-address';
import { BuddymonFrame } from './buddymon-frame';
import { BUDDYMON_WORDS } from './buddymon-words';
import { toCoinEntries } from './reward-view';

const WORDS = BUDDYMON_WORDS.coins;

/** The range of the address, or the month up to today. */
function rangeOf(params: URLSearchParams, today: string): CoinRange {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (isCalendarDate(from) && isCalendarDate(to) && from <= to) return { from, to };
  return { from: shiftDate(today, { months: -1 }), to: today };
}

export default function CoinPage() {
  const { api } = useApp();
  const [params, setParams] = useSearchParams();
  const today = seoulDate(new Date());
  const range = rangeOf(params, today);
  const page = pageFrom(params);
  const summary = useQuery(rewardQueries.summary(api));
  const history = useQuery({
    ...rewardQueries.history(api, { srchSddate: range.from, srchEddate: range.to, pageNo: page }),
    placeholderData: keepPreviousData,
  });

  const coinParams = (next: CoinRange, nextPage: number) => {
    const out = new URLSearchParams({ from: next.from, to: next.to });
    if (nextPage > 1) out.set('pageNo', String(nextPage));
    return out;
  };
  const go = (next: CoinRange, nextPage: number) => setParams(coinParams(next, nextPage));

  return (
    <BuddymonFrame title={WORDS.title} lead={WORDS.lead}>
      <CoinSummaryCard
        state={summary.isError ? 'error' : summary.data ? 'ready' : 'loading'}
        summary={summary.data}
        onRetry={() => void summary.refetch()}
      />
      <section aria-labelledby="coin-history" className="flex flex-col gap-3">
        <h2 id="coin-history" className="m-0 text-xl font-bold text-text">
          {WORDS.history}
        </h2>
        <CoinTable
          entries={history.data ? toCoinEntries(history.data.result) : undefined}
          state={history.isError ? 'error' : history.data ? 'ready' : 'loading'}
          total={history.data?.page.totalCount ?? 0}
          page={history.data?.page.pageNo ?? page}
          pageSize={PAGE_SIZES.default}
          onPageChange={(next) => go(range, next)}
          pageHref={(next) => `?${coinParams(range, next).toString()}`}
          range={range}
          onSearch={(next) => go(next, 1)}
          onRetry={() => void history.refetch()}
          today={today}
          timeZone={STUDY_TIME_ZONE}
        />
      </section>
    </BuddymonFrame>
  );
}
