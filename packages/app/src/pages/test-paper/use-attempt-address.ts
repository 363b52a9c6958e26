import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { sessionStore, type ResultPaper, type TestPaper } from '@buddy/api';
import { useHydrated } from '../../app/use-hydrated';

/** This tab's note of when an attempt's time ends (epoch ms on this browser's clock), by its code. */
const DEADLINE_KEY = 'buddy.deadline.';

/** Notes when a loaded attempt's time ends, on this browser's clock (the server's deadline less the clocks' gap). */
function rememberDeadline(paper: TestPaper, codes: readonly string[], now = Date.now()): void {
  try {
    if (paper.status !== 'taking') return;
    const end = String(now + paper.deadline - paper.serverNow);
    for (const code of codes) sessionStore()?.setItem(`${DEADLINE_KEY}${code}`, end);
  } catch {
    // Without the note a reopened attempt's intro waits for the paper to say its time.
  }
}

/** Forgets the notes of an attempt that is marked: it is no longer in progress. */
function forgetDeadline(codes: readonly string[]): void {
  try {
    for (const code of codes) sessionStore()?.removeItem(`${DEADLINE_KEY}${code}`);
  } catch {
    // Nothing noted, nothing to forget.
  }
}

/** The epoch ms this tab noted as the end of an attempt's time, or NaN. */
function notedEnd(code: string | undefined): number {
  try {
    return code ? Number(sessionStore()?.getItem(`${DEADLINE_KEY}${code}`) ?? Number.NaN) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** The seconds an attempt this tab took had left, by its note; null when unknown or already over. */
export function remainingOf(tstCd: string | undefined, now = Date.now()): number | null {
  const seconds = Math.floor((notedEnd(tstCd) - now) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** What the intro may say of an attempt's time: its seconds left, no figure yet (null), or (empty) the test's time. */
export interface ReopenedTime {
  remainingSeconds?: number;
  minutes?: null;
}

/**
 * What the intro may say of the time of the attempt a page opens: `remainingSeconds` when this tab noted the attempt
 * in progress (by its code in the address, or by the test's own key when the address has no code), `minutes: null`
 * (no figure until the paper says it) when an attempt is reopened whose time this tab cannot tell, and nothing for a
 * new attempt (the intro says the test's time).
 */
export function reopenedTime(tstCd: string | undefined, testKey: string, now = Date.now()): ReopenedTime {
  const code = [tstCd, testKey].find((candidate) => Number.isFinite(notedEnd(candidate)));
  if (code === undefined) return withoutNote(tstCd);
  const seconds = remainingOf(code, now);
  // A note whose time is over: the paper will say what is left (nothing), never the test's full time.
  return seconds === null ? { minutes: null } : { remainingSeconds: seconds };
}

/**
 * reopenedTime() read once, when the page opens. While a page the server drew is being hydrated it is what the server
 * could say, with no note of this tab (the server has none): the tab's note, read with the browser's clock, would say
 * other seconds than the server's page, a hydration error. The note's figure follows at once after hydration.
 */
export function useReopenedTime(tstCd: string | undefined, testKey: string): ReopenedTime {
  const [time] = useState(() => reopenedTime(tstCd, testKey));
  const hydrated = useHydrated();
  return hydrated ? time : withoutNote(tstCd);
}

/** What reopenedTime() says with no note of this tab: the test's time for a new attempt, else no figure yet. */
function withoutNote(tstCd: string | undefined): ReopenedTime {
  return tstCd === undefined ? {} : { minutes: null };
}

/**
 * Keeps an attempt in the address without a new history entry: its code under `param` once it is known (`tstCd` for
 * a test, `quizCd` for the incorrect-answer quiz), and `display=R` once it is marked, so a reload resumes or shows it.
 * It also notes in this tab when the attempt's time ends, by its code and by `testKey` (the test it is an attempt
 * at), so the intro of an attempt reopened with or without its code in the address can say the time left.
 */
export function useAttemptAddress(param: 'tstCd' | 'quizCd', testKey?: string) {
  const [, setParams] = useSearchParams();
  const onAttempt = useCallback(
    (paper: TestPaper) => {
      rememberDeadline(paper, testKey === undefined ? [paper.tstCd] : [paper.tstCd, testKey]);
      setParams(
        (params) => {
          if (params.get(param) === paper.tstCd) return params;
          const next = new URLSearchParams(params);
          next.set(param, paper.tstCd);
          return next;
        },
        { replace: true },
      );
    },
    [param, testKey, setParams],
  );
  const onResult = useCallback(
    (result: ResultPaper) => {
      forgetDeadline(testKey === undefined ? [result.tstCd] : [result.tstCd, testKey]);
      setParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.set(param, result.tstCd);
          next.set('display', 'R');
          return next;
        },
        { replace: true },
      );
    },
    [param, testKey, setParams],
  );
  return { onAttempt, onResult };
}
