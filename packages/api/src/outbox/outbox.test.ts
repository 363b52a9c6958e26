import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, STORAGE_PREFIX } from '@buddy/domain';
import { memoryStorage } from '../storage';
import {
  failure,
  fakeTimers,
  outboxHarness,
  restoreTimers,
  saved,
  session,
  settle,
  type OutboxHarness,
} from '../test/outbox-harness';
import { createAnswerQueue, type AnswerQueue } from './answer-queue';
import { outboxRetry } from './outbox';
import { clearStoredOutbox, OUTBOX_STORAGE_KEY } from './storage-key';
import { ApiError } from '../result';

const fields = { stdTstTp: 'W' as const, questnCd: 'W-A-1-1', tstCd: 'T1', usrgbn: 'member' as const };
const unit = { stdCourse: 'A' as const, stdStep: 1, stdWeek: 1, stdDay: 1, stdUnit: 1 };

function queueOf(h: OutboxHarness, tstCd = 'T1'): AnswerQueue {
  return createAnswerQueue({
    outbox: h.outbox,
    target: { call: 'test', fields: { ...fields, tstCd } },
    initial: {},
  });
}

const summary = (h: OutboxHarness) =>
  h.sent.map(({ path, body }) =>
    path === 'tests/answers'
      ? `${String(body.tstCd)} q${String(body.questnSeq)} r${String(body.rev)}`
      : `${path}`,
  );

beforeEach(fakeTimers);
afterEach(restoreTimers);

describe('given sends of one attempt and of another scope', () => {
  it('runs an attempt’s sends one after another, in order, while another scope goes alongside', async () => {
    const h = outboxHarness();
    const q = queueOf(h);
    q.change(1, ['1']);
    q.change(2, ['2']);
    void h.outbox.sendProgress({ ...unit, parts: [0] });
    await settle();
    // The attempt's second save waits for its first; the unit's progress does not wait for either.
    expect(summary(h)).toEqual(['T1 q1 r1', 'studies/prgrs']);
    await h.answer(
      (r) => saved(r.body),
      (r) => r.path === 'tests/answers',
    );
    expect(summary(h)).toEqual(['T1 q1 r1', 'studies/prgrs', 'T1 q2 r1']);
    await h.answer(
      (r) => session(r.body),
      (r) => r.path === 'studies/prgrs',
    );
    await h.answer((r) => saved(r.body));
    expect(q.snapshot()).toMatchObject({ saveStates: { 1: 'saved', 2: 'saved' }, pending: 0 });
  });

  it('sends the member token, and a visitor’s own token for a visitor’s answers', async () => {
    const h = outboxHarness(undefined, { visitorToken: (id) => (id === 'C1' ? 'visitor-token' : null) });
    const visitor = createAnswerQueue({
      outbox: h.outbox,
      target: { call: 'test', fields: { ...fields, tstCd: 'T9', usrgbn: 'user', lvtCdtId: 'C1' } },
      initial: {},
    });
    queueOf(h).change(1, ['1']);
    visitor.change(1, ['2']);
    await settle();
    expect(h.sent.map((r) => r.authorization)).toEqual(['Bearer member-token', 'Bearer visitor-token']);
  });
});

