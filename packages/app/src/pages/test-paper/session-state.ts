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
 * queue; this state holds the rest. Pure: no I/O.
 */
import type { ResultPaper, TestPaper } from '@buddy/api';

export type SessionPhase =
  'intro' | 'loading' | 'loadFailed' | 'taking' | 'submitting' | 'loadingResult' | 'resultFailed' | 'result';

export interface SessionState {
  phase: SessionPhase;
  paper: TestPaper | null;
  /** Seconds left while taking; null before the paper loads and once submitted (the timer stops). */
  remaining: number | null;
  /** The time is up: no answer can change. */
  locked: boolean;
  /** The last submit failed with this message (shown under the submit button). */
  submitError: string | null;
  /** The failure of the last load (paper or result). */
  error: { message: string; status: number } | null;
  result: ResultPaper | null;
}

export type SessionAction =
  | { type: 'start' }
  | { type: 'loaded'; paper: TestPaper; remaining: number }
  | { type: 'loadFailed'; message: string; status: number }
  | { type: 'tick'; remaining: number }
  | { type: 'timeUp' }
  | { type: 'submitStart' }
  | { type: 'submitFailed'; message: string }
  | { type: 'submitted' }
  | { type: 'showResult' }
  | { type: 'resultLoaded'; result: ResultPaper }
  | { type: 'resultFailed'; message: string; status: number };

export function initialSessionState(display: 'T' | 'R'): SessionState {
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
export function canAnswer(state: SessionState): boolean {
  return state.phase === 'taking' && !state.locked;
}

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
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
