import { useId } from 'react';
import type * as React from 'react';
import { Check, Flame, Snowflake, Target } from 'lucide-react';
import type { StreakDayState, StreakSummary } from '@buddy/domain';
import { monthCalendar } from '@buddy/domain';
import { Button } from '@buddy/ui/button';
import { CoinIcon } from '@buddy/ui/coin-icon';
import { Status } from '@buddy/ui/status';
import { cn } from '@buddy/ui/utils';
import { MeterBar } from './meter-bar';
import { rewardWords, type StreakWords } from './words';

type Shown = 'loading' | 'error' | 'ready';

export type StreakCardProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  state: Shown;
  /** The streak as the server reckoned it (ADR 059); needed when ready. */
  streak?: StreakSummary;
  onRetry?: () => void;
  /** Where today's mission is done (a link styled as a button); not shown once the mission is done. */
  missionAction?: React.ReactNode;
  words?: Partial<StreakWords>;
};

/**
 * Today's mission and the streak (ADR 059), first on the buddymon home: the mission's goal with how far it is and
 * what it pays, then the days in a row with a flame, the freezes held (one is earned every 7 days of study and kept
 * for a missed day) and the best run. Loading keeps the card's geometry; an error is the kit's Status with a retry.
 */
export function StreakCard({
  state,
  streak,
  onRetry,
  missionAction,
  words: wordsProp,
  className,
  ...props
}: StreakCardProps) {
  const words = { ...rewardWords.streak, ...wordsProp };
  const titleId = useId();
  const shown: Shown = state === 'ready' && !streak ? 'loading' : state;
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={shown === 'loading' || undefined}
      data-slot="streak-card"
      className={cn('@container flex flex-col gap-4 rounded-xl bg-surface p-5 shadow-soft', className)}
      {...props}
    >
      <h2 id={titleId} className="m-0 flex items-center gap-2 text-xl font-bold text-text">
        <Target aria-hidden="true" className="size-6 shrink-0 text-primary" />
        {words.missionHeading}
      </h2>
      {shown === 'error' ? (
        <Status state="error" size="sm" message={words.failed} retryLabel={words.retry} onRetry={onRetry} />
      ) : shown === 'loading' || !streak ? (
        <>
          <Status state="loading" size="sm" message={words.loading} className="sr-only" />
          <div aria-hidden="true" className="grid gap-3 @2xl:grid-cols-2">
            <div className="min-h-32 rounded-lg bg-surface-muted" />
            <div className="min-h-32 rounded-lg bg-surface-muted" />
          </div>
        </>
      ) : (
        <div className="grid gap-3 @2xl:grid-cols-2">
          <Mission streak={streak} words={words} action={missionAction} />
          <Run streak={streak} words={words} />
        </div>
      )}
    </section>
  );
}

function Mission({
  streak,
  words,
  action,
}: {
  streak: StreakSummary;
  words: StreakWords;
  action: React.ReactNode;
}) {
  const { mission } = streak;
  return (
    <div
      data-done={mission.done || undefined}
      className={cn(
        'flex min-h-32 flex-col gap-2 rounded-lg p-4',
        mission.done ? 'bg-success-soft' : 'bg-primary-soft',
      )}
    >
      <p className="m-0 text-lg leading-snug font-bold text-text">{mission.title}</p>
      {mission.done ? (
        <p className="m-0 flex items-center gap-2 font-semibold text-text">
          <Check aria-hidden="true" className="size-5 shrink-0 text-success" />
          {words.missionDone(mission.coins)}
        </p>
      ) : (
        <>
          <p className="m-0 text-sm text-text">{mission.how}</p>
          <div className="flex items-center gap-3">
            <MeterBar
              value={mission.have}
              max={mission.need}
              label={words.missionProgress(mission.have, mission.need)}
              className="bg-surface"
            />
            <span className="shrink-0 font-semibold text-text tabular-nums" aria-hidden="true">
              {mission.have} / {mission.need}
            </span>
          </div>
          <p className="m-0 flex items-center gap-1.5 text-sm font-semibold text-text">
            <CoinIcon className="size-5" />
            {words.missionPays(mission.coins)}
          </p>
          {action ? <div className="mt-1 flex flex-wrap gap-2">{action}</div> : null}
        </>
      )}
    </div>
  );
}

function Run({ streak, words }: { streak: StreakSummary; words: StreakWords }) {
  const slots = Array.from({ length: streak.freezesMax }, (_, i) => i < streak.freezes);
  return (
    <div className="flex min-h-32 flex-col gap-2 rounded-lg border-2 border-coin bg-coin/10 p-4">
      <p className="m-0 flex items-center gap-2 text-text">
        <Flame
          aria-hidden="true"
          className={cn('size-8 shrink-0', streak.days > 0 ? 'fill-coin text-warning' : 'text-muted')}
        />
        <span className="text-3xl font-extrabold tabular-nums">{words.days(streak.days)}</span>
      </p>
      <p className="m-0 text-sm text-text">
        {streak.days === 0 ? words.start : streak.studiedToday ? words.keptToday : words.keepToday}
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-text">
        <span
          className="flex items-center gap-1"
          role="img"
          aria-label={words.freezes(streak.freezes, streak.freezesMax)}
        >
          {slots.map((held, i) => (
            <Snowflake
              key={i}
              aria-hidden="true"
              className={cn('size-5', held ? 'text-male' : 'text-muted opacity-40')}
              data-held={held || undefined}
            />
          ))}
        </span>
        <span>{streak.nextFreezeIn > 0 ? words.nextFreeze(streak.nextFreezeIn) : words.freezesFull}</span>
      </div>
      <p className="m-0 text-sm text-muted">{words.best(streak.best)}</p>
    </div>
  );
}

