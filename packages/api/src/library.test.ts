import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { resetMemberQueries } from './auth';
import type { LibraryDetail, LibraryList } from '@buddy/contract';
import { STORAGE_KEYS } from '@buddy/domain';
import { libraryQueries, normaliseLibraryParams } from './library';
import { ApiError } from './result';
import { harness, json } from './test/fake-fetch';

const NO_VIDEOS = { code: 'NO_PERMISSION', message: '동영상 사용권한이 없습니다' };
const page: LibraryList = {
  page: { pageNo: 1, pageRow: 6, totalCount: 0 },
  search: { srchTp: 'TD', srchText: '', srchStdCourse: '', srchStdStep: null, srchStdWeek: null },
  preview: false,
  result: [],
};
const video: LibraryDetail = {
  item: {
    libNo: 12,
    libTp: 'sng',
    title: 'Hello Song',
    titleKo: '안녕 노래',
    summary: '인사 노래',
    thumbnail: null,
    stdCourse: 'A',
    stdStep: 1,
    stdWeek: 1,
    audioUrl: null,
    durationMs: 60_000,
    slideCount: 0,
    slides: [],
    worksheetUrl: null,
    answerUrl: null,
  },
  prev: null,
  next: null,
};

describe('given the library calls', () => {
  it('asks for a page of a type with the search and the sound sources filter, leaving out the defaults', async () => {
    const { api, requests } = harness(() => json(page));
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(
      libraryQueries.list(api, 'audios', 'ebb', {
        pageNo: 2,
        srchTp: 'T',
        srchText: ' hello ',
        srchStdCourse: 'B',
        srchStdStep: 3,
      }),
    );
    await queryClient.fetchQuery(
      libraryQueries.list(api, 'animations', 'ani', {
        pageNo: 1,
        srchTp: 'TD',
        srchText: '  ',
        srchStdCourse: '',
      }),
    );
    expect(requests.map((request) => request.url)).toEqual([
      'http://api.test/v2/buddy-lib/audios/ebb?pageNo=2&srchText=hello&srchTp=T&srchStdCourse=B&srchStdStep=3',
      'http://api.test/v2/buddy-lib/animations/ani',
    ]);
  });

  it('sends the token when there is one, and none when signed out', async () => {
    const signedIn = harness(() => json({ result: video }), { [STORAGE_KEYS.token]: 'member-token' });
    const options = libraryQueries.animation(signedIn.api, 'sng', 12);
    const answer = await new QueryClient().fetchQuery(options);
    expect(signedIn.requests[0]?.url).toBe('http://api.test/v2/buddy-lib/animations/sng/12');
    expect(signedIn.requests[0]?.headers.get('Authorization')).toBe('Bearer member-token');
    expect(answer).toEqual({ result: video });
    expect(options.select?.(answer)).toEqual(video);
    const signedOut = harness(() => json(page));
    await new QueryClient().fetchQuery(libraryQueries.list(signedOut.api, 'animations', 'ani'));
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
    const { api } = harness(() => json(page));
    const list = libraryQueries.list(api, 'word', 'wd').queryKey;
    const animation = libraryQueries.animation(api, 'ani', 3).queryKey;
    expect(libraryQueries.list(api, 'word', 'wd', { pageNo: 1, srchText: '' }).queryKey).toEqual(list);
    expect(normaliseLibraryParams({ srchTp: 'D' })).toEqual({});
    const client = new QueryClient();
    client.setQueryData(list, page);
    client.setQueryData(animation, { result: video });
    resetMemberQueries(client);
    expect(client.getQueryData(list)).toBeUndefined();
    expect(client.getQueryData(animation)).toBeUndefined();
  });
});
