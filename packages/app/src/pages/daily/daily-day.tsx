/** One day of study: its rate, the save line, the unit list and the unit on screen (chosen in place through the list). */
import { useEffect, useRef, useState } from 'react';
import type * as React from 'react';
import { useSearchParams } from 'react-router';
import type { ProgressQueue, QueueSnapshot, StudyDayState } from '@buddy/api';
import { averageRate } from '@buddy/domain';
import { DayCheer, UnitNav } from '@buddy/ui/daily-study';
import { ProgressBar } from '@buddy/ui/study-home';
import { AudioPlayerProvider } from '@buddy/ui/test-paper';
import { dailyHref, type DailyLocation } from './daily-params';
import { currentEntry, openingUnit, unitEntries, unitKeyOf, unitNavItems } from './daily-progress';
import { DAILY_WORDS as WORDS } from './daily-words';
import { SaveStatus } from './save-status';
import { UnitPanel } from './unit-panel';

export interface DayProps {
  location: DailyLocation;
  day: StudyDayState;
  queue: ProgressQueue;
  snapshot: QueueSnapshot;
}

/** The day: its rate with the mascot's line (how far, what comes next), the save line, the units and the one shown. */
export function Day({ location, day, queue, snapshot }: DayProps) {
  const [params, setParams] = useSearchParams();
  const units = unitEntries(location, day, snapshot.pending);
  // Without a unit in the address the day opens on its first unit not yet done, and stays there when it is done.
  const [opening] = useState(() => openingUnit(units));
  const current = currentEntry(units, location.unit ?? opening);
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
      <SaveStatus snapshot={snapshot} />
      <div className="flex flex-col gap-6 desktop:flex-row desktop:items-start">
        <UnitNav
          day={day.stdDay}
          units={navItems}
          current={current?.unit.stdUnit ?? null}
          hrefFor={(stdUnit) => dailyHref({ ...location, unit: stdUnit })}
          onSelect={select}
          className="desktop:w-72 desktop:shrink-0"
        />
        {current ? (
          <AudioPlayerProvider key={current.unit.stdUnit}>
            <UnitPanel
              location={location}
              stdDay={day.stdDay}
              unit={current.unit}
              parts={current.parts}
              rate={current.rate}
              onPartDone={(part) => queue.add(unitKeyOf(location, day.stdDay, current.unit.stdUnit), part)}
            />
          </AudioPlayerProvider>
        ) : null}
      </div>
    </div>
  );
}
