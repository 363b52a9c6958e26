import { useId } from 'react';
import type * as React from 'react';
import { Stamp } from 'lucide-react';
import { monthCalendar } from '@buddy/domain';
import { cn } from '@buddy/ui/utils';
import { MonthSwitcher, PanelState, type PanelStatus } from './parts';
import { mypageWords } from './words';

export interface AttendanceCalendarProps extends Omit<React.ComponentProps<'section'>, 'children'> {
  /** The month on screen, YYYYMM. */
  month: string;
  /** The attended days of the month, YYYY-MM-DD. */
  attended: readonly string[];
  /** Today (Seoul), YYYY-MM-DD: outlined when it is in the month. */
  today?: string;
  onMonthChange: (month: string) => void;
  /** The latest month that can be shown (default: today's month). */
  maxMonth?: string;
  status?: PanelStatus;
  onRetry?: () => void;
  words?: {
    attendance?: Partial<typeof mypageWords.attendance>;
    month?: Partial<typeof mypageWords.month>;
    state?: Partial<typeof mypageWords.state>;
  };
}

/**
 * The attendance calendar (spec §3 Attendance): the month as a table from Sunday to Saturday, each attended day with
 * a stamp and the word '출석' (not colour alone), today outlined and named, and the month's count. Previous and next
 * buttons change the month; the title is announced.
 */
export function AttendanceCalendar({
  month,
  attended,
  today,
  onMonthChange,
  maxMonth,
  status = 'ready',
  onRetry,
  words: wordsProp,
  className,
  ...props
}: AttendanceCalendarProps) {
  const words = { ...mypageWords.attendance, ...wordsProp?.attendance };
  const captionId = useId();
  const days = new Set(attended);
  const weeks = monthCalendar(month);
  const count = weeks.flat().filter((day) => day !== null && days.has(day)).length;
  const latest = maxMonth ?? (today ? today.slice(0, 7).replace('-', '') : undefined);

  return (
    <section
      data-slot="attendance-calendar"
      aria-labelledby={captionId}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <MonthSwitcher month={month} onMonthChange={onMonthChange} maxMonth={latest} words={wordsProp?.month} />
      {status !== 'ready' ? (
        <>
          <span id={captionId} hidden>
            {words.caption(month)}
          </span>
          <PanelState status={status} onRetry={onRetry} words={wordsProp?.state} />
        </>
      ) : (
        <>
          <table className="w-full table-fixed border-separate border-spacing-1 desktop:border-spacing-2">
            <caption id={captionId} className="sr-only">
              {words.caption(month)}
            </caption>
            <thead>
              <tr>
                {words.weekdays.map((weekday, index) => (
                  <th
                    key={weekday}
                    scope="col"
                    abbr={words.weekdayNames[index]}
                    data-weekday={index}
                    className="py-1 text-sm font-semibold text-muted data-[weekday=0]:text-danger data-[weekday=6]:text-primary"
                  >
                    {weekday}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.find((day) => day !== null) ?? 'x'}>
                  {week.map((day, index) =>
                    day === null ? (
                      <td key={`blank-${index}`} aria-hidden="true" />
                    ) : (
                      <DayCell
                        key={day}
                        day={day}
                        attended={days.has(day)}
                        today={day === today}
                        words={words}
                      />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          <p className="m-0 text-center font-semibold text-text" aria-live="polite">
            {count > 0 ? words.count(count) : words.none}
          </p>
        </>
      )}
    </section>
  );
}

function DayCell({
  day,
  attended,
  today,
  words,
}: {
  day: string;
  attended: boolean;
  today: boolean;
  words: typeof mypageWords.attendance;
}) {
  return (
    <td
      data-day={day}
      data-state={attended ? 'attended' : 'absent'}
      aria-current={today ? 'date' : undefined}
      className={cn(
        'relative h-16 rounded-md border border-border bg-surface p-1 align-top desktop:h-20',
        'data-[state=attended]:border-course data-[state=attended]:bg-course-soft',
        'aria-[current=date]:outline-3 aria-[current=date]:outline-offset-1 aria-[current=date]:outline-primary',
      )}
    >
      <span className="block text-sm font-semibold tabular-nums text-text">
        <span aria-hidden="true">{Number(day.slice(8, 10))}</span>
        <span className="sr-only">
          {words.day(day)}
          {today ? ` ${words.today}` : ''}
        </span>
      </span>
      {attended ? (
        <span className="mt-1 flex flex-col items-center gap-0.5 text-course-strong">
          <Stamp aria-hidden="true" className="size-5 desktop:size-6" />
          <span className="text-xs font-bold">{words.attended}</span>
        </span>
      ) : null}
      {today && !attended ? (
        <span aria-hidden="true" className="mt-1 block text-center text-xs font-bold text-primary">
          {words.today}
        </span>
      ) : null}
    </td>
  );
}
