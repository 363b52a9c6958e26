import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnswerRecord, TestPaper } from '@buddy/contract';
import { MESSAGES } from '@buddy/domain';
import { attemptKey, writeAttempt } from '../outbox/answer-book';
import type { ApiResult } from '../result';
import { fakeTimers, outboxHarness, restoreTimers, saved, settle } from '../test/outbox-harness';
import type { TestBackend } from './backend';
import { paper, resultPaper, SERVER_NOW } from '@buddy/mocks';
import { createTestSession } from './session';

beforeEach(fakeTimers);
afterEach(restoreTimers);

const ok = <T>(result: T): ApiResult<{ result: T }> => ({
  ok: true,
  status: 200,
  data: { result },
  error: null,
});
const fail = (status: number, message: string): ApiResult<never> => ({
  ok: false,
  status,
  data: undefined,
  error: { message },
});

interface HarnessOptions {
  loaded?: TestPaper;
  display?: 'T' | 'R';
  confirm?: (message: string) => Promise<boolean>;
}

function harness({ loaded, display = 'T', confirm }: HarnessOptions = {}) {
  const net = outboxHarness();
  const storage = net.storage;
  const calls = {
    load: 0,
    /** The autosaves the outbox sent, answered at once (saved, or no answer while `results.save` is offline). */
    get saves() {
      return net.sent.map(({ body }) => ({ seq: body.questnSeq, answrs: body.answrs, rev: body.rev }));
    },
    submits: [] as AnswerRecord[][],
    results: 0,
  };
  const dialogs = {
    alerts: [] as string[],
    /** The alerts shown in place of those open (the kit's `replace`). */
    replacing: [] as string[],
    confirms: [] as string[],
    confirmAnswer: true,
  };
  const results = {
    load: ok(loaded ?? paper()),
    save: 'ok' as 'ok' | 'offline',
    submit: ok({ tstCd: 'T1', tstScore: 50, submittedAt: 1, late: false }) as ApiResult<{
      result: { tstCd: string; tstScore: number; submittedAt: number; late: boolean };
    }>,
    result: ok(resultPaper()) as ApiResult<{ result: ReturnType<typeof resultPaper> }>,
  };
  const backend: TestBackend = {
    load: () => {
      calls.load += 1;
      return Promise.resolve(results.load);
    },
    answerTarget: (p) => ({
      call: 'test',
      fields: { stdTstTp: p.stdTstTp, questnCd: p.questnCd, tstCd: p.tstCd, usrgbn: 'member' },
    }),
    submit: (_paper, records) => {
      calls.submits.push(records);
      return Promise.resolve(results.submit);
    },
    result: () => {
      calls.results += 1;
      return Promise.resolve(results.result);
    },
  };
  const finished: string[] = [];
  // The fake network answers every autosave as soon as it arrives, as `results.save` says.
  const answering = setInterval(() => {
    for (const request of net.pending.splice(0)) {
      request.respond(results.save === 'ok' ? saved(request.body) : new TypeError('Failed to fetch'));
    }
  }, 10);
  const session = createTestSession({
    backend,
    outbox: net.outbox,
    display,
    monotonicNow: () => Date.now(),
    dialogs: {
      alert: (message, options) => {
        dialogs.alerts.push(message);
        if (options?.replace) dialogs.replacing.push(message);
        return Promise.resolve();
      },
      confirm: (message) => {
        dialogs.confirms.push(message);
        return confirm ? confirm(message) : Promise.resolve(dialogs.confirmAnswer);
      },
    },
    onResult: (result) => finished.push(result.tstCd),
  });
  const time = {
    advance: async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      await settle();
    },
  };
  return {
    session,
    time,
    storage,
    calls,
    dialogs,
    results,
    finished,
    net,
    stop: () => clearInterval(answering),
  };
}

/** Lets the fake network answer what the session sent (every 10 ms; an attempt's saves go one after another). */
async function network() {
  for (let i = 0; i < 10; i += 1) {
    await vi.advanceTimersByTimeAsync(10);
    await settle();
  }
}

const state = (h: ReturnType<typeof harness>) => h.session.snapshot().state;

async function started(options: HarnessOptions = {}) {
  const h = harness(options);
  await h.session.start();
  await network();
  return h;
}