describe('given a send that fails', () => {
  it('tries again after 1 s, then 2 s, then 4 s, and shows the answer offline meanwhile', async () => {
    const h = outboxHarness();
    const q = queueOf(h);
    q.change(1, ['1']);
    await h.answer(() => failure(503));
    expect(q.snapshot().saveStates[1]).toBe('offline');
    await vi.advanceTimersByTimeAsync(999);
    expect(h.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await h.answer(() => failure(500));
    await vi.advanceTimersByTimeAsync(1999);
    expect(h.sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await h.answer(() => failure(429));
    await vi.advanceTimersByTimeAsync(3999);
    expect(h.sent).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    await h.answer((r) => saved(r.body));
    expect(h.sent).toHaveLength(4);
    expect(q.snapshot().saveStates[1]).toBe('saved');
  });

  it('gives up on a refusal the server would repeat, keeps the answer shown as not saved, and sends the next change', async () => {
    const h = outboxHarness();
    const q = queueOf(h);
    q.change(1, ['1']);
    await h.answer(() => failure(400));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.sent).toHaveLength(1);
    expect(q.snapshot().saveStates[1]).toBe('offline');
    expect(q.answersOf(1)).toEqual(['1']);
    q.change(1, ['2']);
    await h.answer((r) => saved(r.body));
    expect(summary(h)).toEqual(['T1 q1 r1', 'T1 q1 r2']);
    expect(q.snapshot().saveStates[1]).toBe('saved');
  });

  it('stops sending an attempt the server closed (409)', async () => {
    const h = outboxHarness();
    const q = queueOf(h);
    q.change(1, ['1']);
    q.change(2, ['2']);
    await h.answer(() => failure(409));
    await vi.advanceTimersByTimeAsync(60_000);
    q.change(3, ['3']);
    await settle();
    expect(summary(h)).toEqual(['T1 q1 r1']);
  });

  it.each<[string, unknown, boolean]>([
    ['no answer', new ApiError({ status: 0, data: undefined, error: { message: '' } }), true],
    ['a server error', new ApiError({ status: 502, data: undefined, error: { message: '' } }), true],
    ['a refusal', new ApiError({ status: 403, data: undefined, error: { message: '' } }), false],
    ['an unexpected throw', new TypeError('x'), true],
  ])('%s is retried: %s', (_name, error, retried) => {
    expect(outboxRetry(7, error)).toBe(retried);
  });
});

describe('given the browser offline', () => {
  it('keeps the sends paused, shows them offline, and sends them in order once online', async () => {
    const h = outboxHarness();
    const q = queueOf(h);
    onlineManager.setOnline(false);
    q.change(1, ['1']);
    q.change(2, ['2']);
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.sent).toHaveLength(0);
    expect(q.snapshot().saveStates).toEqual({ 1: 'offline', 2: 'offline' });
    onlineManager.setOnline(true);
    await h.answer((r) => saved(r.body));
    await h.answer((r) => saved(r.body));
    expect(summary(h)).toEqual(['T1 q1 r1', 'T1 q2 r1']);
    expect(q.snapshot().saveStates).toEqual({ 1: 'saved', 2: 'saved' });
  });

  it('a send that failed goes again once online', async () => {
    const h = outboxHarness();
    const q = queueOf(h);
    q.change(1, ['1']);
    await h.answer(() => new TypeError('Failed to fetch'));
    onlineManager.setOnline(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.sent).toHaveLength(1);
    onlineManager.setOnline(true);
    await h.answer((r) => saved(r.body));
    expect(q.snapshot().saveStates[1]).toBe('saved');
  });
});

