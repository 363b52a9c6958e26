/**
 * The paper's countdown (spec §4, §9; decision 010): the seconds left are recomputed at every 1-second tick from the
 * server's deadline and the server's time at load plus the monotonic time elapsed since, so a throttled background
 * tab or a wrong device clock cannot shift it. It reports each new value, the warning minute once (2, 3 or 5 for W,
 * M, L — also when a throttled tick skipped the exact second) and the end once, then stops by itself. The timers and
 * the monotonic clock are handed in (the browser's in the app, fakes in tests).
 */
import { TIMING, type TestType } from '../constants';
import { createServerClock, remainingSeconds, timeWarning } from '../test-paper';

export interface IntervalTimers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface TestClockOptions {
  type: TestType;
  /** Epoch milliseconds of the server's clock. */
  deadline: number;
  serverNow: number;
  /** A monotonic clock in milliseconds (performance.now). */
  monotonicNow: () => number;
  timers: IntervalTimers;
  onTick: (seconds: number) => void;
  onWarning: (minutes: number) => void;
  onTimeUp: () => void;
}

export interface TestClock {
  /** Seconds left now. */
  seconds(): number;
  stop(): void;
}

export function startTestClock({
  type,
  deadline,
  serverNow,
  monotonicNow,
  timers,
  onTick,
  onWarning,
  onTimeUp,
}: TestClockOptions): TestClock {
  const now = createServerClock(serverNow, monotonicNow);
  let previous = remainingSeconds(deadline, now());
  let handle: unknown = null;

  const stop = () => {
    if (handle !== null) timers.clearInterval(handle);
    handle = null;
  };

  const tick = () => {
    const seconds = remainingSeconds(deadline, now());
    if (seconds === previous) return;
    const warn = timeWarning(type, previous, seconds);
    previous = seconds;
    onTick(seconds);
    if (warn !== null) onWarning(warn);
    if (seconds === 0) {
      stop();
      onTimeUp();
    }
  };

  onTick(previous);
  if (previous === 0) {
    onTimeUp();
  } else {
    handle = timers.setInterval(tick, TIMING.timerTickMs);
  }
  return { seconds: () => previous, stop };
}
