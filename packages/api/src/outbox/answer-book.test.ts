import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@buddy/api';
import { attemptKey, mergeAnswers, readAttempt, removeAttempt, writeAttempt } from './attempt-store';

describe('given the browser copy of an attempt', () => {
  it('is written and read back under buddy.test.<tstCd>, and removed', () => {
    const storage = memoryStorage();
    writeAttempt(storage, 'T1', { 3: { answrs: ['2'], rev: 2, savedRev: 1 } });
    expect(attemptKey('T1')).toBe('buddy.test.T1');
    expect(storage.getItem('buddy.test.T1')).toContain('"answrs":["2"]');
    expect(readAttempt(storage, 'T1')).toEqual({ 3: { answrs: ['2'], rev: 2, savedRev: 1 } });
    removeAttempt(storage, 'T1');
    expect(readAttempt(storage, 'T1')).toEqual({});
  });

  it('an unreadable copy counts as none, and a bad entry is skipped', () => {
    const storage = memoryStorage({
      'buddy.test.T1': '{not json',
      'buddy.test.T2': JSON.stringify({
        answers: { 1: { answrs: ['1'], rev: 1, savedRev: 0 }, 2: { answrs: 'x' }, x: {} },
      }),
    });
    expect(readAttempt(storage, 'T1')).toEqual({});
    expect(readAttempt(storage, 'T2')).toEqual({ 1: { answrs: ['1'], rev: 1, savedRev: 0 } });
    expect(readAttempt(null, 'T2')).toEqual({});
  });

  it('a failing storage does not throw', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readAttempt(broken, 'T1')).toEqual({});
    expect(() => writeAttempt(broken, 'T1', {})).not.toThrow();
    expect(() => removeAttempt(broken, 'T1')).not.toThrow();
  });
});

describe('given server answers and browser answers to resume with', () => {
  const savedAt = 1;
  it.each([
    [
      'the server only',
      [{ questnSeq: 1, answrs: ['2'], rev: 3, savedAt }],
      {},
      { answrs: ['2'], rev: 3, savedRev: 3 },
    ],
    [
      'the browser only (never reached the server)',
      [],
      { 1: { answrs: ['4'], rev: 2, savedRev: 2 } },
      { answrs: ['4'], rev: 2, savedRev: 0 },
    ],
    [
      'a newer browser answer',
      [{ questnSeq: 1, answrs: ['2'], rev: 3, savedAt }],
      { 1: { answrs: ['5'], rev: 4, savedRev: 3 } },
      { answrs: ['5'], rev: 4, savedRev: 3 },
    ],
    [
      'a newer server answer',
      [{ questnSeq: 1, answrs: ['2'], rev: 5, savedAt }],
      { 1: { answrs: ['5'], rev: 4, savedRev: 3 } },
      { answrs: ['2'], rev: 5, savedRev: 5 },
    ],
    [
      'the same revision',
      [{ questnSeq: 1, answrs: ['2'], rev: 4, savedAt }],
      { 1: { answrs: ['2'], rev: 4, savedRev: 3 } },
      { answrs: ['2'], rev: 4, savedRev: 4 },
    ],
  ])('%s wins by revision', (_name, saved, local, expected) => {
    expect(mergeAnswers(saved, local)[1]).toEqual(expected);
  });
});
