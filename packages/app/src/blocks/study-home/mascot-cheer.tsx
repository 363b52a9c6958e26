import type * as React from 'react';
import { dayStatus } from '@buddy/domain';
import { MascotSays } from '@buddy/ui/mascot';
import type { DayProgress } from './daily-status';
import { studyHomeWords } from './words';

/** Where the child is this week, as the mascot sees it. */
export type CheerState =
  | { kind: 'welcome' }
  | { kind: 'next'; day: number }
  | { kind: 'studying'; day: number; progress: number }
  | { kind: 'done' };

/**
 * The week's days to the mascot's line: every day done is `done`; a day under way (today's if it is, else the first)
 * is `studying`; some days done and none under way is `next` (the first day not started); nothing done yet, or no
 * days known, is `welcome`.
 */
export function cheerFor(days: readonly DayProgress[] | null | undefined, today?: number | null): CheerState {
  if (!days || days.length === 0) return { kind: 'welcome' };
  const status = (day: DayProgress) => dayStatus(day.progress);
  if (days.every((day) => status(day) === 'done')) return { kind: 'done' };
  const studying = days.filter((day) => status(day) === 'studying');
  const current = studying.find((day) => day.day === today) ?? studying[0];
  if (current) return { kind: 'studying', day: current.day, progress: current.progress };
  const next = days.find((day) => status(day) === 'todo');
  if (next && days.some((day) => status(day) === 'done')) return { kind: 'next', day: next.day };
  return { kind: 'welcome' };
}

/** The line the mascot says in a state. */
export function cheerLine(state: CheerState, words: typeof studyHomeWords.mascotCheer): string {
  switch (state.kind) {
    case 'done':
      return words.done;
    case 'studying':
      return words.studying(state.day, state.progress);
    case 'next':
      return words.next(state.day);
    default:
      return words.welcome;
  }
}

export interface MascotCheerProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** The week's days with how much of each is done; null or empty while the week is not known (a welcome). */
  days?: readonly DayProgress[] | null;
  /** The day studied today: when it is under way, the mascot speaks of it. */
  today?: number | null;
  words?: Partial<typeof studyHomeWords.mascotCheer>;
}

/**
 * The mascot greeting the child with one line that fits where they are this week (issue 13, delight). The mascot and
 * the bubble are decoration; the line is text, read once. The bubble's edge takes the course colour; nothing moves.
 */
export function MascotCheer({ days, today = null, words: wordsProp, ...props }: MascotCheerProps) {
  const words = { ...studyHomeWords.mascotCheer, ...wordsProp };
  const state = cheerFor(days, today);
  return (
    <MascotSays data-slot="mascot-cheer" data-state={state.kind} line={cheerLine(state, words)} {...props} />
  );
}
