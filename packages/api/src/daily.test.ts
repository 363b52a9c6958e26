import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@buddy/domain';
import { dailyApi, dailyKeys, dailyMutations, dailyQueries, videoTicketOf } from './daily';
import { ApiError } from './result';
import { studyKeys } from './studies';
import { harness, json } from './test/fake-fetch';

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
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await client.fetchQuery(dailyQueries.sampleDay(api))).toEqual(sample);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET http://api.test/v2/study-course/sample/day',
    ]);
    expect(requests[0]?.headers.has('Authorization')).toBe(false);

    const failing = harness(() =>
      json({ code: 'MANUAL_NOT_FOUND', message: '학습 매뉴얼을 찾을 수 없습니다.' }, 404),
    );
    const other = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(other.fetchQuery(dailyQueries.sampleDay(failing.api))).rejects.toMatchObject({
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
    const result = await dailyApi(api).show('study/shows/A-1-1-1-1.json');
    expect(result).toMatchObject({ ok: true, data: { result: SLIDES } });
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
    const result = await dailyApi(api).show('media/x.json');
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(requests).toHaveLength(1);
  });

  it('has a query that rejects with ApiError when the one-time address is gone', async () => {
    const { api } = harness((request) =>
      request.method === 'POST'
        ? json({ result: { url: `/v2/study-course/studies/video/${TICKET}`, expiresIn: 60 } })
        : json({ code: 'VIDEO_EXPIRED', message: '만료' }, 404),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.fetchQuery(dailyQueries.show(api, 'media/s.json'))).rejects.toBeInstanceOf(ApiError);
    expect(dailyKeys.show('media/s.json')).toEqual(['daily', 'show', 'media/s.json']);
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
    const client = new QueryClient();
    const options = dailyMutations.progress(api, client);
    const body = { stdCourse: 'A' as const, stdStep: 1, stdWeek: 2, stdDay: 3, stdUnit: 1, parts: [0, 1] };
    await options.mutationFn?.(body, {} as never);
    await options.onSuccess?.(session as never, body, undefined, {} as never);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer member-token');
    expect(await requests[0]?.json()).toEqual(body);
    expect(client.getQueryData(studyKeys.session('A', 1, 2))).toEqual(session);
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
    const result = await dailyApi(api).upload({
      stdCourse: 'A',
      stdStep: 1,
      stdWeek: 1,
      stdDay: 1,
      stdUnit: 3,
      file,
      fileName: 'A-1-1-1-3-20260101-090000.webm',
    });
    expect(result.ok).toBe(true);
    const request = requests[0];
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
    const result = await dailyApi(api).upload({
      stdCourse: 'A',
      stdStep: 1,
      stdWeek: 1,
      stdDay: 1,
      stdUnit: 3,
      file: new Blob(['x']),
      fileName: 'a.webm',
    });
    expect(result).toMatchObject({ ok: false, status: 413, error: { message: '녹음 파일이 너무 커요.' } });
  });
});
