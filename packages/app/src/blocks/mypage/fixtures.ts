import {
  averageRate,
  averageScore,
  examLabel,
  languageStats,
  reportComment,
  seoulDate,
  type StudyManual,
} from '@buddy/domain';
import { DEMO_STUDY_NOW, demoMonth } from '@buddy/domain/demo';
import { toneClip } from '@buddy/ui/samples';
import manuals from '../../../../../content/study/A.json';
import type { LearningData } from './learning-summary';
import type { RecordingItem } from './recording-list';
import { mypageWords } from './words';
import type { ReportData } from './report-charts';

/**
 * My page in stories and tests: the demo member's November 2026 (`demoMonth` of @buddy/domain/demo over the content
 * bank's manuals, ADR 055), what the server answers for student01's seeded history and the fake /v2 answers too;
 * today is the demo's day, 20 November.
 */
const DEMO = demoMonth('202611', DEMO_STUDY_NOW, (course, step, week) =>
  course === 'A'
    ? ((manuals as StudyManual[]).find((each) => each.stdStep === step && each.stdWeek === week) ?? null)
    : null,
);

export const MONTH = '202611';
export const TODAY = seoulDate(new Date(DEMO_STUDY_NOW));
export const ATTENDED = DEMO.days.map((each) => each.day);

const scores = DEMO.tests.map((test) => test.score);
const examScore = scores.at(-1) ?? 0;
const avgScore = averageScore(scores);
const progress = averageRate(DEMO.weeks.map((week) => week.rate));

export const REPORT: ReportData = {
  examScore,
  avgScore,
  progress,
  comment: reportComment({
    studyDays: DEMO.days.length,
    prgssRate: progress,
    testsTaken: scores.length,
    examScore,
    avgScore,
  }),
  exams: DEMO.tests.map((test) => ({
    label: examLabel({ stdCourse: test.course, stdStep: test.step, stdWeek: test.week, tstTp: test.type }),
    kind: test.type === 'M' ? 'monthly' : 'weekly',
    score: test.score,
  })),
  areas: languageStats(DEMO.weeks.flatMap((week) => week.units)),
};

export const EMPTY_REPORT: ReportData = {
  examScore: 0,
  avgScore: 0,
  progress: 0,
  comment: '이번 달에는 아직 학습 기록이 없어요. 오늘 첫 학습을 함께 시작해 보세요.',
  exams: [],
  areas: ['듣기', '읽기', '말하기', '어휘'].map((area) => ({ area, rate: 0 })),
};

export const LEARNING: LearningData = {
  studyDays: DEMO.days.length,
  unitsDone: DEMO.unitsDone,
  weeks: DEMO.weeks.map((week) => ({
    course: week.course,
    step: week.step,
    week: week.week,
    title: week.title,
    progress: week.rate,
    lastStudiedAt: week.lastStudiedAt,
  })),
  tests: [...DEMO.tests].reverse().map((test) => ({
    id: test.questnCd,
    title: test.title,
    kind: test.type === 'M' ? 'monthly' : 'weekly',
    course: test.course,
    step: test.step,
    week: test.week,
    score: test.score,
    submittedAt: test.submittedAt,
  })),
};

export const EMPTY_LEARNING: LearningData = { studyDays: 0, unitsDone: 0, weeks: [], tests: [] };

const CLIP = toneClip(0.4, 392);

const UNIT_TITLES = ['Hello, Friends!', 'My Family', 'Colors Around Me'];

/**
 * `count` recordings, newest first, each with a short tone (a data address, no file), named by their unit's title
 * (the sixth has none: the app did not know it, so the row falls back to its place in the course).
 */
export function recordings(count: number, course = 'A', first = 1): RecordingItem[] {
  return Array.from({ length: count }, (_, index) => {
    const n = first + index;
    const day = ((n - 1) % 5) + 1;
    const unit = ((n - 1) % 3) + 1;
    return {
      id: 100 + n,
      fileName: `${course}-1-1-${day}-${unit}-202603${String(18 - (n % 17)).padStart(2, '0')}-1015${String(n % 60).padStart(2, '0')}.webm`,
      ...(n === 6 ? {} : { title: UNIT_TITLES[unit - 1] ?? 'My Family', activity: '말하기' }),
      course,
      step: 1,
      week: 1,
      day,
      unit,
      size: 20_000 + n * 3_517,
      createdAt: `2026-03-${String(18 - (n % 17)).padStart(2, '0')}T${String(n % 10).padStart(2, '0')}:15:00.000Z`,
      fileUrl: CLIP,
    };
  });
}

/** A recording's accessible name as the list gives it: what was recorded and when (Seoul time). */
export function recordingName(item: RecordingItem): string {
  const words = mypageWords.recordings;
  return words.name({ what: item.title ?? words.place(item), when: words.date(item.createdAt) });
}
