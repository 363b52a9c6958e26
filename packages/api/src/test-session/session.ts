/**
 * One test-paper session (spec §4 Test paper, §5, §8; decision 010, ADR 017), without React: it loads or resumes the
 * attempt, keeps the answers through the outbox's answer queue, runs the clock from the server's deadline (warnings,
 * time up, the automatic submit), submits (debounced 1 s on the leading edge, the unanswered confirm, the autosaves on
 * their way waited for first) and loads the result. The rules are the domain's state machine; dialogs, clocks, the
 * outbox and the network are handed in, so every rule is tested with fakes. The page subscribes to `snapshot()`.
 */
import type { AnswerRecord, ResultPaper, TestPaper } from '@buddy/contract';
import {
  chooseChoice,
  initialSessionState,
  isHiddenQuestion,
  leadingDebounce,
  mergeAnswers,
  MESSAGES,
  questionLoadFailureMessage,
  remainingSeconds,
  sessionReducer,
  startTestClock,
  submitFailureMessage,
  timeWarningMessage,
  TIMING,
  unansweredConfirmMessage,
  unansweredCount,
  type IntervalTimers,
  type SessionAction,
  type SessionState,
  type TestClock,
} from '@buddy/domain';
import { createAnswerQueue, type AnswerQueue, type AnswerQueueSnapshot } from '../outbox/answer-queue';
import type { Outbox } from '../outbox/outbox';
import type { TestBackend } from './backend';

/** The longest a submit waits for autosaves on their way (the submit carries every answer anyway). */
export const FLUSH_BEFORE_SUBMIT_MS = 3000;
/** The most an open answer sends (AnswerRecord items are at most 200 characters). */
export const OPEN_ANSWER_MAX = 200;

export interface SessionDialogs {
  /** An alert; `replace`: shown at once in place of those open or waiting (the time-up over a time warning). */
  alert(message: string, options?: { replace?: boolean }): Promise<void>;
  confirm(message: string): Promise<boolean>;
}

export type TestSessionState = SessionState<TestPaper, ResultPaper>;

