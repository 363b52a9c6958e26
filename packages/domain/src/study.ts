/**
 * The study area's rules (spec §3 Study session, Study navigation, Weekly stats, Week tests, Review entry, Report,
 * Attendance, Inquiry, Memo, Site Q&A; §4 Study session; §9 Study limits). Shared by the server (which enforces
 * them), the content scripts (which write manuals in this shape) and the app. Decision 011 records the choices the
 * spec leaves open.
 */
import { COURSES, MAX_STEP, MAX_WEEK, type Course, type TestType } from './constants';
import { requiredMessage, unstorableMessage } from './messages';
import { isStorableText, type FieldError } from './validation';
import { SEOUL_OFFSET_MS } from './dates';

/* ----------------------------------------------------------------------------------------------------------------
 * Content: the study manual of one course, step and week (written by packages/content-generator, served by the server).
 * -------------------------------------------------------------------------------------------------------------- */

/** The kinds of a daily unit. */
export const UNIT_KINDS = ['watch', 'sing', 'read', 'speak', 'words'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

/** Korean names of the unit kinds (shown on unit cards and in the daily study). */
export const UNIT_KIND_LABELS: Record<UnitKind, string> = {
  watch: '보고 듣기',
  sing: '듣고 따라 부르기',
  read: '읽기',
  speak: '말하기',
  words: '단어',
};

/**
 * One slide of an animated slide show: a picture, an English line with its sound, and the Korean meaning. Media
 * paths are relative to the content directory (served under /content/).
 */
export interface StudySlide {
  image: string;
  text: string;
  ko: string;
  audio: string;
  /** How long the slide shows when its sound is missing or muted, in milliseconds. */
  durationMs: number;
}

/** A word card of a words unit (also the dictionary's source). */
export interface StudyWord {
  en: string;
  ko: string;
  example: string;
  exampleKo: string;
  audio: string;
  image?: string;
}

/**
 * A unit of a day. Every unit has parts the child works through; each completed part is one progress entry.
 * - watch / sing: `show` is a slide show (the "video"), opened through the one-time URL call; parts = its slides.
 * - read: `slides` read one by one (each with its sound); parts = slides.
 * - words: `words` cards; parts = words.
 * - speak: `slides` to listen to and repeat; the child records each; parts = slides.
 */
export interface StudyUnit {
  stdUnit: number;
  kind: UnitKind;
  /** English title shown to the child. */
  title: string;
  /** Korean instruction. */
  guide: string;
  /** watch and sing: the slide-show manifest path (a JSON file of StudySlide[]) behind the one-time URL. */
  show?: string;
  slides?: StudySlide[];
  words?: StudyWord[];
  /** The number of parts (slides of the show, slides, or words): what 100 % progress means. */
  parts: number;
}

export interface StudyDay {
  stdDay: number;
  title: string;
  units: StudyUnit[];
}

export interface StudyManual {
  stdCourse: Course;
  stdStep: number;
  stdWeek: number;
  /** The week's theme, e.g. "My Family". */
  title: string;
  days: StudyDay[];
}

/** Days of a study week (the daily status shows five items). */
export const DAYS_PER_WEEK = 5;

/** The manual code used by content files and the database: `A-1-1` (course, step, week). */
export function manualCode(course: Course, step: number, week: number): string {
  return `${course}-${step}-${week}`;
}

/* ----------------------------------------------------------------------------------------------------------------
 * Progress (prgssData).
 * -------------------------------------------------------------------------------------------------------------- */

export interface ProgressEntry {
  /** The part index (0-based) of the unit. */
  part: number;
  /** When it was completed, ISO 8601. */
  at: string;
}

export interface ProgressData {
  progresses: ProgressEntry[];
}

function isProgressEntry(value: unknown): value is ProgressEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.part === 'number' &&
    Number.isInteger(entry.part) &&
    entry.part >= 0 &&
    typeof entry.at === 'string'
  );
}

/**
 * Spec §3: prgssData is parsed from JSON with a default empty progresses list. Anything unreadable (not JSON, not
 * an object, bad entries) gives the default or drops the bad entries; it never throws.
 */