describe('given START', () => {
  it('loads the attempt and counts down from the server deadline', async () => {
    const h = await started({ loaded: paper({ deadline: SERVER_NOW + 125_000 }) });
    expect(h.calls.load).toBe(1);
    expect(state(h)).toMatchObject({ phase: 'taking', remaining: 125 });
    await h.time.advance(5000);
    expect(state(h).remaining).toBe(120);
    expect(h.dialogs.alerts).toEqual(['시험 시간이 2분 남았습니다.']);
  });

  it('resumes with the server answers merged with the browser copy, and replays the unsaved ones', async () => {
    const h = harness({
      loaded: paper({ savedAnswrs: [{ questnSeq: 1, answrs: ['2'], rev: 2, savedAt: 1 }] }),
    });
    writeAttempt(h.storage, 'T1', {
      1: { answrs: ['3'], rev: 1, savedRev: 1 },
      2: { answrs: ['1'], rev: 3, savedRev: 2 },
    });
    await h.session.start();
    await network();
    expect(h.session.snapshot().answers).toEqual({ 1: ['2'], 2: ['1'] });
    expect(h.calls.saves).toEqual([{ seq: 2, answrs: ['1'], rev: 3 }]);
    expect(h.session.snapshot().saveStates).toEqual({ 1: 'saved', 2: 'saved' });
  });

  it('a load failure shows the §8 dialog and can be retried', async () => {
    const h = harness();
    h.results.load = fail(500, '서버 오류가 발생했습니다.');
    await h.session.start();
    expect(h.dialogs.alerts).toEqual([
      '서버와의 통신중 에러가 발생했습니다. [에러 내용] 서버 오류가 발생했습니다.',
    ]);
    expect(state(h).phase).toBe('loadFailed');
    h.results.load = ok(paper());
    await h.session.start();
    expect(state(h).phase).toBe('taking');
  });

  it("a member the server refuses (403) sees §8's question-load failure with the member-type alert in it", async () => {
    const h = harness();
    h.results.load = fail(403, '지도휴회(취소) 회원입니다.');
    await h.session.start();
    // Spec §8: '서버와의 통신중 에러가 발생했습니다. [에러 내용] {message}' for every failed load (issue 30, defect 6).
    expect(h.dialogs.alerts).toEqual([
      '서버와의 통신중 에러가 발생했습니다. [에러 내용] 지도휴회(취소) 회원입니다.',
    ]);
    expect(state(h)).toMatchObject({ phase: 'loadFailed', error: { status: 403 } });
  });

  it('an attempt already submitted opens its result', async () => {
    const h = await started({ loaded: paper({ status: 'submitted' }) });
    expect(state(h).phase).toBe('result');
    expect(h.finished).toEqual(['T1']);
  });

  it('result mode loads the result without loading the paper', async () => {
    const h = harness({ display: 'R' });
    await network();
    expect(h.calls).toMatchObject({ load: 0, results: 1 });
    expect(state(h).phase).toBe('result');
  });
});

describe('given answers while taking', () => {
  it('applies the MC rule and saves every change with the next revision', async () => {
    const h = await started();
    h.session.choose(1, '2');
    h.session.choose(1, '2'); // the same again: ignored
    h.session.choose(2, '1');
    h.session.choose(2, '3');
    h.session.choose(2, '4'); // over the count: the oldest goes
    await network();
    expect(h.session.snapshot().answers).toMatchObject({ 1: ['2'], 2: ['3', '4'] });
    expect(h.calls.saves).toEqual([
      { seq: 1, answrs: ['2'], rev: 1 },
      // A burst of changes to one question goes as one send, the latest.
      { seq: 2, answrs: ['3', '4'], rev: 3 },
    ]);
    expect(h.storage.getItem(attemptKey('T1'))).toContain('"3","4"');
  });

  it('keeps an open answer of at most 200 characters, and clears it to no answer', async () => {
    const h = await started();
    h.session.write(3, 'x'.repeat(250));
    expect(h.session.snapshot().answers[3]?.[0]).toHaveLength(200);
    h.session.write(3, '');
    expect(h.session.snapshot().answers[3]).toEqual([]);
  });

  it('an answer made offline waits and goes when the browser is back online', async () => {
    const h = await started();
    onlineManager.setOnline(false);
    h.session.choose(1, '1');
    await network();
    expect(h.session.snapshot().saveStates[1]).toBe('offline');
    expect(h.calls.saves).toHaveLength(0);
    onlineManager.setOnline(true);
    await network();
    expect(h.session.snapshot().saveStates[1]).toBe('saved');
    expect(h.calls.saves).toHaveLength(1);
  });

  it('an answer whose send fails is shown offline and tried again a second later', async () => {
    const h = await started();
    h.results.save = 'offline';
    h.session.choose(1, '1');
    await network();
    expect(h.session.snapshot().saveStates[1]).toBe('offline');
    h.results.save = 'ok';
    await h.time.advance(1000);
    await network();
    expect(h.session.snapshot().saveStates[1]).toBe('saved');
    expect(h.calls.saves).toHaveLength(2);
  });
});

