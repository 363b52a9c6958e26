import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@buddy/domain';
import { ApiError } from './result';
import { testQueries, testsApi } from './tests';
import { harness, json } from './test/fake-fetch';

const stored = { [STORAGE_KEYS.token]: 'member-token' };
const LOAD = { stdTstTp: 'W', stdCourse: 'A', stdStep: 1, stdWeek: 1, usrgbn: 'member' } as const;

describe('given the test calls', () => {
  it.each([
    [
      'load',
      (api: ReturnType<typeof harness>['api']) => testsApi(api).load(LOAD),
      '/study-course/tests/load',
    ],
    [
      'saveAnswer',
      (api: ReturnType<typeof harness>['api']) =>
        testsApi(api).saveAnswer({
          stdTstTp: 'W',
          questnCd: 'W-A-1-1',
          tstCd: 'T1',
          usrgbn: 'member',
          questnSeq: 1,
          answrs: ['2'],
          rev: 3,
        }),
      '/study-course/tests/answers',
    ],
    [
      'submit',
      (api: ReturnType<typeof harness>['api']) =>
        testsApi(api).submit({
          stdTstTp: 'W',
          questnCd: 'W-A-1-1',
          tstCd: 'T1',
          usrgbn: 'member',
          questnAnswrs: [],
        }),
      '/study-course/tests/answr',
    ],
    [
      'loadQuiz',
      (api: ReturnType<typeof harness>['api']) => testsApi(api).loadQuiz({ usrgbn: 'member', tstCd: 'T1' }),
      '/study-course/incorrectQuizTest/load',
    ],
    [
      'submitQuiz',
      (api: ReturnType<typeof harness>['api']) =>
        testsApi(api).submitQuiz({
          stdTstTp: 'W',
          questnCd: 'W-A-1-1',
          tstCd: 'T2',
          usrgbn: 'member',
          questnAnswrs: [],
        }),
      '/study-course/incorrectQuizTests/answr',
    ],
  ])('%s posts its body to %s with the member token', async (_name, send, path) => {
    const { api, requests } = harness(() => json({ result: {} }), stored);
    await send(api);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe(`http://api.test/v2${path}`);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer member-token');
  });

  it("sends a visitor's own token instead of the stored one, and its 401 signs nobody out", async () => {
    const { api, requests, storage } = harness(
      () => json({ message: '로그인이 필요합니다.', code: 'UNAUTHORIZED' }, 401),
      stored,
    );
    const res = await testsApi(api).load({ stdTstTp: 'L', usrgbn: 'user', lvtCdtId: 'C1' }, 'visitor-token');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer visitor-token');
    expect(res).toMatchObject({ ok: false, status: 401 });
    expect(storage.getItem(STORAGE_KEYS.token)).toBe('member-token');
  });

  it('registers a visitor without any token', async () => {
    const { api, requests } = harness(
      () => json({ result: { lvtCdtId: 'C1', token: 't', expiresIn: 7200 } }),
      stored,
    );
    const res = await testsApi(api).createLevelCandidate({ usrnm: '홍길동', school: '햇살초', grade: 3 });
    expect(res.ok && res.data.result.lvtCdtId).toBe('C1');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(await requests[0]?.json()).toEqual({ usrnm: '홍길동', school: '햇살초', grade: 3 });
  });

  it("gives a sample visitor's pass without any token or body (ADR 047)", async () => {
    const { api, requests } = harness(
      () => json({ result: { lvtCdtId: 'C2', token: 't2', expiresIn: 7200 } }),
      stored,
    );
    const res = await testsApi(api).createSampleCandidate();
    expect(res.ok && res.data.result.token).toBe('t2');
    expect(requests[0]?.method).toBe('POST');
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/v2/study-course/tests/sample/candidates');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('answers a closed attempt as a failure with the server message, never throwing', async () => {
    const { api } = harness(
      () => json({ message: '이미 제출했거나 시험 시간이 끝났습니다.', code: 'TEST_CLOSED' }, 409),
      stored,
    );
    const res = await testsApi(api).saveAnswer({
      stdTstTp: 'W',
      questnCd: 'W-A-1-1',
      tstCd: 'T1',
      usrgbn: 'member',
      questnSeq: 1,
      answrs: [],
      rev: 1,
    });
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
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const answer = await client.fetchQuery(testQueries.inProgress(api, LOAD));
    expect(answer).toEqual({ inProgress: true, remainingSeconds: 403 });
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
  });

  it('has a result query that rejects with ApiError and uses the quiz call for a quiz', async () => {
    const { api, requests } = harness(
      () => json({ message: '아직 제출하지 않은 시험입니다.', code: 'TEST_NOT_SUBMITTED' }, 409),
      stored,
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(
      client.fetchQuery(testQueries.result(api, { stdTstTp: 'W', usrgbn: 'member', tstCd: 'T9' }, true)),
    ).rejects.toBeInstanceOf(ApiError);
    expect(requests[0]?.url).toBe('http://api.test/v2/study-course/incorrectQuizTests/result/paper');
  });
});
