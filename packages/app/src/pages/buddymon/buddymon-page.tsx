/**
 * /buddymon, the reward area's home (spec §2 reward area; ADR 034, 059–061): today's mission and the streak first,
 * then the member's coins (today's first), their buddymon as it is dressed with its mood's bubble beside it and its
 * care, how coins are earned, with the ways to the study and to the coin history, and the month's streak calendar.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shiftMonth } from '@buddy/domain';
import { profileQueries, rewardMutations, rewardQueries } from '@buddy/api';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { CoinIcon } from '@buddy/ui/coin-icon';
import {
  CarePanel,
  CoinSummaryCard,
  GrowthCelebration,
  GrowthMeter,
  StreakCalendar,
  StreakCard,
} from '../../blocks/reward';
import { PetStage } from '@buddy/ui/pet-stage';
import { Status } from '@buddy/ui/status';
import { useApp } from '../../app/context';
import { BuddymonFrame } from './buddymon-frame';
import { BUDDYMON_WORDS } from './buddymon-words';
import { toPetLayers, withMood } from './reward-view';

const WORDS = BUDDYMON_WORDS.home;

export default function BuddymonPage() {
  const { api } = useApp();
  const profile = useQuery(profileQueries.me(api));
  const summary = useQuery(rewardQueries.today(api));
  const pet = useQuery(rewardQueries.character(api));
  const petName = pet.data?.itemNm ?? '';
  const streak = useQuery(rewardQueries.streak(api));
  /** The calendar's month, YYYYMM; '' for this month (the same answer as the card's). */
  const [month, setMonth] = useState('');
  const calendar = useQuery(rewardQueries.streak(api, month));
  const thisMonth = streak.data?.today.slice(0, 7).replace('-', '') ?? '';
  const shownMonth = calendar.data?.calendar.yyyymm ?? thisMonth;
  const mission = streak.data?.mission;
  const queryClient = useQueryClient();
  const growth = useQuery(rewardQueries.growth(api));
  const seeGrowth = useMutation(rewardMutations.seeGrowth(api, queryClient));
  const care = useQuery(rewardQueries.care(api));
  const caring = useMutation(rewardMutations.care(api, queryClient));
  /** The buddy hops when it is cared for. */
  const [motion, setMotion] = useState<'idle' | 'jump' | null>('idle');
  const celebrating = growth.data?.celebrate === true && pet.data !== undefined && !seeGrowth.isPending;

  return (
    <BuddymonFrame title={WORDS.title} lead={WORDS.lead(profile.data?.memNm ?? '')}>
      <StreakCard
        className="mb-6"
        state={streak.isError ? 'error' : streak.data ? 'ready' : 'loading'}
        streak={streak.data}
        onRetry={() => void streak.refetch()}
        missionAction={
          mission ? (
            <Button asChild size="lg">
              <Link variant="plain" href={mission.code === 'WORDS' ? '/study/library/game/words' : '/study'}>
                {mission.code === 'WORDS' ? WORDS.game : WORDS.study}
              </Link>
            </Button>
          ) : null
        }
      />
      <div className="grid gap-6 desktop:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <section
          aria-labelledby="buddymon-pet"
          className="@container flex flex-col gap-3 rounded-xl bg-surface p-5 shadow-soft"
        >
          <h2 id="buddymon-pet" className="m-0 text-xl font-bold text-text">
            {WORDS.petHeading}
            {petName ? <span className="ml-2 text-base font-semibold text-muted">{petName}</span> : null}
          </h2>
          {pet.isError ? (
            <Status
              state="error"
              size="sm"
              message={WORDS.petFailed}
              retryLabel={WORDS.retry}
              onRetry={() => void pet.refetch()}
            />
          ) : pet.data ? (
            <PetStage
              layers={withMood(toPetLayers(pet.data.layout), care.data)}
              label={WORDS.petLabel(petName)}
              motion={motion}
              onMotionEnd={() => setMotion(null)}
              size="md"
              className="mx-auto w-full"
            />
          ) : (
            <Status state="loading" size="sm" message={WORDS.petLoading} />
          )}
          {care.data ? (
            <CarePanel
              care={care.data}
              pending={caring.isPending}
              problem={caring.error?.message}
              onCare={(request) => caring.mutate(request, { onSuccess: () => setMotion('jump') })}
            />
          ) : null}
          {growth.data ? <GrowthMeter growth={growth.data} /> : null}
        </section>
        <div className="flex min-w-0 flex-col gap-6">
          <CoinSummaryCard
            state={summary.isError ? 'error' : summary.data ? 'ready' : 'loading'}
            summary={summary.data}
            onRetry={() => void summary.refetch()}
          />
          <section
            aria-labelledby="buddymon-earn"
            className="flex flex-col gap-3 rounded-xl bg-surface p-5 shadow-soft"
          >
            <h2 id="buddymon-earn" className="m-0 text-xl font-bold text-text">
              {WORDS.earnHeading}
            </h2>
            <ul className="m-0 flex list-none flex-col gap-2 p-0">
              {WORDS.earn.map((rule) => (
                <li
                  key={rule.what}
                  className="flex items-center justify-between gap-3 rounded-lg bg-course-soft px-4 py-3"
                >
                  <span className="min-w-0 text-base text-text">{rule.what}</span>
                  <span className="flex shrink-0 items-center gap-1.5 font-bold text-text tabular-nums">
                    <CoinIcon className="size-5" />
                    {WORDS.coins(rule.coins, 'upTo' in rule ? rule.upTo : undefined)}
                  </span>
                </li>
              ))}
            </ul>
            <p className="m-0 text-sm text-muted">{WORDS.cap}</p>
            <div className="flex flex-wrap gap-3">
              <Button asChild size="lg">
                <Link variant="plain" href="/study">
                  {WORDS.study}
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link variant="plain" href="/buddymon/buddyCoin">
                  {WORDS.history}
                </Link>
              </Button>
            </div>
          </section>
        </div>
      </div>
      <GrowthCelebration
        open={celebrating}
        stage={growth.data?.stage ?? 1}
        onClose={() => seeGrowth.mutate(growth.data?.stage ?? 1)}
      >
        {pet.data ? (
          <PetStage
            layers={toPetLayers(pet.data.layout)}
            label={WORDS.petLabel(petName)}
            motion="dance"
            size="md"
          />
        ) : null}
      </GrowthCelebration>
      <StreakCalendar
        className="mt-6"
        state={calendar.isError ? 'error' : calendar.data ? 'ready' : 'loading'}
        streak={calendar.data}
        onRetry={() => void calendar.refetch()}
        hasNext={shownMonth !== '' && shownMonth < thisMonth}
        onMonth={(delta) => {
          const next = shiftMonth(shownMonth, delta);
          setMonth(next === thisMonth ? '' : next);
        }}
      />
    </BuddymonFrame>
  );
}
