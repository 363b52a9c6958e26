import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeTimers,
  outboxHarness,
  restoreTimers,
  saved,
  settle,
  type OutboxHarness,
} from '../test/outbox-harness';
import { readAttempt } from './answer-book';
import { createAnswerQueue } from './answer-queue';

const target = {
  call: 'test' as const,
  fields: { stdTstTp: 'W' as const, questnCd: 'W-A-1-1', tstCd: 'T1', usrgbn: 'member' as const },
};

function queue(h: OutboxHarness, initial = {}) {
  return createAnswerQueue({ outbox: h.outbox, target, initial });
}

beforeEach(fakeTimers);
afterEach(restoreTimers);

describe('given answers changing while the connection works', () => {
  it('applies a change at once, keeps it in the browser and sends it with the next revision', async () => {
    const h = outboxHarness();
    const q = queue(h);
    q.change(1, ['2']);
    expect(q.answersOf(1)).toEqual(['2']);
    expect(q.snapshot()).toMatchObject({ saveStates: { 1: 'saving' }, pending: 1 });
    expect(readAttempt(h.storage, 'T1')[1]).toEqual({ answrs: ['2'], rev: 1, savedRev: 0 });
    await h.answer((r) => saved(r.body));
    expect(h.sent[0]?.body).toMatchObject({ ...target.fields, questnSeq: 1, answrs: ['2'], rev: 1 });
    expect(q.snapshot()).toMatchObject({ saveStates: { 1: 'saved' }, pending: 0 });
    expect(readAttempt(h.storage, 'T1')[1]).toEqual({ answrs: ['2'], rev: 1, savedRev: 1 });
  });

  it('tells its listeners of each change and each confirmation', async () => {
    const h = outboxHarness();
    const q = queue(h);
    const seen: string[] = [];
    q.subscribe(() => seen.push(q.snapshot().saveStates[1] ?? 'none'));
    q.change(1, ['1']);
    await h.answer((r) => saved(r.body));
    expect(seen[0]).toBe('saving');
    expect(seen.at(-1)).toBe('saved');
  });
});

describe('given answers the browser kept from before a reload', () => {
  it('sends the unsaved ones at once and marks the others saved', async () => {
    const h = outboxHarness();
    const q = queue(h, {
      1: { answrs: ['1'], rev: 2, savedRev: 2 },
      2: { answrs: ['3'], rev: 4, savedRev: 1 },
    });
    expect(q.snapshot().saveStates).toEqual({ 1: 'saved', 2: 'saving' });
    await settle();
    expect(h.sent.map((r) => [r.body.questnSeq, r.body.answrs, r.body.rev])).toEqual([[2, ['3'], 4]]);
  });
});

describe('given a submit on its way', () => {
  it('flush waits for the sends on their way, at most the time given', async () => {
    const h = outboxHarness();
    const q = queue(h);
    q.change(1, ['1']);
    let flushed = false;
    const flush = q.flush(3000).then(() => {
      flushed = true;
    });
    await settle();
    expect(flushed).toBe(false);
    await h.answer((r) => saved(r.body));
    await flush;
    expect(flushed).toBe(true);

    q.change(2, ['2']);
    let second = false;
    const again = q.flush(3000).then(() => {
      second = true;
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect(second).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await again;
    expect(second).toBe(true);
  });

  it('flush does not wait while the browser is offline (the submit says so at once)', async () => {
    const h = outboxHarness();
    const q = queue(h);
    onlineManager.setOnline(false);
    q.change(1, ['1']);
    await expect(q.flush(3000)).resolves.toBeUndefined();
  });

  it('after stop the page changes nothing, and what was queued still goes', async () => {
    const h = outboxHarness();
    const q = queue(h);
    q.change(1, ['1']);
    q.stop();
    q.change(2, ['2']);
    await h.answer((r) => saved(r.body));
    expect(h.sent.map((r) => r.body.questnSeq)).toEqual([1]);
    expect(readAttempt(h.storage, 'T1')[1]?.savedRev).toBe(1);
  });
});
