import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@buddy/domain';
import {
  mypageApi,
  mypageKeys,
  mypageQueries,
  normaliseRecordingParams,
  RECORDING_LINKS_REFRESH_MS,
} from './mypage';
import { ApiError } from './result';
import { harness, json } from './test/fake-fetch';

const stored = { [STORAGE_KEYS.token]: 'member-token' };
type Api = ReturnType<typeof harness>['api'];

describe('given my page study calls', () => {
  it.each([
    [
      'attendance',
      (api: Api) => mypageApi(api).attendance('202603'),
      '/mypage/studies/atndn?srchYyMm=202603',
    ],
    ['learning', (api: Api) => mypageApi(api).learning('202602'), '/mypage/studies/learning?srchYyMm=202602'],
    ['report', (api: Api) => mypageApi(api).report('202512'), '/mypage/studies/report?srchYyMm=202512'],
    ['recordings (first page)', (api: Api) => mypageApi(api).recordings(), '/mypage/studies/ptflo'],
    [
      'recordings (page, search and course)',
      (api: Api) => mypageApi(api).recordings({ pageNo: 2, srchText: ' A-1 ', stdCourse: 'b' }),
      '/mypage/studies/ptflo?pageNo=2&srchText=A-1&stdCourse=B',
    ],
  ])('gets %s with the member token', async (_name, send, path) => {
    const { api, requests } = harness(() => json({ result: [] }), stored);
    await send(api);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url).toBe(`http://api.test/v2${path}`);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer member-token');
  });

  it('keys a first page, blank search and all courses as one list', () => {
    expect(normaliseRecordingParams({ pageNo: 1, srchText: '  ', stdCourse: '' })).toEqual({});
    expect(mypageKeys.recordings({ pageNo: 1 })).toEqual(mypageKeys.recordings());
    expect(mypageKeys.recordings({ stdCourse: 'c' })).toEqual(mypageKeys.recordings({ stdCourse: 'C' }));
    expect(mypageKeys.report('202603')).toEqual(['mypage-studies', 'report', '202603']);
  });

  it('refreshes the recordings before their five-minute links expire', () => {
    const options = mypageQueries.recordings(harness(() => json({})).api);
    expect(options.refetchInterval).toBe(RECORDING_LINKS_REFRESH_MS);
    expect(RECORDING_LINKS_REFRESH_MS).toBeLessThan(5 * 60_000);
  });

  it('answers the report result, and rejects with ApiError on a failure', async () => {
    const report = { srchYyMm: '202603', examScore: 90 };
    const ok = harness(() => json({ result: report }), stored);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.fetchQuery(mypageQueries.report(ok.api, '202603'))).resolves.toEqual(report);
    const failing = harness(() => json({ message: '서버 오류', code: 'INTERNAL' }, 500), stored);
    await expect(client.fetchQuery(mypageQueries.attendance(failing.api, '202604'))).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});
