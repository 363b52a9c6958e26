import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@buddy/domain';
import { ApiError } from './result';
import { studiesApi, studyKeys, studyQueries } from './studies';
import { harness, json } from './test/fake-fetch';

const stored = { [STORAGE_KEYS.token]: 'member-token' };

describe('given the study home calls', () => {
  it('loads a week by posting course, step and week with the member token', async () => {
    const { api, requests } = harness(() => json({ result: {} }), stored);
    await studiesApi(api).load({ stdCourse: 'a', stdStep: 2, stdWeek: 3 });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe('http://api.test/v2/study-course/studies/load');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer member-token');
    expect(await requests[0]?.json()).toEqual({ stdCourse: 'a', stdStep: 2, stdWeek: 3 });
  });

  it.each([
    [
      'recent with the default product',
      (api: ReturnType<typeof harness>['api']) => studiesApi(api).recent(),
      '/mypage/studies/prgrs/recent?prodCd=ebp',
    ],
    [
      'review',
      (api: ReturnType<typeof harness>['api']) => studiesApi(api).review(),
      '/mypage/studies/prgrs/review',
    ],
    [
      'stats',
      (api: ReturnType<typeof harness>['api']) => studiesApi(api).stats('B', 4),
      '/mypage/studies/stats?stdCourse=B&stdStep=4',
    ],
  ])('gets %s', async (_name, send, path) => {
    const { api, requests } = harness(() => json({ result: [] }), stored);
    await send(api);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url).toBe(`http://api.test/v2${path}`);
  });

  it('keys a session by the uppercased course, so a and A share the cache', () => {
    expect(studyKeys.session('a', 1, 1)).toEqual(studyKeys.session('A', 1, 1));
    expect(studyKeys.stats('c', 2)).toEqual(['studies', 'stats', 'C', 2]);
  });

  it('has a review query that rejects with ApiError when the server fails', async () => {
    const { api } = harness(() => json({ message: '서버 오류', code: 'INTERNAL' }, 500), stored);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.fetchQuery(studyQueries.review(api))).rejects.toBeInstanceOf(ApiError);
  });

  it('has a session query that answers the result, errorState included', async () => {
    const session = { stdCourse: 'A', stdDays: [], errorState: { code: 'MANUAL_NOT_FOUND', message: 'x' } };
    const { api } = harness(() => json({ result: session }), stored);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(
      client.fetchQuery(studyQueries.session(api, { stdCourse: 'A', stdStep: 1, stdWeek: 1 })),
    ).resolves.toEqual(session);
  });
});