export const browserIntervals: IntervalTimers = {
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

export interface TestSessionOptions {
  backend: TestBackend;
  outbox: Outbox;
  dialogs: SessionDialogs;
  display: 'T' | 'R';
  monotonicNow?: () => number;
  intervals?: IntervalTimers;
  /** The attempt is known (loaded): the page keeps its code in the address so a reload resumes it. */
  onAttempt?: (paper: TestPaper) => void;
  onResult?: (result: ResultPaper) => void;
}

export interface TestSessionSnapshot {
  state: TestSessionState;
  answers: AnswerQueueSnapshot['answers'];
  saveStates: AnswerQueueSnapshot['saveStates'];
  pending: number;
  /** Questions whose answer the server kept from another tab over this one's: shown now, and the page says so. */
  keptElsewhere: AnswerQueueSnapshot['keptElsewhere'];
}

export interface TestSession {
  snapshot(): TestSessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** START: load (or resume) the attempt. Also the retry after a load failure. */
  start(): Promise<void>;
  /** Load the result (result mode, or again after a failure). */
  showResult(): Promise<void>;
  /** An MC choice was pressed (spec §4 MC rule). */
  choose(questnSeq: number, choice: string): void;
  /** The OE text changed. */
  write(questnSeq: number, text: string): void;
  /** The submit button (debounced). */
  submit(): Promise<void>;
  dispose(): void;
}

const EMPTY_ANSWERS: AnswerQueueSnapshot = { answers: {}, saveStates: {}, pending: 0, keptElsewhere: [] };

export function createTestSession({
  backend,
  outbox,
  dialogs,
  display,
  monotonicNow = () => performance.now(),
  intervals = browserIntervals,
  onAttempt,
  onResult,
}: TestSessionOptions): TestSession {
  let state = initialSessionState<TestPaper, ResultPaper>(display);
  let autosave: AnswerQueueSnapshot = EMPTY_ANSWERS;
  let current: TestSessionSnapshot = { state, ...autosave };
  let queue: AnswerQueue | null = null;
  let clock: TestClock | null = null;
  let disposed = false;
  const listeners = new Set<() => void>();
  const debounce = leadingDebounce(TIMING.submitDebounceMs, monotonicNow);

  function emit(): void {
    current = {
      state,
      answers: autosave.answers,
      saveStates: autosave.saveStates,
      pending: autosave.pending,
      keptElsewhere: autosave.keptElsewhere,
    };
    for (const listener of [...listeners]) listener();
  }

  function dispatch(action: SessionAction<TestPaper, ResultPaper>): void {
    if (disposed) return;
    const next = sessionReducer(state, action);
    if (next === state) return;
    state = next;
    emit();
  }

  function stopTaking(): void {
    clock?.stop();
    clock = null;
    queue?.stop();
  }

  function records(paper: TestPaper): AnswerRecord[] {
    return paper.questns
      .filter((question) => !isHiddenQuestion(question))
      .map((question) => ({
        questnSeq: question.questnSeq,
        answrs: [...(queue?.answersOf(question.questnSeq) ?? [])],
      }));
  }

  async function loadResult(): Promise<void> {
    if (state.phase !== 'loadingResult') return;
    const answer = await backend.result(state.paper);
    if (disposed) return;
    if (!answer.ok) {
      dispatch({ type: 'resultFailed', message: answer.error.message, status: answer.status });
      await dialogs.alert(questionLoadFailureMessage(answer.error.message));
      return;
    }
    const result = answer.data.result;
    if (state.paper) outbox.forgetAttempt(state.paper.tstCd);
    dispatch({ type: 'resultLoaded', result });
    onResult?.(result);
  }

  function onTimeUp(): void {
    dispatch({ type: 'timeUp' });
    // The dialog shows while the paper goes in: a child who walks away still has the answers counted (spec §4). It
    // takes the place of a time warning still open (or a question about unanswered ones): they are stale now.
    void dialogs.alert(MESSAGES.timeUp, { replace: true });
    void runSubmit(true);
  }

  async function runSubmit(automatic: boolean): Promise<void> {
    const paper = state.paper;
    if (state.phase !== 'taking' || !paper || !queue) return;
    if (!automatic && !state.locked) {
      const missing = unansweredCount(paper.questns, queue.snapshot().answers);
      if (missing > 0) {
        const go = await dialogs.confirm(unansweredConfirmMessage(missing));
        // The time may have run out (and the paper gone in) while the question was open.
        if (!go || disposed || state.phase !== 'taking') return;
      }
    }
    dispatch({ type: 'submitStart' });
    await queue.flush(FLUSH_BEFORE_SUBMIT_MS);
    if (disposed) return;
    const answer = await backend.submit(paper, records(paper));
    if (disposed) return;
    if (!answer.ok) {
      dispatch({ type: 'submitFailed', message: answer.error.message });
      await dialogs.alert(submitFailureMessage(answer.error.message));
      return;
    }
    stopTaking();
    dispatch({ type: 'submitted' });
    await loadResult();
  }

  async function start(): Promise<void> {
    dispatch({ type: 'start' });
    if (state.phase !== 'loading') return;
    const answer = await backend.load();
    if (disposed) return;
    if (!answer.ok) {
      dispatch({ type: 'loadFailed', message: answer.error.message, status: answer.status });
      // Spec §8's question-load failure, whatever the cause: a member the server does not let take tests (403) reads
      // the member-type alert as its [에러 내용] (issue 30, defect 6).
      await dialogs.alert(questionLoadFailureMessage(answer.error.message));
      return;
    }
    const paper = answer.data.result;
    onAttempt?.(paper);
    if (paper.status === 'submitted') {
      dispatch({ type: 'loaded', paper, remaining: 0 });
      await loadResult();
      return;
    }
    const initial = mergeAnswers(paper.savedAnswrs, outbox.book(paper.tstCd).entries());
    queue = createAnswerQueue({ outbox, target: backend.answerTarget(paper), initial });
    queue.subscribe(() => {
      autosave = queue?.snapshot() ?? EMPTY_ANSWERS;
      emit();
    });
    autosave = queue.snapshot();
    dispatch({ type: 'loaded', paper, remaining: remainingSeconds(paper.deadline, paper.serverNow) });
    clock = startTestClock({
      type: paper.stdTstTp,
      deadline: paper.deadline,
      serverNow: paper.serverNow,
      monotonicNow,
      timers: intervals,
      onTick: (remaining) => dispatch({ type: 'tick', remaining }),
      onWarning: (minutes) => void dialogs.alert(timeWarningMessage(minutes)),
      onTimeUp,
    });
  }

  function answerable(questnSeq: number) {
    if (state.phase !== 'taking' || state.locked || !queue) return null;
    return state.paper?.questns.find((question) => question.questnSeq === questnSeq) ?? null;
  }

  if (display === 'R') void loadResult();

  return {
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    start,
    async showResult() {
      dispatch({ type: 'showResult' });
      await loadResult();
    },
    choose(questnSeq, choice) {
      const question = answerable(questnSeq);
      if (!question || !queue) return;
      const before = queue.answersOf(questnSeq);
      if (before.includes(choice)) return; // spec §4: a chosen choice again is ignored
      queue.change(questnSeq, chooseChoice(before, choice, question.questnAnswrCnt));
    },
    write(questnSeq, text) {
      const question = answerable(questnSeq);
      if (!question || !queue) return;
      const value = text.slice(0, OPEN_ANSWER_MAX);
      if ((queue.answersOf(questnSeq)[0] ?? '') === value) return;
      queue.change(questnSeq, value === '' ? [] : [value]);
    },
    async submit() {
      if (!debounce()) return;
      await runSubmit(false);
    },
    dispose() {
      disposed = true;
      stopTaking();
      listeners.clear();
    },
  };
}