export function parseProgressData(raw: string | null | undefined): ProgressData {
  if (!raw) return { progresses: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { progresses: [] };
  }
  if (typeof parsed !== 'object' || parsed === null) return { progresses: [] };
  const list = (parsed as { progresses?: unknown }).progresses;
  if (!Array.isArray(list)) return { progresses: [] };
  return { progresses: list.filter(isProgressEntry) };
}

/** Adds completed parts (once each, within the unit's parts) and keeps them in part order. */
export function mergeProgress(
  data: ProgressData,
  parts: readonly number[],
  total: number,
  at: string,
): ProgressData {
  const byPart = new Map(data.progresses.map((entry) => [entry.part, entry]));
  for (const part of parts) {
    if (Number.isInteger(part) && part >= 0 && part < total && !byPart.has(part)) {
      byPart.set(part, { part, at });
    }
  }
  return { progresses: [...byPart.values()].sort((a, b) => a.part - b.part) };
}

/** A unit's progress in percent: distinct completed parts over its parts, 0–100, rounded down. */
export function unitRate(data: ProgressData, parts: number): number {
  if (parts <= 0) return 0;
  const done = new Set(data.progresses.filter((entry) => entry.part < parts).map((entry) => entry.part)).size;
  return Math.min(100, Math.floor((done * 100) / parts));
}

/** A day's or week's progress: the mean of its units' rates, rounded down (0 with no units). */
export function averageRate(rates: readonly number[]): number {
  if (rates.length === 0) return 0;
  return Math.floor(rates.reduce((sum, rate) => sum + rate, 0) / rates.length);
}

/** A unit of a manual with a member's progress, as studies/load answers it (the wire's StudyUnitState). */
export interface StudyUnitProgress {
  stdUnit: number;
  kind: UnitKind;
  title: string;
  guide: string;
  parts: number;
  show: string | null;
  slides: StudySlide[] | null;
  words: (Omit<StudyWord, 'image'> & { image: string | null })[] | null;
  prgssData: string;
  prgssRate: number;
}

/** A day of a manual with a member's progress (the wire's StudyDayState). */
export interface StudyDayProgress {
  stdDay: number;
  title: string;
  prgssRate: number;
  stdUnits: StudyUnitProgress[];
}

/**
 * The days of a manual with what a member stored: `stored(day, unit)` gives the prgssData of that day's unit
 * (undefined when nothing is stored), `media` turns a content path into the address it is served at. The server's studies/load and
 * the fake /v2 build a week with it, so a unit's and a day's rates are reckoned one way.
 */
export function studyDays(
  manual: StudyManual,
  stored: (day: number, unit: StudyUnit) => string | null | undefined,
  media: (contentPath: string) => string,
): StudyDayProgress[] {
  const slide = (each: StudySlide): StudySlide => ({
    image: media(each.image),
    text: each.text,
    ko: each.ko,
    audio: media(each.audio),
    durationMs: each.durationMs,
  });
  return manual.days.map((day) => {
    const stdUnits = day.units.map((unit): StudyUnitProgress => {
      // Parsed with the default empty list (spec §3), so the client always gets readable JSON.
      const data = parseProgressData(stored(day.stdDay, unit));
      return {
        stdUnit: unit.stdUnit,
        kind: unit.kind,
        title: unit.title,
        guide: unit.guide,
        parts: unit.parts,
        show: unit.show ?? null,
        slides: unit.slides ? unit.slides.map(slide) : null,
        words: unit.words
          ? unit.words.map((word) => ({
              en: word.en,
              ko: word.ko,
              example: word.example,
              exampleKo: word.exampleKo,
              audio: media(word.audio),
              image: word.image ? media(word.image) : null,
            }))
          : null,
        prgssData: JSON.stringify(data),
        prgssRate: unitRate(data, unit.parts),
      };
    });
    return {
      stdDay: day.stdDay,
      title: day.title,
      prgssRate: averageRate(stdUnits.map((unit) => unit.prgssRate)),
      stdUnits,
    };
  });
}

/** A week's rate: the mean of all its units' rates (decision 011); 0 without a manual. */
export function studyWeekRate(manual: StudyManual | null, days: readonly StudyDayProgress[]): number {
  if (!manual) return 0;
  return averageRate(days.flatMap((day) => day.stdUnits.map((unit) => unit.prgssRate)));
}

/** The status of a day in the daily status. */
export type DayStatus = 'done' | 'studying' | 'todo';
export function dayStatus(rate: number): DayStatus {
  if (rate >= 100) return 'done';
  return rate > 0 ? 'studying' : 'todo';
}

