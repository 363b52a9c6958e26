import { describe, expect, it } from 'vitest';
import {
  canAnswer,
  guardsLeaving,
  initialSessionState,
  leadingDebounce,
  sessionReducer,
  type SessionAction,
  type SessionPhase,
  type SessionState,
} from './session-state';

interface Paper {
  status: 'taking' | 'submitted';
  tstCd: string;
}
interface Result {
  tstScore: number;
}
type State = SessionState<Paper, Result>;
type Action = SessionAction<Paper, Result>;

const paper = (overrides: Partial<Paper> = {}): Paper => ({ status: 'taking', tstCd: 'T1', ...overrides });
const resultPaper = (): Result => ({ tstScore: 50 });
const run = (state: State, ...actions: Action[]) => actions.reduce<State>(sessionReducer, state);
const taking = () =>
  run(
    initialSessionState<Paper, Result>('T'),
    { type: 'start' },
    { type: 'loaded', paper: paper(), remaining: 600 },
  );

describe('given the session state machine', () => {
  it('goes intro → loading → taking → submitting → loadingResult → result', () => {
    let state = initialSessionState<Paper, Result>('T');
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
      initialSessionState<Paper, Result>('T'),
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
      initialSessionState<Paper, Result>('T'),
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
      initialSessionState<Paper, Result>('T'),
      { type: 'start' },
      { type: 'loaded', paper: paper(), remaining: 0 },
    );
    expect(state.locked).toBe(true);
  });

  it.each<[string, Action]>([
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
    let state = run(initialSessionState<Paper, Result>('R'), {
      type: 'resultFailed',
      message: 'x',
      status: 0,
    });
    expect(state.phase).toBe('resultFailed');
    state = sessionReducer(state, { type: 'showResult' });
    expect(state.phase).toBe('loadingResult');
  });
});

describe('given every action in every phase', () => {
  const at: Record<SessionPhase, () => State> = {
    intro: () => initialSessionState('T'),
    loading: () => run(initialSessionState('T'), { type: 'start' }),
    loadFailed: () =>
      run(initialSessionState('T'), { type: 'start' }, { type: 'loadFailed', message: 'x', status: 500 }),
    taking,
    submitting: () => run(taking(), { type: 'submitStart' }),
    loadingResult: () => run(taking(), { type: 'submitStart' }, { type: 'submitted' }),
    resultFailed: () =>
      run(
        taking(),
        { type: 'submitStart' },
        { type: 'submitted' },
        { type: 'resultFailed', message: 'x', status: 0 },
      ),
    result: () =>
      run(
        taking(),
        { type: 'submitStart' },
        { type: 'submitted' },
        { type: 'resultLoaded', result: resultPaper() },
      ),
  };
  const actions: Record<Action['type'], Action> = {
    start: { type: 'start' },
    loaded: { type: 'loaded', paper: paper(), remaining: 60 },
    loadFailed: { type: 'loadFailed', message: 'x', status: 500 },
    tick: { type: 'tick', remaining: 30 },
    timeUp: { type: 'timeUp' },
    submitStart: { type: 'submitStart' },
    submitFailed: { type: 'submitFailed', message: 'x' },
    submitted: { type: 'submitted' },
    showResult: { type: 'showResult' },
    resultLoaded: { type: 'resultLoaded', result: resultPaper() },
    resultFailed: { type: 'resultFailed', message: 'x', status: 0 },
  };
  // The phase each action leads to; a phase missing from a row leaves the state as it is (the same object).
  const table: Record<Action['type'], Partial<Record<SessionPhase, SessionPhase>>> = {
    start: { intro: 'loading', loadFailed: 'loading' },
    loaded: { loading: 'taking' },
    loadFailed: { loading: 'loadFailed' },
    tick: { taking: 'taking', submitting: 'submitting' },
    timeUp: { taking: 'taking', submitting: 'submitting' },
    submitStart: { taking: 'submitting' },
    submitFailed: { submitting: 'taking' },
    submitted: { submitting: 'loadingResult' },
    showResult: { intro: 'loadingResult', resultFailed: 'loadingResult' },
    resultLoaded: { loadingResult: 'result' },
    resultFailed: { loadingResult: 'resultFailed' },
  };
  const rows = (Object.keys(table) as Action['type'][]).flatMap((type) =>
    (Object.keys(at) as SessionPhase[]).map((phase) => [type, phase, table[type][phase] ?? null] as const),
  );
  it.each(rows)('%s in %s leads to %s', (type, phase, next) => {
    const before = at[phase]();
    const after = sessionReducer(before, actions[type]);
    if (next === null) expect(after).toBe(before);
    else expect(after.phase).toBe(next);
  });
});

describe('given a page the child may leave', () => {
  it.each<[string, State, boolean]>([
    ['the intro', initialSessionState('T'), false],
    ['taking', taking(), true],
    ['submitting', run(taking(), { type: 'submitStart' }), true],
    [
      'the result loading after the submit',
      run(taking(), { type: 'submitStart' }, { type: 'submitted' }),
      true,
    ],
    ['the result mode loading', initialSessionState('R'), false],
    [
      'the result',
      run(
        taking(),
        { type: 'submitStart' },
        { type: 'submitted' },
        { type: 'resultLoaded', result: resultPaper() },
      ),
      false,
    ],
  ])('%s asks before leaving: %s', (_name, state, asks) => {
    expect(guardsLeaving(state)).toBe(asks);
  });
});

describe('given the submit button pressed', () => {
  it.each<[number[], boolean[]]>([
    [[0], [true]],
    [
      [0, 500],
      [true, false],
    ],
    [
      [0, 1000],
      [true, true],
    ],
    [
      [0, 999, 1998],
      [true, false, false],
    ],
    [
      [0, 999, 2000],
      [true, false, true],
    ],
  ])('at %j ms lets through %j (1 s on the leading edge)', (presses, expected) => {
    let now = 0;
    const allow = leadingDebounce(1000, () => now);
    expect(
      presses.map((at) => {
        now = at;
        return allow();
      }),
    ).toEqual(expected);
  });
});
