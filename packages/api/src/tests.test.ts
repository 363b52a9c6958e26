import { describe, expect, it } from 'vitest';
import type { AutosaveRequest, TestPaper } from '@buddy/contract';
import { STORAGE_KEYS } from '@buddy/domain';
import { ApiError } from './result';
import { createTestBackend, type TestTarget } from './test-session/backend';
import { testMutations, testQueries } from './tests';
import { harness, json, mutate, testQueryClient } from './test/fake-fetch';

type Api = ReturnType<typeof harness>['api'];

const stored = { [STORAGE_KEYS.token]: 'member-token' };
const LOAD = { stdTstTp: 'W', stdCourse: 'A', stdStep: 1, stdWeek: 1, usrgbn: 'member' } as const;
const member = { usrgbn: 'member' } as const;
const weekly: TestTarget = {
  kind: 'test',
  location: { type: 'W', course: 'A', step: 1, week: 1 },
  taker: member,
};
const quiz: TestTarget = { kind: 'quiz', sourceTstCd: 'T1', taker: member };
const paper = (tstCd: string) => ({ stdTstTp: 'W', questnCd: 'W-A-1-1', tstCd }) as TestPaper;
const answer: AutosaveRequest = {
  stdTstTp: 'W',
  questnCd: 'W-A-1-1',
  tstCd: 'T1',
  usrgbn: 'member',
  questnSeq: 1,
  answrs: ['2'],
  rev: 3,
};
/** An autosave as the outbox sends it: through the generic client, answering an ApiResult. */
const saveAnswer = (api: Api, body: AutosaveRequest) =>
  api.call((init) => api.fetchClient.POST('/study-course/tests/answers', { ...init, body }));

