import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { sessionStore, type ResultPaper, type TestPaper } from '@buddy/api';

/** This tab's note of when an attempt's time ends (epoch ms on this browser's clock), by its code. */
const DEADLINE_KEY = 'buddy.deadline.';

/** Notes when a loaded attempt's time ends, on this browser's clock (the server's deadline less the clocks' gap). */
function rememberDeadline(paper: TestPaper, now = Date.now()): void {
  try {
    if (paper.status !== 'taking') return;
    sessionStore()?.setItem(`${DEADLINE_KEY}${paper.tstCd}`, String(now + paper.deadline - paper.serverNow));
  } catch {
    // Without the note a reopened attempt's intro says the test's time.
  }
}

/** The seconds an attempt this tab took had left, by its note; null when unknown or already over. */
export function remainingOf(tstCd: string | undefined, now = Date.now()): number | null {
  try {
    const noted = tstCd
      ? Number(sessionStore()?.getItem(`${DEADLINE_KEY}${tstCd}`) ?? Number.NaN)
      : Number.NaN;
    const seconds = Math.floor((noted - now) / 1000);
    return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
  } catch {
    return null;
  }
}

/** The seconds left of the attempt the page reopens (its code in the address), read once when the page opens. */
export function useReopenedRemaining(tstCd: string | undefined): number | null {
  const [seconds] = useState(() => remainingOf(tstCd));
  return seconds;
}

/**
 * Keeps an attempt in the address without a new history entry: its code under `param` once it is known (`tstCd` for
 * a test, `quizCd` for the incorrect-answer quiz), and `display=R` once it is marked, so a reload resumes or shows it.
 * It also notes in this tab when the attempt's time ends, so a reopened attempt's intro can say the time left.
 */
export function useAttemptAddress(param: 'tstCd' | 'quizCd') {
  const [, setParams] = useSearchParams();
  const onAttempt = useCallback(
    (paper: TestPaper) => {
      rememberDeadline(paper);
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
    [param, setParams],
  );
  const onResult = useCallback(
    (result: ResultPaper) =>
      setParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.set(param, result.tstCd);
          next.set('display', 'R');
          return next;
        },
        { replace: true },
      ),
    [param, setParams],
  );
  return { onAttempt, onResult };
}
