/** Tests only: one fake clock for intervals and a monotonic now, advanced by hand. */
import type { IntervalTimers } from './clock';

interface Task {
  id: number;
  at: number;
  every: number;
  callback: () => void;
}

export function fakeTime(start = 0) {
  let now = start;
  let nextId = 1;
  const tasks = new Map<number, Task>();
  const add = (callback: () => void, ms: number, every: number) => {
    const id = nextId++;
    tasks.set(id, { id, at: now + Math.max(0, ms), every, callback });
    return id;
  };
  const timers: IntervalTimers = {
    setInterval: (callback, ms) => add(callback, ms, Math.max(1, ms)),
    clearInterval: (handle) => void tasks.delete(handle as number),
  };
  return {
    timers,
    now: () => now,
    pending: () => tasks.size,
    /** Moves time forward, running every task that falls due on the way, in order. */
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...tasks.values()].filter((task) => task.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        now = due.at;
        due.at += due.every;
        due.callback();
      }
      now = until;
    },
    /** Jumps the clock without running anything (a frozen background tab). */
    jump(ms: number) {
      now += ms;
    },
  };
}
