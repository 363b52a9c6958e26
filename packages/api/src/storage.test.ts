import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@buddy/domain';
import { createAuthStorage, defaultStorage, memoryStorage, type KeyValueStorage } from './storage';

describe('given the auth storage', () => {
  it('keeps the token and the remembered id under the auth. prefix', () => {
    const storage = memoryStorage();
    const auth = createAuthStorage(storage);
    auth.setToken('tok');
    auth.setRememberedId('student01');
    expect(storage.getItem('auth.token')).toBe('tok');
    expect(storage.getItem('auth.rememberId')).toBe('student01');
    expect(auth.getToken()).toBe('tok');
    expect(auth.getRememberedId()).toBe('student01');
    auth.clearToken();
    auth.clearRememberedId();
    expect(auth.getToken()).toBeNull();
    expect(auth.getRememberedId()).toBeNull();
  });

  it('reads an empty stored token as no token', () => {
    expect(createAuthStorage(memoryStorage({ [STORAGE_KEYS.token]: '' })).getToken()).toBeNull();
  });

  it('never throws when the storage does', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const auth = createAuthStorage(broken);
    expect(() => auth.setToken('x')).not.toThrow();
    expect(auth.getToken()).toBeNull();
    expect(() => auth.clearToken()).not.toThrow();
    expect(() => auth.setRememberedId('x')).not.toThrow();
    expect(() => auth.clearRememberedId()).not.toThrow();
  });
});

describe('given the default storage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('falls back to memory where there is no localStorage (SSR)', () => {
    vi.stubGlobal('localStorage', undefined);
    const storage = defaultStorage();
    storage.setItem('auth.token', 'x');
    expect(storage.getItem('auth.token')).toBe('x');
  });

  it('falls back to memory where localStorage throws on use', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    const storage = defaultStorage();
    expect(() => storage.setItem('auth.token', 'x')).not.toThrow();
    expect(storage.getItem('auth.token')).toBe('x');
  });

  it('uses localStorage when it works', () => {
    const local = memoryStorage();
    vi.stubGlobal('localStorage', local);
    expect(defaultStorage()).toBe(local);
  });
});
