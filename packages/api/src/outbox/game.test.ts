import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GAME_REFUSAL_MESSAGES, STORAGE_KEYS } from '@buddy/domain';
import { gameKeys } from '../game';
import { ApiError } from '../result';
import { memoryStorage } from '../storage';
import { json } from '../test/fake-fetch';
import { failure, fakeTimers, outboxHarness, restoreTimers, settle } from '../test/outbox-harness';
import { OUTBOX_STORAGE_KEY } from './storage-key';

const round = {
  roundId: '0b7f6c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e',
  gameTp: 'words' as const,
  lines: [{ prompt: 'apple', typed: 'apple', ms: 3000 }],
};
const stored = (body: Record<string, unknown>) =>
  json({
    result: {
      resultNo: 7,
      gameTp: body.gameTp,
      cpm: 100,
      accuracy: 100,
      score: 100,
      best: true,
      rank: 1,
      createdAt: 1,
    },
  });

beforeEach(fakeTimers);
afterEach(restoreTimers);

describe('given a typing-game round in the outbox (ADR 031)', () => {
  it('sends it with the member token and answers what the server reckoned; the ranking is asked for again', async () => {
    const h = outboxHarness();
    h.client.setQueryData(gameKeys.ranking('words'), { result: { rows: [] } });
    const sent = h.outbox.sendGame(round);
    await settle();
    expect(h.sent[0]).toMatchObject({
      path: '/v2/reward/game/result',
      body: round,
      authorization: 'Bearer member-token',
    });
    await h.answer((r) => stored(r.body));
    await expect(sent).resolves.toMatchObject({ resultNo: 7, score: 100, best: true });
    expect(h.client.getQueryState(gameKeys.ranking('words'))?.isInvalidated).toBe(true);
  });

  it('tries a failed send again, the same round, until the server has it', async () => {
    const h = outboxHarness();
    const sent = h.outbox.sendGame(round);
    await h.answer(() => failure(503));
    await vi.advanceTimersByTimeAsync(1000);
    await h.answer(() => new Error('offline'));
    await vi.advanceTimersByTimeAsync(2000);
    await h.answer((r) => stored(r.body));
    await expect(sent).resolves.toMatchObject({ resultNo: 7 });
    expect(h.sent.map((r) => r.body.roundId)).toEqual([round.roundId, round.roundId, round.roundId]);
  });

  it('gives up on a round the server refuses, with its message', async () => {
    const h = outboxHarness();
    const sent = h.outbox.sendGame(round);
    const refused = sent.catch((error: unknown) => error);
    await h.answer(() => json({ code: 'GAME_TOO_FAST', message: GAME_REFUSAL_MESSAGES.GAME_TOO_FAST }, 400));
    const error = await refused;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(GAME_REFUSAL_MESSAGES.GAME_TOO_FAST);
    expect(h.sent).toHaveLength(1);
  });

  it('keeps a round sent offline across a reload and sends it once online', async () => {
    const storage = memoryStorage({ [STORAGE_KEYS.token]: 'member-token' });
    const first = outboxHarness(storage);
    onlineManager.setOnline(false);
    void first.outbox.sendGame(round).catch(() => undefined);
    await settle();
    expect(JSON.parse(storage.getItem(OUTBOX_STORAGE_KEY) ?? '{}').mutations).toHaveLength(1);
    const second = first.reload();
    await second.outbox.restore();
    onlineManager.setOnline(true);
    await settle();
    expect(second.sent[0]?.body).toEqual(round);
    await second.answer((r) => stored(r.body));
    expect(storage.getItem(OUTBOX_STORAGE_KEY)).toBeNull();
  });

  it('drops a round still waiting when the member signs out', async () => {
    const h = outboxHarness();
    onlineManager.setOnline(false);
    void h.outbox.sendGame(round).catch(() => undefined);
    await settle();
    expect(h.outbox.mutations('game')).toHaveLength(1);
    h.outbox.clear();
    expect(h.outbox.mutations('game')).toHaveLength(0);
    onlineManager.setOnline(true);
  });
});
