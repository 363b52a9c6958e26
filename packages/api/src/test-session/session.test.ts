import { describe, expect, it } from 'vitest';
import { memoryStorage, type AnswerRecord, type ApiResult, type TestPaper } from '@buddy/api';
import { MESSAGES } from '@buddy/domain';
import { attemptKey, writeAttempt } from './attempt-store';
import type { TestBackend } from './backend';
import { fakeTime, settle } from './fake-time';
import { paper, resultPaper, SERVER_NOW } from './fixtures';
import { createTestSession } from './session';

const ok = <T,>(result: T): ApiResult<{ result: T }> => ({
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
  const time = fakeTime(1000);
  const storage = memoryStorage();
  const calls = {
    load: 0,
    saves: [] as { seq: number; answrs: string[]; rev: number }[],
    submits: [] as AnswerRecord[][],
    results: 0,
  };
  const dialogs = { alerts: [] as string[], confirms: [] as string[], confirmAnswer: true };
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
    save: (_paper, seq, answrs, rev) => {
      calls.saves.push({ seq, answrs, rev });
      return Promise.resolve(
        results.save === 'ok'
          ? ok({ questnSeq: seq, rev, savedAt: 1 })
          : fail(0, '서버에 연결할 수 없습니다.'),
      );
    },
    submit: (_paper, records) => {
      calls.submits.push(records);
      return Promise.resolve(results.submit);
    },
    result: () => {
      calls.results += 1;
      return Promise.resolve(results.result);
    },
  };
  let online: (() => void) | null = null;
  const finished: string[] = [];
  const session = createTestSession({
    backend,
    display,
    storage,
    monotonicNow: time.now,
    intervals: time.timers,
    timers: time.timers,
    dialogs: {
      alert: (message) => {
        dialogs.alerts.push(message);
        return Promise.resolve();
      },
      confirm: (message) => {
        dialogs.confirms.push(message);
        return confirm ? confirm(message) : Promise.resolve(dialogs.confirmAnswer);
      },
    },
    subscribeOnline: (listener) => {
      online = listener;
      return () => {
        online = null;
      };
    },
    onResult: (result) => finished.push(result.tstCd),
  });
  return { session, time, storage, calls, dialogs, results, finished, goOnline: () => online?.() };
}

const state = (h: ReturnType<typeof harness>) => h.session.snapshot().state;

async function started(options: HarnessOptions = {}) {
  const h = harness(options);
  await h.session.start();
  await settle();
  return h;
}

describe('given START', () => {
  it('loads the attempt and counts down from the server deadline', async () => {
    const h = await started({ loaded: paper({ deadline: SERVER_NOW + 125_000 }) });
    expect(h.calls.load).toBe(1);
    expect(state(h)).toMatchObject({ phase: 'taking', remaining: 125 });
    h.time.advance(5000);
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
    await settle();
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

  it('a member the server refuses (403) sees the member-type alert as it is', async () => {
    const h = harness();
    h.results.load = fail(403, '지도휴회(취소) 회원입니다.');
    await h.session.start();
    expect(h.dialogs.alerts).toEqual(['지도휴회(취소) 회원입니다.']);
  });

  it('an attempt already submitted opens its result', async () => {
    const h = await started({ loaded: paper({ status: 'submitted' }) });
    expect(state(h).phase).toBe('result');
    expect(h.finished).toEqual(['T1']);
  });

  it('result mode loads the result without loading the paper', async () => {
    const h = harness({ display: 'R' });
    await settle();
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
    await settle();
    expect(h.session.snapshot().answers).toMatchObject({ 1: ['2'], 2: ['3', '4'] });
    expect(h.calls.saves).toEqual([
      { seq: 1, answrs: ['2'], rev: 1 },
      { seq: 2, answrs: ['1'], rev: 1 },
      // Changes made while a send is on its way go as one, the latest.
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
    h.results.save = 'offline';
    h.session.choose(1, '1');
    await settle();
    expect(h.session.snapshot().saveStates[1]).toBe('offline');
    h.results.save = 'ok';
    h.goOnline();
    await settle();
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
    await settle();
    await h.session.submit();
    await settle();
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
    expect(h.time.pending()).toBe(0);
    h.session.choose(1, '2');
    expect(h.calls.saves).toHaveLength(5);
  });

  it('a second press within 1 second is ignored (leading edge)', async () => {
    const h = await started();
    h.dialogs.confirmAnswer = false;
    await h.session.submit();
    h.time.advance(500);
    await h.session.submit();
    expect(h.dialogs.confirms).toHaveLength(1);
    h.time.advance(1000);
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
    h.time.advance(1000);
    await h.session.submit();
    await settle();
    expect(state(h).phase).toBe('result');
  });

  it('a failed result load shows the §8 dialog and can be retried', async () => {
    const h = await started();
    h.results.result = fail(500, '서버 오류가 발생했습니다.');
    await h.session.submit();
    await settle();
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
  it('locks the answers, says so and submits without asking', async () => {
    const h = await started({ loaded: paper({ deadline: SERVER_NOW + 3000 }) });
    h.session.choose(1, '1');
    await settle();
    h.time.advance(3000);
    await settle();
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
    h.time.advance(1000);
    await settle();
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
    await settle();
    h.time.advance(2000);
    await settle();
    answer(true);
    await submitting;
    await settle();
    expect(h.calls.submits).toHaveLength(1);
    expect(state(h).phase).toBe('result');
  });
});