/* ----------------------------------------------------------------------------------------------------------------
 * Study location and navigation.
 * -------------------------------------------------------------------------------------------------------------- */

export interface StudyLocation {
  course: Course;
  step: number;
  week: number;
}

/** Course letters are uppercased (spec §3); anything else is not a course. */
export function normaliseCourse(value: string | null | undefined): Course | null {
  const upper = (value ?? '').trim().toUpperCase();
  return (COURSES as readonly string[]).includes(upper) ? (upper as Course) : null;
}

function boundedInt(value: string | number | null | undefined, max: number): number | null {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : null;
}

export function isValidStep(step: number): boolean {
  return boundedInt(step, MAX_STEP) !== null;
}
export function isValidWeek(week: number): boolean {
  return boundedInt(week, MAX_WEEK) !== null;
}

/**
 * The study home's location from its query (course, step, week; spec §2 /study accepts them) over a fallback (the
 * member's current study). A missing or invalid part keeps the fallback's.
 */
export function studyLocationFrom(
  query: { course?: string | null; step?: string | null; week?: string | null },
  fallback: StudyLocation,
): StudyLocation {
  return {
    course: normaliseCourse(query.course) ?? fallback.course,
    step: boundedInt(query.step, MAX_STEP) ?? fallback.step,
    week: boundedInt(query.week, MAX_WEEK) ?? fallback.week,
  };
}

/** Spec §4: next step = step + 1, not above 7; it loads week 1. Null when not allowed. */
export function nextStep(location: StudyLocation): StudyLocation | null {
  return location.step >= MAX_STEP ? null : { course: location.course, step: location.step + 1, week: 1 };
}

/** Spec §4: previous step = step - 1, not below 1; it loads week 1. Null when not allowed. */
export function previousStep(location: StudyLocation): StudyLocation | null {
  return location.step <= 1 ? null : { course: location.course, step: location.step - 1, week: 1 };
}

/* ----------------------------------------------------------------------------------------------------------------
 * Tests on the study home.
 * -------------------------------------------------------------------------------------------------------------- */

/** Spec §9: stats list the monthly test under week 0 (the result request uses week 4). */
export const MONTHLY_STATS_WEEK = 0;

/** The test list: 5 columns (four weekly tests and the monthly test); the end step's list has 4 (spec §9). */
export function testListColumns(step: number): 4 | 5 {
  return step >= MAX_STEP ? 4 : 5;
}

export interface WeekTest {
  stdWeek: number;
  tstTp: Exclude<TestType, 'L'>;
  tstYn: 'Y' | 'N';
  tstScore: number | null;
}

/** Result grades a, b, c (spec §2 visual hints; the thresholds are ours, decision 011). */
export type ScoreGrade = 'a' | 'b' | 'c';
export const GRADE_THRESHOLDS = { a: 90, b: 70 } as const;
export function scoreGrade(score: number): ScoreGrade {
  if (score >= GRADE_THRESHOLDS.a) return 'a';
  return score >= GRADE_THRESHOLDS.b ? 'b' : 'c';
}

/* ----------------------------------------------------------------------------------------------------------------
 * Review (복습하기).
 * -------------------------------------------------------------------------------------------------------------- */

/** Spec §9: review reaches back one year only. */
export const REVIEW_WINDOW_DAYS = 365;
const DAY_MS = 86_400_000;

/** A step can be reviewed when it was studied (some progress) within the last year. */
export function isReviewable(lastStudiedAt: Date | null, now: Date): boolean {
  if (!lastStudiedAt) return false;
  const age = now.getTime() - lastStudiedAt.getTime();
  return age >= 0 ? age <= REVIEW_WINDOW_DAYS * DAY_MS : true;
}

/**
 * Whether the one-year limit closes a step (spec §8 '온라인 학습 복습은 1년 전 학습까지만 가능합니다', ADR 068): it was
 * studied before, last over a year ago, and it is not where the member studied last. A step never studied is new
 * learning, not a review; the latest step is the child's own place, carried on after however long a pause.
 */
export function reviewClosed(lastStudiedAt: Date | null, latestStep: boolean, now: Date): boolean {
  return lastStudiedAt !== null && !latestStep && !isReviewable(lastStudiedAt, now);
}

