/**
 * A sample coin history for the stories and tests only (Buddy English's sources and words, in the table's shape): the
 * app maps the history it is sent to entries.
 */
import type { CoinEntry } from './coin-table';
import type { CoinRange } from './range';

/** Where the sample history's balance ends: 1,250 coins. */
export const SAMPLE_BALANCE = 1250;

type Source = 'unit' | 'day' | 'attendance' | 'test' | 'quiz' | 'game' | 'purchase';

/** What Buddy English calls each source of coins. */
const labels: Record<Source, string> = {
  unit: '학습 활동 완료',
  day: '하루 학습 완료',
  attendance: '출석',
  test: '시험 제출',
  quiz: '오답 퀴즈 완료',
  game: '영어 타자 게임',
  purchase: '아이템 구매',
};

/** The day the sample history ends (Seoul). */
export const sampleToday = '2025-05-14';

/** The range the sample history was searched for: the month up to today. */
export const sampleRange: CoinRange = { from: '2025-04-14', to: sampleToday };

/** The sample history, oldest first: Seoul time, source, what for, coins. */
const events: [string, Source, string, number][] = [
  ['2025-05-06 16:10', 'attendance', '5월 6일 출석', 2],
  ['2025-05-06 16:25', 'unit', 'A코스 1단계 3주차 · 단어 학습', 5],
  ['2025-05-06 16:40', 'unit', 'A코스 1단계 3주차 · 문장 학습', 5],
  ['2025-05-06 16:52', 'day', '3주차 1일 학습', 10],
  ['2025-05-07 17:02', 'attendance', '5월 7일 출석', 2],
  ['2025-05-07 17:20', 'game', '영어 타자 게임 · 단어 연습 175점', 3],
  ['2025-05-08 15:45', 'attendance', '5월 8일 출석', 2],
  ['2025-05-08 16:05', 'quiz', '3주차 오답 퀴즈', 10],
  ['2025-05-09 18:30', 'purchase', '빨간 풍선', -20],
  ['2025-05-10 10:15', 'attendance', '5월 10일 출석', 2],
  ['2025-05-10 10:40', 'test', '주간 평가 A-1 3주차 · 92점', 30],
  ['2025-05-11 11:00', 'purchase', '금빛 왕관', -50],
  ['2025-05-12 16:00', 'attendance', '5월 12일 출석', 2],
  ['2025-05-12 16:20', 'unit', 'A코스 1단계 4주차 · 파닉스', 5],
  ['2025-05-12 16:41', 'unit', 'A코스 1단계 4주차 · 노래', 5],
  ['2025-05-12 17:03', 'day', '4주차 1일 학습', 10],
  ['2025-05-13 19:10', 'purchase', '병아리', -80],
  ['2025-05-13 19:30', 'game', '영어 타자 게임 · 문장 연습 142점', 3],
  ['2025-05-14 09:05', 'attendance', '5월 14일 출석', 2],
  ['2025-05-14 09:20', 'unit', 'A코스 1단계 4주차 · 단어 학습', 5],
  ['2025-05-14 09:38', 'unit', 'A코스 1단계 4주차 · 읽기', 5],
  ['2025-05-14 09:55', 'game', '영어 타자 게임 · 자리 연습 98점', 3],
  ['2025-05-14 10:10', 'day', '4주차 2일 학습', 10],
];

/** The whole sample history, newest first, ending at the summary's balance. */
export const sampleEntries: readonly CoinEntry[] = (() => {
  const start = SAMPLE_BALANCE - events.reduce((sum, [, , , change]) => sum + change, 0);
  let balance = start;
  return events
    .map(([seoul, source, description, change], index): CoinEntry => {
      balance += change;
      return {
        id: 9000 + index,
        label: labels[source],
        description,
        change,
        balance,
        at: new Date(`${seoul.replace(' ', 'T')}:00+09:00`).toISOString(),
      };
    })
    .reverse();
})();

/** A page of the sample history (10 a page). */
export const samplePage = (page: number, pageSize = 10): readonly CoinEntry[] =>
  sampleEntries.slice((page - 1) * pageSize, page * pageSize);
