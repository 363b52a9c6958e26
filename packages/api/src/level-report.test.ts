import { describe, expect, it } from 'vitest';
import type { LevelReport } from '@buddy/contract';
import { STORAGE_KEYS } from '@buddy/domain';
import { resetMemberQueries } from './auth';
import {
  isLevelResultCode,
  levelReportQueries,
  levelResultPath,
  toLevelRecommendation,
} from './level-report';
import { ApiError } from './result';
import { harness, json, testQueryClient } from './test/fake-fetch';

const stored = { [STORAGE_KEYS.token]: 'member-token' };
const CODE = 'q3VtZ2x0X2V4YW1wbGVfMQ';
const REPORT: LevelReport = {
  resultCd: CODE,
  lvtGrd: 3,
  tstScore: 50,
  submittedAt: 1_795_000_000_000,
  recommendation: {
    stdCourse: 'B',
    stdStep: 1,
    blocks: [
      { stdCourse: 'B', right: 9, total: 10 },
      { stdCourse: 'C', right: 4, total: 10 },
    ],
    sections: [{ section: 'listening', right: 8, total: 9 }],
  },
};

describe('given a marked level test', () => {
  it("posts the member's own attempt with the stored token, and keys it by the body alone", async () => {
    const { api, requests } = harness(() => json({ result: REPORT }), stored);
    const client = testQueryClient();
    const options = levelReportQueries.own(api, { tstCd: 'T1', usrgbn: 'member' });
    const answer = await client.fetchQuery(options);
    expect(options.select?.(answer)).toEqual(REPORT);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe('http://api.test/v2/study-course/tests/level/report');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer member-token');
    expect(await requests[0]?.json()).toEqual({ tstCd: 'T1', usrgbn: 'member' });
    expect(options.queryKey).toEqual([
      'post',
      '/study-course/tests/level/report',
      { body: { tstCd: 'T1', usrgbn: 'member' } },
    ]);
  });

  it("sends a visitor's candidate id and own token, and keeps the token out of the key", async () => {
    const { api, requests } = harness(() => json({ result: REPORT }), stored);
    const options = levelReportQueries.own(
      api,
      { tstCd: 'T2', usrgbn: 'user', lvtCdtId: 'C1' },
      'visitor-token',
    );
    await testQueryClient().fetchQuery(options);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer visitor-token');
    expect(await requests[0]?.json()).toEqual({ tstCd: 'T2', usrgbn: 'user', lvtCdtId: 'C1' });
    expect(JSON.stringify(options.queryKey)).not.toContain('visitor-token');
  });

  it('rejects an attempt that is not the caller’s with ApiError and the server’s message', async () => {
    const { api } = harness(
      () => json({ message: '시험을 찾을 수 없습니다.', code: 'TEST_NOT_FOUND' }, 404),
      stored,
    );
    const error = await testQueryClient()
      .fetchQuery(levelReportQueries.own(api, { tstCd: 'T9', usrgbn: 'member' }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: '시험을 찾을 수 없습니다.' });
  });
});

describe('given a report link', () => {
  it('gets the report by its code without any token, even when a member is signed in', async () => {
    const { api, requests } = harness(() => json({ result: REPORT }), stored);
    const client = testQueryClient();
    const options = levelReportQueries.shared(api, CODE);
    const answer = await client.fetchQuery(options);
    expect(options.select?.(answer)).toEqual(REPORT);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url).toBe(`http://api.test/v2/level-tests/results/${CODE}`);
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(options.queryKey).toEqual([
      'get',
      '/level-tests/results/{resultCd}',
      { params: { path: { resultCd: CODE } } },
    ]);
  });

  it('is asked for by a visitor with no session, and kept when a session starts or ends', async () => {
    const { api } = harness(() => json({ result: REPORT }));
    const client = testQueryClient();
    await client.fetchQuery(levelReportQueries.shared(api, CODE));
    resetMemberQueries(client);
    expect(client.getQueryData(levelReportQueries.shared(api, CODE).queryKey)).toEqual({ result: REPORT });
  });

  it('rejects a code that names no report with 404 and the server’s Korean message', async () => {
    const message = '레벨 테스트 결과를 찾을 수 없어요. 받은 링크를 다시 확인해 주세요.';
    const { api } = harness(() => json({ message, code: 'LEVEL_REPORT_NOT_FOUND' }, 404));
    const error = await testQueryClient()
      .fetchQuery(levelReportQueries.shared(api, CODE))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, message });
  });

  it.each([
    [CODE, true],
    ['q3VtZ2x0X2V4YW1wbGVfMQ-', false],
    ['q3VtZ2x0X2V4YW1wbGVfM', false],
    ['q3VtZ2x0X2V4YW1wbGVf/Q', false],
    [undefined, false],
  ])('takes %s as a link code: %s', (code, valid) => {
    expect(isLevelResultCode(code)).toBe(valid);
  });

  it('has its page on the brand site', () => {
    expect(levelResultPath(CODE)).toBe(`/level-test/result/${CODE}`);
  });
});

describe("given a signed-in member's past level tests", () => {
  it('gets them with the member token', async () => {
    const { api, requests } = harness(() => json({ result: [REPORT] }), stored);
    const options = levelReportQueries.member(api);
    const answer = await testQueryClient().fetchQuery(options);
    expect(options.select?.(answer)).toEqual([REPORT]);
    expect(requests[0]?.url).toBe('http://api.test/v2/mypage/level-tests');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer member-token');
  });

  it('asks nothing without a session', () => {
    const { api } = harness(() => json({ result: [] }));
    const { enabled } = levelReportQueries.member(api);
    expect(typeof enabled === 'function' ? enabled({} as never) : enabled).toBe(false);
  });
});

describe('given the wire recommendation', () => {
  it('speaks the product’s words: course, step, and each block’s course', () => {
    expect(REPORT.recommendation && toLevelRecommendation(REPORT.recommendation)).toEqual({
      course: 'B',
      step: 1,
      blocks: [
        { course: 'B', right: 9, total: 10 },
        { course: 'C', right: 4, total: 10 },
      ],
      sections: [{ section: 'listening', right: 8, total: 9 }],
    });
  });
});
