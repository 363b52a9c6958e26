import { toneClip } from '@buddy/ui/samples';
import type { LearningData } from './learning-summary';
import type { RecordingItem } from './recording-list';
import { mypageWords } from './words';
import type { ReportData } from './report-charts';

/** Stand-ins for my page in stories and tests: March 2026 of a student, today 18 March. */
export const MONTH = '202603';
export const TODAY = '2026-03-18';
export const ATTENDED = [
  '2026-03-02',
  '2026-03-03',
  '2026-03-05',
  '2026-03-09',
  '2026-03-10',
  '2026-03-16',
  '2026-03-18',
];

export const REPORT: ReportData = {
  examScore: 92,
  avgScore: 85,
  progress: 68,
  comment:
    '이번 달 7일 공부했어요. 학습을 차근차근 해 나가고 있어요. 조금만 더 힘내요! 시험 평균 85점, 잘하고 있어요. 틀린 문제를 한 번 더 살펴보면 좋아요. 최근 시험 점수가 평균보다 높아요. 실력이 늘고 있어요!',
  exams: [
    { label: 'A-1 1주', kind: 'weekly', score: 70 },
    { label: 'A-1 2주', kind: 'weekly', score: 85 },
    { label: 'A-1 3주', kind: 'weekly', score: 93 },
    { label: 'A-1 월말', kind: 'monthly', score: 92 },
  ],
  areas: [
    { area: '듣기', rate: 90 },
    { area: '읽기', rate: 64 },
    { area: '말하기', rate: 35 },
    { area: '어휘', rate: 78 },
  ],
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
  studyDays: 7,
  unitsDone: 23,
  weeks: [
    {
      course: 'A',
      step: 1,
      week: 3,
      title: 'Colours',
      progress: 45,
      lastStudiedAt: '2026-03-18T02:30:00.000Z',
    },
    {
      course: 'A',
      step: 1,
      week: 2,
      title: 'My Pets',
      progress: 100,
      lastStudiedAt: '2026-03-10T02:30:00.000Z',
    },
  ],
  tests: [
    {
      id: 'W-A-1-2',
      title: 'Weekly Test',
      kind: 'weekly',
      course: 'A',
      step: 1,
      week: 2,
      score: 85,
      submittedAt: '2026-03-11T03:00:00.000Z',
    },
    {
      id: 'M-A-1',
      title: 'Monthly Test',
      kind: 'monthly',
      course: 'A',
      step: 1,
      week: null,
      score: 92,
      submittedAt: '2026-03-16T03:00:00.000Z',
    },
  ],
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
