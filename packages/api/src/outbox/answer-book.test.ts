import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage';
import { attemptKey, createAnswerBook, readAttempt, removeAttempt, writeAttempt } from './answer-book';

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

describe('given the shared copy of an attempt', () => {
  it('writes every change through to storage with the next revision', () => {
    const storage = memoryStorage();
    const book = createAnswerBook(storage, 'T1');
    book.change(1, ['2']);
    book.change(1, ['3']);
    expect(readAttempt(storage, 'T1')).toEqual({ 1: { answrs: ['3'], rev: 2, savedRev: 0 } });
    expect(book.confirm(1, { rev: 1, answrs: ['2'] }, { rev: 1, answrs: ['2'] })).toBeNull();
    expect(readAttempt(storage, 'T1')[1]).toEqual({ answrs: ['3'], rev: 2, savedRev: 1 });
    expect(book.kept(1)).toBe(false);
  });

  it('shows the answer the server kept from another tab, says so, and forgets it at the next change here', () => {
    const storage = memoryStorage();
    const book = createAnswerBook(storage, 'T1');
    book.change(2, ['3']);
    expect(book.confirm(2, { rev: 1, answrs: ['3'] }, { rev: 1, answrs: ['1'] })).toBeNull();
    expect(book.entry(2)).toEqual({ answrs: ['1'], rev: 1, savedRev: 1 });
    expect(readAttempt(storage, 'T1')[2]).toEqual({ answrs: ['1'], rev: 1, savedRev: 1 });
    expect(book.kept(2)).toBe(true);
    book.change(2, ['4']);
    expect(book.kept(2)).toBe(false);
    expect(book.entry(2)).toEqual({ answrs: ['4'], rev: 2, savedRev: 1 });
  });

  it('sends a change made here since again, above the revision the server holds', () => {
    const book = createAnswerBook(memoryStorage(), 'T1');
    book.change(2, ['3']);
    book.change(2, ['4']);
    expect(book.confirm(2, { rev: 1, answrs: ['3'] }, { rev: 5, answrs: ['1'] })).toEqual({
      answrs: ['4'],
      rev: 6,
      savedRev: 0,
    });
    expect(book.kept(2)).toBe(false);
  });

  it('resuming keeps a confirmation it already saw for the same revision', () => {
    const book = createAnswerBook(memoryStorage(), 'T1');
    book.change(1, ['1']);
    book.confirm(1, { rev: 1, answrs: ['1'] }, { rev: 1, answrs: ['1'] });
    book.replace({ 1: { answrs: ['1'], rev: 1, savedRev: 0 }, 2: { answrs: ['2'], rev: 3, savedRev: 1 } });
    expect(book.entries()).toEqual({
      1: { answrs: ['1'], rev: 1, savedRev: 1 },
      2: { answrs: ['2'], rev: 3, savedRev: 1 },
    });
  });

  it('a refusal holds until the next change; forgetting removes the copy', () => {
    const storage = memoryStorage();
    const book = createAnswerBook(storage, 'T1');
    book.change(1, ['1']);
    book.refuse(1, 1);
    expect(book.refused(1)).toBe(true);
    book.change(1, ['2']);
    expect(book.refused(1)).toBe(false);
    book.forget();
    expect(book.entries()).toEqual({});
    expect(book.closed).toBe(true);
    expect(storage.getItem(attemptKey('T1'))).toBeNull();
  });

  it('tells its listeners', () => {
    const book = createAnswerBook(null, 'T1');
    let told = 0;
    const off = book.subscribe(() => (told += 1));
    book.change(1, ['1']);
    book.close();
    off();
    book.change(1, ['2']);
    expect(told).toBe(2);
  });
});
