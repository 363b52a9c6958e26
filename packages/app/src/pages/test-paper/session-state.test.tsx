import { describe, expect, it } from 'vitest';
import { paper, resultPaper } from './fixtures';
import {
  canAnswer,
  initialSessionState,
  sessionReducer,
  type SessionAction,
  type SessionState,
} from './session-state';

const run = (state: SessionState, ...actions: SessionAction[]) => actions.reduce(sessionReducer, state);
const taking = () =>
  run(initialSessionState('T'), { type: 'start' }, { type: 'loaded', paper: paper(), remaining: 600 });

describe('given the session state machine', () => {
  it('goes intro → loading → taking → submitting → loadingResult → result', () => {
    let state = initialSessionState('T');
    expect(state.phase).toBe('intro');
    state = sessionReducer(state, { type: 'start' });
    expect(state.phase).toBe('loading');
    state = sessionReducer(state, { type: 'loaded', paper: paper(), remaining: 600 });
    expect(state).toMatchObject({ phase: 'taking', remaining: 600, locked: false });
    expect(canAnswer(state)).toBe(true);
    state = sessionReducer(state, { type: 'submitStart' });
    expect(state.phase).toBe('submitting');
    expect(canAnswer(state)).toBe(false);
    state = sessionReducer(state, { type: 'submitted' });
    expect(state).toMatchObject({ phase: 'loadingResult', remaining: null });
    state = sessionReducer(state, { type: 'resultLoaded', result: resultPaper() });
    expect(state.phase).toBe('result');
  });

  it('result mode skips the intro', () => {
    expect(initialSessionState('R').phase).toBe('loadingResult');
  });

  it('an attempt already submitted opens its result', () => {
    const state = run(
      initialSessionState('T'),
      { type: 'start' },
      {
        type: 'loaded',
        paper: paper({ status: 'submitted' }),
        remaining: 0,
      },
    );
    expect(state.phase).toBe('loadingResult');
  });

  it('a load failure can be retried', () => {
    let state = run(
      initialSessionState('T'),
      { type: 'start' },
      { type: 'loadFailed', message: 'x', status: 500 },
    );
    expect(state).toMatchObject({ phase: 'loadFailed', error: { message: 'x', status: 500 } });
    state = sessionReducer(state, { type: 'start' });
    expect(state).toMatchObject({ phase: 'loading', error: null });
  });

  it('a failed submit goes back to taking with its message', () => {
    const state = run(taking(), { type: 'submitStart' }, { type: 'submitFailed', message: '연결 끊김' });
    expect(state).toMatchObject({ phase: 'taking', submitError: '연결 끊김' });
    expect(sessionReducer(state, { type: 'submitStart' }).submitError).toBeNull();
  });

  it('time up locks the answers but keeps taking (the automatic submit follows)', () => {
    const state = run(taking(), { type: 'tick', remaining: 1 }, { type: 'timeUp' });
    expect(state).toMatchObject({ phase: 'taking', remaining: 0, locked: true });
    expect(canAnswer(state)).toBe(false);
  });

  it('a paper resumed with no time left is locked at once', () => {
    const state = run(
      initialSessionState('T'),
      { type: 'start' },
      { type: 'loaded', paper: paper(), remaining: 0 },
    );
    expect(state.locked).toBe(true);
  });

  it.each<[string, SessionAction]>([
    ['a tick', { type: 'tick', remaining: 5 }],
    ['a submit', { type: 'submitStart' }],
    ['a late load', { type: 'loaded', paper: paper(), remaining: 10 }],
    ['a submit failure', { type: 'submitFailed', message: 'x' }],
  ])('%s after the result changes nothing', (_name, action) => {
    const done = run(
      taking(),
      { type: 'submitStart' },
      { type: 'submitted' },
      { type: 'resultLoaded', result: resultPaper() },
    );
    expect(sessionReducer(done, action)).toBe(done);
  });

  it('a failed result load can be retried', () => {
    let state = run(initialSessionState('R'), { type: 'resultFailed', message: 'x', status: 0 });
    expect(state.phase).toBe('resultFailed');
    state = sessionReducer(state, { type: 'showResult' });
    expect(state.phase).toBe('loadingResult');
  });
});
