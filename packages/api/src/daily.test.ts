import { describe, expect, it } from 'vitest';
import type { QueryKey } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@buddy/domain';
import { dailyMutations, dailyQueries, videoTicketOf, type RecordingUploadInput } from './daily';
import { ApiError } from './result';
import { studyQueries } from './studies';
import { rewardQueries } from './reward';
import { mypageQueries } from './mypage';
import { harness, json, mutate, testQueryClient } from './test/fake-fetch';

const stored = { [STORAGE_KEYS.token]: 'member-token' };
const TICKET = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const SLIDES = [
  { image: '/content/a.svg', text: 'Hi', ko: '안녕', audio: '/content/a.ogg', durationMs: 3000 },
];
describe('given the sample day a visitor tries (ADR 047)', () => {
  it('reads it with one GET and no token, and its query rejects with the server message', async () => {
    const day = { stdDay: 1, title: 'Day 1', prgssRate: 0, stdUnits: [] };
    const sample = { stdCourse: 'A', stdStep: 1, stdWeek: 1, title: 'My Family', day, shows: [] };
    const { api, requests } = harness(() => json({ result: sample }), stored);
    const options = dailyQueries.sampleDay(api);
    // The cache keeps the whole answer; the page reads its result.
    const answer = await testQueryClient().fetchQuery(options);
    expect(answer).toEqual({ result: sample });
    expect(options.select?.(answer)).toEqual(sample);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET http://api.test/v2/study-course/sample/day',
    ]);
    expect(requests[0]?.headers.has('Authorization')).toBe(false);

    const failing = harness(() =>
      json({ code: 'MANUAL_NOT_FOUND', message: '학습 매뉴얼을 찾을 수 없습니다.' }, 404),
    );
    await expect(testQueryClient().fetchQuery(dailyQueries.sampleDay(failing.api))).rejects.toMatchObject({
      message: '학습 매뉴얼을 찾을 수 없습니다.',
    });
  });
});

describe('given a unit’s slide show', () => {
  it('takes a one-time address and opens it once', async () => {
    const { api, requests } = harness(
      (request) =>
        request.method === 'POST'
          ? json({ result: { url: `/v2/study-course/studies/video/${TICKET}`, expiresIn: 60 } })
          : json({ result: SLIDES }),
      stored,
    );
    const options = dailyQueries.show(api, 'study/shows/A-1-1-1-1.json');
    const answer = await testQueryClient().fetchQuery(options);
    expect(answer).toEqual({ result: SLIDES });
    expect(options.select?.(answer)).toEqual(SLIDES);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST http://api.test/v2/study-course/studies/load/video',
      `GET http://api.test/v2/study-course/studies/video/${TICKET}`,
    ]);
    expect(await requests[0]?.json()).toEqual({ url: 'study/shows/A-1-1-1-1.json' });
  });

  it('stops at a refused show path without opening anything', async () => {
    const { api, requests } = harness(() =>
      json({ code: 'STUDY_REQUEST', message: '학습 정보를 확인해주세요.' }, 400),
    );
    const error = await testQueryClient()
      .fetchQuery(dailyQueries.show(api, 'media/x.json'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400 });
    expect(requests).toHaveLength(1);
  });

  it('has a query that rejects with ApiError when the one-time address is gone', async () => {
    const { api } = harness((request) =>
      request.method === 'POST'
        ? json({ result: { url: `/v2/study-course/studies/video/${TICKET}`, expiresIn: 60 } })
        : json({ code: 'VIDEO_EXPIRED', message: '만료' }, 404),
    );
    await expect(testQueryClient().fetchQuery(dailyQueries.show(api, 'media/s.json'))).rejects.toBeInstanceOf(
      ApiError,
    );
    // Keyed by the show path under the slides' path (every fetch takes a new ticket).
    expect(dailyQueries.show(api, 'media/s.json').queryKey).toEqual([
      'get',
      '/study-course/studies/video/{ticket}',
      { show: 'media/s.json' },
    ]);
  });

  it('reads the ticket of a one-time address only', () => {
    expect(videoTicketOf(`/v2/study-course/studies/video/${TICKET}`)).toBe(TICKET);
    expect(videoTicketOf('/v2/study-course/studies/video/../x')).toBeNull();
    expect(videoTicketOf('https://elsewhere.test/')).toBeNull();
  });
});

