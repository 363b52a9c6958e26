/**
 * The daily study's unsent progress (spec §3 Study session, §7 prgrs). Completed parts are gathered per unit and sent
 * together after a short quiet time (TIMING.submitDebounceMs), one request per unit at a time. A part is never lost:
 * it stays in memory until the server has it; a failed send is tried again later (a growing wait, up to 30 s), except
 * when the server refuses the request itself (a 4xx other than 408/429), which would be refused again.
 */
import { TIMING, type Course } from '@buddy/domain';

export interface UnitKey {
  stdCourse: Course;
  stdStep: number;
  stdWeek: number;
  stdDay: number;
  stdUnit: number;
}

export interface ProgressBody extends UnitKey {
  parts: number[];
}

/** Thrown (or rejected) by `send` when the server answered: its status tells whether to try again. */
export interface SendFailure {
  status?: number;
}

export type QueueStatus = 'idle' | 'waiting' | 'saving' | 'retrying' | 'refused';

export interface QueueSnapshot {
  status: QueueStatus;
  /** Parts not yet stored by the server, per unit (`keyOf`). */
  pending: ReadonlyMap<string, ReadonlySet<number>>;
}

export interface ProgressQueueOptions {
  debounceMs?: number;
  /** The first retry wait; it doubles up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
}

export const keyOf = (unit: UnitKey): string =>
  `${unit.stdCourse.toUpperCase()}-${unit.stdStep}-${unit.stdWeek}-${unit.stdDay}-${unit.stdUnit}`;

function refusedForGood(error: unknown): boolean {
  const status = (error as SendFailure | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

interface Entry {
  unit: UnitKey;
  /** Waiting to be sent. */
  parts: Set<number>;
  /** In the request under way. */
  sending: Set<number>;
}

export class ProgressQueue {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private status: QueueStatus = 'idle';
  private snapshotCache: QueueSnapshot = { status: 'idle', pending: new Map() };
  private readonly debounceMs: number;
  private readonly retryMs: number;
  private readonly maxRetryMs: number;

  constructor(
    private readonly send: (body: ProgressBody) => Promise<unknown>,
    options: ProgressQueueOptions = {},
  ) {
    this.debounceMs = options.debounceMs ?? TIMING.submitDebounceMs;
    this.retryMs = options.retryMs ?? 2000;
    this.maxRetryMs = options.maxRetryMs ?? 30_000;
  }

  /** A completed part: sent after the quiet time (sooner parts of the same unit go in the same request). */
  add(unit: UnitKey, part: number): void {
    const key = keyOf(unit);
    const entry = this.entries.get(key) ?? { unit, parts: new Set<number>(), sending: new Set<number>() };
    this.entries.set(key, entry);
    if (entry.sending.has(part) || entry.parts.has(part)) return;
    entry.parts.add(part);
    if (this.status !== 'retrying') this.schedule(this.debounceMs, 'waiting');
    else this.changed();
  }

  /** Send everything now (leaving the page, switching units). */
  flush(): Promise<void> {
    this.clearTimer();
    return this.run();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): QueueSnapshot => this.snapshotCache;

  /** Stops the timers (the page is gone); unsent parts stay readable. */
  dispose(): void {
    this.clearTimer();
    this.listeners.clear();
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(ms: number, status: QueueStatus): void {
    this.clearTimer();
    this.status = status;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run();
    }, ms);
    this.changed();
  }

  private async run(): Promise<void> {
    const batch = [...this.entries.values()].filter(
      (entry) => entry.parts.size > 0 && entry.sending.size === 0,
    );
    if (batch.length === 0) {
      if (![...this.entries.values()].some((entry) => entry.sending.size > 0)) this.settle();
      return;
    }
    this.status = 'saving';
    for (const entry of batch) {
      entry.sending = entry.parts;
      entry.parts = new Set();
    }
    this.changed();
    const results = await Promise.all(
      batch.map(async (entry) => {
        try {
          await this.send({ ...entry.unit, parts: [...entry.sending].sort((a, b) => a - b) });
          entry.sending = new Set();
          return 'ok' as const;
        } catch (error) {
          if (refusedForGood(error)) {
            entry.sending = new Set();
            return 'refused' as const;
          }
          // Back with the waiting parts: nothing is lost.
          for (const part of entry.sending) entry.parts.add(part);
          entry.sending = new Set();
          return 'failed' as const;
        }
      }),
    );
    if (results.includes('failed')) {
      this.failures += 1;
      const wait = Math.min(this.maxRetryMs, this.retryMs * 2 ** (this.failures - 1));
      this.schedule(wait, 'retrying');
      return;
    }
    this.failures = 0;
    if ([...this.entries.values()].some((entry) => entry.parts.size > 0)) {
      this.schedule(this.debounceMs, 'waiting');
      return;
    }
    this.settle(results.includes('refused') ? 'refused' : 'idle');
  }

  private settle(status: QueueStatus = 'idle'): void {
    for (const [key, entry] of this.entries) {
      if (entry.parts.size === 0 && entry.sending.size === 0) this.entries.delete(key);
    }
    this.status = status;
    this.changed();
  }

  private changed(): void {
    const pending = new Map<string, ReadonlySet<number>>();
    for (const [key, entry] of this.entries) {
      const all = new Set([...entry.parts, ...entry.sending]);
      if (all.size > 0) pending.set(key, all);
    }
    this.snapshotCache = { status: this.status, pending };
    for (const listener of [...this.listeners]) listener();
  }
}
