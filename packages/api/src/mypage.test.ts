import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@buddy/domain';
import { pathKey } from './core';
import {
  mypageQueries,
  normaliseAttemptParams,
  normaliseRecordingParams,
  RECORDING_LINKS_REFRESH_MS,
} from './mypage';
import { ApiError } from './result';
import { harness, json, testQueryClient as client } from './test/fake-fetch';

const stored = { [STORAGE_KEYS.token]: 'member-token' };
type Api = ReturnType<typeof harness>['api'];

describe('given my page study calls', () => {
  it.each([
    [
      'attendance',
      (api: Api) => client().fetchQuery(mypageQueries.attendance(api, '202603')),
      '/mypage/studies/atndn?srchYyMm=202603',
    ],
    [
      'learning',
      (api: Api) => client().fetchQuery(mypageQueries.learning(api, '202602')),
      '/mypage/studies/learning?srchYyMm=202602',
    ],
    [
      'report',
      (api: Api) => client().fetchQuery(mypageQueries.report(api, '202512')),
      '/mypage/studies/report?srchYyMm=202512',
    ],
    [
      'recordings (first page)',
      (api: Api) => client().fetchQuery(mypageQueries.recordings(api)),
      '/mypage/studies/ptflo',
    ],
    [
      'recordings (page, search and course)',
      (api: Api) =>
        client().fetchQuery(mypageQueries.recordings(api, { pageNo: 2, srchText: ' A-1 ', stdCourse: 'b' })),
      '/mypage/studies/ptflo?pageNo=2&srchText=A-1&stdCourse=B',
    ],
    [
      'attempts (first page)',
      (api: Api) => client().fetchQuery(mypageQueries.attempts(api)),
      '/mypage/tests/attempts',
    ],
    [
      'attempts (a page of one paper)',
      (api: Api) => client().fetchQuery(mypageQueries.attempts(api, { pageNo: 3, questnCd: ' w-a-1-1 ' })),
      '/mypage/tests/attempts?pageNo=3&questnCd=W-A-1-1',
    ],
  ])('gets %s with the member token', async (_name, send, path) => {
    const { api, requests } = harness(() => json({ result: [] }), stored);
    await send(api);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url).toBe(`http://api.test/v2${path}`);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer member-token');
  });

  it('keys a first page, blank search and all courses as one list', () => {
    const { api } = harness(() => json({}));
    const recordings = (params?: Parameters<typeof mypageQueries.recordings>[1]) =>
      mypageQueries.recordings(api, params).queryKey;
    expect(normaliseRecordingParams({ pageNo: 1, srchText: '  ', stdCourse: '' })).toEqual({});
    expect(recordings({ pageNo: 1 })).toEqual(recordings());
    expect(recordings({ stdCourse: 'c' })).toEqual(recordings({ stdCourse: 'C' }));
    expect(normaliseAttemptParams({ pageNo: 1, questnCd: ' ' })).toEqual({});
    expect(mypageQueries.attempts(api, { pageNo: 1 }).queryKey).toEqual(mypageQueries.attempts(api).queryKey);
    expect(mypageQueries.report(api, '202603').queryKey).toEqual([
      'get',
      '/mypage/studies/report',
      { params: { query: { srchYyMm: '202603' } } },
    ]);
  });

  it('keeps every recordings page under its path, which a new recording marks stale', async () => {
    const { api } = harness(() => json({}));
    const queryClient = client();
    const page2 = mypageQueries.recordings(api, { pageNo: 2 }).queryKey;
    queryClient.setQueryData(page2, {
      page: { pageNo: 2, pageRow: 10, totalCount: 11 },
      search: { srchTp: 'FN', srchText: '', stdCourse: '' },
      result: [],
      navigation: { first: 1, last: 2 },
      allDownload: null,
    });
    await queryClient.invalidateQueries({ queryKey: pathKey('/mypage/studies/ptflo'), refetchType: 'none' });
    expect(queryClient.getQueryState(page2)?.isInvalidated).toBe(true);
  });

  it('refreshes the recordings before their five-minute links expire', () => {
    const options = mypageQueries.recordings(harness(() => json({})).api);
    expect(options.refetchInterval).toBe(RECORDING_LINKS_REFRESH_MS);
    expect(RECORDING_LINKS_REFRESH_MS).toBeLessThan(5 * 60_000);
  });

  it('answers the report result, and rejects with ApiError on a failure', async () => {
    const report = { srchYyMm: '202603', examScore: 90 };
    const ok = harness(() => json({ result: report }), stored);
    const queryClient = client();
    const options = mypageQueries.report(ok.api, '202603');
    const answer = await queryClient.fetchQuery(options);
    expect(answer).toEqual({ result: report });
    expect(options.select?.(answer)).toEqual(report);
    const failing = harness(() => json({ message: '서버 오류', code: 'INTERNAL' }, 500), stored);
    await expect(
      queryClient.fetchQuery(mypageQueries.attendance(failing.api, '202604')),
    ).rejects.toBeInstanceOf(ApiError);
  });
});
