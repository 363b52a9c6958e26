import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  averageRate,
  averageScore,
  clampPage,
  examLabel,
  isValidYearMonth,
  languageStats,
  lastPage,
  normaliseCourse,
  PAGE_SIZES,
  parseProgressData,
  reportComment,
  seoulDate,
  seoulMonth,
  seoulMonthRange,
  unitRate,
  type StudyManual,
  type UnitKind,
} from '@buddy/domain';
import type { components } from '@buddy/contract';
import { HttpError } from '../../plugins/errors';
import type { RecordingStore, StoredRecording } from '../recordings/store';
import { API_PREFIX } from '../../plugins/static';
import type { Clock } from '../../plugins/tokens';
import type {
  MypageStudiesRepository,
  ProgressRow,
  RecordingFilter,
  RecordingRow,
  SubmittedTestRow,
} from './repository';

type Schemas = components['schemas'];
type AttendanceMonth = Schemas['AttendanceMonth'];
type LearningMonth = Schemas['LearningMonth'];
type LearnedWeek = Schemas['LearnedWeek'];
type TakenTest = Schemas['TakenTest'];
type Report = Schemas['Report'];
type Recording = Schemas['Portfolio'];
type RecordingList = Schemas['PortfolioList'];

export const MYPAGE_MESSAGES = {
  /** 400 MONTH: srchYyMm is not a YYYYMM month. */
  month: '조회할 달을 확인해주세요.',
  /** 404 NOT_FOUND: no such recording of the member (or its file is gone). */
  recordingNotFound: '녹음 파일을 찾을 수 없어요.',
  /** 404 NOT_FOUND: the archive of a member without recordings. */
  noRecordings: '아직 녹음한 파일이 없어요.',
} as const;

/* ----------------------------------------------------------------------------------------------------------------
 * Signed links to recordings (decision 011, Recordings).
 * -------------------------------------------------------------------------------------------------------------- */

/** How long a signed recording link works. */
export const RECORDING_LINK_SECONDS = 5 * 60;
/** The target of the archive's link (a file's target is its ptfloNo). */
export const ARCHIVE_TARGET = 'all';

/**
 * `sig` = `<memNo>.<expiry, epoch seconds>.<HMAC-SHA256>` over the member, the target (a ptfloNo or 'all') and the
 * expiry, keyed with the server's secret. An `<audio>` element or a download link cannot send the bearer header;
 * the signed link opens one recording (or the member's archive) for five minutes, and nothing else.
 */
export class RecordingLinks {
  constructor(
    private readonly secret: string,
    private readonly clock: Clock,
    /** What the links open: 'ptflo' (recordings) or 'picture' (album pictures, ADR 035); never valid for another. */
    private readonly purpose: 'ptflo' | 'picture' = 'ptflo',
  ) {}

  private mac(memNo: string, target: string, expiry: number): Buffer {
    return createHmac('sha256', this.secret).update(`${this.purpose}:${memNo}:${target}:${expiry}`).digest();
  }

  sign(memNo: string, target: string): string {
    const expiry = Math.floor(this.clock().getTime() / 1000) + RECORDING_LINK_SECONDS;
    return `${memNo}.${expiry}.${this.mac(memNo, target, expiry).toString('base64url')}`;
  }

  /** The member a valid, unexpired signature for this target was made for, or null. */
  verify(sig: string, target: string): string | null {
    const parts = sig.split('.');
    if (parts.length !== 3) return null;
    const [memNo = '', expiryText = '', given = ''] = parts;
    if (!/^[0-9A-Za-z_-]{1,40}$/.test(memNo) || !/^[0-9]{1,12}$/.test(expiryText)) return null;
    const expiry = Number(expiryText);
    if (expiry * 1000 <= this.clock().getTime()) return null;
    const expected = this.mac(memNo, target, expiry);
    const actual = Buffer.from(given, 'base64url');
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
    return memNo;
  }

  fileUrl(memNo: string, ptfloNo: number): string {
    return `${API_PREFIX}/mypage/studies/ptflo/${ptfloNo}/file?sig=${this.sign(memNo, String(ptfloNo))}`;
  }

  archiveUrl(memNo: string): string {
    return `${API_PREFIX}/mypage/studies/ptflo/download?sig=${this.sign(memNo, ARCHIVE_TARGET)}`;
  }
}

/* ----------------------------------------------------------------------------------------------------------------
 * Weeks and their units.
 * -------------------------------------------------------------------------------------------------------------- */

interface RatedUnit {
  day: number;
  unit: number;
  kind: UnitKind;
  rate: number;
}

const unitKey = (day: number, unit: number) => `${day}-${unit}`;
const weekKey = (row: { course: string; step: number; week: number }) =>
  `${row.course}-${row.step}-${row.week}`;

/** Every unit of a manual with the member's rate (0 for a unit never started). */
export function ratedUnits(manual: StudyManual, rows: readonly ProgressRow[]): RatedUnit[] {
  const byUnit = new Map(rows.map((row) => [unitKey(row.day, row.unit), row]));
  return manual.days.flatMap((day) =>
    day.units.map((unit) => ({
      day: day.stdDay,
      unit: unit.stdUnit,
      kind: unit.kind,
      rate: unitRate(parseProgressData(byUnit.get(unitKey(day.stdDay, unit.stdUnit))?.prgssData), unit.parts),
    })),
  );
}

