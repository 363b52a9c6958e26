import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@buddy/domain';
import { harness, json, mutate, testQueryClient, type Harness } from './test/fake-fetch';
import { accountMutations } from './account';
import { authMutations } from './auth';
import { ApiError } from './result';
import { contractQuery } from './core';

/** The profile, through the normalised client (`{ data }` or `{ error: ApiError }`). */
const me = (api: Harness['api']) => api.client.GET('/mypage/profile');

function login(api: Harness['api'], memPwd: string) {
  const queryClient = testQueryClient();
  return mutate(queryClient, authMutations.login(api, queryClient), {
    memLoginId: 'student01',
    memPwd,
  }).catch((error: unknown) => error);
}

function logout(api: Harness['api']) {
  const queryClient = testQueryClient();
  return mutate(queryClient, authMutations.logout(api, queryClient), undefined);
}

function changePassword(
  api: Harness['api'],
  input: Parameters<ReturnType<typeof accountMutations.changePassword>['mutationFn'] & object>[0],
) {
  return mutate(testQueryClient(), accountMutations.changePassword(api), input).catch(
    (error: unknown) => error,
  );
}

const member = {
  memNo: '1',
  memLoginId: 'student01',
  memNm: '김버디',
  memGender: '남성',
  memGuideFee: 57000,
  memRnlYn: 'YYYYYY',
  memShl: '버디초',
  memGd: '3',
  memTp: 'A',
};

