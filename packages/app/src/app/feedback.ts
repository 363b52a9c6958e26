/**
 * The reactions a child feels (issue 30, ADR 075): a gentle sound and a small animation when an answer is right, to
 * try again, or something is finished — in practice (the daily units, the review) and on a result, never while a
 * timed test is being taken (its pages do not cue). The sound can be turned off on the device by the child or a
 * parent (the `SoundToggle` block, given this hook's state); the animation follows the device's reduced-motion setting (CSS), and sound is never its only
 * message (the words say what happened).
 */
import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@buddy/domain';
import { playSound, type FeedbackKind } from '../blocks/feedback';
import { useApp } from './context';

export type { FeedbackKind };

const listeners = new Set<() => void>();
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab turning the sound off turns it off here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.sound) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

export interface Feedback {
  /** Whether the reactions make a sound on this device (on until turned off). */
  soundOn: boolean;
  setSoundOn: (on: boolean) => void;
  /** React to what happened: the sound when on (the caller shows the words and the picture). */
  cue: (kind: FeedbackKind) => void;
}

export function useFeedback(): Feedback {
  const { storage } = useApp();
  const read = useCallback(() => storage?.getItem(STORAGE_KEYS.sound) !== 'off', [storage]);
  // On the server (a drawn page) the sound is on until the browser reads the device's choice.
  const soundOn = useSyncExternalStore(subscribe, read, () => true);
  const setSoundOn = useCallback(
    (on: boolean) => {
      if (on) storage?.removeItem(STORAGE_KEYS.sound);
      else storage?.setItem(STORAGE_KEYS.sound, 'off');
      for (const listener of listeners) listener();
    },
    [storage],
  );
  const cue = useCallback(
    (kind: FeedbackKind) => {
      if (read()) playSound(kind);
    },
    [read],
  );
  return { soundOn, setSoundOn, cue };
}
