import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@buddy/domain';
import { API_MESSAGES, ApiError, shouldRetry, unwrap, type ApiResult } from './result';
import { harness, json, type Handler } from './test/fake-fetch';

type Row = {
  situation: string;
  handler: Handler;
  expected: { status: number; code?: string; message: string; data?: unknown };
};

const errorStateBody = {
  message: 'outer',
  errorState: { code: 'manual-not-found', message: '교재를 찾을 수 없습니다.' },
};

const rows: Row[] = [
  {
    situation: 'a body with errorState takes errorState, not message',
    handler: () => json(errorStateBody, 400),
    expected: {
      status: 400,
      code: 'manual-not-found',
      message: '교재를 찾을 수 없습니다.',
      data: errorStateBody,
    },
  },
  {
    situation: 'a body with message (and code) takes them',
    handler: () => json({ code: 'UNAUTHORIZED', message: '아이디 또는 비밀번호가 일치하지 않습니다.' }, 401),
    expected: { status: 401, code: 'UNAUTHORIZED', message: '아이디 또는 비밀번호가 일치하지 않습니다.' },
  },
  {
    situation: 'a body with a message and no code has no code',
    handler: () => json({ message: '잠시 후 다시 시도해 주세요.' }, 429),
    expected: { status: 429, message: '잠시 후 다시 시도해 주세요.' },
  },
  {
    situation: 'no response (fetch rejects with a TypeError) gives status 0 and NETWORK',
    handler: () => Promise.reject(new TypeError('Failed to fetch')),
    expected: { status: 0, code: 'NETWORK', message: API_MESSAGES.network },
  },
  {
    situation: 'no response with a coded cause (Node) takes the cause code',
    handler: () => Promise.reject(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } })),
    expected: { status: 0, code: 'ECONNREFUSED', message: API_MESSAGES.network },
  },
  {
    situation: 'an aborted request gives status 0 and AbortError',
    handler: () => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')),
    expected: { status: 0, code: 'AbortError', message: API_MESSAGES.network },
  },
  {
    situation: 'a non-JSON error body keeps the status with a generic message',
    handler: () =>
      new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    expected: { status: 502, message: MESSAGES.serverError },
  },
  {
    situation: 'a non-JSON 2xx body is a failure, not a throw',
    handler: () =>
      new Response('<html>oops</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    expected: { status: 200, code: 'INVALID_BODY', message: MESSAGES.serverError },
  },
  {
    situation: 'an empty 2xx body is a failure (the contract always sends result)',
    handler: () => new Response(null, { status: 204 }),
    expected: { status: 204, code: 'INVALID_BODY', message: MESSAGES.serverError },
  },
  {
    situation: '405 always gets the spec message, whatever the body says',
    handler: () => json({ code: 'METHOD', message: 'Method Not Allowed' }, 405),
    expected: { status: 405, code: 'METHOD', message: MESSAGES.error405 },
  },
  {
    situation: '405 without a body gets the spec message too',
    handler: () => new Response(null, { status: 405 }),
    expected: { status: 405, message: MESSAGES.error405 },
  },
  {
    situation: '500 without a body keeps 500 with the server-error message',
    handler: () => new Response(null, { status: 500 }),
    expected: { status: 500, message: MESSAGES.serverError },
  },
  {
    situation: 'a 4xx with an empty message falls back to the unknown-error message',
    handler: () => json({ message: '' }, 404),
    expected: { status: 404, message: MESSAGES.unknownError },
  },
];

describe('§8 normalisation of a failed call', () => {
  it.each(rows)('given $situation', async ({ handler, expected }) => {
    const { api } = harness(handler);
    const res = await api.call((init) => api.fetchClient.GET('/mypage/profile', init));
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.status).toBe(expected.status);
    const error: { code?: string; message: string } = { message: expected.message };
    if (expected.code !== undefined) error.code = expected.code;
    expect(res.error).toEqual(error);
    if ('data' in expected) expect(res.data).toEqual(expected.data);
  });
});

describe('given a 2xx JSON body', () => {
  it('answers ok with the status and the whole body as data', async () => {
    const body = { result: { status: 'ok', database: 'pglite', uptime: 3 } };
    const { api } = harness(() => json(body));
    await expect(api.call((init) => api.fetchClient.GET('/health', init))).resolves.toEqual({
      ok: true,
      status: 200,
      data: body,
      error: null,
    });
  });
});

describe('given a middleware that throws before the request leaves', () => {
  it('answers status 500 and does not call fetch', async () => {
    const { api, requests } = harness(() => json({ result: true }));
    api.fetchClient.use({
      onRequest() {
        throw new Error('boom');
      },
    });
    const res = await api.call((init) => api.fetchClient.GET('/mypage/profile', init));
    expect(res).toMatchObject({
      ok: false,
      status: 500,
      error: { code: 'CLIENT', message: MESSAGES.serverError },
    });
    expect(requests).toHaveLength(0);
  });
});

describe('given a middleware that throws on the response', () => {
  it('answers a failure instead of throwing', async () => {
    const { api } = harness(() => json({ result: true }));
    api.fetchClient.use({
      onResponse() {
        throw new Error('boom');
      },
    });
    await expect(
      api.call((init) => api.fetchClient.POST('/auth/students/logout', init)),
    ).resolves.toMatchObject({ ok: false, status: 200 });
  });
});

describe('given a relative base URL outside a browser', () => {
  it('answers status 500 instead of throwing', async () => {
    const { createApiClient } = await import('./client');
    const { memoryStorage } = await import('./storage');
    const api = createApiClient({ storage: memoryStorage(), fetch: () => Promise.resolve(json({})) });
    await expect(api.call((init) => api.fetchClient.GET('/health', init))).resolves.toMatchObject({
      ok: false,
      status: 500,
    });
  });
});

describe('unwrap', () => {
  it('returns the data of a success', () => {
    expect(unwrap({ ok: true, status: 200, data: 1, error: null })).toBe(1);
  });

  it('throws an ApiError carrying status, code, message and data for a failure', () => {
    const failure: ApiResult<number> = {
      ok: false,
      status: 401,
      data: { code: 'UNAUTHORIZED' },
      error: { code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' },
    };
    let caught: unknown;
    try {
      unwrap(failure);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiError);
    expect(caught).toMatchObject({
      name: 'ApiError',
      status: 401,
      code: 'UNAUTHORIZED',
      message: '로그인이 필요합니다.',
      data: { code: 'UNAUTHORIZED' },
    });
  });
});

describe('shouldRetry', () => {
  const apiError = (status: number) => new ApiError({ status, data: undefined, error: { message: 'x' } });
  it.each([
    { error: apiError(400), count: 0, retry: false },
    { error: apiError(404), count: 0, retry: false },
    { error: apiError(500), count: 0, retry: true },
    { error: apiError(500), count: 2, retry: false },
    { error: apiError(0), count: 1, retry: true },
    { error: new Error('other'), count: 0, retry: true },
  ])('given status/error $error.message after $count failures: $retry', ({ error, count, retry }) => {
    expect(shouldRetry(count, error)).toBe(retry);
  });
});