describe('given no stored token', () => {
  it('sends no Authorization header', async () => {
    const { api, requests } = harness(() => json({ result: member }));
    await me(api);
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('calls the path under the base URL', async () => {
    const { api, requests } = harness(() => json({ result: member }));
    await me(api);
    expect(requests[0]?.url).toBe('http://api.test/v2/mypage/profile');
    expect(requests[0]?.method).toBe('GET');
  });
});

describe('given a stored token', () => {
  const stored = { [STORAGE_KEYS.token]: 'tok-1' };

  it('sends it as a bearer header', async () => {
    const { api, requests } = harness(() => json({ result: member }), stored);
    await me(api);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('does not send it on login, find id, find password or its code', async () => {
    const { api, requests } = harness(() => json({ result: {} }), stored);
    const queryClient = testQueryClient();
    await login(api, 'b');
    await mutate(queryClient, accountMutations.findId(api), { memNm: '김버디', memBirth: '20150101' });
    await mutate(queryClient, accountMutations.findPassword(api), {
      memLoginId: 'a',
      memNm: '김버디',
      memBirth: '20150101',
    });
    await mutate(queryClient, accountMutations.verifyResetCode(api), { memLoginId: 'a', code: '123456' });
    expect(requests.map((r) => r.headers.has('Authorization'))).toEqual([false, false, false, false]);
  });

  describe('when an authenticated call answers 401', () => {
    it('clears the token and notifies each listener once', async () => {
      const { api, storage } = harness(
        () => json({ code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' }, 401),
        stored,
      );
      const listener = vi.fn();
      api.onUnauthorized(listener);
      const { error } = await me(api);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 401, message: '로그인이 필요합니다.' });
      expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
      expect(listener).toHaveBeenCalledTimes(1);
    });

    it('stops notifying after unsubscribe and survives a throwing listener', async () => {
      const { api, warnings } = harness(() => json({ message: 'x' }, 401), stored);
      const gone = vi.fn();
      const unsubscribe = api.onUnauthorized(gone);
      api.onUnauthorized(() => {
        throw new Error('listener bug');
      });
      unsubscribe();
      await expect(me(api)).resolves.toMatchObject({ error: { status: 401 } });
      expect(gone).not.toHaveBeenCalled();
      expect(warnings).toHaveLength(1);
    });
  });

  it('keeps the token on a 401 that did not carry it (wrong password at login)', async () => {
    const { api, storage } = harness(
      () => json({ message: '아이디 또는 비밀번호를 확인해주세요.' }, 401),
      stored,
    );
    const listener = vi.fn();
    api.onUnauthorized(listener);
    await expect(login(api, 'wrong')).resolves.toMatchObject({ status: 401 });
    expect(storage.getItem(STORAGE_KEYS.token)).toBe('tok-1');
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps the token on other errors', async () => {
    const { api, storage } = harness(() => json({ message: 'x' }, 500), stored);
    await expect(me(api)).resolves.toMatchObject({ error: { status: 500 } });
    expect(storage.getItem(STORAGE_KEYS.token)).toBe('tok-1');
  });
});

describe('given login', () => {
  it('stores result.memToken on success and sends it afterwards', async () => {
    const { api, storage, requests } = harness((request) =>
      request.url.endsWith('/login')
        ? json({ result: { memToken: 'new-token', expiresIn: 3600 } })
        : json({ result: member }),
    );
    await expect(login(api, 'buddy1234ab')).resolves.toEqual({ memToken: 'new-token', expiresIn: 3600 });
    expect(await requests[0]?.json()).toEqual({ memLoginId: 'student01', memPwd: 'buddy1234ab' });
    expect(storage.getItem(STORAGE_KEYS.token)).toBe('new-token');
    await me(api);
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer new-token');
  });

  it('stores nothing on failure', async () => {
    const { api, storage } = harness(() => json({ message: '로그인 실패' }, 401));
    await expect(login(api, 'nope')).resolves.toBeInstanceOf(ApiError);
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});

describe('given logout', () => {
  const stored = { [STORAGE_KEYS.token]: 'tok-1' };

  it('sends the token and clears it on success', async () => {
    const { api, storage, requests, warnings } = harness(() => json({ result: true }), stored);
    await expect(logout(api)).resolves.toBeUndefined();
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(warnings).toHaveLength(0);
  });

  it.each([
    { situation: 'the server fails', handler: () => json({ message: 'x' }, 500) },
    { situation: 'the network fails', handler: () => Promise.reject(new TypeError('Failed to fetch')) },
  ])('clears the token and only logs when $situation', async ({ handler }) => {
    const { api, storage, warnings } = harness(handler, stored);
    await expect(logout(api)).resolves.toBeUndefined();
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(warnings).toHaveLength(1);
  });
});

describe('given a password change', () => {
  it('sends the current and the new password with the stored token', async () => {
    const { api, requests } = harness(() => json({ result: true }), { [STORAGE_KEYS.token]: 'tok-1' });
    await expect(
      changePassword(api, { memPwd: 'old1234567a', chgPwd: 'new1234567a' }),
    ).resolves.toBeUndefined();
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(await requests[0]?.json()).toEqual({ memPwd: 'old1234567a', chgPwd: 'new1234567a' });
  });

  it('with chkTp PWF sends the reset token as bearer and no current password', async () => {
    const { api, requests } = harness(() => json({ result: true }), { [STORAGE_KEYS.token]: 'tok-1' });
    await expect(
      changePassword(api, { chkTp: 'PWF', resetToken: 'reset-1', chgPwd: 'new1234567a' }),
    ).resolves.toBeUndefined();
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer reset-1');
    expect(await requests[0]?.json()).toEqual({ chgPwd: 'new1234567a', chkTp: 'PWF' });
  });

  it('with an expired reset token (401) leaves the stored login token alone', async () => {
    const { api, storage } = harness(() => json({ message: 'x' }, 401), { [STORAGE_KEYS.token]: 'tok-1' });
    await expect(
      changePassword(api, { chkTp: 'PWF', resetToken: 'reset-1', chgPwd: 'new1234567a' }),
    ).resolves.toMatchObject({ status: 401 });
    expect(storage.getItem(STORAGE_KEYS.token)).toBe('tok-1');
  });
});

describe('given the normalised client', () => {
  it('answers the data of a success', async () => {
    const { api } = harness(() => json({ result: member }));
    await expect(me(api)).resolves.toMatchObject({ data: { result: member } });
  });

  it('answers an ApiError, never a throw, when no response comes', async () => {
    const { api } = harness(() => Promise.reject(new TypeError('Failed to fetch')));
    const { data, error } = await me(api);
    expect(data).toBeUndefined();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('answers an ApiError for a success whose body is not JSON', async () => {
    const { api } = harness(
      () => new Response('<html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    );
    await expect(me(api)).resolves.toMatchObject({ error: { status: 200, code: 'INVALID_BODY' } });
  });

  it("rejects a contract query with the same ApiError (the query's error state)", async () => {
    const { api } = harness(() => json({ code: 'FORBIDDEN', message: '볼 수 없어요.' }, 403));
    const error = await testQueryClient()
      .fetchQuery(contractQuery(api, '/mypage/profile'))
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', message: '볼 수 없어요.' });
  });
});
