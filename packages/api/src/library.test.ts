import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { resetMemberQueries } from './auth';
import { STORAGE_KEYS } from '@buddy/domain';
import { libraryApi, libraryKeys, libraryQueries, normaliseLibraryParams } from './library';
import { ApiError } from './result';
import { harness, json } from './test/fake-fetch';

const NO_VIDEOS = { code: 'NO_PERMISSION', message: '동영상 사용권한이 없습니다' };
const page = { page: { pageNo: 1, pageRow: 6, totalCount: 0 }, search: {}, preview: false, result: [] };

describe('given the library calls', () => {
  it('asks for a page of a type with the search and the sound sources filter, leaving out the defaults', async () => {
    const { api, requests } = harness(() => json(page));
    await libraryApi(api).list('audios', 'ebb', {
      pageNo: 2,
      srchTp: 'T',
      srchText: ' hello ',
      srchStdCourse: 'B',
      srchStdStep: 3,
    });
    await libraryApi(api).list('animations', 'ani', {
      pageNo: 1,
      srchTp: 'TD',
      srchText: '  ',
      srchStdCourse: '',
    });
    expect(requests.map((request) => request.url)).toEqual([
      'http://api.test/v2/buddy-lib/audios/ebb?pageNo=2&srchText=hello&srchTp=T&srchStdCourse=B&srchStdStep=3',
      'http://api.test/v2/buddy-lib/animations/ani',
    ]);
  });

  it('sends the token when there is one, and none when signed out', async () => {
    const signedIn = harness(() => json(page), { [STORAGE_KEYS.token]: 'member-token' });
    await libraryApi(signedIn.api).animation('sng', 12);
    expect(signedIn.requests[0]?.url).toBe('http://api.test/v2/buddy-lib/animations/sng/12');
    expect(signedIn.requests[0]?.headers.get('Authorization')).toBe('Bearer member-token');
    const signedOut = harness(() => json(page));
    await libraryApi(signedOut.api).list('animations', 'ani');
    expect(signedOut.requests[0]?.headers.get('Authorization')).toBeNull();
  });

  it('rejects a denied list with the row alert the server sent', async () => {
    const { api } = harness(() => json(NO_VIDEOS, 403));
    const failure = await new QueryClient()
      .fetchQuery(libraryQueries.list(api, 'animations', 'ani'))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(403);
    expect((failure as ApiError).message).toBe('동영상 사용권한이 없습니다');
  });

  it('keys pages by their normalised parameters, and forgets every answer with the member', async () => {
    expect(libraryKeys.list('word', 'wd', { pageNo: 1, srchText: '' })).toEqual(
      libraryKeys.list('word', 'wd'),
    );
    expect(normaliseLibraryParams({ srchTp: 'D' })).toEqual({});
    const client = new QueryClient();
    client.setQueryData(libraryKeys.list('word', 'wd'), page);
    client.setQueryData(libraryKeys.animation('ani', 3), page);
    resetMemberQueries(client);
    expect(client.getQueryData(libraryKeys.list('word', 'wd'))).toBeUndefined();
    expect(client.getQueryData(libraryKeys.animation('ani', 3))).toBeUndefined();
  });
});