describe('given the submit button', () => {
  it('asks about unanswered questions; cancel keeps taking', async () => {
    const h = await started();
    h.session.choose(1, '1');
    h.dialogs.confirmAnswer = false;
    await h.session.submit();
    // Questions 2, 3 and 4 (the hidden 5th is not counted).
    expect(h.dialogs.confirms).toEqual(['3개 문제를 풀지 않았습니다. 그래도 제출하시겠습니까?']);
    expect(h.calls.submits).toHaveLength(0);
    expect(state(h).phase).toBe('taking');
  });

  it('submits every shown question, stops the timer, loads the result and forgets the browser copy', async () => {
    const h = await started();
    h.session.choose(1, '1');
    h.session.choose(2, '1');
    h.session.choose(2, '3');
    h.session.write(3, 'have');
    h.session.choose(4, '2');
    await network();
    await h.session.submit();
    await network();
    expect(h.dialogs.confirms).toEqual([]);
    expect(h.calls.submits).toEqual([
      [
        { questnSeq: 1, answrs: ['1'] },
        { questnSeq: 2, answrs: ['1', '3'] },
        { questnSeq: 3, answrs: ['have'] },
        { questnSeq: 4, answrs: ['2'] },
      ],
    ]);
    expect(state(h)).toMatchObject({ phase: 'result', remaining: null });
    expect(h.finished).toEqual(['T1']);
    expect(h.storage.getItem(attemptKey('T1'))).toBeNull();
    // The clock has stopped and the answers no longer change.
    const done = state(h);
    await h.time.advance(5000);
    expect(state(h)).toBe(done);
    const sent = h.calls.saves.length;
    h.session.choose(1, '2');
    await network();
    expect(h.calls.saves).toHaveLength(sent);
  });

  it('a second press within 1 second is ignored (leading edge)', async () => {
    const h = await started();
    h.dialogs.confirmAnswer = false;
    await h.session.submit();
    await h.time.advance(500);
    await h.session.submit();
    expect(h.dialogs.confirms).toHaveLength(1);
    await h.time.advance(1000);
    await h.session.submit();
    expect(h.dialogs.confirms).toHaveLength(2);
  });

  it('a failed submit shows the §8 dialog and the message, and can be sent again', async () => {
    const h = await started();
    h.results.submit = fail(0, '서버에 연결할 수 없습니다.');
    await h.session.submit();
    expect(h.dialogs.alerts).toEqual([
      '서버와의 통신중 에러가 발생했습니다. 다시시도 해주세요. 에러 내용: 서버에 연결할 수 없습니다.',
    ]);
    expect(state(h)).toMatchObject({ phase: 'taking', submitError: '서버에 연결할 수 없습니다.' });
    h.results.submit = ok({ tstCd: 'T1', tstScore: 0, submittedAt: 1, late: false });
    await h.time.advance(1000);
    await h.session.submit();
    await network();
    expect(state(h).phase).toBe('result');
  });

  it('a failed result load shows the §8 dialog and can be retried', async () => {
    const h = await started();
    h.results.result = fail(500, '서버 오류가 발생했습니다.');
    await h.session.submit();
    await network();
    expect(state(h).phase).toBe('resultFailed');
    expect(h.dialogs.alerts.at(-1)).toBe(
      '서버와의 통신중 에러가 발생했습니다. [에러 내용] 서버 오류가 발생했습니다.',
    );
    h.results.result = ok(resultPaper());
    await h.session.showResult();
    expect(state(h).phase).toBe('result');
  });
});

describe('given the time running out', () => {
  it('shows the time-up in place of a time warning still open, so no stale warning sits on the result', async () => {
    const h = await started({ loaded: paper({ deadline: SERVER_NOW + 121_000 }) });
    await h.time.advance(1000);
    expect(h.dialogs.alerts).toEqual(['시험 시간이 2분 남았습니다.']);
    expect(h.dialogs.replacing).toEqual([]);
    await h.time.advance(120_000);
    await network();
    expect(h.dialogs.alerts).toEqual(['시험 시간이 2분 남았습니다.', MESSAGES.timeUp]);
    expect(h.dialogs.replacing).toEqual([MESSAGES.timeUp]);
  });

  it('locks the answers, says so and submits without asking', async () => {
    const h = await started({ loaded: paper({ deadline: SERVER_NOW + 3000 }) });
    h.session.choose(1, '1');
    await network();
    await h.time.advance(3000);
    await network();
    expect(h.dialogs.alerts).toEqual([MESSAGES.timeUp]);
    expect(h.dialogs.confirms).toEqual([]);
    expect(h.calls.submits).toEqual([
      [
        { questnSeq: 1, answrs: ['1'] },
        { questnSeq: 2, answrs: [] },
        { questnSeq: 3, answrs: [] },
        { questnSeq: 4, answrs: [] },
      ],
    ]);
    expect(state(h).phase).toBe('result');
  });

  it('no answer changes after zero', async () => {
    const h = await started({ loaded: paper({ deadline: SERVER_NOW + 1000 }) });
    h.results.submit = fail(500, 'x');
    await h.time.advance(1000);
    await network();
    expect(state(h)).toMatchObject({ phase: 'taking', locked: true, remaining: 0 });
    h.session.choose(1, '1');
    h.session.write(3, 'late');
    expect(h.session.snapshot().answers).toEqual({});
  });

  it('the time running out while the unanswered question is open submits once', async () => {
    let answer: (value: boolean) => void = () => undefined;
    const h = await started({
      loaded: paper({ deadline: SERVER_NOW + 2000 }),
      confirm: () =>
        new Promise<boolean>((resolve) => {
          answer = resolve;
        }),
    });
    const submitting = h.session.submit();
    await network();
    await h.time.advance(2000);
    await network();
    answer(true);
    await submitting;
    await network();
    expect(h.calls.submits).toHaveLength(1);
    expect(state(h).phase).toBe('result');
  });
});
