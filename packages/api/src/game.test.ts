import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@buddy/domain';
import { gameApi, gameQueries } from './game';
import { ApiError } from './result';
import { harness, json } from './test/fake-fetch';

const signedIn = { [STORAGE_KEYS.token]: 'member-token' };

describe('given the game calls', () => {
  it('asks for a ranking by game with the member token', async () => {
    const { api, requests } = harness(() => json({ result: { rows: [] } }), signedIn);
    await gameApi(api).ranking('sentence');
    expect(requests[0]?.url).toBe('http://api.test/v2/reward/game/result/ranking?gameTp=sentence');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer member-token');
  });

  it('rejects the ranking of a member the game row denies with its alert', async () => {
    const { api } = harness(
      () => json({ code: 'NO_PERMISSION', message: '영어타자게임 사용권한이 없습니다' }, 403),
      signedIn,
    );
    const error = await new QueryClient()
      .fetchQuery(gameQueries.ranking(api, 'words'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('영어타자게임 사용권한이 없습니다');
  });
});
