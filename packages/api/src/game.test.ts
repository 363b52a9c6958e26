import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@buddy/domain';
import { gameKeys, gameQueries } from './game';
import { ApiError } from './result';
import { harness, json, testQueryClient } from './test/fake-fetch';

const signedIn = { [STORAGE_KEYS.token]: 'member-token' };

describe('given the game calls', () => {
  it('asks for a ranking by game with the member token', async () => {
    const { api, requests } = harness(() => json({ result: { rows: [] } }), signedIn);
    const options = gameQueries.ranking(api, 'sentence');
    // The cache keeps the whole answer; the page reads its result.
    const answer = await testQueryClient().fetchQuery(options);
    expect(answer).toEqual({ result: { rows: [] } });
    expect(options.select?.(answer)).toEqual({ rows: [] });
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url).toBe('http://api.test/v2/reward/game/result/ranking?gameTp=sentence');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer member-token');
    // A stored round marks this very query stale (the outbox, by gameKeys).
    expect(gameKeys.ranking('sentence')).toEqual(options.queryKey);
  });

  it('rejects the ranking of a member the game row denies with its alert', async () => {
    const { api } = harness(
      () => json({ code: 'NO_PERMISSION', message: '영어타자게임 사용권한이 없습니다' }, 403),
      signedIn,
    );
    const error = await testQueryClient()
      .fetchQuery(gameQueries.ranking(api, 'words'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('영어타자게임 사용권한이 없습니다');
  });
});
