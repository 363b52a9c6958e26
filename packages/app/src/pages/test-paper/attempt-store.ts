/**
 * The browser's copy of an attempt's answers (decision 010: kept per attempt until the result is stored, replayed when
 * the connection returns or the page reloads). One localStorage entry per attempt, `buddy.test.<tstCd>`, holding per
 * question the answer, its revision and the revision the server has confirmed. A storage that fails (private mode,
 * quota) only loses this copy: the server's autosave still holds the answers.
 */
import type { KeyValueStorage, SavedAnswer } from '@buddy/api';

export const ATTEMPT_KEY_PREFIX = 'buddy.test.';

export interface AnswerEntry {
  answrs: string[];
  /** The client's revision of this answer; every change adds one. */
  rev: number;
  /** The highest revision the server has confirmed (0: none). */
  savedRev: number;
}

export type AnswerEntries = Record<number, AnswerEntry>;

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

/** The stored answers of an attempt; an unreadable entry counts as none. */
export function readAttempt(storage: KeyValueStorage | null, tstCd: string): AnswerEntries {
  try {
    const raw = storage?.getItem(attemptKey(tstCd));
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    const answers = (parsed as { answers?: unknown } | null)?.answers;
    if (typeof answers !== 'object' || answers === null) return {};
    const entries: AnswerEntries = {};
    for (const [seq, entry] of Object.entries(answers)) {
      if (/^\d+$/.test(seq) && isEntry(entry)) {
        entries[Number(seq)] = { answrs: [...entry.answrs], rev: entry.rev, savedRev: entry.savedRev };
      }
    }
    return entries;
  } catch {
    return {};
  }
}

export function writeAttempt(storage: KeyValueStorage | null, tstCd: string, entries: AnswerEntries): void {
  try {
    storage?.setItem(attemptKey(tstCd), JSON.stringify({ answers: entries, at: Date.now() }));
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

/**
 * The answers to resume with: per question, the higher revision of the server's and the browser's. A browser answer
 * newer than the server's is not saved yet (savedRev stays at the server's revision), so the autosave replays it.
 */
export function mergeAnswers(saved: readonly SavedAnswer[], local: AnswerEntries): AnswerEntries {
  const merged: AnswerEntries = {};
  for (const answer of saved) {
    merged[answer.questnSeq] = { answrs: [...answer.answrs], rev: answer.rev, savedRev: answer.rev };
  }
  for (const [key, entry] of Object.entries(local)) {
    const seq = Number(key);
    const server = merged[seq];
    if (!server || entry.rev > server.rev) {
      merged[seq] = { answrs: [...entry.answrs], rev: entry.rev, savedRev: server?.rev ?? 0 };
    }
  }
  return merged;
}
