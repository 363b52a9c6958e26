/**
 * One attempt's answers on their way (decision 010, ADR 017): every change is applied at once, written to the browser's
 * copy of the attempt and queued in the outbox with the question's next revision. The attempt's sends go one after
 * another; a send whose revision is no longer the latest is skipped when its turn comes, so after a burst of changes
 * only the newest goes. The answer sheet shows each question as saved, saving or offline (refused, the browser
 * offline, or the attempt's sends failing and waiting to be tried again). No React here: the page subscribes.
 */
import { onlineManager } from '@tanstack/react-query';
import { isUnsaved, saveStateOf, type AnswerEntries, type AnswerSaveState } from '@buddy/domain';
import type { Outbox } from './outbox';
import type { AnswerTarget } from './answer-book';

export type { AnswerTarget } from './answer-book';

export interface AnswerQueueSnapshot {
  answers: Readonly<Record<number, readonly string[]>>;
  saveStates: Readonly<Record<number, AnswerSaveState>>;
  /** Questions whose latest answer the server has not confirmed. */
  pending: number;
  /** Questions whose answer the server kept from another tab over this one's (shown now; issue 30, defect 3). */
  keptElsewhere: readonly number[];
}

export interface AnswerQueueOptions {
  outbox: Outbox;
  target: AnswerTarget;
  /** The answers to resume with (the server's merged with the browser's copy). */
  initial: AnswerEntries;
}

export interface AnswerQueue {
  snapshot(): AnswerQueueSnapshot;
  subscribe(listener: () => void): () => void;
  answersOf(questnSeq: number): readonly string[];
  /** Apply an answer change: stored locally at once, sent in the background. */
  change(questnSeq: number, answrs: readonly string[]): void;
  /** Wait for this attempt's sends on their way, at most `timeoutMs` (not at all while offline). */
  flush(timeoutMs?: number): Promise<void>;
  /** This page stops following the attempt (submitted, or gone); what is queued still settles. */
  stop(): void;
}

export function createAnswerQueue({ outbox, target, initial }: AnswerQueueOptions): AnswerQueue {
  const { tstCd } = target.fields;
  const book = outbox.openAttempt(target);
  const listeners = new Set<() => void>();
  let stopped = false;

  function send(questnSeq: number): void {
    const entry = book.entry(questnSeq);
    if (!entry || !isUnsaved(entry)) return;
    void outbox.sendAnswer({
      call: target.call,
      body: { ...target.fields, questnSeq, rev: entry.rev },
    });
  }

  function attemptMutations() {
    return outbox.mutations('answer').filter((mutation) => mutation.state.variables?.body.tstCd === tstCd);
  }

  function build(): AnswerQueueSnapshot {
    const offline = !onlineManager.isOnline();
    const failing = attemptMutations().some(
      (mutation) => mutation.state.status === 'pending' && mutation.state.failureCount > 0,
    );
    const answers: Record<number, readonly string[]> = {};
    const saveStates: Record<number, AnswerSaveState> = {};
    let pending = 0;
    const keptElsewhere: number[] = [];
    for (const [key, entry] of Object.entries(book.entries())) {
      const seq = Number(key);
      answers[seq] = entry.answrs;
      if (book.kept(seq)) keptElsewhere.push(seq);
      saveStates[seq] = saveStateOf({ entry, refused: book.refused(seq), offline, failing });
      if (isUnsaved(entry)) pending += 1;
    }
    return { answers, saveStates, pending, keptElsewhere };
  }

  book.replace(initial);
  let current = build();

  function update(): void {
    if (stopped) return;
    current = build();
    for (const listener of [...listeners]) listener();
  }

  const offBook = book.subscribe(update);
  const offOutbox = outbox.subscribe(update);

  // Answers the browser kept that the server has not confirmed are sent again at once.
  for (const seq of Object.keys(book.entries())) send(Number(seq));

  return {
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    answersOf: (seq) => book.entry(seq)?.answrs ?? [],
    change(seq, answrs) {
      if (stopped) return;
      book.change(seq, answrs);
      send(seq);
    },
    async flush(timeoutMs = 5000) {
      const waiting = () =>
        onlineManager.isOnline() &&
        attemptMutations().some((mutation) => mutation.state.status === 'pending');
      if (!waiting()) return;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          off();
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        const off = outbox.subscribe(() => {
          if (!waiting()) done();
        });
      });
    },
    stop() {
      stopped = true;
      offBook();
      offOutbox();
      listeners.clear();
    },
  };
}
