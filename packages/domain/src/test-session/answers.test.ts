import { describe, expect, it } from 'vitest';
import {
  changeEntry,
  confirmEntry,
  mergeAnswers,
  saveStateOf,
  sendIsCurrent,
  type AnswerEntries,
  type AnswerEntry,
  type AnswerSaveState,
  type SavedAnswerRevision,
} from './answers';
import { answerSendOutcome, isTransientStatus, retryDelay } from './delivery';

const entry = (rev: number, savedRev: number, answrs = ['1']): AnswerEntry => ({ answrs, rev, savedRev });

describe('given the server answers and the browser copy of an attempt', () => {
  it.each<[string, SavedAnswerRevision[], AnswerEntries, AnswerEntries]>([
    ['nothing anywhere', [], {}, {}],
    ['only the server', [{ questnSeq: 1, answrs: ['2'], rev: 2 }], {}, { 1: entry(2, 2, ['2']) }],
    ['only the browser (never confirmed)', [], { 1: entry(1, 0, ['3']) }, { 1: entry(1, 0, ['3']) }],
    [
      'only the browser, confirmed once but unknown to the server now: sent again',
      [],
      { 1: entry(2, 2, ['4']) },
      { 1: entry(2, 0, ['4']) },
    ],
    [
      'the browser newer: sent again above the server',
      [{ questnSeq: 1, answrs: ['2'], rev: 2 }],
      { 1: entry(3, 2, ['4']) },
      { 1: entry(3, 2, ['4']) },
    ],
    [
      'the server newer (another tab): the server wins',
      [{ questnSeq: 1, answrs: ['2'], rev: 5 }],
      { 1: entry(3, 3, ['4']) },
      { 1: entry(5, 5, ['2']) },
    ],
    [
      'the same revision: the server, confirmed',
      [{ questnSeq: 1, answrs: ['2'], rev: 3 }],
      { 1: entry(3, 0, ['2']) },
      { 1: entry(3, 3, ['2']) },
    ],
  ])('%s', (_name, saved, local, merged) => {
    expect(mergeAnswers(saved, local)).toEqual(merged);
  });
});

describe('given an answer changing and confirmed', () => {
  it('a change takes the next revision and keeps the confirmed one', () => {
    expect(changeEntry(undefined, ['1'])).toEqual(entry(1, 0, ['1']));
    expect(changeEntry(entry(4, 4), ['2'])).toEqual(entry(5, 4, ['2']));
  });

  const sent = (rev: number, answrs = ['1']) => ({ rev, answrs });
  const held = (rev: number, answrs = ['1']) => ({ rev, answrs });
  it.each<[string, AnswerEntry, ReturnType<typeof sent>, ReturnType<typeof held>, AnswerEntry, boolean]>([
    ['the latest confirmed', entry(1, 0), sent(1), held(1), entry(1, 1), false],
    ['an older one confirmed while a newer waits', entry(3, 0), sent(1), held(1), entry(3, 1), false],
    [
      'a late confirmation never lowers the confirmed revision',
      entry(3, 3),
      sent(1),
      held(1),
      entry(3, 3),
      false,
    ],
    [
      'the same answer held at a higher revision (another tab): saved at it',
      entry(1, 0),
      sent(1),
      held(7),
      entry(7, 7),
      false,
    ],
    [
      'another tab’s answer kept at the same revision: this tab shows it, told (issue 30, defect 3)',
      entry(1, 0, ['3']),
      sent(1, ['3']),
      held(1, ['1']),
      entry(1, 1, ['1']),
      true,
    ],
    [
      'another tab’s answer kept at a higher revision: shown, told',
      entry(1, 0, ['3']),
      sent(1, ['3']),
      held(4, ['1']),
      entry(4, 4, ['1']),
      true,
    ],
    [
      'the child changed it here since: that change goes again, above the server’s',
      entry(2, 0, ['2']),
      sent(1, ['3']),
      held(4, ['1']),
      entry(5, 0, ['2']),
      false,
    ],
    [
      '… and keeps its own higher revision',
      entry(9, 0, ['2']),
      sent(1, ['3']),
      held(4, ['1']),
      entry(9, 0, ['2']),
      false,
    ],
  ])('%s', (_name, before, sentNow, server, after, kept) => {
    expect(confirmEntry(before, sentNow, server)).toEqual({ entry: after, kept });
  });

  it.each<[string, AnswerEntry | undefined, number, boolean]>([
    ['the latest unconfirmed revision', entry(2, 1), 2, true],
    ['an older revision (a newer one goes next)', entry(3, 1), 2, false],
    ['an already confirmed revision', entry(2, 2), 2, false],
    ['a question of a finished attempt', undefined, 1, false],
  ])('sending %s: %s', (_name, current, rev, send) => {
    expect(sendIsCurrent(current, rev)).toBe(send);
  });
});

describe('given the save state of a question', () => {
  it.each<[string, AnswerEntry, boolean, boolean, boolean, AnswerSaveState]>([
    ['confirmed', entry(2, 2), false, false, false, 'saved'],
    ['confirmed, even offline', entry(2, 2), true, true, true, 'saved'],
    ['on its way', entry(2, 1), false, false, false, 'saving'],
    ['refused by the server', entry(2, 1), true, false, false, 'offline'],
    ['the browser offline', entry(2, 1), false, true, false, 'offline'],
    ['the attempt’s sends failing', entry(2, 1), false, false, true, 'offline'],
  ])('%s shows %5$s', (_name, current, refused, offline, failing, state) => {
    expect(saveStateOf({ entry: current, refused, offline, failing })).toBe(state);
  });
});

describe('given a failed send', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [4, 16_000],
    [5, 30_000],
    [9, 30_000],
  ])('after %i failures the next try waits %i ms', (failures, wait) => {
    expect(retryDelay(failures)).toBe(wait);
  });

  it.each<[number, boolean]>([
    [0, true],
    [400, false],
    [401, false],
    [403, false],
    [404, false],
    [408, true],
    [409, false],
    [422, false],
    [429, true],
    [500, true],
    [503, true],
  ])('status %i is worth trying again: %s', (status, transient) => {
    expect(isTransientStatus(status)).toBe(transient);
  });

  it.each([
    [200, 'saved'],
    [409, 'closed'],
    [0, 'retry'],
    [503, 'retry'],
    [429, 'retry'],
    [400, 'refused'],
    [403, 'refused'],
  ] as const)('an autosave answered %i is %s', (status, outcome) => {
    expect(answerSendOutcome(status)).toBe(outcome);
  });
});
