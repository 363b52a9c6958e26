/**
 * The test-paper session as a state machine (spec §4 Test paper):
 *
 *   intro --start--> loading --loaded--> taking --submit--> submitting --submitted--> loadingResult --> result
 *                      |                   |  ^                 |
 *                      v                   |  +--submitFailed---+
 *                  loadFailed              +--timeUp (locked; the automatic submit follows)
 *
 * Result mode (display R) goes straight to loadingResult; a loaded attempt already submitted does too. A failing
 * result load is resultFailed (retry goes back to loadingResult). Answers and their save states live in the autosave
 * outbox; this state holds the rest. Pure: no I/O. Generic over the paper and result shapes (the contract's
 * TestPaper and ResultPaper in the app): the machine only reads whether a loaded paper is already submitted.
 */

/** What the machine reads of a loaded paper. */
export interface SessionPaper {
  status: 'taking' | 'submitted';
}

export type SessionPhase =
  'intro' | 'loading' | 'loadFailed' | 'taking' | 'submitting' | 'loadingResult' | 'resultFailed' | 'result';

export interface SessionState<P extends SessionPaper = SessionPaper, R = unknown> {
  phase: SessionPhase;
  paper: P | null;
  /** Seconds left while taking; null before the paper loads and once submitted (the timer stops). */
  remaining: number | null;
  /** The time is up: no answer can change. */
  locked: boolean;
  /** The last submit failed with this message (shown under the submit button). */
  submitError: string | null;
  /** The failure of the last load (paper or result). */
  error: { message: string; status: number } | null;
  result: R | null;
}

export type SessionAction<P extends SessionPaper = SessionPaper, R = unknown> =
  | { type: 'start' }
  | { type: 'loaded'; paper: P; remaining: number }
  | { type: 'loadFailed'; message: string; status: number }
  | { type: 'tick'; remaining: number }
  | { type: 'timeUp' }
  | { type: 'submitStart' }
  | { type: 'submitFailed'; message: string }
  | { type: 'submitted' }
  | { type: 'showResult' }
  | { type: 'resultLoaded'; result: R }
  | { type: 'resultFailed'; message: string; status: number };

export function initialSessionState<P extends SessionPaper = SessionPaper, R = unknown>(
  display: 'T' | 'R',
): SessionState<P, R> {
  return {
    phase: display === 'R' ? 'loadingResult' : 'intro',
    paper: null,
    remaining: null,
    locked: false,
    submitError: null,
    error: null,
    result: null,
  };
}

/** Whether answers may change now. */
export function canAnswer(state: SessionState<SessionPaper, unknown>): boolean {
  return state.phase === 'taking' && !state.locked;
}

export function sessionReducer<P extends SessionPaper, R>(
  state: SessionState<P, R>,
  action: SessionAction<P, R>,
): SessionState<P, R> {
  switch (action.type) {
    case 'start':
      return state.phase === 'intro' || state.phase === 'loadFailed'
        ? { ...state, phase: 'loading', error: null }
        : state;
    case 'loaded':
      if (state.phase !== 'loading') return state;
      return action.paper.status === 'submitted'
        ? { ...state, phase: 'loadingResult', paper: action.paper, remaining: null }
        : {
            ...state,
            phase: 'taking',
            paper: action.paper,
            remaining: action.remaining,
            locked: action.remaining <= 0,
          };
    case 'loadFailed':
      return state.phase === 'loading'
        ? { ...state, phase: 'loadFailed', error: { message: action.message, status: action.status } }
        : state;
    case 'tick':
      return state.phase === 'taking' || state.phase === 'submitting'
        ? { ...state, remaining: action.remaining }
        : state;
    case 'timeUp':
      return state.phase === 'taking' || state.phase === 'submitting'
        ? { ...state, remaining: 0, locked: true }
        : state;
    case 'submitStart':
      return state.phase === 'taking' ? { ...state, phase: 'submitting', submitError: null } : state;
    case 'submitFailed':
      return state.phase === 'submitting'
        ? { ...state, phase: 'taking', submitError: action.message }
        : state;
    case 'submitted':
      // The timer stops before the result loads (spec §4).
      return state.phase === 'submitting'
        ? { ...state, phase: 'loadingResult', remaining: null, submitError: null }
        : state;
    case 'showResult':
      return state.phase === 'resultFailed' || state.phase === 'intro'
        ? { ...state, phase: 'loadingResult', error: null }
        : state;
    case 'resultLoaded':
      return state.phase === 'loadingResult'
        ? { ...state, phase: 'result', result: action.result, remaining: null, locked: true }
        : state;
    case 'resultFailed':
      return state.phase === 'loadingResult'
        ? { ...state, phase: 'resultFailed', error: { message: action.message, status: action.status } }
        : state;
  }
}

/** Whether leaving now would drop a test in progress (the browser asks first, spec §4). */
export function guardsLeaving(state: SessionState<SessionPaper, unknown>): boolean {
  if (state.phase === 'taking' || state.phase === 'submitting') return true;
  return (
    (state.phase === 'loadingResult' || state.phase === 'resultFailed') && state.paper?.status === 'taking'
  );
}

/** Spec §4: submit is debounced to 1 s on the leading edge: a press within `ms` of the previous one is ignored. */
export function leadingDebounce(ms: number, now: () => number): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const t = now();
    const allowed = t - last >= ms;
    last = t;
    return allowed;
  };
}
