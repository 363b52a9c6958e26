import { describe, expect, it } from 'vitest';
import { keyOf, type QueueStatus, type StudyDayState, type StudyUnitState } from '@buddy/api';
import type { RecordState } from '../../blocks/daily-study';
import type { DailyLocation } from './daily-params';
import {
  currentEntry,
  doneParts,
  openingUnit,
  rateOf,
  recordingUpload,
  recordState,
  saveWord,
  storedNow,
  unitEntries,
  unitKeyOf,
  unitNavItems,
  type SaveWord,
} from './daily-progress';

const stored = (...parts: number[]) =>
  JSON.stringify({ progresses: parts.map((part) => ({ part, at: '2026-11-20T02:00:00.000Z' })) });

function unit(stdUnit: number, parts: number, prgssData = ''): StudyUnitState {
  return {
    stdUnit,
    kind: stdUnit === 1 ? 'watch' : 'words',
    title: `Unit ${stdUnit}`,
    guide: '',
    parts,
    show: null,
    slides: null,
    words: null,
    prgssData,
    prgssRate: 0,
  };
}

const location: DailyLocation = { course: 'B', step: 2, week: 3, day: 1, unit: null };

describe('given a unit with stored and pending parts', () => {
  it('counts each part once, in order', () => {
    expect(doneParts(unit(1, 4, stored(2, 0)), new Set([3, 0]))).toEqual([0, 2, 3]);
  });

  it('reads nothing stored from an empty or broken record', () => {
    expect(doneParts(unit(1, 4, ''), undefined)).toEqual([]);
    expect(doneParts(unit(1, 4, '{oops'), new Set([1]))).toEqual([1]);
  });

  it.each([
    [3, [0], 33],
    [3, [0, 1, 2], 100],
    [2, [0, 1, 5], 100],
    [0, [0], 0],
  ])('rates a %i-part unit with parts %j at %i', (parts, done, rate) => {
    expect(rateOf(unit(1, parts), done)).toBe(rate);
  });
});

describe('given a day of three units', () => {
  const day: StudyDayState = {
    stdDay: 2,
    title: '',
    prgssRate: 0,
    stdUnits: [unit(1, 2, stored(0, 1)), unit(2, 2, stored(0)), unit(3, 1)],
  };

  it('adds the parts the queue still holds for a unit of this day only', () => {
    const pending = new Map([
      [keyOf(unitKeyOf(location, 2, 2)), new Set([1])],
      [keyOf(unitKeyOf(location, 1, 3)), new Set([0])],
    ]);
    const entries = unitEntries(location, day, pending);
    expect(entries.map((entry) => [entry.unit.stdUnit, entry.parts, entry.rate])).toEqual([
      [1, [0, 1], 100],
      [2, [0, 1], 100],
      [3, [], 0],
    ]);
  });

  it('opens on the first unit not yet done, or the first when all are done', () => {
    const entries = unitEntries(location, day, new Map());
    expect(openingUnit(entries)).toBe(2);
    expect(openingUnit(entries.map((entry) => ({ ...entry, rate: 100 })))).toBe(1);
    expect(openingUnit([])).toBeUndefined();
  });

  it('shows the chosen unit, or the first when the day has no such unit', () => {
    const entries = unitEntries(location, day, new Map());
    expect(currentEntry(entries, 3)?.unit.stdUnit).toBe(3);
    expect(currentEntry(entries, 9)?.unit.stdUnit).toBe(1);
    expect(currentEntry(entries, undefined)?.unit.stdUnit).toBe(1);
  });

  it('lists the units for the kit in product words', () => {
    expect(unitNavItems(unitEntries(location, day, new Map()))).toEqual([
      { unit: 1, kind: 'watch', title: 'Unit 1', progress: 100 },
      { unit: 2, kind: 'words', title: 'Unit 2', progress: 50 },
      { unit: 3, kind: 'words', title: 'Unit 3', progress: 0 },
    ]);
  });
});

describe('given the progress queue moving', () => {
  it.each<[QueueStatus, boolean, SaveWord | null]>([
    ['idle', false, null],
    ['idle', true, 'saved'],
    ['waiting', false, 'saving'],
    ['saving', true, 'saving'],
    ['retrying', true, 'retrying'],
    ['refused', false, 'refused'],
  ])('says for %s (stored before: %s) %s', (status, saved, word) => {
    expect(saveWord(status, saved)).toBe(word);
  });

  it.each<[QueueStatus, QueueStatus, boolean]>([
    ['saving', 'idle', true],
    ['waiting', 'idle', true],
    ['retrying', 'idle', false],
    ['refused', 'idle', false],
    ['idle', 'saving', false],
    ['saving', 'retrying', false],
  ])('from %s to %s counts as stored: %s', (previous, next, result) => {
    expect(storedNow(previous, next)).toBe(result);
  });
});

describe('given a recording', () => {
  const quiet = { isPending: false, isSuccess: false, isError: false };

  it.each<[Partial<typeof quiet>, RecordState, RecordState]>([
    [{}, 'recorded', 'recorded'],
    [{}, 'denied', 'denied'],
    [{ isPending: true }, 'recorded', 'uploading'],
    [{ isSuccess: true }, 'recorded', 'uploaded'],
    [{ isError: true }, 'recorded', 'failed'],
  ])('with upload %j and microphone %s shows %s', (upload, recorder, state) => {
    expect(recordState({ ...quiet, ...upload }, recorder)).toBe(state);
  });

  it('uploads it under the unit, named by place and Seoul time', () => {
    const file = new Blob(['x'], { type: 'audio/ogg' });
    const at = new Date('2026-11-23T05:15:02Z');
    expect(recordingUpload(location, { stdDay: 4, stdUnit: 3 }, { file, extension: 'ogg', at })).toEqual({
      stdCourse: 'B',
      stdStep: 2,
      stdWeek: 3,
      stdDay: 4,
      stdUnit: 3,
      file,
      fileName: 'B-2-3-4-3-20261123-141502.ogg',
    });
  });
});
