/**
 * The daily study's completed parts on their way (spec §3 Study session, §7 prgrs; ADR 017). Parts completed close
 * together are gathered per unit for a short quiet time (TIMING.submitDebounceMs) and queued in the outbox as one
 * request, in the unit's scope (one request per unit at a time). From then on the outbox keeps them: retried with the
 * outbox's backoff, paused offline, kept across a reload, given up only when the server refuses the request itself.
 * No React here: the page subscribes to snapshots.
 */
import { onlineManager } from '@tanstack/react-query';
import { TIMING, type Course } from '@buddy/domain';
import type { Outbox } from './outbox';

export interface UnitKey {
  stdCourse: Course;
  stdStep: number;
  stdWeek: number;
  stdDay: number;
  stdUnit: number;
}

export type QueueStatus = 'idle' | 'waiting' | 'saving' | 'retrying' | 'refused';

export interface QueueSnapshot {
  status: QueueStatus;
  /** Parts not yet stored by the server, per unit (`keyOf`). */
  pending: ReadonlyMap<string, ReadonlySet<number>>;
}

export interface ProgressQueueOptions {
  outbox: Outbox;
  /** The quiet time before gathered parts are queued. */
  debounceMs?: number;
}

export interface ProgressQueue {
  /** A completed part: queued after the quiet time (parts of the same unit meanwhile go in the same request). */
  add(unit: UnitKey, part: number): void;
  /** Queue what is gathered now (leaving the page, switching units); settles when those requests settle. */
  flush(): Promise<void>;
  subscribe(listener: () => void): () => void;
  snapshot(): QueueSnapshot;
  /** The page is gone: what is gathered is queued at once, then the listeners stop. */
  dispose(): void;
}

export const keyOf = (unit: UnitKey): string =>
  `${unit.stdCourse.toUpperCase()}-${unit.stdStep}-${unit.stdWeek}-${unit.stdDay}-${unit.stdUnit}`;

export function createProgressQueue({
  outbox,
  debounceMs = TIMING.submitDebounceMs,
}: ProgressQueueOptions): ProgressQueue {
  const gathered = new Map<string, { unit: UnitKey; parts: Set<number> }>();
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  function build(): QueueSnapshot {
    const pending = new Map<string, Set<number>>();
    const note = (key: string, parts: Iterable<number>) => {
      const set = pending.get(key) ?? new Set<number>();
      for (const part of parts) set.add(part);
      if (set.size > 0) pending.set(key, set);
    };
    const mutations = outbox.mutations('progress');
    const waiting = mutations.filter((mutation) => mutation.state.status === 'pending');
    for (const mutation of waiting) {
      const body = mutation.state.variables;
      if (body) note(keyOf(body as UnitKey), body.parts);
    }
    for (const [key, entry] of gathered) note(key, entry.parts);

    let status: QueueStatus = 'idle';
    if (waiting.length > 0) {
      const failing =
        !onlineManager.isOnline() || waiting.some((mutation) => mutation.state.failureCount > 0);
      status = failing ? 'retrying' : 'saving';
    } else if (gathered.size > 0) {
      status = 'waiting';
    } else {
      const last = mutations
        .filter((mutation) => mutation.state.status === 'success' || mutation.state.status === 'error')
        .sort((a, b) => a.state.submittedAt - b.state.submittedAt)
        .at(-1);
      if (last?.state.status === 'error') status = 'refused';
    }
    return { status, pending };
  }

  let current = build();
  function update(): void {
    current = build();
    for (const listener of [...listeners]) listener();
  }
  const offOutbox = outbox.subscribe(update);

  function clearTimer(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  function queueGathered(): Promise<void> {
    clearTimer();
    const sends = [...gathered.values()].map(({ unit, parts }) =>
      outbox.sendProgress({ ...unit, parts: [...parts].sort((a, b) => a - b) }),
    );
    gathered.clear();
    update();
    return Promise.all(sends).then(() => undefined);
  }

  return {
    add(unit, part) {
      const key = keyOf(unit);
      if (current.pending.get(key)?.has(part)) return;
      const entry = gathered.get(key) ?? { unit, parts: new Set<number>() };
      entry.parts.add(part);
      gathered.set(key, entry);
      clearTimer();
      timer = setTimeout(() => void queueGathered(), debounceMs);
      update();
    },
    flush: queueGathered,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    snapshot: () => current,
    dispose() {
      void queueGathered();
      offOutbox();
      listeners.clear();
    },
  };
}