describe('given completed parts', () => {
  it('posts them and puts the answered week into the study session cache', async () => {
    const session = { stdCourse: 'A', stdStep: 1, stdWeek: 2, stdDays: [], prgssRate: 40 };
    const { api, requests } = harness(() => json({ result: session }), stored);
    const queryClient = testQueryClient();
    const body = { stdCourse: 'A' as const, stdStep: 1, stdWeek: 2, stdDay: 3, stdUnit: 1, parts: [0, 1] };
    const saved = await mutate(queryClient, dailyMutations.progress(api, queryClient), body);
    expect(saved).toEqual(session);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe('http://api.test/v2/study-course/studies/prgrs');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer member-token');
    expect(await requests[0]?.json()).toEqual(body);
    // The cache keeps the whole answer, under the key of the week's query (course in any case).
    const week = studyQueries.session(api, { stdCourse: 'a', stdStep: 1, stdWeek: 2 });
    expect(queryClient.getQueryData(week.queryKey)).toEqual({ result: session });
  });

  it('keeps what a save paid out of the cached week, and marks the coins, the recent study and the stats stale', async () => {
    const coinsEarned = { total: 3, sources: [] };
    const session = { stdCourse: 'A', stdStep: 1, stdWeek: 2, stdDays: [], prgssRate: 40 };
    const { api } = harness(() => json({ result: { ...session, coinsEarned } }), stored);
    const queryClient = testQueryClient();
    // Plain keys: the test writes a placeholder answer under each, whatever the path's answer is.
    const stale: readonly QueryKey[] = [
      rewardQueries.summary(api).queryKey,
      rewardQueries.today(api).queryKey,
      rewardQueries.history(api, { srchSddate: '', srchEddate: '', pageNo: 1 }).queryKey,
      studyQueries.recent(api).queryKey,
      studyQueries.stats(api, 'A', 1).queryKey,
    ];
    const untouched: QueryKey = mypageQueries.recordings(api).queryKey;
    for (const key of [...stale, untouched]) queryClient.setQueryData(key, { result: {} });
    const body = { stdCourse: 'A' as const, stdStep: 1, stdWeek: 2, stdDay: 3, stdUnit: 1, parts: [0] };
    const saved = await mutate(queryClient, dailyMutations.progress(api, queryClient), body);
    // The mutation's data keeps what this call paid, for the celebration; the cached week does not.
    expect(saved).toEqual({ ...session, coinsEarned });
    const week = studyQueries.session(api, { stdCourse: 'A', stdStep: 1, stdWeek: 2 });
    expect(queryClient.getQueryData(week.queryKey)).toEqual({ result: session });
    for (const key of stale) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(untouched)?.isInvalidated).toBe(false);
  });
});

describe('given a voice recording', () => {
  it('uploads a form with the unit’s fields first and the file last, with its own boundary', async () => {
    const { api, requests } = harness(
      () =>
        json({ result: { ptfloNo: 1, fileName: 'A-1-1-1-3-20260101-090000.webm', size: 3, createdAt: 0 } }),
      stored,
    );
    const file = new Blob([new Uint8Array([0x1a, 0x45, 0xdf])], { type: 'audio/webm' });
    const queryClient = testQueryClient();
    const recordings: QueryKey = mypageQueries.recordings(api, { pageNo: 2 }).queryKey;
    queryClient.setQueryData(recordings, { result: [] });
    const recording = await mutate(queryClient, dailyMutations.upload(api, queryClient), {
      stdCourse: 'A',
      stdStep: 1,
      stdWeek: 1,
      stdDay: 1,
      stdUnit: 3,
      file,
      fileName: 'A-1-1-1-3-20260101-090000.webm',
    });
    expect(recording).toMatchObject({ ptfloNo: 1, fileName: 'A-1-1-1-3-20260101-090000.webm' });
    // My page's recording list is stale afterwards.
    expect(queryClient.getQueryState(recordings)?.isInvalidated).toBe(true);
    const request = requests[0];
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('http://api.test/v2/study-course/studies/ptflo');
    expect(request?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.headers.get('Authorization')).toBe('Bearer member-token');
    const form = await request?.formData();
    expect([...(form?.keys() ?? [])]).toEqual([
      'stdCourse',
      'stdStep',
      'stdWeek',
      'stdDay',
      'stdUnit',
      'ptfloFile',
    ]);
    const sent = form?.get('ptfloFile');
    expect(sent).toBeInstanceOf(Blob);
    expect((sent as File).name).toBe('A-1-1-1-3-20260101-090000.webm');
    expect(form?.get('stdUnit')).toBe('3');
  });

  it('answers the server’s 413 as a failure with its message', async () => {
    const { api } = harness(() =>
      json({ code: 'RECORDING_TOO_LARGE', message: '녹음 파일이 너무 커요.' }, 413),
    );
    const queryClient = testQueryClient();
    const input: RecordingUploadInput = {
      stdCourse: 'A',
      stdStep: 1,
      stdWeek: 1,
      stdDay: 1,
      stdUnit: 3,
      file: new Blob(['x']),
      fileName: 'a.webm',
    };
    const error = await mutate(queryClient, dailyMutations.upload(api, queryClient), input).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, message: '녹음 파일이 너무 커요.' });
  });
});
