import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../storage';
import {
  readVisitor,
  SAMPLE_VISITOR_KEY,
  saveVisitor,
  VISITOR_KEY,
  visitorTokenFrom,
  type Visitor,
} from './visitor';

function memory(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const visitor = (lvtCdtId: string, token: string, expiresAt = Date.now() + 60_000): Visitor => ({
  lvtCdtId,
  token,
  name: '체험 친구',
  school: '',
  grade: 0,
  expiresAt,
});

describe('visitors kept for the tab', () => {
  it("keeps the sample test's visitor apart from the level test's", () => {
    const storage = memory();
    saveVisitor(storage, visitor('C-sample', 'sample-token'), SAMPLE_VISITOR_KEY);
    expect(readVisitor(storage)).toBeNull();
    expect(readVisitor(storage, Date.now(), SAMPLE_VISITOR_KEY)?.token).toBe('sample-token');
    expect(storage.getItem(VISITOR_KEY)).toBeNull();
  });

  it("finds either visitor's token for the outbox, by candidate, and never an expired one", () => {
    const storage = memory();
    saveVisitor(storage, visitor('C-level', 'level-token'));
    saveVisitor(storage, visitor('C-sample', 'sample-token'), SAMPLE_VISITOR_KEY);
    const tokenOf = visitorTokenFrom(() => storage);
    expect(tokenOf('C-level')).toBe('level-token');
    expect(tokenOf('C-sample')).toBe('sample-token');
    expect(tokenOf('C-other')).toBeNull();
    saveVisitor(storage, visitor('C-sample', 'sample-token', Date.now() - 1), SAMPLE_VISITOR_KEY);
    expect(tokenOf('C-sample')).toBeNull();
  });
});