interface StudiedWeek extends LearnedWeek {
  units: RatedUnit[];
}

/** A file of the member's recordings, in the recording store. */
export interface RecordingFile {
  stored: StoredRecording;
  fileName: string;
  mime: string;
  size: number;
  createdAt: Date;
}

export interface RecordingQuery {
  pageNo?: number;
  pageRow?: number;
  srchTp?: string;
  srchText?: string;
  stdCourse?: string;
}

/**
 * My page's study calls (spec §7 Study: atndn, report, ptflo and the learning of the month). Months are Seoul's;
 * everything read is the member's own; a recording of another member is "not there" (404).
 */
export class MypageStudiesService {
  constructor(
    private readonly repository: MypageStudiesRepository,
    readonly links: RecordingLinks,
    /** Where the upload call stored each member's files (the disk of DATA_DIR by default). */
    private readonly store: RecordingStore,
    private readonly clock: Clock,
    /** The words on the member's review schedule and how many are remembered now (the review's, ADR 073). */
    private readonly reviewWords: (memNo: string) => Promise<Report['reviewWords']>,
  ) {}

  /** srchYyMm, or this Seoul month when absent. */
  month(srchYyMm: string | undefined): string {
    const month = srchYyMm ?? seoulMonth(this.clock());
    if (!isValidYearMonth(month)) throw new HttpError(400, 'MONTH', MYPAGE_MESSAGES.month);
    return month;
  }

  async attendance(memNo: string, srchYyMm?: string): Promise<AttendanceMonth> {
    const month = this.month(srchYyMm);
    const rows = await this.repository.attendanceOf(memNo, `${month.slice(0, 4)}-${month.slice(4, 6)}`);
    return {
      srchYyMm: month,
      result: rows.map((row) => ({ day: row.day, firstAt: row.firstAt.toISOString() })),
    };
  }

  /** The weeks with progress stored in the month, each rated over all its units, most recent first. */
  private async weeksStudied(memNo: string, monthRows: readonly ProgressRow[]): Promise<StudiedWeek[]> {
    const latest = new Map<string, { course: string; step: number; week: number; at: Date }>();
    for (const row of monthRows) {
      const key = weekKey(row);
      const known = latest.get(key);
      if (!known || known.at < row.updatedAt) latest.set(key, { ...row, at: row.updatedAt });
    }
    const courses = [...new Set(monthRows.map((row) => row.course))];
    const all = await this.repository.progressOfCourses(memNo, courses);
    const weeks = await Promise.all(
      [...latest.entries()].map(async ([key, week]): Promise<StudiedWeek | null> => {
        const course = normaliseCourse(week.course);
        if (!course) return null;
        const manual = await this.repository.manual(course, week.step, week.week);
        const units = manual
          ? ratedUnits(
              manual,
              all.filter((row) => weekKey(row) === key),
            )
          : [];
        return {
          stdCourse: course,
          stdStep: week.step,
          stdWeek: week.week,
          title: manual?.title ?? '',
          prgssRate: averageRate(units.map((unit) => unit.rate)),
          lastStudiedAt: week.at.toISOString(),
          units,
        };
      }),
    );
    return weeks
      .filter((week): week is StudiedWeek => week !== null)
      .sort((a, b) => b.lastStudiedAt.localeCompare(a.lastStudiedAt));
  }

  private async monthData(memNo: string, month: string) {
    const { start, end } = seoulMonthRange(month);
    const [days, monthRows, tests] = await Promise.all([
      this.repository.attendanceOf(memNo, `${month.slice(0, 4)}-${month.slice(4, 6)}`),
      this.repository.progressBetween(memNo, start, end),
      this.repository.testsBetween(memNo, start, end),
    ]);
    const weeks = await this.weeksStudied(memNo, monthRows);
    return { days, monthRows, tests, weeks };
  }

  async learning(memNo: string, srchYyMm?: string): Promise<LearningMonth> {
    const month = this.month(srchYyMm);
    const { days, monthRows, tests, weeks } = await this.monthData(memNo, month);
    const rateOf = new Map(
      weeks.flatMap((week) =>
        week.units.map(
          (unit) =>
            [
              `${weekKey({ course: week.stdCourse, step: week.stdStep, week: week.stdWeek })}-${unit.day}-${unit.unit}`,
              unit.rate,
            ] as const,
        ),
      ),
    );
    // A unit is done when its progress stored this month reaches 100 % (the row's rate without a manual).
    const unitsDone = monthRows.filter(
      (row) => (rateOf.get(`${weekKey(row)}-${row.day}-${row.unit}`) ?? row.rate) >= 100,
    ).length;
    return {
      srchYyMm: month,
      studyDays: days.length,
      unitsDone,
      weeks: weeks.map(({ units: _units, ...week }) => week),
      tests: [...tests].reverse().map(takenTest),
    };
  }

