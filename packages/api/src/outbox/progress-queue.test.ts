import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyOf, ProgressQueue, type ProgressBody } from './progress-queue';

const unit = { stdCourse: 'A' as const, stdStep: 1, stdWeek: 1, stdDay: 1, stdUnit: 1 };
const other = { ...unit, stdUnit: 2 };

function harness(answer: (body: ProgressBody, call: number) => Promise<unknown> = () => Promise.resolve()) {
  const sent: ProgressBody[] = [];
  const queue = new ProgressQueue(
    (body) => {
      sent.push(body);
      return answer(body, sent.length);
    },
    { debounceMs: 1000, retryMs: 2000, maxRetryMs: 8000 },
  );
  return { queue, sent };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('given completed parts', () => {
  it('sends the parts of a unit together after the quiet time, one request per unit', async () => {
    const { queue, sent } = harness();
    queue.add(unit, 1);
    await vi.advanceTimersByTimeAsync(600);
    queue.add(unit, 0);
    queue.add(other, 2);
    queue.add(unit, 1);
    expect(queue.snapshot().status).toBe('waiting');
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([
      { ...unit, parts: [0, 1] },
      { ...other, parts: [2] },
    ]);
    expect(queue.snapshot()).toEqual({ status: 'idle', pending: new Map() });
  });

  it('keeps unsent parts through failures and sends them when the server is back', async () => {
    const { queue, sent } = harness((_body, call) =>
      call <= 2 ? Promise.reject(new Error('offline')) : Promise.resolve(),
    );
    queue.add(unit, 0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(1);
    expect(queue.snapshot().status).toBe('retrying');
    expect(queue.snapshot().pending.get(keyOf(unit))).toEqual(new Set([0]));
    // A part completed meanwhile joins the retry.
    queue.add(unit, 1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent[1]).toEqual({ ...unit, parts: [0, 1] });
    // The wait doubles.
    await vi.advanceTimersByTimeAsync(3999);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent[2]).toEqual({ ...unit, parts: [0, 1] });
    expect(queue.snapshot().status).toBe('idle');
  });

  it('does not send a part twice while its request is under way, and sends later parts after it', async () => {
    let release: () => void = () => undefined;
    const { queue, sent } = harness((_body, call) =>
      call === 1 ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve(),
    );
    queue.add(unit, 0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(queue.snapshot().status).toBe('saving');
    queue.add(unit, 0);
    queue.add(unit, 1);
    await queue.flush();
    expect(sent).toHaveLength(1);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent.map((body) => body.parts)).toEqual([[0], [1]]);
  });

  it('drops a request the server refuses as such (400) and says so', async () => {
    const { queue, sent } = harness(() => Promise.reject(Object.assign(new Error('bad'), { status: 400 })));
    queue.add(unit, 9);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sent).toHaveLength(1);
    expect(queue.snapshot().status).toBe('refused');
    expect(queue.snapshot().pending.size).toBe(0);
  });

  it('sends at once on flush', async () => {
    const { queue, sent } = harness();
    queue.add(unit, 0);
    await queue.flush();
    expect(sent).toEqual([{ ...unit, parts: [0] }]);
  });

  it('tells its listeners', async () => {
    const { queue } = harness();
    const seen: string[] = [];
    queue.subscribe(() => seen.push(queue.snapshot().status));
    queue.add(unit, 0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen).toEqual(['waiting', 'saving', 'idle']);
  });
});
