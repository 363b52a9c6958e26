import type * as React from 'react';
import { dayStatus } from '@buddy/domain';
import { MascotSays } from '@buddy/ui/mascot';
import type { UnitNavItem } from './unit-nav';
import { dailyStudyWords } from './words';

/** An activity of the day, as the mascot sees it: its name and how much of it is done (0–100). */
export type DayActivity = Pick<UnitNavItem, 'title' | 'progress'>;

/** Where the child is in the day's activities, as the mascot sees it. */
export type DayCheerState =
  | { kind: 'none' }
  | { kind: 'start'; first: string }
  | { kind: 'underway'; done: number; total: number; next: string }
  | { kind: 'done'; total: number };

/**
 * The day's activities to the mascot's line: no activities is `none` (nothing to say); nothing started is `start`
 * (with the first activity's name); every activity done is `done`; anything else is `underway`, with how many of how
 * many are done and the next activity (the first one not done, in the day's order).
 */
export function dayCheerFor(activities: readonly DayActivity[] | null | undefined): DayCheerState {
  const first = activities?.[0];
  if (!activities || !first) return { kind: 'none' };
  const total = activities.length;
  const done = activities.filter((activity) => dayStatus(activity.progress) === 'done').length;
  if (done === total) return { kind: 'done', total };
  if (activities.every((activity) => dayStatus(activity.progress) === 'todo')) {
    return { kind: 'start', first: first.title };
  }
  const next = activities.find((activity) => dayStatus(activity.progress) !== 'done') ?? first;
  return { kind: 'underway', done, total, next: next.title };
}

/** The line the mascot says in a state (`none` says nothing). */
export function dayCheerLine(state: DayCheerState, words: typeof dailyStudyWords.dayCheer): string {
  switch (state.kind) {
    case 'start':
      return words.start(state.first);
    case 'underway':
      return words.underway(state.done, state.total, state.next);
    case 'done':
      return words.done(state.total);
    default:
      return '';
  }
}

export interface DayCheerProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** The day's activities in order, with how much of each is done. */
  activities: readonly DayActivity[];
  words?: Partial<typeof dailyStudyWords.dayCheer>;
}

/**
 * The mascot cheering the child through the day's study (issue 13, delight): one line that invites them to the first
 * activity, says how far the day is and what comes next, or celebrates the finished day. The mascot and the bubble
 * are decoration; the line is text. Nothing moves; without activities nothing is shown.
 */
export function DayCheer({ activities, words: wordsProp, ...props }: DayCheerProps) {
  const words = { ...dailyStudyWords.dayCheer, ...wordsProp };
  const state = dayCheerFor(activities);
  if (state.kind === 'none') return null;
  return (
    <MascotSays data-slot="day-cheer" data-state={state.kind} line={dayCheerLine(state, words)} {...props} />
  );
}
