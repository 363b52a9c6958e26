import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@buddy/domain';
import { boardsApi, createBoardsApi } from './boards';
import { harness, json } from './test/fake-fetch';
import { accountApi } from './account';

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
    await api.profile.me();
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('calls the path under the base URL', async () => {
    const { api, requests } = harness(() => json({ result: member }));
    await api.profile.me();
    expect(requests[0]?.url).toBe('http://api.test/v2/mypage/profile');
    expect(requests[0]?.method).toBe('GET');
  });
});

describe('given a stored token', () => {
  const stored = { [STORAGE_KEYS.token]: 'tok-1' };

  it('sends it as a bearer header', async () => {
    const { api, requests } = harness(() => json({ result: member }), stored);
    await api.profile.me();
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('does not send it on login, find id, find password or its code', async () => {
    const { api, requests } = harness(() => json({ result: {} }), stored);
    await api.auth.login({ memLoginId: 'a', memPwd: 'b' });
    await accountApi(api).findId({ memNm: '김버디', memBirth: '20150101' });
    await accountApi(api).findPassword({ memLoginId: 'a', memNm: '김버디', memBirth: '20150101' });
    await accountApi(api).verifyResetCode({ memLoginId: 'a', code: '123456' });
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
      const res = await api.profile.me();
      expect(res).toMatchObject({ ok: false, status: 401, error: { message: '로그인이 필요합니다.' } });
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
      await expect(api.profile.me()).resolves.toMatchObject({ ok: false, status: 401 });
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
    await api.auth.login({ memLoginId: 'a', memPwd: 'wrong' });
    expect(storage.getItem(STORAGE_KEYS.token)).toBe('tok-1');
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps the token on other errors', async () => {
    const { api, storage } = harness(() => json({ message: 'x' }, 500), stored);
    await api.profile.me();
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
    const res = await api.auth.login({ memLoginId: 'student01', memPwd: 'buddy1234ab' });
    expect(res.ok).toBe(true);
    expect(await requests[0]?.json()).toEqual({ memLoginId: 'student01', memPwd: 'buddy1234ab' });
    expect(storage.getItem(STORAGE_KEYS.token)).toBe('new-token');
    await api.profile.me();
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer new-token');
  });

  it('stores nothing on failure', async () => {
    const { api, storage } = harness(() => json({ message: '로그인 실패' }, 401));
    await api.auth.login({ memLoginId: 'student01', memPwd: 'nope' });
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});

describe('given logout', () => {
  const stored = { [STORAGE_KEYS.token]: 'tok-1' };

  it('sends the token and clears it on success', async () => {
    const { api, storage, requests, warnings } = harness(() => json({ result: true }), stored);
    await expect(api.auth.logout()).resolves.toMatchObject({ ok: true });
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(warnings).toHaveLength(0);
  });

  it.each([
    { situation: 'the server fails', handler: () => json({ message: 'x' }, 500) },
    { situation: 'the network fails', handler: () => Promise.reject(new TypeError('Failed to fetch')) },
  ])('clears the token and only logs when $situation', async ({ handler }) => {
    const { api, storage, warnings } = harness(handler, stored);
    await expect(api.auth.logout()).resolves.toMatchObject({ ok: false });
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(warnings).toHaveLength(1);
  });
});

describe('given a password change', () => {
  it('sends the current and the new password with the stored token', async () => {
    const { api, requests } = harness(() => json({ result: true }), { [STORAGE_KEYS.token]: 'tok-1' });
    await accountApi(api).changePassword({ memPwd: 'old1234567a', chgPwd: 'new1234567a' });
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(await requests[0]?.json()).toEqual({ memPwd: 'old1234567a', chgPwd: 'new1234567a' });
  });

  it('with chkTp PWF sends the reset token as bearer and no current password', async () => {
    const { api, requests } = harness(() => json({ result: true }), { [STORAGE_KEYS.token]: 'tok-1' });
    const res = await accountApi(api).changePassword({
      chkTp: 'PWF',
      resetToken: 'reset-1',
      chgPwd: 'new1234567a',
    });
    expect(res.ok).toBe(true);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer reset-1');
    expect(await requests[0]?.json()).toEqual({ chgPwd: 'new1234567a', chkTp: 'PWF' });
  });

  it('with an expired reset token (401) leaves the stored login token alone', async () => {
    const { api, storage } = harness(() => json({ message: 'x' }, 401), { [STORAGE_KEYS.token]: 'tok-1' });
    await accountApi(api).changePassword({ chkTp: 'PWF', resetToken: 'reset-1', chgPwd: 'new1234567a' });
    expect(storage.getItem(STORAGE_KEYS.token)).toBe('tok-1');
  });
});

describe('given a resource only some pages call', () => {
  it('is made once per client, on first use, and calls through that client', async () => {
    const first = harness(() => json({ result: { memoList: [], pagination: {} } }), {
      [STORAGE_KEYS.token]: 'tok-1',
    });
    const second = harness(() => json({ result: {} }));
    expect(boardsApi(first.api)).toBe(boardsApi(first.api));
    expect(boardsApi(first.api)).not.toBe(boardsApi(second.api));
    expect(first.api.resource(createBoardsApi)).toBe(boardsApi(first.api));
    await boardsApi(first.api).listMemos();
    expect(first.requests[0]?.url).toContain('/v2/mypage/memo');
    expect(first.requests[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(second.requests).toHaveLength(0);
  });
});
