/**
 * The answers of one attempt as the browser keeps them (decision 010, ADR 017): per question the answer, the client's
 * revision (every change adds one) and the highest revision the server has confirmed. The server keeps the highest
 * revision it was sent, so an older send arriving late never overwrites a newer answer. Pure: no I/O.
 */

export interface AnswerEntry {
  answrs: string[];
  /** The client's revision of this answer; every change adds one. */
  rev: number;
  /** The highest revision the server has confirmed (0: none). */
  savedRev: number;
}

export type AnswerEntries = Record<number, AnswerEntry>;

/** A saved answer as the server hands it back with the paper. */
export interface SavedAnswerRevision {
  questnSeq: number;
  answrs: readonly string[];
  rev: number;
}

/** What the answer sheet shows per question (spec §4). */
export type AnswerSaveState = 'saved' | 'saving' | 'offline';

export function isUnsaved(entry: AnswerEntry): boolean {
  return entry.savedRev < entry.rev;
}

/**
 * The answers to resume with: per question, the higher revision of the server's and the browser's. A browser answer
 * newer than the server's is not saved yet (savedRev stays at the server's revision), so it is sent again.
 */
export function mergeAnswers(saved: readonly SavedAnswerRevision[], local: AnswerEntries): AnswerEntries {
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

/** The answer after the child changed it: the next revision, not yet confirmed. */
export function changeEntry(entry: AnswerEntry | undefined, answrs: readonly string[]): AnswerEntry {
  return { answrs: [...answrs], rev: (entry?.rev ?? 0) + 1, savedRev: entry?.savedRev ?? 0 };
}

/** What a save answered: the revision and the answer the server holds now (its own or another tab's). */
export interface ServerAnswer {
  rev: number;
  answrs: readonly string[];
}

/** What a save's answer makes of the entry, and whether the server kept another tab's answer over this one. */
export interface Confirmation {
  entry: AnswerEntry;
  /** The server kept another answer (another tab's): it is the entry's answer now, and the child should be told. */
  kept: boolean;
}

/** An answer as the server stores it: each part trimmed, empty parts dropped (an OE typed with a trailing space). */
export function storedAnswers(answrs: readonly string[]): string[] {
  return answrs.map((answer) => answer.trim()).filter((answer) => answer !== '');
}

/** Whether two answers are the same once stored. */
function sameAnswer(a: readonly string[], b: readonly string[]): boolean {
  const left = storedAnswers(a);
  const right = storedAnswers(b);
  return left.length === right.length && left.every((answer, index) => answer === right[index]);
}

/**
 * A save of `sentRev` (whose answer was `sent`) was answered with what the server holds (issue 30, defect 3). The
 * server's answer stands over the one sent: a tab that lost the race shows what was kept, never "저장됨" over an
 * answer the server does not hold. Only a change the child made here since (a newer revision) goes again, above the
 * server's revision, because it is the child's latest word.
 */
export function confirmEntry(
  entry: AnswerEntry,
  sent: { rev: number; answrs: readonly string[] },
  server: ServerAnswer,
): Confirmation {
  const newer = entry.rev > sent.rev;
  if (sameAnswer(server.answrs, sent.answrs)) {
    // Held as sent (perhaps at another tab's higher revision of the same answer).
    if (!newer)
      return { entry: { answrs: entry.answrs, rev: server.rev, savedRev: server.rev }, kept: false };
    const rev = Math.max(entry.rev, server.rev + 1);
    return {
      entry: { answrs: entry.answrs, rev, savedRev: Math.max(entry.savedRev, sent.rev) },
      kept: false,
    };
  }
  if (newer) {
    // The child changed it again here: that change goes, above whatever the server holds.
    return {
      entry: { answrs: entry.answrs, rev: Math.max(entry.rev, server.rev + 1), savedRev: entry.savedRev },
      kept: false,
    };
  }
  return { entry: { answrs: [...server.answrs], rev: server.rev, savedRev: server.rev }, kept: true };
}

/**
 * Whether a send of revision `rev` is still worth making: not when the question is gone (the attempt was finished),
 * when a newer revision exists (that one goes next: latest wins) or when the server already confirmed it.
 */
export function sendIsCurrent(entry: AnswerEntry | undefined, rev: number): boolean {
  return entry !== undefined && entry.rev === rev && entry.savedRev < rev;
}

/** Why the latest answer of a question is not confirmed yet, as the answer sheet shows it. */
export interface SaveSituation {
  entry: AnswerEntry;
  /** The server refused this answer for good (a 4xx): it still goes with the submit. */
  refused: boolean;
  /** The browser is offline. */
  offline: boolean;
  /** A send of this attempt has failed and waits to be tried again (the attempt's saves go in order). */
  failing: boolean;
}

export function saveStateOf({ entry, refused, offline, failing }: SaveSituation): AnswerSaveState {
  if (!isUnsaved(entry)) return 'saved';
  return refused || offline || failing ? 'offline' : 'saving';
}
