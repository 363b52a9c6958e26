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

/**
 * The server confirmed `sentRev` and answered that it holds `serverRev`. When the server holds a newer revision than
 * the one sent (another tab), the answer shown here must go again above it: its revision moves past the server's.
 */
export function confirmEntry(entry: AnswerEntry, sentRev: number, serverRev: number): AnswerEntry {
  const savedRev = Math.max(entry.savedRev, sentRev);
  const rev = serverRev > sentRev ? Math.max(entry.rev, serverRev + 1) : entry.rev;
  return { answrs: entry.answrs, rev, savedRev };
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
