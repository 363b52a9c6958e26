import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  failure,
  fakeTimers,
  outboxHarness,
  restoreTimers,
  session,
  settle,
  type OutboxHarness,
} from '../test/outbox-harness';
import { createProgressQueue, keyOf } from './progress-queue';

const unit = { stdCourse: 'A' as const, stdStep: 1, stdWeek: 1, stdDay: 1, stdUnit: 1 };
const other = { ...unit, stdUnit: 2 };

function harness() {
  const h = outboxHarness();
  const queue = createProgressQueue({ outbox: h.outbox, debounceMs: 1000 });
  return { h, queue };
}

const bodies = (h: OutboxHarness) => h.sent.map((r) => ({ stdUnit: r.body.stdUnit, parts: r.body.parts }));

beforeEach(fakeTimers);
afterEach(restoreTimers);

describe('given completed parts', () => {
  it('sends the parts of a unit together after the quiet time, one request per unit', async () => {
    const { h, queue } = harness();
    queue.add(unit, 1);
    await vi.advanceTimersByTimeAsync(600);
    queue.add(unit, 0);
    queue.add(other, 2);
    queue.add(unit, 1);
    expect(queue.snapshot().status).toBe('waiting');
    expect(queue.snapshot().pending.get(keyOf(unit))).toEqual(new Set([0, 1]));
    await vi.advanceTimersByTimeAsync(999);
    expect(h.sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(bodies(h)).toEqual([
      { stdUnit: 1, parts: [0, 1] },
      { stdUnit: 2, parts: [2] },
    ]);
    expect(queue.snapshot().status).toBe('saving');
    await h.answer((r) => session(r.body));
    await h.answer((r) => session(r.body));
    expect(queue.snapshot()).toEqual({ status: 'idle', pending: new Map() });
  });

  it('keeps unsent parts through failures, with the outbox’s growing wait, until the server has them', async () => {
    const { h, queue } = harness();
    queue.add(unit, 0);
    await vi.advanceTimersByTimeAsync(1000);
    await h.answer(() => new TypeError('offline'));
    expect(queue.snapshot().status).toBe('retrying');
    expect(queue.snapshot().pending.get(keyOf(unit))).toEqual(new Set([0]));
    await vi.advanceTimersByTimeAsync(1000);
    await h.answer(() => failure(503));
    await vi.advanceTimersByTimeAsync(1999);
    expect(h.sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await h.answer((r) => session(r.body));
    expect(bodies(h)).toEqual([
      { stdUnit: 1, parts: [0] },
      { stdUnit: 1, parts: [0] },
      { stdUnit: 1, parts: [0] },
    ]);
    expect(queue.snapshot().status).toBe('idle');
  });

  it('does not send a part twice while it is on its way, and sends later parts after it', async () => {
    const { h, queue } = harness();
    queue.add(unit, 0);
    void queue.flush();
    await settle();
    expect(queue.snapshot().status).toBe('saving');
    queue.add(unit, 0);
    queue.add(unit, 1);
    void queue.flush();
    await settle();
    expect(h.sent).toHaveLength(1);
    await h.answer((r) => session(r.body));
    await h.answer((r) => session(r.body));
    expect(bodies(h)).toEqual([
      { stdUnit: 1, parts: [0] },
      { stdUnit: 1, parts: [1] },
    ]);
  });

  it('drops a request the server refuses as such (400) and says so', async () => {
    const { h, queue } = harness();
    queue.add(unit, 9);
    await vi.advanceTimersByTimeAsync(1000);
    await h.answer(() => failure(400));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(h.sent).toHaveLength(1);
    expect(queue.snapshot()).toEqual({ status: 'refused', pending: new Map() });
  });

  it('waits offline (shown as retrying) and sends once online', async () => {
    const { h, queue } = harness();
    onlineManager.setOnline(false);
    queue.add(unit, 3);
    void queue.flush();
    await settle();
    expect(h.sent).toHaveLength(0);
    expect(queue.snapshot().status).toBe('retrying');
    onlineManager.setOnline(true);
    await h.answer((r) => session(r.body));
    expect(bodies(h)).toEqual([{ stdUnit: 1, parts: [3] }]);
    expect(queue.snapshot().status).toBe('idle');
  });

  it('leaving the page queues what is gathered at once', async () => {
    const { h, queue } = harness();
    queue.add(unit, 0);
    queue.dispose();
    await settle();
    expect(bodies(h)).toEqual([{ stdUnit: 1, parts: [0] }]);
  });

  it('tells its listeners', async () => {
    const { h, queue } = harness();
    const seen: string[] = [];
    queue.subscribe(() => seen.push(queue.snapshot().status));
    queue.add(unit, 0);
    await vi.advanceTimersByTimeAsync(1000);
    await h.answer((r) => session(r.body));
    expect([...new Set(seen)]).toEqual(['waiting', 'saving', 'idle']);
  });
});
