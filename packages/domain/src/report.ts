/**
 * My page's learning of the month and report (spec §3 Report: examScore, avgScore, prgssRate, totCommnt, examStats,
 * langStats; §7 GET /mypage/studies/report, atndn, ptflo). The server computes them from the month's progress,
 * attendance and submitted tests with these rules; decision 011 (Report) records why.
 */
import { GRADE_THRESHOLDS, type UnitKind } from './study';
import type { TestType } from './constants';

/* ----------------------------------------------------------------------------------------------------------------
 * The month (Seoul).
 * -------------------------------------------------------------------------------------------------------------- */

const SEOUL_OFFSET_MS = 9 * 3_600_000;

/** The instants a Seoul month `YYYYMM` spans: [start, end). */
export function seoulMonthRange(yyyymm: string): { start: Date; end: Date } {
  const year = Number(yyyymm.slice(0, 4));
  const month = Number(yyyymm.slice(4, 6));
  return {
    start: new Date(Date.UTC(year, month - 1, 1) - SEOUL_OFFSET_MS),
    end: new Date(Date.UTC(year, month, 1) - SEOUL_OFFSET_MS),
  };
}

/* ----------------------------------------------------------------------------------------------------------------
 * Language areas (langStats).
 * -------------------------------------------------------------------------------------------------------------- */

/** The four language areas of the report, in the order a parent reads them. */
export const LANGUAGE_AREAS = ['듣기', '읽기', '말하기', '어휘'] as const;
export type LanguageArea = (typeof LANGUAGE_AREAS)[number];

/** Which area a unit kind trains: watching and singing are listening, words are vocabulary. */
export const UNIT_KIND_AREAS: Record<UnitKind, LanguageArea> = {
  watch: '듣기',
  sing: '듣기',
  read: '읽기',
  speak: '말하기',
  words: '어휘',
};

export interface LanguageStat {
  area: LanguageArea;
  rate: number;
}

/**
 * Each area's rate: the mean of the rates of its units (rounded down), 0 when the area has no unit. Every area is
 * listed, so the chart always has its four bars.
 */
export function languageStats(units: readonly { kind: UnitKind; rate: number }[]): LanguageStat[] {
  return LANGUAGE_AREAS.map((area) => {
    const rates = units.filter((unit) => UNIT_KIND_AREAS[unit.kind] === area).map((unit) => unit.rate);
    return { area, rate: rates.length === 0 ? 0 : Math.floor(sum(rates) / rates.length) };
  });
}

/* ----------------------------------------------------------------------------------------------------------------
 * Scores.
 * -------------------------------------------------------------------------------------------------------------- */

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** The mean of scores, rounded half up (85 and 90 make 88); 0 without scores. */
export function averageScore(scores: readonly number[]): number {
  if (scores.length === 0) return 0;
  return Math.round(sum(scores) / scores.length);
}

/** A test's label on the report's chart: 'A-1 2주' for a weekly test, 'A-1 월말' for the monthly test. */
export function examLabel(test: {
  stdCourse: string;
  stdStep: number;
  stdWeek: number | null;
  tstTp: Exclude<TestType, 'L'>;
}): string {
  const base = `${test.stdCourse}-${test.stdStep}`;
  return test.tstTp === 'M' ? `${base} 월말` : `${base} ${test.stdWeek ?? 0}주`;
}

/* ----------------------------------------------------------------------------------------------------------------
 * The comment for a parent (totCommnt).
 * -------------------------------------------------------------------------------------------------------------- */

export interface ReportFigures {
  /** Days with attendance in the month. */
  studyDays: number;
  /** Mean week rate of the weeks studied in the month. */
  prgssRate: number;
  /** Submitted tests of the month. */
  testsTaken: number;
  /** Latest test score of the month (0 without tests). */
  examScore: number;
  /** Mean score of the month's tests (0 without tests). */
  avgScore: number;
}

/** Progress thresholds of the comment: steady from 80 %, on the way from 40 %. */
export const REPORT_PROGRESS_THRESHOLDS = { steady: 80, onTheWay: 40 } as const;
/** Study days that make a diligent month. */
export const REPORT_DILIGENT_DAYS = 12;

export const REPORT_COMMENTS = {
  nothing: '이번 달에는 아직 학습 기록이 없어요. 오늘 첫 학습을 함께 시작해 보세요.',
  diligent: (days: number) => `이번 달 ${days}일 동안 공부했어요. 정말 성실해요!`,
  days: (days: number) => `이번 달 ${days}일 공부했어요.`,
  steady: '이번 달 학습을 꾸준히 잘 해내고 있어요.',
  onTheWay: '학습을 차근차근 해 나가고 있어요. 조금만 더 힘내요!',
  starting: '학습을 시작했어요. 매일 조금씩 이어 가면 실력이 쑥쑥 자라요.',
  excellent: (avg: number) => `시험 평균 ${avg}점으로 아주 훌륭해요!`,
  good: (avg: number) => `시험 평균 ${avg}점, 잘하고 있어요. 틀린 문제를 한 번 더 살펴보면 좋아요.`,
  practice: (avg: number) => `시험 평균 ${avg}점이에요. 오답 퀴즈로 복습하면 점수가 올라갈 거예요.`,
  rising: '최근 시험 점수가 평균보다 높아요. 실력이 늘고 있어요!',
  noTest: '이번 달에는 아직 시험을 보지 않았어요. 주간 평가에 도전해 보세요.',
} as const;

/**
 * The report's comment for a parent, built from the month's figures: a sentence on the study days, one on the
 * progress, one on the scores (the result grades' thresholds: 90 and 70) and, when the latest test beats the
 * month's mean, one on the rise. A month with no study and no test gets one inviting sentence.
 */
export function reportComment(figures: ReportFigures): string {
  const { studyDays, prgssRate, testsTaken, examScore, avgScore } = figures;
  if (studyDays <= 0 && testsTaken <= 0 && prgssRate <= 0) return REPORT_COMMENTS.nothing;
  const sentences: string[] = [];
  if (studyDays >= REPORT_DILIGENT_DAYS) sentences.push(REPORT_COMMENTS.diligent(studyDays));
  else if (studyDays > 0) sentences.push(REPORT_COMMENTS.days(studyDays));
  if (prgssRate >= REPORT_PROGRESS_THRESHOLDS.steady) sentences.push(REPORT_COMMENTS.steady);
  else if (prgssRate >= REPORT_PROGRESS_THRESHOLDS.onTheWay) sentences.push(REPORT_COMMENTS.onTheWay);
  else if (prgssRate > 0) sentences.push(REPORT_COMMENTS.starting);
  if (testsTaken <= 0) {
    sentences.push(REPORT_COMMENTS.noTest);
  } else {
    if (avgScore >= GRADE_THRESHOLDS.a) sentences.push(REPORT_COMMENTS.excellent(avgScore));
    else if (avgScore >= GRADE_THRESHOLDS.b) sentences.push(REPORT_COMMENTS.good(avgScore));
    else sentences.push(REPORT_COMMENTS.practice(avgScore));
    if (testsTaken >= 2 && examScore > avgScore) sentences.push(REPORT_COMMENTS.rising);
  }
  return sentences.join(' ');
}
