/**
 * The reactions' sounds (issue 30, ADR 075): a few soft bell notes on the app's one chime engine (`playChime`, the
 * coin celebration's: Web Audio, no file, quiet, silently skipped where a browser will not make sound yet).
 */
import { playChime, type ChimeNote } from '../reward/chime';

/** What happened: an answer right, an answer to try again, or something finished. */
export type FeedbackKind = 'right' | 'wrong' | 'done';

/** Gentle, never a buzzer: two rising notes for right, one low soft note for "again", a rising chord for done. */
export const SOUNDS: Record<FeedbackKind, { notes: readonly ChimeNote[]; volume: number }> = {
  right: {
    notes: [
      { frequency: 1046.5, at: 0, duration: 0.14 },
      { frequency: 1318.5, at: 0.09, duration: 0.2 },
    ],
    volume: 0.1,
  },
  wrong: { notes: [{ frequency: 440, at: 0, duration: 0.22 }], volume: 0.07 },
  done: {
    notes: [
      { frequency: 523.25, at: 0, duration: 0.16 },
      { frequency: 659.25, at: 0.09, duration: 0.16 },
      { frequency: 783.99, at: 0.18, duration: 0.16 },
      { frequency: 1046.5, at: 0.27, duration: 0.3 },
    ],
    volume: 0.1,
  },
};

/** Plays a reaction's sound (never throws). */
export function playSound(kind: FeedbackKind): void {
  playChime(SOUNDS[kind]);
}
