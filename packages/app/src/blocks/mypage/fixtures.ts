import {
  averageRate,
  averageScore,
  examLabel,
  languageStats,
  reportComment,
  seoulDate,
  type Course,
  type StudyManual,
} from '@buddy/domain';
import { DEMO_STUDY_NOW, demoMonth, demoRecordings } from '@buddy/domain/demo';
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
  // The demo member's words as the fake /v2 reckons them: the 15 words of the units finished, 4 of them due now.
  words: { remembered: 11, total: 15 },
};

export const EMPTY_REPORT: ReportData = {
  examScore: 0,
  avgScore: 0,
  progress: 0,
  comment: '이번 달에는 아직 학습 기록이 없어요. 오늘 첫 학습을 함께 시작해 보세요.',
  exams: [],
  areas: ['듣기', '읽기', '말하기', '어휘'].map((area) => ({ area, rate: 0 })),
  words: { remembered: 0, total: 0 },
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

/** A unit's title in the bank's manual of course A (other courses' manuals are not loaded here). */
function unitTitle(item: { course: string; step: number; week: number; day: number; unit: number }) {
  if (item.course !== 'A') return undefined;
  return (manuals as StudyManual[])
    .find((each) => each.stdStep === item.step && each.stdWeek === item.week)
    ?.days.find((each) => each.stdDay === item.day)
    ?.units.find((each) => each.stdUnit === item.unit)?.title;
}

/**
 * `count` of the demo's recordings (`demoRecordings`), newest first, each with a short tone (a data address, no
 * file), named by their unit's title in the bank (the third has none: the app did not know it, so the row falls back
 * to its place in the course).
 */
export function recordings(count: number, course: Course = 'A'): RecordingItem[] {
  return demoRecordings(count, course).map((item, index) => {
    const title = index === 2 ? undefined : unitTitle(item);
    return {
      id: 100 + item.n,
      fileName: item.fileName,
      ...(title ? { title, activity: '말하기' } : {}),
      course: item.course,
      step: item.step,
      week: item.week,
      day: item.day,
      unit: item.unit,
      size: item.size,
      createdAt: item.createdAt,
      fileUrl: CLIP,
    };
  });
}

/** A recording's accessible name as the list gives it: what was recorded and when (Seoul time). */
export function recordingName(item: RecordingItem): string {
  const words = mypageWords.recordings;
  return words.name({ what: item.title ?? words.place(item), when: words.date(item.createdAt) });
}
