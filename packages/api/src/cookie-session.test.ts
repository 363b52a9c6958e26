/**
 * The web app's cookie session (ADR 048): the client keeps only a note that a session exists, never the token; it
 * sends no Authorization header (the browser sends the HttpOnly cookie); a refused cookie signs it out.
 */
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@buddy/domain';
import { COOKIE_SESSION } from './storage';
import { harness, json } from './test/fake-fetch';
import { accountApi } from './account';

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
    const signedIn = await api.auth.login({ memLoginId: 'student01', memPwd: 'buddy1234ab' });
    expect(signedIn.ok).toBe(true);
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.session)).toBe(COOKIE_SESSION);
    expect(api.auth.signedIn()).toBe(true);

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
    await api.auth.login({ memLoginId: 'student01', memPwd: 'wrong-pass1' });
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
    await api.auth.logout();
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
    const adopted = await accountApi(api).adoptToken('handed-over');
    expect(adopted.ok).toBe(true);
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
    expect(api.auth.signedIn()).toBe(false);
  });
});
