/**
 * The daily study's arithmetic and mappings, without React: the unit's completed parts (stored and still on their
 * way) and rates, the unit a day opens on, the kit's unit list, the save line's word and the recording button's state.
 */
import {
  keyOf,
  type QueueSnapshot,
  type QueueStatus,
  type RecordingUploadInput,
  type StudyDayState,
  type StudyUnitState,
  type UnitKey,
} from '@buddy/api';
import { parseProgressData, recordingFileName, unitRate } from '@buddy/domain';
import type { RecordState, UnitNavItem } from '../../blocks/daily-study';
import type { DailyLocation } from './daily-params';

/** A unit of the day with its completed parts and its rate. */
export interface UnitEntry {
  unit: StudyUnitState;
  parts: number[];
  rate: number;
}

/** The unit's key in the progress queue. */
export function unitKeyOf(location: DailyLocation, stdDay: number, stdUnit: number): UnitKey {
  return {
    stdCourse: location.course,
    stdStep: location.step,
    stdWeek: location.week,
    stdDay,
    stdUnit,
  };
}

/** The unit's completed parts: the stored ones and those still on their way, once each, in order. */
export function doneParts(unit: StudyUnitState, pending: ReadonlySet<number> | undefined): number[] {
  const stored = parseProgressData(unit.prgssData).progresses.map((entry) => entry.part);
  return [...new Set([...stored, ...(pending ?? [])])].sort((a, b) => a - b);
}

export function rateOf(unit: StudyUnitState, parts: readonly number[]): number {
  return unitRate({ progresses: parts.map((part) => ({ part, at: '' })) }, unit.parts);
}

/** The day's units with what is stored and what the queue still holds for each. */
export function unitEntries(
  location: DailyLocation,
  day: StudyDayState,
  pending: QueueSnapshot['pending'],
): UnitEntry[] {
  return day.stdUnits.map((unit) => {
    const parts = doneParts(unit, pending.get(keyOf(unitKeyOf(location, day.stdDay, unit.stdUnit))));
    return { unit, parts, rate: rateOf(unit, parts) };
  });
}

/** The unit a day opens on without one in the address: the first not yet done, else the first. */
export function openingUnit(entries: readonly UnitEntry[]): number | undefined {
  return (entries.find((entry) => entry.rate < 100) ?? entries[0])?.unit.stdUnit;
}

/** The unit on screen: the chosen one when the day has it, else the first. */
export function currentEntry(
  entries: readonly UnitEntry[],
  chosen: number | undefined,
): UnitEntry | undefined {
  return entries.find((entry) => entry.unit.stdUnit === chosen) ?? entries[0];
}

/** The kit's unit list in product words. */
export function unitNavItems(entries: readonly UnitEntry[]): UnitNavItem[] {
  return entries.map(({ unit, rate }) => ({
    unit: unit.stdUnit,
    kind: unit.kind,
    title: unit.title,
    progress: rate,
  }));
}

export type SaveWord = 'saving' | 'retrying' | 'refused' | 'saved';

/** Whether the queue came back to rest after sending: something was stored. */
export function storedNow(previous: QueueStatus, next: QueueStatus): boolean {
  return next === 'idle' && (previous === 'saving' || previous === 'waiting');
}

/** The save line's word for the queue's status (null: nothing to say yet). */
export function saveWord(status: QueueStatus, saved: boolean): SaveWord | null {
  if (status === 'saving' || status === 'waiting') return 'saving';
  if (status === 'retrying' || status === 'refused') return status;
  return saved ? 'saved' : null;
}

/** The recording button's state: the upload's while it has one, else the microphone's. */
export function recordState(
  upload: { isPending: boolean; isSuccess: boolean; isError: boolean },
  recorder: RecordState,
): RecordState {
  if (upload.isPending) return 'uploading';
  if (upload.isSuccess) return 'uploaded';
  if (upload.isError) return 'failed';
  return recorder;
}

/** A recording to upload, named by course, step, week, day, unit and time (spec §7). */
export function recordingUpload(
  location: DailyLocation,
  place: { stdDay: number; stdUnit: number },
  recording: { file: Blob; extension: string; at: Date },
): RecordingUploadInput {
  const { course, step, week } = location;
  return {
    ...unitKeyOf(location, place.stdDay, place.stdUnit),
    file: recording.file,
    fileName: recordingFileName(
      { course, step, week, day: place.stdDay, unit: place.stdUnit },
      recording.at,
      recording.extension,
    ),
  };
}
