import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@buddy/api';
import { readAttempt } from './attempt-store';
import { createAutosaveQueue, defaultBackoff, type SendOutcome } from './autosave';
import { fakeTime, settle } from './fake-time';

interface Sent {
  seq: number;
  answrs: string[];
  rev: number;
  resolve: (outcome: SendOutcome) => void;
}

function harness(initial = {}) {
  const time = fakeTime();
  const storage = memoryStorage();
  const sent: Sent[] = [];
  const queue = createAutosaveQueue({
    tstCd: 'T1',
    initial,
    storage,
    timers: time.timers,
    send: (seq, answrs, rev) =>
      new Promise<SendOutcome>((resolve) => {
        sent.push({ seq, answrs, rev, resolve });
      }),
  });
  return { time, storage, sent, queue };
}

describe('given answers changing while the connection works', () => {
  it('applies a change at once, keeps it in the browser and sends it with the next revision', async () => {
    const { queue, sent, storage } = harness();
    queue.change(1, ['2']);
    expect(queue.answersOf(1)).toEqual(['2']);
    expect(queue.snapshot().saveStates[1]).toBe('saving');
    expect(readAttempt(storage, 'T1')[1]).toEqual({ answrs: ['2'], rev: 1, savedRev: 0 });
    expect(sent.map(({ seq, answrs, rev }) => ({ seq, answrs, rev }))).toEqual([
      { seq: 1, answrs: ['2'], rev: 1 },
    ]);
    sent[0]?.resolve({ kind: 'saved', rev: 1 });
    await settle();
    expect(queue.snapshot().saveStates[1]).toBe('saved');
    expect(queue.snapshot().pending).toBe(0);
    expect(readAttempt(storage, 'T1')[1]).toEqual({ answrs: ['2'], rev: 1, savedRev: 1 });
  });

  it('sends one request per question at a time, then only the latest change', async () => {
    const { queue, sent } = harness();
    queue.change(1, ['1']);
    queue.change(1, ['2']);
    queue.change(1, ['3']);
    queue.change(2, ['4']);
    expect(sent.map((s) => [s.seq, s.rev])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    sent[0]?.resolve({ kind: 'saved', rev: 1 });
    await settle();
    expect(sent.map((s) => [s.seq, s.answrs, s.rev])).toEqual([
      [1, ['1'], 1],
      [2, ['4'], 1],
      [1, ['3'], 3],
    ]);
    expect(queue.snapshot().saveStates[1]).toBe('saving');
  });

  it('sends the answer shown here again above a newer revision the server holds (another tab)', async () => {
    const { queue, sent } = harness();
    queue.change(1, ['1']);
    sent[0]?.resolve({ kind: 'saved', rev: 7 });
    await settle();
    expect(sent[1]).toMatchObject({ answrs: ['1'], rev: 8 });
    sent[1]?.resolve({ kind: 'saved', rev: 8 });
    await settle();
    expect(queue.snapshot().saveStates[1]).toBe('saved');
    queue.change(1, ['2']);
    expect(sent[2]?.rev).toBe(9);
  });
});

describe('given a connection that drops', () => {
  it('shows the answer as offline and retries with a growing delay', async () => {
    const { queue, sent, time } = harness();
    queue.change(1, ['2']);
    sent[0]?.resolve({ kind: 'retry' });
    await settle();
    expect(queue.snapshot().saveStates[1]).toBe('offline');
    time.advance(999);
    expect(sent).toHaveLength(1);
    time.advance(1);
    expect(sent).toHaveLength(2);
    sent[1]?.resolve({ kind: 'retry' });
    await settle();
    time.advance(1999);
    expect(sent).toHaveLength(2);
    time.advance(1);
    expect(sent).toHaveLength(3);
    sent[2]?.resolve({ kind: 'saved', rev: 1 });
    await settle();
    expect(queue.snapshot().saveStates[1]).toBe('saved');
  });

  it('sends at once when the browser is back online, the newest answer included', async () => {
    const { queue, sent } = harness();
    queue.change(1, ['2']);
    sent[0]?.resolve({ kind: 'retry' });
    await settle();
    queue.change(1, ['3']);
    queue.change(2, ['1']);
    expect(sent.map((s) => s.seq)).toEqual([1, 1, 2]);
    sent[1]?.resolve({ kind: 'retry' });
    sent[2]?.resolve({ kind: 'retry' });
    await settle();
    queue.retryNow();
    expect(sent.slice(3).map((s) => [s.seq, s.answrs, s.rev])).toEqual([
      [1, ['3'], 2],
      [2, ['1'], 1],
    ]);
  });

  it('a send that throws is retried like a failed one', async () => {
    const time = fakeTime();
    let calls = 0;
    const queue = createAutosaveQueue({
      tstCd: 'T1',
      initial: {},
      storage: null,
      timers: time.timers,
      send: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('boom')) : Promise.resolve({ kind: 'saved', rev: 1 });
      },
    });
    queue.change(1, ['1']);
    await settle();
    expect(queue.snapshot().saveStates[1]).toBe('offline');
    time.advance(1000);
    await settle();
    expect(queue.snapshot().saveStates[1]).toBe('saved');
  });

  it('stops when the attempt is closed, and keeps a refused answer for the submit', async () => {
    const { queue, sent, time } = harness();
    queue.change(1, ['1']);
    queue.change(2, ['2']);
    sent[0]?.resolve({ kind: 'rejected' });
    await settle();
    expect(queue.snapshot().saveStates[1]).toBe('offline');
    expect(queue.answersOf(1)).toEqual(['1']);
    sent[1]?.resolve({ kind: 'closed' });
    await settle();
    queue.change(3, ['3']);
    queue.retryNow();
    time.advance(60_000);
    expect(sent).toHaveLength(2);
  });

  it('the delay grows to 30 seconds at most', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(defaultBackoff)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});

describe('given answers the browser kept from before a reload', () => {
  it('sends the unsaved ones at once and marks the others saved', () => {
    const { queue, sent } = harness({
      1: { answrs: ['1'], rev: 2, savedRev: 2 },
      2: { answrs: ['3'], rev: 4, savedRev: 1 },
    });
    expect(queue.snapshot().saveStates).toEqual({ 1: 'saved', 2: 'saving' });
    expect(sent.map((s) => [s.seq, s.answrs, s.rev])).toEqual([[2, ['3'], 4]]);
  });
});

describe('given a submit on its way', () => {
  it('flush waits for the sends in flight, at most the time given', async () => {
    const { queue, sent, time } = harness();
    queue.change(1, ['1']);
    let flushed = false;
    const flush = queue.flush(3000).then(() => {
      flushed = true;
    });
    await settle();
    expect(flushed).toBe(false);
    sent[0]?.resolve({ kind: 'saved', rev: 1 });
    await flush;
    expect(flushed).toBe(true);

    queue.change(2, ['2']);
    let second = false;
    const again = queue.flush(3000).then(() => {
      second = true;
    });
    time.advance(3000);
    await again;
    expect(second).toBe(true);
  });
});
