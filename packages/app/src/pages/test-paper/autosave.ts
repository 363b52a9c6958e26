/**
 * The autosave queue (decision 010): every answer change is applied at once, written to the browser's copy of the
 * attempt, and sent to the server with the question's next revision. One request per question is in flight at a
 * time; a newer change waits and goes next. A failed send is retried with a growing delay (1 s, 2 s, 4 s … 30 s) and
 * at once when the browser comes back online. The server keeps the highest revision, so a late retry never
 * overwrites a newer answer. The answer sheet shows each question as saved, saving or offline (waiting to be sent).
 * No React here: the page subscribes to snapshots.
 */
import type { AnswerSaveState } from '@buddy/ui';
import { writeAttempt, type AnswerEntries, type AnswerEntry } from './attempt-store';
import type { KeyValueStorage } from '@buddy/api';

/** What became of one send. */
export type SendOutcome =
  | { kind: 'saved'; rev: number }
  /** No answer, or one worth retrying (network, 5xx, 429). */
  | { kind: 'retry' }
  /** The attempt takes no more answers (submitted, or its time is over): stop sending. */
  | { kind: 'closed' }
  /** The server refused this answer for good (4xx): it still goes with the submit. */
  | { kind: 'rejected' };

export interface AutosaveSnapshot {
  answers: Readonly<Record<number, readonly string[]>>;
  saveStates: Readonly<Record<number, AnswerSaveState>>;
  /** Questions whose latest answer the server has not confirmed. */
  pending: number;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface AutosaveOptions {
  tstCd: string;
  initial: AnswerEntries;
  send: (questnSeq: number, answrs: string[], rev: number) => Promise<SendOutcome>;
  storage: KeyValueStorage | null;
  timers?: Timers;
  /** The delay before the n-th retry (n from 1). */
  backoff?: (attempt: number) => number;
}

export function defaultBackoff(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));
}

interface Slot extends AnswerEntry {
  inFlight: Promise<void> | null;
  /** Consecutive failed sends of this question (0 after a success). */
  failures: number;
  rejected: boolean;
}

export interface AutosaveQueue {
  snapshot(): AutosaveSnapshot;
  subscribe(listener: () => void): () => void;
  answersOf(questnSeq: number): readonly string[];
  /** Apply an answer change: stored locally at once, sent in the background. */
  change(questnSeq: number, answrs: readonly string[]): void;
  /** Send everything unsaved now (the connection is back). */
  retryNow(): void;
  /** Try once to send everything unsaved and wait for the sends on their way, at most `timeoutMs`. */
  flush(timeoutMs?: number): Promise<void>;
  /** Stop sending (the attempt is submitted or closed); pending timers are cleared. */
  stop(): void;
}

export function createAutosaveQueue({
  tstCd,
  initial,
  send,
  storage,
  timers = browserTimers,
  backoff = defaultBackoff,
}: AutosaveOptions): AutosaveQueue {
  const slots = new Map<number, Slot>();
  for (const [seq, entry] of Object.entries(initial)) {
    slots.set(Number(seq), {
      ...entry,
      answrs: [...entry.answrs],
      inFlight: null,
      failures: 0,
      rejected: false,
    });
  }
  const listeners = new Set<() => void>();
  let stopped = false;
  let retryTimer: unknown = null;
  let retryAttempt = 0;
  let current = build();

  function stateOf(slot: Slot): AnswerSaveState {
    if (slot.savedRev >= slot.rev) return 'saved';
    if (slot.failures > 0 || slot.rejected) return 'offline';
    return 'saving';
  }

  function build(): AutosaveSnapshot {
    const answers: Record<number, readonly string[]> = {};
    const saveStates: Record<number, AnswerSaveState> = {};
    let pending = 0;
    for (const [seq, slot] of slots) {
      answers[seq] = slot.answrs;
      saveStates[seq] = stateOf(slot);
      if (slot.savedRev < slot.rev) pending += 1;
    }
    return { answers, saveStates, pending };
  }

  function emit(): void {
    current = build();
    for (const listener of [...listeners]) listener();
  }

  function persist(): void {
    const entries: AnswerEntries = {};
    for (const [seq, slot] of slots) {
      entries[seq] = { answrs: slot.answrs, rev: slot.rev, savedRev: slot.savedRev };
    }
    writeAttempt(storage, tstCd, entries);
  }

  function scheduleRetry(): void {
    if (stopped || retryTimer !== null) return;
    retryAttempt += 1;
    retryTimer = timers.setTimeout(() => {
      retryTimer = null;
      pumpAll();
    }, backoff(retryAttempt));
  }

  function pump(seq: number): void {
    const slot = slots.get(seq);
    if (!slot || stopped || slot.inFlight || slot.rejected || slot.savedRev >= slot.rev) return;
    const rev = slot.rev;
    const answrs = [...slot.answrs];
    slot.inFlight = send(seq, answrs, rev)
      .catch((): SendOutcome => ({ kind: 'retry' }))
      .then((outcome) => {
        slot.inFlight = null;
        switch (outcome.kind) {
          case 'saved':
            slot.failures = 0;
            slot.savedRev = Math.max(slot.savedRev, rev);
            // The server holds a newer revision (another tab): the answer shown here goes again, above it.
            if (outcome.rev > rev) slot.rev = Math.max(slot.rev, outcome.rev + 1);
            if ([...slots.values()].every((s) => s.failures === 0)) retryAttempt = 0;
            persist();
            break;
          case 'retry':
            slot.failures += 1;
            scheduleRetry();
            break;
          case 'closed':
            stop();
            break;
          case 'rejected':
            slot.rejected = true;
            break;
        }
        emit();
        // A change made meanwhile goes next; after a failure the retry timer (or coming online) sends again.
        if (outcome.kind === 'saved') pump(seq);
      });
  }

  function pumpAll(): void {
    for (const seq of slots.keys()) pump(seq);
  }

  function stop(): void {
    stopped = true;
    if (retryTimer !== null) timers.clearTimeout(retryTimer);
    retryTimer = null;
  }

  // Answers the browser kept that the server has not confirmed are replayed at once.
  pumpAll();

  return {
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    answersOf: (seq) => slots.get(seq)?.answrs ?? [],
    change(seq, answrs) {
      let slot = slots.get(seq);
      if (!slot) {
        slot = { answrs: [], rev: 0, savedRev: 0, inFlight: null, failures: 0, rejected: false };
        slots.set(seq, slot);
      }
      // Changed in place: a send on its way holds this same slot.
      slot.answrs = [...answrs];
      slot.rev += 1;
      slot.rejected = false;
      persist();
      emit();
      pump(seq);
    },
    retryNow() {
      if (stopped) return;
      if (retryTimer !== null) timers.clearTimeout(retryTimer);
      retryTimer = null;
      retryAttempt = 0;
      pumpAll();
    },
    async flush(timeoutMs = 5000) {
      pumpAll();
      const inFlight = [...slots.values()].flatMap((slot) => (slot.inFlight ? [slot.inFlight] : []));
      if (inFlight.length === 0) return;
      let timer: unknown = null;
      await Promise.race([
        Promise.allSettled(inFlight),
        new Promise<void>((resolve) => {
          timer = timers.setTimeout(resolve, timeoutMs);
        }),
      ]);
      if (timer !== null) timers.clearTimeout(timer);
    },
    stop,
  };
}