describe('given a page reloaded with sends still waiting', () => {
  it('restores them from storage into the new client and sends them, in order, once online', async () => {
    const storage = memoryStorage({ [STORAGE_KEYS.token]: 'member-token' });
    const first = outboxHarness(storage);
    onlineManager.setOnline(false);
    const q = queueOf(first);
    q.change(1, ['1']);
    q.change(2, ['2']);
    q.change(1, ['3']);
    void first.outbox.sendProgress({ ...unit, parts: [0, 2] });
    await settle();
    // The progress waits as a mutation; the answers wait once, in their attempt's book, which the outbox names.
    const stored = JSON.parse(storage.getItem(OUTBOX_STORAGE_KEY) ?? '{}') as {
      mutations: unknown[];
      attempts: string[];
    };
    expect(stored.mutations).toHaveLength(1);
    expect(stored.attempts).toEqual(['T1']);

    const second = first.reload();
    await second.outbox.restore();
    await settle();
    expect(second.sent).toHaveLength(0);
    onlineManager.setOnline(true);
    await settle();
    // Only each question's latest revision goes: q1 r2, then q2 r1 in the attempt's scope.
    // The attempt's scope and the unit's scope go side by side, in no set order.
    expect([...summary(second)].sort()).toEqual(['T1 q1 r2', 'studies/prgrs']);
    expect(second.sent.find((r) => r.path === 'tests/answers')?.body).toMatchObject({
      answrs: ['3'],
      rev: 2,
    });
    await second.answer(
      (r) => saved(r.body),
      (r) => r.path === 'tests/answers',
    );
    await second.answer((r) => session(r.body));
    await second.answer((r) => saved(r.body));
    expect(summary(second).at(-1)).toBe('T1 q2 r1');
    expect(second.sent.find((r) => r.path === 'studies/prgrs')?.body).toMatchObject({
      parts: [0, 2],
      stdUnit: 1,
    });
    expect(second.outbox.book('T1').entries()).toEqual({
      1: { answrs: ['3'], rev: 2, savedRev: 2 },
      2: { answrs: ['2'], rev: 1, savedRev: 1 },
    });
    second.outbox.forgetAttempt('T1');
    expect(storage.getItem(OUTBOX_STORAGE_KEY)).toBeNull();
  });

  it('keeps each answer once: the outbox stores no answer, and an answer saved at once writes storage once', async () => {
    const storage = memoryStorage({ [STORAGE_KEYS.token]: 'member-token' });
    const h = outboxHarness(storage);
    const q = queueOf(h);
    const setItem = vi.spyOn(storage, 'setItem');
    q.change(1, ['secret answer']);
    await h.answer((r) => saved(r.body));
    expect(q.snapshot().saveStates[1]).toBe('saved');
    // The change and the confirmation each write the book; the send itself writes nothing.
    const writes = setItem.mock.calls.map(([key]) => key);
    expect(writes.filter((key) => key === OUTBOX_STORAGE_KEY)).toEqual([]);
    expect(writes).toEqual(['buddy.test.T1', 'buddy.test.T1']);
    expect(storage.getItem(OUTBOX_STORAGE_KEY) ?? '').not.toContain('secret answer');
    // While it waits offline, the outbox still names only the attempt.
    onlineManager.setOnline(false);
    q.change(1, ['another']);
    await settle();
    expect(storage.getItem(OUTBOX_STORAGE_KEY) ?? '').not.toContain('another');
  });

  it('sends nothing of a signed-out member’s attempt on the next page', async () => {
    const storage = memoryStorage({ [STORAGE_KEYS.token]: 'member-token' });
    const first = outboxHarness(storage);
    onlineManager.setOnline(false);
    queueOf(first).change(1, ['1']);
    await settle();
    first.outbox.clear();
    const second = first.reload();
    await second.outbox.restore();
    onlineManager.setOnline(true);
    await settle();
    expect(second.sent).toHaveLength(0);
  });

  it('brings back, once, what an earlier version left under its old key, and keeps it under the prefixed one', async () => {
    const storage = memoryStorage({ [STORAGE_KEYS.token]: 'member-token' });
    const first = outboxHarness(storage);
    onlineManager.setOnline(false);
    void first.outbox.sendProgress({ ...unit, parts: [1] });
    await settle();
    // As an earlier version stored it.
    const left = storage.getItem(OUTBOX_STORAGE_KEY) ?? '';
    storage.removeItem(OUTBOX_STORAGE_KEY);
    storage.setItem('buddy.outbox', left);
    expect(OUTBOX_STORAGE_KEY.startsWith(STORAGE_PREFIX)).toBe(true);

    const second = first.reload();
    await second.outbox.restore();
    expect(storage.getItem('buddy.outbox')).toBeNull();
    onlineManager.setOnline(true);
    await settle();
    expect(summary(second)).toEqual(['studies/prgrs']);
    await second.answer((r) => session(r.body));
    expect(storage.getItem(OUTBOX_STORAGE_KEY)).toBeNull();
  });

  it('a sign-out forgets the outbox under every key it may be kept', () => {
    const storage = memoryStorage({ [OUTBOX_STORAGE_KEY]: '{}', 'buddy.outbox': '{}', other: 'kept' });
    clearStoredOutbox(storage);
    expect(storage.getItem(OUTBOX_STORAGE_KEY)).toBeNull();
    expect(storage.getItem('buddy.outbox')).toBeNull();
    expect(storage.getItem('other')).toBe('kept');
  });

  it('a stored outbox that does not read as ours is ignored', async () => {
    const storage = memoryStorage({
      [OUTBOX_STORAGE_KEY]: JSON.stringify({
        mutations: [
          { mutationKey: ['auth', 'login'], scope: { id: 'x' }, state: { variables: {} } },
          {
            mutationKey: ['outbox', 'answer'],
            scope: { id: 'answer:T1' },
            state: { variables: { call: 'x' } },
          },
        ],
      }),
    });
    const h = outboxHarness(storage);
    await h.outbox.restore();
    expect(h.client.getMutationCache().getAll()).toHaveLength(0);
    const broken = outboxHarness(memoryStorage({ [OUTBOX_STORAGE_KEY]: '{not json' }));
    await expect(broken.outbox.restore()).resolves.toBeUndefined();
  });
});

