/**
 * How the outbox treats an answer of the server (ADR 017): one rule for every kind of thing the child produces
 * (test answers, daily progress, later coins and game results). Pure: no I/O.
 */

/** The longest wait between two tries. */
export const MAX_RETRY_DELAY_MS = 30_000;

/**
 * The wait before the next try after `failures` failed ones (from 0): 1 s, 2 s, 4 s … doubling up to 30 s. The one
 * backoff of the outbox.
 */
export function retryDelay(failures: number): number {
  return Math.min(MAX_RETRY_DELAY_MS, 1000 * 2 ** Math.max(0, failures));
}

/**
 * Whether a failed send may succeed if tried again: no answer at all (status 0), a timeout (408), too many requests
 * (429) or a server error (5xx). Any other 4xx is a refusal the server would repeat: the outbox gives up on it.
 */
export function isTransientStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** What an answer of the autosave call means for the attempt (spec §4, decision 010). */
export type AnswerSendOutcome = 'saved' | 'retry' | 'closed' | 'refused';

/** 2xx saved; 409 the attempt takes no more answers (submitted, or its time is over); transient retry; else refused. */
export function answerSendOutcome(status: number): AnswerSendOutcome {
  if (status >= 200 && status < 300) return 'saved';
  if (status === 409) return 'closed';
  return isTransientStatus(status) ? 'retry' : 'refused';
}