/* ----------------------------------------------------------------------------------------------------------------
 * Recordings (portfolio).
 * -------------------------------------------------------------------------------------------------------------- */

/** Upload limits of a voice recording: 5 MB, audio the browser records (checked by content on the server). */
/**
 * A recording's limits, and the member's quota (docs/decisions/012-hardening.md): at most `perDay` uploads a
 * Seoul day (a day's speak units take a few dozen even with many retries) and `totalBytes` kept in all.
 */
export const RECORDING_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxSeconds: 120,
  perDay: 100,
  totalBytes: 500 * 1024 * 1024,
} as const;

/**
 * Spec §7: the recording is named with course, step, week, day, unit and a timestamp (Seoul time):
 * `A-1-1-2-3-20261123-141502.webm`.
 */
export function recordingFileName(
  location: StudyLocation & { day: number; unit: number },
  at: Date,
  extension = 'webm',
): string {
  const stamp = new Date(at.getTime() + SEOUL_OFFSET_MS)
    .toISOString()
    .slice(0, 19)
    .replace(/[-:]/g, '')
    .replace('T', '-');
  const { course, step, week, day, unit } = location;
  return `${course}-${step}-${week}-${day}-${unit}-${stamp}.${extension}`;
}

/* ----------------------------------------------------------------------------------------------------------------
 * Boards: inquiries, memos and the site Q&A.
 * -------------------------------------------------------------------------------------------------------------- */

/** Site Q&A content types (spec §3). */
export const QNA_CONTENT_TYPES = {
  '01': '계약 관련',
  '02': '학습 이용 문의',
  '03': '건의 사항',
  '04': '기타',
} as const;
export type QnaContentType = keyof typeof QNA_CONTENT_TYPES;
export function isQnaContentType(value: string): value is QnaContentType {
  return Object.prototype.hasOwnProperty.call(QNA_CONTENT_TYPES, value);
}

/** Board search types: title, content, or both (TD, the default when the server returns it empty; spec §4). */
export const BOARD_SEARCH_TYPES = { TD: '제목+내용', T: '제목', D: '내용' } as const;
export type BoardSearchType = keyof typeof BOARD_SEARCH_TYPES;
export function boardSearchType(value: string | null | undefined): BoardSearchType {
  return value === 'T' || value === 'D' || value === 'TD' ? value : 'TD';
}

export const BOARD_LIMITS = { title: 100, content: 4000, memo: 1000, searchText: 50 } as const;
export const BOARD_LABELS = {
  title: '제목',
  content: '내용',
  contentType: '문의 유형',
  memo: '메모',
} as const;

/** Spec §5 required-field message for the first failing field of a board post (title, then content). */
export function validateBoardPost(post: { title: string; content: string }): FieldError | null {
  // A character the database cannot store (a NUL, a broken character) is named as such, never as an empty field: the
  // child sees text there (issue 30, defect 7).
  if (!isStorableText(post.title)) return { field: 'title', message: unstorableMessage(BOARD_LABELS.title) };
  const title = post.title.trim();
  if (title === '' || title.length > BOARD_LIMITS.title) {
    return { field: 'title', message: requiredMessage(BOARD_LABELS.title) };
  }
  if (!isStorableText(post.content))
    return { field: 'content', message: unstorableMessage(BOARD_LABELS.content) };
  const content = post.content.trim();
  if (content === '' || content.length > BOARD_LIMITS.content) {
    return { field: 'content', message: requiredMessage(BOARD_LABELS.content) };
  }
  return null;
}

/** A Q&A post also needs its content type. */
export function validateQnaPost(post: { contTp: string; title: string; content: string }): FieldError | null {
  if (!isQnaContentType(post.contTp)) {
    return { field: 'contTp', message: requiredMessage(BOARD_LABELS.contentType) };
  }
  return validateBoardPost(post);
}

/** A memo is only its content. */
export function validateMemo(memo: { content: string }): FieldError | null {
  if (!isStorableText(memo.content))
    return { field: 'content', message: unstorableMessage(BOARD_LABELS.memo) };
  const content = memo.content.trim();
  if (content === '' || content.length > BOARD_LIMITS.memo) {
    return { field: 'content', message: requiredMessage(BOARD_LABELS.memo) };
  }
  return null;
}
