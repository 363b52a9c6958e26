import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@buddy/domain';
import { ApiError } from './result';
import { studyQueries } from './studies';
import { studyKeys } from './study-keys';
import { harness, json, testQueryClient } from './test/fake-fetch';

type Api = ReturnType<typeof harness>['api'];

const stored = { [STORAGE_KEYS.token]: 'member-token' };

describe('given the study home calls', () => {
  it('loads a week by posting course (uppercased, as the server takes it), step and week with the member token', async () => {
    const { api, requests } = harness(() => json({ result: {} }), stored);
    await testQueryClient().fetchQuery(studyQueries.session(api, { stdCourse: 'a', stdStep: 2, stdWeek: 3 }));
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe('http://api.test/v2/study-course/studies/load');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer member-token');
    expect(await requests[0]?.json()).toEqual({ stdCourse: 'A', stdStep: 2, stdWeek: 3 });
  });

  it.each([
    [
      'recent with the default product',
      (api: Api) => testQueryClient().fetchQuery(studyQueries.recent(api)),
      '/mypage/studies/prgrs/recent?prodCd=ebp',
    ],
    [
      'review',
      (api: Api) => testQueryClient().fetchQuery(studyQueries.review(api)),
      '/mypage/studies/prgrs/review',
    ],
    [
      'stats',
      (api: Api) => testQueryClient().fetchQuery(studyQueries.stats(api, 'B', 4)),
      '/mypage/studies/stats?stdCourse=B&stdStep=4',
    ],
  ])('gets %s', async (_name, send, path) => {
    const { api, requests } = harness(() => json({ result: [] }), stored);
    await send(api);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url).toBe(`http://api.test/v2${path}`);
  });

  it('keys a session by the uppercased course, so a and A share the cache, and the daily save’s key is the query’s', () => {
    const { api } = harness(() => json({}));
    const week = (stdCourse: 'a' | 'A') => ({ stdCourse, stdStep: 1, stdWeek: 1 });
    expect(studyQueries.session(api, week('a')).queryKey).toEqual(
      studyQueries.session(api, week('A')).queryKey,
    );
    expect(studyKeys.session(week('a'))).toEqual(studyQueries.session(api, week('A')).queryKey);
    expect(studyQueries.stats(api, 'c', 2).queryKey).toEqual([
      'get',
      '/mypage/studies/stats',
      { params: { query: { stdCourse: 'C', stdStep: 2 } } },
    ]);
    expect(studyQueries.stats(api, 'c', 2).queryKey.slice(0, 2)).toEqual(studyKeys.stats());
    expect(studyQueries.recent(api).queryKey.slice(0, 2)).toEqual(studyKeys.recent());
  });

  it('has a review query that rejects with ApiError when the server fails', async () => {
    const { api } = harness(() => json({ message: '서버 오류', code: 'INTERNAL' }, 500), stored);
    await expect(testQueryClient().fetchQuery(studyQueries.review(api))).rejects.toBeInstanceOf(ApiError);
  });

  it('has a session query that answers the result, errorState included', async () => {
    const session = { stdCourse: 'A', stdDays: [], errorState: { code: 'MANUAL_NOT_FOUND', message: 'x' } };
    const { api } = harness(() => json({ result: session }), stored);
    const options = studyQueries.session(api, { stdCourse: 'A', stdStep: 1, stdWeek: 1 });
    // The cache keeps the whole answer; the page reads its result.
    const answer = await testQueryClient().fetchQuery(options);
    expect(answer).toEqual({ result: session });
    expect(options.select?.(answer)).toEqual(session);
  });
});