describe('given answers changing faster than they are saved', () => {
  it('sends only the newest answer of a burst of changes', async () => {
    const h = outboxHarness();
    const q = queueOf(h);
    q.change(1, ['1']);
    q.change(1, ['2']);
    q.change(1, ['3']);
    await h.answer((r) => saved(r.body));
    expect(summary(h)).toEqual(['T1 q1 r3']);
    expect(h.sent[0]?.body.answrs).toEqual(['3']);
    expect(q.snapshot().saveStates[1]).toBe('saved');
  });

  it('sends only the newest answer of a question after the one on its way (latest wins)', async () => {
    const h = outboxHarness();
    const q = queueOf(h);
    q.change(1, ['1']);
    await settle();
    q.change(1, ['2']);
    q.change(1, ['3']);
    expect(q.snapshot().saveStates[1]).toBe('saving');
    await h.answer((r) => saved(r.body));
    await h.answer((r) => saved(r.body));
    expect(summary(h)).toEqual(['T1 q1 r1', 'T1 q1 r3']);
    expect(h.sent[1]?.body.answrs).toEqual(['3']);
  });

  it('a failing older send retried later never goes after a newer answer', async () => {
    const h = outboxHarness();
    const q = queueOf(h);
    q.change(1, ['1']);
    await h.answer(() => failure(503));
    q.change(1, ['2']);
    await vi.advanceTimersByTimeAsync(1000);
    await h.answer((r) => saved(r.body));
    expect(summary(h)).toEqual(['T1 q1 r1', 'T1 q1 r2']);
    expect(q.snapshot().saveStates[1]).toBe('saved');
    expect(q.answersOf(1)).toEqual(['2']);
  });

  it('shows the answer the server kept from another tab, and the next change here goes above it (issue 30, defect 3)', async () => {
    const h = outboxHarness();
    const q = queueOf(h);
    q.change(1, ['3']);
    // Tab A saved ① first at the same revision: the server kept it.
    await h.answer(() => saved({ questnSeq: 1, rev: 1, answrs: ['1'] }));
    await settle();
    expect(summary(h)).toEqual(['T1 q1 r1']);
    expect(q.snapshot().answers[1]).toEqual(['1']);
    expect(q.snapshot().saveStates[1]).toBe('saved');
    expect(q.snapshot().keptElsewhere).toEqual([1]);
    q.change(1, ['2']);
    await h.answer((r) => saved(r.body));
    expect(summary(h).at(-1)).toBe('T1 q1 r2');
    expect(q.snapshot().keptElsewhere).toEqual([]);
    expect(q.snapshot().answers[1]).toEqual(['2']);
  });

  it('takes the revision the server holds of the same answer, so the next change here is above it', async () => {
    const h = outboxHarness();
    const q = queueOf(h);
    q.change(1, ['1']);
    await h.answer(() => saved({ questnSeq: 1, rev: 7, answrs: ['1'] }));
    await settle();
    expect(q.snapshot().saveStates[1]).toBe('saved');
    expect(q.snapshot().keptElsewhere).toEqual([]);
    q.change(1, ['2']);
    await settle();
    expect(summary(h).at(-1)).toBe('T1 q1 r8');
  });
});

describe('given an attempt whose result is stored', () => {
  it('forgets its browser copy and drops its sends still waiting', async () => {
    const h = outboxHarness();
    onlineManager.setOnline(false);
    const q = queueOf(h);
    q.change(1, ['1']);
    await settle();
    h.outbox.forgetAttempt('T1');
    onlineManager.setOnline(true);
    await settle();
    expect(h.sent).toHaveLength(0);
    expect(h.storage.getItem('buddy.test.T1')).toBeNull();
    expect(h.storage.getItem(OUTBOX_STORAGE_KEY)).toBeNull();
  });

  it('clear drops everything waiting (a member signs out)', async () => {
    const h = outboxHarness();
    onlineManager.setOnline(false);
    void h.outbox.sendProgress({ ...unit, parts: [1] });
    await settle();
    h.outbox.clear();
    onlineManager.setOnline(true);
    await settle();
    expect(h.sent).toHaveLength(0);
    expect(h.storage.getItem(OUTBOX_STORAGE_KEY)).toBeNull();
  });
});