  async report(memNo: string, srchYyMm?: string): Promise<Report> {
    const month = this.month(srchYyMm);
    const [{ days, tests, weeks }, reviewWords] = await Promise.all([
      this.monthData(memNo, month),
      this.reviewWords(memNo),
    ]);
    const scores = tests.map((test) => test.score);
    const examScore = tests.at(-1)?.score ?? 0;
    const avgScore = averageScore(scores);
    const prgssRate = averageRate(weeks.map((week) => week.prgssRate));
    return {
      srchYyMm: month,
      examScore,
      avgScore,
      prgssRate,
      totCommnt: reportComment({
        studyDays: days.length,
        prgssRate,
        testsTaken: tests.length,
        examScore,
        avgScore,
      }),
      examStats: tests.map((test) => {
        const taken = takenTest(test);
        return {
          label: examLabel(taken),
          tstTp: taken.tstTp,
          score: test.score,
          submittedAt: taken.submittedAt,
        };
      }),
      langStats: languageStats(weeks.flatMap((week) => week.units)),
      reviewWords,
    };
  }

  async recordings(memNo: string, query: RecordingQuery): Promise<RecordingList> {
    const pageRow = query.pageRow ?? PAGE_SIZES.default;
    const filter: RecordingFilter = {
      fileName: (query.srchText ?? '').trim(),
      course: normaliseCourse(query.stdCourse) ?? '',
    };
    const totalCount = await this.repository.countRecordings(memNo, filter);
    // Spec §4 Other: below 1 goes to 1; beyond the total goes to the last page.
    const pageNo = clampPage(query.pageNo ?? 1, totalCount, pageRow);
    const rows = await this.repository.recordings(memNo, filter, (pageNo - 1) * pageRow, pageRow);
    const any = totalCount > 0 || (await this.repository.countRecordings(memNo, null)) > 0;
    return {
      page: { pageNo, pageRow, totalCount },
      search: { srchTp: 'FN', srchText: filter.fileName, stdCourse: filter.course },
      result: rows.map((row) => this.recording(row)),
      navigation: { first: 1, last: lastPage(totalCount, pageRow) },
      allDownload: any ? this.links.archiveUrl(memNo) : null,
    };
  }

  private recording(row: RecordingRow): Recording {
    return {
      ptfloNo: row.ptfloNo,
      fileName: row.fileName,
      stdCourse: row.course,
      stdStep: row.step,
      stdWeek: row.week,
      stdDay: row.day,
      stdUnit: row.unit,
      mime: row.mime,
      size: row.size,
      createdAt: row.createdAt.toISOString(),
      fileUrl: this.links.fileUrl(row.memNo, row.ptfloNo),
    };
  }

  private async onDisk(row: RecordingRow): Promise<RecordingFile | null> {
    const stored = await this.store.open(row.memNo, row.stored);
    if (!stored) return null;
    return {
      stored,
      fileName: row.fileName,
      mime: row.mime,
      size: stored.size,
      createdAt: row.createdAt,
    };
  }

  /** One recording of the member (404 for another member's, an unknown one or a missing file). */
  async file(memNo: string, ptfloNo: number): Promise<RecordingFile> {
    const row = await this.repository.recording(memNo, ptfloNo);
    const file = row ? await this.onDisk(row) : null;
    if (!file) throw new HttpError(404, 'NOT_FOUND', MYPAGE_MESSAGES.recordingNotFound);
    return file;
  }

  /** Every recording of the member that is on disk, newest first, with the archive's name (404 with none). */
  async archive(memNo: string): Promise<{ name: string; files: RecordingFile[] }> {
    const rows = await this.repository.recordings(memNo, null, 0, 0);
    const files = (await Promise.all(rows.map((row) => this.onDisk(row)))).filter(
      (file): file is RecordingFile => file !== null,
    );
    if (files.length === 0) throw new HttpError(404, 'NOT_FOUND', MYPAGE_MESSAGES.noRecordings);
    return { name: `buddy-recordings-${seoulDate(this.clock()).replace(/-/g, '')}.zip`, files };
  }
}

function takenTest(test: SubmittedTestRow): TakenTest {
  const monthly = test.tstTp === 'M';
  return {
    questnCd: test.questnCd,
    title: test.title,
    tstTp: monthly ? 'M' : 'W',
    stdCourse: test.course ?? '',
    stdStep: test.step ?? 0,
    stdWeek: monthly ? null : test.week,
    tstScore: test.score,
    submittedAt: test.submittedAt.toISOString(),
  };
}

/** Archive entry names: the file names, a repeated one numbered (`name (2).webm`). */
export function archiveNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const safe =
      [...name].map((c) => (c.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(c) ? '_' : c)).join('') ||
      'recording';
    const n = (seen.get(safe) ?? 0) + 1;
    seen.set(safe, n);
    if (n === 1) return safe;
    const dot = safe.lastIndexOf('.');
    return dot > 0 ? `${safe.slice(0, dot)} (${n})${safe.slice(dot)}` : `${safe} (${n})`;
  });
}
