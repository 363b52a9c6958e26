/**
 * One day of study: its rate, the save line, the unit list and the unit on screen (chosen in place through the list).
 * DayView is the day without where its progress goes: the member's Day sends it to the server, the sample day keeps
 * it in the page (ADR 047).
 */
import { useEffect, useRef, useState } from 'react';
import type * as React from 'react';
import { useSearchParams } from 'react-router';
import type { ProgressQueue, QueueSnapshot, StudyDayState } from '@buddy/api';
import type { UnitEntry } from './daily-progress';
import { averageRate } from '@buddy/domain';
import { DayCheer, UnitNav } from '../../blocks/daily-study';
import { ProgressBar } from '../../blocks/study-home';
import { AudioPlayerProvider } from '@buddy/ui/test-paper';
import { dailyHref, type DailyLocation } from './daily-params';
import { currentEntry, openingUnit, unitEntries, unitKeyOf, unitNavItems } from './daily-progress';
import { DAILY_WORDS as WORDS } from './daily-words';
import { SaveStatus } from './save-status';
import { memberPlayers, UnitPanel, type UnitPlayers } from './unit-panel';

export interface DayProps {
  location: DailyLocation;
  day: StudyDayState;
  queue: ProgressQueue;
  snapshot: QueueSnapshot;
}

/** A member's day: the progress goes to the server through the queue, and the save line says how that goes. */
export function Day({ location, day, queue, snapshot }: DayProps) {
  return (
    <DayView
      day={day}
      units={unitEntries(location, day, snapshot.pending)}
      chosen={location.unit}
      hrefFor={(stdUnit) => dailyHref({ ...location, unit: stdUnit })}
      status={<SaveStatus snapshot={snapshot} />}
      players={memberPlayers(location, day.stdDay)}
      onPartDone={(stdUnit, part) => queue.add(unitKeyOf(location, day.stdDay, stdUnit), part)}
    />
  );
}

export interface DayViewProps {
  day: StudyDayState;
  units: UnitEntry[];
  /** The unit in the address (null: the first not yet done). */
  chosen: number | null;
  hrefFor: (stdUnit: number) => string;
  /** The line under the rate (the member's save status). */
  status?: React.ReactNode;
  players: UnitPlayers;
  onPartDone: (stdUnit: number, part: number) => void;
}

/** The day: its rate with the mascot's line (how far, what comes next), the save line, the units and the one shown. */
export function DayView({ day, units, chosen, hrefFor, status, players, onPartDone }: DayViewProps) {
  const [params, setParams] = useSearchParams();
  // Without a unit in the address the day opens on its first unit not yet done, and stays there when it is done.
  const [opening] = useState(() => openingUnit(units));
  const current = currentEntry(units, chosen ?? opening);
  const dayRate = averageRate(units.map((entry) => entry.rate));
  const navItems = unitNavItems(units);

  const select = (stdUnit: number, event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const next = new URLSearchParams(params);
    next.set('unit', String(stdUnit));
    moved.current = true;
    setParams(next);
  };
  // The unit on screen changes in place: take the keyboard to its heading once it is shown.
  const moved = useRef(false);
  const shown = current?.unit.stdUnit;
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    document.getElementById('daily-unit-title')?.focus();
  }, [shown]);

  return (
    <div className="flex flex-col gap-6">
      {/* The day's rate, and the mascot's line beside it (below it on a phone): how far, and what comes next. */}
      <div className="flex flex-col gap-4 desktop:flex-row desktop:items-end desktop:gap-8">
        <ProgressBar
          value={dayRate}
          label={WORDS.dayRate}
          words={{ valueText: WORDS.rateText }}
          className="desktop:mb-6 desktop:shrink-0"
        />
        <DayCheer activities={navItems} className="min-w-0 desktop:flex-1" />
      </div>
      {status}
      <div className="flex flex-col gap-6 desktop:flex-row desktop:items-start">
        <UnitNav
          day={day.stdDay}
          units={navItems}
          current={current?.unit.stdUnit ?? null}
          hrefFor={hrefFor}
          onSelect={select}
          className="desktop:w-72 desktop:shrink-0"
        />
        {current ? (
          <AudioPlayerProvider key={current.unit.stdUnit}>
            <UnitPanel
              unit={current.unit}
              parts={current.parts}
              rate={current.rate}
              players={players}
              onPartDone={(part) => onPartDone(current.unit.stdUnit, part)}
            />
          </AudioPlayerProvider>
        ) : null}
      </div>
    </div>
  );
}
