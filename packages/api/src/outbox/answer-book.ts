/**
 * The browser's copy of an attempt's answers (decision 010, ADR 017, ADR 054): kept per attempt until its result is
 * stored, so a reload resumes it and an answer the server has not confirmed is sent again. One storage entry per
 * attempt, `buddy.test.<tstCd>`, holding per question the answer, its revision and the revision the server has
 * confirmed, and where the attempt's answers go (`target`). A storage that fails (private mode, quota) only loses this
 * copy: the server's autosave still holds the answers.
 *
 * It is the only copy of an answer in the browser: the outbox's sends name a question and a revision, and take the
 * answer from here when their turn comes. An `AnswerBook` is the one in-memory copy of an attempt shared by the page's
 * answer queue and the outbox's sends, written through to storage on every change (one write an answer).
 */
import {
  changeEntry,
  confirmEntry,
  type AnswerEntries,
  type AnswerEntry,
  type ServerAnswer,
} from '@buddy/domain';
import type { AutosaveRequest } from '@buddy/contract';
import type { KeyValueStorage } from '../storage';

/** Where an attempt's answers go: the call (a test's or the incorrect-answer quiz's) and the fields every send carries. */
export interface AnswerTarget {
  call: 'test' | 'quiz';
  fields: Omit<AutosaveRequest, 'questnSeq' | 'answrs' | 'rev'>;
}

export const ATTEMPT_KEY_PREFIX = 'buddy.test.';

export function attemptKey(tstCd: string): string {
  return `${ATTEMPT_KEY_PREFIX}${tstCd}`;
}

function isEntry(value: unknown): value is AnswerEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    Array.isArray(entry.answrs) &&
    entry.answrs.every((answer) => typeof answer === 'string') &&
    Number.isInteger(entry.rev) &&
    Number.isInteger(entry.savedRev)
  );
}

function isTarget(value: unknown, tstCd: string): value is AnswerTarget {
  if (typeof value !== 'object' || value === null) return false;
  const target = value as Record<string, unknown>;
  const fields = target.fields as Record<string, unknown> | null | undefined;
  return (
    (target.call === 'test' || target.call === 'quiz') &&
    typeof fields === 'object' &&
    fields !== null &&
    fields.tstCd === tstCd
  );
}

interface AttemptRecord {
  entries: AnswerEntries;
  target: AnswerTarget | null;
}

function readRecord(storage: KeyValueStorage | null, tstCd: string): AttemptRecord {
  try {
    const raw = storage?.getItem(attemptKey(tstCd));
    if (!raw) return { entries: {}, target: null };
    const parsed = JSON.parse(raw) as { answers?: unknown; target?: unknown } | null;
    const target = isTarget(parsed?.target, tstCd) ? parsed.target : null;
    const answers = parsed?.answers;
    if (typeof answers !== 'object' || answers === null) return { entries: {}, target };
    const entries: AnswerEntries = {};
    for (const [seq, entry] of Object.entries(answers)) {
      if (/^\d+$/.test(seq) && isEntry(entry)) {
        entries[Number(seq)] = { answrs: [...entry.answrs], rev: entry.rev, savedRev: entry.savedRev };
      }
    }
    return { entries, target };
  } catch {
    return { entries: {}, target: null };
  }
}

/** The stored answers of an attempt; an unreadable entry counts as none. */
export function readAttempt(storage: KeyValueStorage | null, tstCd: string): AnswerEntries {
  return readRecord(storage, tstCd).entries;
}

export function writeAttempt(
  storage: KeyValueStorage | null,
  tstCd: string,
  entries: AnswerEntries,
  target: AnswerTarget | null = null,
): void {
  try {
    storage?.setItem(attemptKey(tstCd), JSON.stringify({ answers: entries, target, at: Date.now() }));
  } catch {
    // The server's copy remains; nothing to tell the child.
  }
}

export function removeAttempt(storage: KeyValueStorage | null, tstCd: string): void {
  try {
    storage?.removeItem(attemptKey(tstCd));
  } catch {
    // Ignored, as above.
  }
}