export type StreakCalendarProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  state: Shown;
  streak?: StreakSummary;
  onRetry?: () => void;
  /** Shows the month before (-1) or after (+1); the month after is offered only before this month. */
  onMonth?: (delta: -1 | 1) => void;
  /** Whether a later month can be shown (not after this month). */
  hasNext?: boolean;
  words?: Partial<StreakWords>;
};

const STATE_STYLE: Record<StreakDayState, string> = {
  studied: 'bg-success-soft font-bold text-text',
  frozen: 'bg-male-soft font-bold text-text',
  missed: 'bg-surface-muted text-muted',
  today: 'border-2 border-primary font-bold text-text',
  none: 'text-muted',
};

/**
 * A month of the streak (ADR 059): every day marked studied (a check), kept by a freeze (a snowflake), missed, or
 * today, with a legend; the month before and after (not after this month) by two buttons. A table with weekday
 * headers; each day says its state in words for screen readers.
 */
export function StreakCalendar({
  state,
  streak,
  onRetry,
  onMonth,
  hasNext = false,
  words: wordsProp,
  className,
  ...props
}: StreakCalendarProps) {
  const words = { ...rewardWords.streak, ...wordsProp };
  const titleId = useId();
  const shown: Shown = state === 'ready' && !streak ? 'loading' : state;
  const yyyymm = streak?.calendar.yyyymm ?? '';
  const states = new Map(streak?.calendar.days.map((day) => [day.date, day.state]));
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={shown === 'loading' || undefined}
      data-slot="streak-calendar"
      className={cn('flex flex-col gap-3 rounded-xl bg-surface p-5 shadow-soft', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="m-0 text-xl font-bold text-text">
          {words.calendarHeading}
          {yyyymm ? (
            <span className="ml-2 text-base font-semibold text-muted">{words.month(yyyymm)}</span>
          ) : null}
        </h2>
        {onMonth ? (
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => onMonth(-1)} disabled={shown !== 'ready'}>
              {words.previous}
            </Button>
            <Button variant="outline" onClick={() => onMonth(1)} disabled={shown !== 'ready' || !hasNext}>
              {words.next}
            </Button>
          </div>
        ) : null}
      </div>
      {shown === 'error' ? (
        <Status
          state="error"
          size="sm"
          message={words.calendarFailed}
          retryLabel={words.retry}
          onRetry={onRetry}
        />
      ) : shown === 'loading' ? (
        <Status state="loading" size="sm" message={words.calendarLoading} />
      ) : (
        <>
          <table className="w-full table-fixed border-separate border-spacing-1 text-center">
            <caption className="sr-only">{words.calendarCaption(yyyymm)}</caption>
            <thead>
              <tr>
                {words.weekdays.map((weekday) => (
                  <th key={weekday} scope="col" className="text-sm font-semibold text-muted">
                    {weekday}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthCalendar(yyyymm).map((week, w) => (
                <tr key={w}>
                  {week.map((date, d) => {
                    if (!date) return <td key={d} />;
                    const dayState = states.get(date) ?? 'none';
                    const n = Number(date.slice(8));
                    return (
                      <td key={date} data-state={dayState}>
                        <span
                          className={cn(
                            'mx-auto flex aspect-square max-w-14 min-w-9 flex-col items-center justify-center rounded-lg text-sm tabular-nums',
                            STATE_STYLE[dayState],
                          )}
                        >
                          <span aria-hidden="true">{n}</span>
                          {dayState === 'studied' ? (
                            <Check aria-hidden="true" className="size-4 text-success" />
                          ) : dayState === 'frozen' ? (
                            <Snowflake aria-hidden="true" className="size-4 text-male" />
                          ) : null}
                          <span className="sr-only">{words.dayLabel(n, dayState)}</span>
                        </span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <ul
            className="m-0 flex list-none flex-wrap gap-x-4 gap-y-1 p-0 text-sm text-text"
            aria-label={words.legend}
          >
            <li className="flex items-center gap-1.5">
              <Check aria-hidden="true" className="size-4 text-success" /> {words.states.studied}
            </li>
            <li className="flex items-center gap-1.5">
              <Snowflake aria-hidden="true" className="size-4 text-male" /> {words.states.frozen}
            </li>
            <li className="flex items-center gap-1.5">
              <span aria-hidden="true" className="size-4 rounded bg-surface-muted" /> {words.states.missed}
            </li>
          </ul>
        </>
      )}
    </section>
  );
}
