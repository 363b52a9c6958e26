/**
 * The web app's cookie session (ADR 048): the client keeps only a note that a session exists, never the token; it
 * sends no Authorization header (the browser sends the HttpOnly cookie); a refused cookie signs it out.
 */
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@buddy/domain';
import { COOKIE_SESSION } from './storage';
import { harness, json, mutate, testQueryClient } from './test/fake-fetch';
import { accountMutations } from './account';
import { authMutations } from './auth';

const MEMBER = { memNo: '1000001', memLoginId: 'student01', memNm: '김민준' };

describe('given the web app in cookie mode', () => {
  it('keeps no token after sign-in, only the note, and sends no Authorization header', async () => {
    const { api, storage, requests } = harness(
      (request) =>
        request.url.endsWith('/auth/students/login')
          ? json({ result: { memToken: 'secret-token', expiresIn: 7200 } })
          : json({ result: MEMBER }),
      {},
      'cookie',
    );
    const queryClient = testQueryClient();
    await expect(
      mutate(queryClient, authMutations.login(api, queryClient), {
        memLoginId: 'student01',
        memPwd: 'buddy1234ab',
      }),
    ).resolves.toMatchObject({ memToken: 'secret-token' });
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.session)).toBe(COOKIE_SESSION);
    expect(api.signedIn()).toBe(true);

    await api.call((init) => api.fetchClient.GET('/mypage/profile', init));
    expect(requests.every((request) => !request.headers.has('Authorization'))).toBe(true);
  });

  it('signs out when the server refuses the cookie on a member call, and not on a wrong password', async () => {
    const { api, storage } = harness(
      () => json({ code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' }, 401),
      { [STORAGE_KEYS.session]: COOKIE_SESSION },
      'cookie',
    );
    let told = 0;
    api.onUnauthorized(() => {
      told += 1;
    });
    const queryClient = testQueryClient();
    await expect(
      mutate(queryClient, authMutations.login(api, queryClient), {
        memLoginId: 'student01',
        memPwd: 'wrong-pass1',
      }),
    ).rejects.toMatchObject({ status: 401 });
    expect(storage.getItem(STORAGE_KEYS.session)).toBe(COOKIE_SESSION);
    expect(told).toBe(0);
    await api.call((init) => api.fetchClient.GET('/mypage/profile', init));
    expect(storage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(told).toBe(1);
  });

  it('signs out with the cookie alone: no token named in the call', async () => {
    const { api, storage, requests } = harness(
      () => json({ result: true }),
      {
        [STORAGE_KEYS.session]: COOKIE_SESSION,
      },
      'cookie',
    );
    const queryClient = testQueryClient();
    await mutate(queryClient, authMutations.logout(api, queryClient), undefined);
    expect(storage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/v2/auth/students/logout');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('turns a handed-over token into the cookie session and keeps only the note', async () => {
    const { api, storage, requests } = harness(
      (request) => (request.method === 'GET' ? json({ result: MEMBER }) : json({ result: true })),
      {},
      'cookie',
    );
    const queryClient = testQueryClient();
    await expect(
      mutate(queryClient, accountMutations.adoptToken(api, queryClient), 'handed-over'),
    ).resolves.toEqual(MEMBER);
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'GET /v2/mypage/profile',
      'POST /v2/auth/students/session',
    ]);
    expect(requests.every((r) => r.headers.get('Authorization') === 'Bearer handed-over')).toBe(true);
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.session)).toBe(COOKIE_SESSION);
  });

  it('forgets a bearer token an earlier version of the app kept', () => {
    const { api, storage } = harness(() => json({}), { [STORAGE_KEYS.token]: 'old-token' }, 'cookie');
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(api.signedIn()).toBe(false);
  });
});