export interface AnswerBook {
  readonly tstCd: string;
  /** Where the answers go; null until a page opened the attempt (`aim`). */
  target(): AnswerTarget | null;
  /** A page opened the attempt: its answers go to `target` (kept with them, so a later page can send them). */
  aim(target: AnswerTarget): void;
  entries(): Readonly<AnswerEntries>;
  entry(questnSeq: number): AnswerEntry | undefined;
  /** Resume with these entries (the server's merged with the browser's); confirmations already seen are kept. */
  replace(entries: AnswerEntries): void;
  /** The child changed an answer: the next revision, stored at once. Returns it. */
  change(questnSeq: number, answrs: readonly string[]): AnswerEntry;
  /**
   * The server answered the save of `sent` with what it holds. Returns the entry when it must be sent again (a newer
   * change made here). When the server kept another tab's answer, it becomes this question's answer and `kept` says so.
   */
  confirm(
    questnSeq: number,
    sent: { rev: number; answrs: readonly string[] },
    server: ServerAnswer,
  ): AnswerEntry | null;
  /** The server kept another tab's answer of this question over this tab's (until the child changes it here again). */
  kept(questnSeq: number): boolean;
  /** The server refused this revision for good: shown as not saved until the next change (it goes with the submit). */
  refuse(questnSeq: number, rev: number): void;
  refused(questnSeq: number): boolean;
  /** The attempt takes no more answers (the server said so): nothing more is sent. */
  close(): void;
  readonly closed: boolean;
  /** The result is stored: the browser copy goes. */
  forget(): void;
  subscribe(listener: () => void): () => void;
}

export function createAnswerBook(storage: KeyValueStorage | null, tstCd: string): AnswerBook {
  const stored = readRecord(storage, tstCd);
  let entries: AnswerEntries = stored.entries;
  let target: AnswerTarget | null = stored.target;
  const refusedRevs = new Map<number, number>();
  const keptElsewhere = new Set<number>();
  const listeners = new Set<() => void>();
  let closed = false;

  function changed(write = true): void {
    if (write) writeAttempt(storage, tstCd, entries, target);
    for (const listener of [...listeners]) listener();
  }

  return {
    tstCd,
    target: () => target,
    aim(next) {
      if (target && JSON.stringify(target) === JSON.stringify(next)) return;
      target = { call: next.call, fields: { ...next.fields } };
      changed();
    },
    entries: () => entries,
    entry: (seq) => entries[seq],
    replace(next) {
      const merged: AnswerEntries = {};
      for (const [key, entry] of Object.entries(next)) {
        const seq = Number(key);
        const known = entries[seq];
        merged[seq] =
          known && known.rev === entry.rev && known.savedRev > entry.savedRev
            ? { ...entry, savedRev: known.savedRev }
            : { ...entry, answrs: [...entry.answrs] };
      }
      entries = merged;
      closed = false;
      refusedRevs.clear();
      keptElsewhere.clear();
      changed();
    },
    change(seq, answrs) {
      const entry = changeEntry(entries[seq], answrs);
      entries = { ...entries, [seq]: entry };
      refusedRevs.delete(seq);
      keptElsewhere.delete(seq);
      changed();
      return entry;
    },
    confirm(seq, sent, server) {
      const entry = entries[seq];
      if (!entry) return null;
      const { entry: next, kept } = confirmEntry(entry, sent, server);
      entries = { ...entries, [seq]: next };
      if (kept) keptElsewhere.add(seq);
      changed();
      // Only a newer change moved past the server's revision needs a new send: its own is skipped now.
      return next.savedRev < next.rev && next.rev !== entry.rev ? next : null;
    },
    kept: (seq) => keptElsewhere.has(seq),
    refuse(seq, rev) {
      if (entries[seq]?.rev !== rev) return;
      refusedRevs.set(seq, rev);
      changed(false);
    },
    refused: (seq) => refusedRevs.has(seq) && refusedRevs.get(seq) === entries[seq]?.rev,
    close() {
      if (closed) return;
      closed = true;
      changed(false);
    },
    get closed() {
      return closed;
    },
    forget() {
      entries = {};
      target = null;
      closed = true;
      refusedRevs.clear();
      keptElsewhere.clear();
      removeAttempt(storage, tstCd);
      changed(false);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