describe('given the test calls', () => {
  it.each([
    ['load', (api: Api) => createTestBackend(api, weekly).load(), '/study-course/tests/load', LOAD],
    ['saveAnswer', (api: Api) => saveAnswer(api, answer), '/study-course/tests/answers', answer],
    [
      'submit',
      (api: Api) => createTestBackend(api, weekly).submit(paper('T1'), []),
      '/study-course/tests/answr',
      { stdTstTp: 'W', questnCd: 'W-A-1-1', tstCd: 'T1', usrgbn: 'member', questnAnswrs: [] },
    ],
    [
      'loadQuiz',
      (api: Api) => createTestBackend(api, quiz).load(),
      '/study-course/incorrectQuizTest/load',
      { usrgbn: 'member', tstCd: 'T1' },
    ],
    [
      'submitQuiz',
      (api: Api) => createTestBackend(api, quiz).submit(paper('T2'), []),
      '/study-course/incorrectQuizTests/answr',
      { stdTstTp: 'W', questnCd: 'W-A-1-1', tstCd: 'T2', usrgbn: 'member', questnAnswrs: [] },
    ],
  ])('%s posts its body to %s with the member token', async (_name, send, path, body) => {
    const { api, requests } = harness(() => json({ result: {} }), stored);
    await send(api);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe(`http://api.test/v2${path}`);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer member-token');
    expect(await requests[0]?.json()).toEqual(body);
  });

  it("sends a visitor's own token instead of the stored one, and its 401 signs nobody out", async () => {
    const { api, requests, storage } = harness(
      () => json({ message: '로그인이 필요합니다.', code: 'UNAUTHORIZED' }, 401),
      stored,
    );
    const res = await createTestBackend(api, {
      kind: 'test',
      location: { type: 'L' },
      taker: { usrgbn: 'user', lvtCdtId: 'C1', token: 'visitor-token' },
    }).load();
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer visitor-token');
    expect(await requests[0]?.json()).toEqual({ stdTstTp: 'L', usrgbn: 'user', lvtCdtId: 'C1' });
    expect(res).toMatchObject({ ok: false, status: 401 });
    expect(storage.getItem(STORAGE_KEYS.token)).toBe('member-token');
  });

  it('registers a visitor without any token', async () => {
    const { api, requests } = harness(
      () => json({ result: { lvtCdtId: 'C1', token: 't', expiresIn: 7200 } }),
      stored,
    );
    const candidate = await mutate(testQueryClient(), testMutations.levelCandidate(api), {
      usrnm: '홍길동',
      school: '햇살초',
      grade: 3,
    });
    expect(candidate.lvtCdtId).toBe('C1');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(await requests[0]?.json()).toEqual({ usrnm: '홍길동', school: '햇살초', grade: 3 });
  });

  it("gives a sample visitor's pass without any token or body (ADR 047)", async () => {
    const { api, requests } = harness(
      () => json({ result: { lvtCdtId: 'C2', token: 't2', expiresIn: 7200 } }),
      stored,
    );
    const pass = await mutate(testQueryClient(), testMutations.sampleCandidate(api), undefined);
    expect(pass.token).toBe('t2');
    expect(requests[0]?.method).toBe('POST');
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/v2/study-course/tests/sample/candidates');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(await requests[0]?.text()).toBe('');
  });

  it('rejects a registration the server refuses with ApiError and its message', async () => {
    const { api } = harness(() => json({ message: '요청이 너무 많아요.', code: 'TOO_MANY' }, 429));
    const error = await mutate(testQueryClient(), testMutations.sampleCandidate(api), undefined).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, message: '요청이 너무 많아요.' });
  });

  it('answers a closed attempt as a failure with the server message, never throwing', async () => {
    const { api } = harness(
      () => json({ message: '이미 제출했거나 시험 시간이 끝났습니다.', code: 'TEST_CLOSED' }, 409),
      stored,
    );
    const res = await saveAnswer(api, { ...answer, answrs: [], rev: 1 });
    expect(res).toMatchObject({
      ok: false,
      status: 409,
      error: { message: '이미 제출했거나 시험 시간이 끝났습니다.' },
    });
  });

  it('asks whether an attempt is in progress with a GET keyed as the load, sending no body', async () => {
    const { api, requests } = harness(
      () => json({ result: { inProgress: true, remainingSeconds: 403 } }),
      stored,
    );
    const client = testQueryClient();
    const options = testQueries.inProgress(api, LOAD);
    // The cache keeps the whole answer; the page reads its result.
    const answer = await client.fetchQuery(options);
    expect(answer).toEqual({ result: { inProgress: true, remainingSeconds: 403 } });
    expect(options.select?.(answer)).toEqual({ inProgress: true, remainingSeconds: 403 });
    expect(options.queryKey).toEqual(['get', '/study-course/tests/in-progress', { params: { query: LOAD } }]);
    expect(requests[0]?.method).toBe('GET');
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/v2/study-course/tests/in-progress');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      stdTstTp: 'W',
      stdCourse: 'A',
      stdStep: '1',
      stdWeek: '1',
      usrgbn: 'member',
    });
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer member-token');
    expect(await requests[0]?.text()).toBe('');
  });

  it('has a result query that rejects with ApiError and uses the quiz call for a quiz', async () => {
    const { api, requests } = harness(
      () => json({ message: '아직 제출하지 않은 시험입니다.', code: 'TEST_NOT_SUBMITTED' }, 409),
      stored,
    );
    const client = testQueryClient();
    await expect(
      client.fetchQuery(testQueries.result(api, { stdTstTp: 'W', usrgbn: 'member', tstCd: 'T9' }, true)),
    ).rejects.toBeInstanceOf(ApiError);
    expect(requests[0]?.url).toBe('http://api.test/v2/study-course/incorrectQuizTests/result/paper');
  });

  it("sends a preview link's token with the preview, and keeps it out of the cache key", async () => {
    const { api, requests } = harness(() => json({ result: { questnCd: 'W-A-1-1', questns: [] } }), stored);
    const client = testQueryClient();
    const options = testQueries.preview(api, 'W-A-1-1', 'preview-token');
    await expect(client.fetchQuery(options)).resolves.toEqual({
      result: { questnCd: 'W-A-1-1', questns: [] },
    });
    expect(requests[0]?.url).toBe('http://api.test/v2/study-course/tests/preview');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer preview-token');
    expect(await requests[0]?.json()).toEqual({ questnCd: 'W-A-1-1' });
    expect(options.queryKey).toEqual([
      'post',
      '/study-course/tests/preview',
      { body: { questnCd: 'W-A-1-1' } },
    ]);
    expect(JSON.stringify(options.queryKey)).not.toContain('preview-token');
  });
});
