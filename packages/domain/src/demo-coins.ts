/**
 * A demo member's week of coins, written once for the fake /v2 of the stories and component tests and for the coin
 * table's samples: what the server's ledger holds after a week of study, in the words and amounts the server writes
 * (ADR 034: a unit "A코스 1단계 4주 1일차 Watch: Colours", a day "A코스 1단계 4주 1일차", an attendance its Seoul date,
 * a test or quiz "… 92점" by its score band, a game "단어 게임 175점", a purchase the item's name). The server's own
 * demo seed does not store these lines: it pays the seeded study history by the same rules (seed/demo-coins.ts).
 * Data and a small builder only (ADR 055): times are reckoned from the `now` each reader gives.
 */
import { COIN_RULES, testCoins, type CoinSource } from './reward';
import { seoulDate } from './dates';

const DAY_MS = 86_400_000;
const SEOUL_MS = 9 * 3_600_000;

/** One line of the week: `daysAgo` Seoul days before `now`, at a Seoul time of day. */
export interface DemoCoinEvent {
  daysAgo: number;
  /** 'HH:MM', Seoul time. */
  time: string;
  source: CoinSource;
  /** Null for an attendance, whose line is its Seoul date (2026.05.03). */
  description: string | null;
  points: number;
}

const place = (week: number, day: number) => `A코스 1단계 ${week}주 ${day}일차`;
const attendance = (daysAgo: number, time: string): DemoCoinEvent => ({
  daysAgo,
  time,
  source: 'attendance',
  description: null,
  points: COIN_RULES.attendance,
});
const unit = (daysAgo: number, time: string, week: number, day: number, title: string): DemoCoinEvent => ({
  daysAgo,
  time,
  source: 'unit',
  description: `${place(week, day)} ${title}`,
  points: COIN_RULES.unit,
});
const day = (daysAgo: number, time: string, week: number, dayNo: number): DemoCoinEvent => ({
  daysAgo,
  time,
  source: 'day',
  description: place(week, dayNo),
  points: COIN_RULES.day,
});
const game = (daysAgo: number, time: string, name: string, score: number): DemoCoinEvent => ({
  daysAgo,
  time,
  source: 'game',
  description: `${name} ${score}점`,
  points: COIN_RULES.game,
});
const purchase = (daysAgo: number, time: string, item: string, price: number): DemoCoinEvent => ({
  daysAgo,
  time,
  source: 'purchase',
  description: item,
  points: -price,
});

/** The week and a half, oldest first: every day before today (so no line is ever later than `now`). */
export const DEMO_COIN_EVENTS: readonly DemoCoinEvent[] = [
  attendance(10, '16:30'),
  unit(10, '16:45', 2, 5, 'Watch: Animals'),
  unit(10, '17:02', 2, 5, 'Say It'),
  day(10, '17:10', 2, 5),
  attendance(9, '15:20'),
  game(9, '15:40', '문장 게임', 142),
  attendance(8, '16:10'),
  unit(8, '16:25', 3, 1, 'Watch: Yummy Food'),
  unit(8, '16:40', 3, 1, 'Word Cards'),
  day(8, '16:52', 3, 1),
  attendance(7, '17:02'),
  game(7, '17:20', '단어 게임', 175),
  attendance(6, '15:45'),
  {
    daysAgo: 6,
    time: '16:05',
    source: 'quiz',
    description: 'A코스 1단계 2주 오답 퀴즈 80점',
    points: COIN_RULES.quiz,
  },
  purchase(5, '18:30', '빨간 풍선', 20),
  attendance(4, '10:15'),
  {
    daysAgo: 4,
    time: '10:40',
    source: 'test',
    description: 'A코스 1단계 3주 Weekly Test 92점',
    points: testCoins(92, 'W'),
  },
  purchase(3, '11:00', '금빛 왕관', 50),
  attendance(2, '16:00'),
  unit(2, '16:20', 4, 1, 'Watch: Colours'),
  unit(2, '16:41', 4, 1, 'Word Cards'),
  day(2, '17:03', 4, 1),
  attendance(1, '09:05'),
  unit(1, '09:20', 4, 2, 'Rainbow Song'),
  unit(1, '09:38', 4, 2, 'Read Along'),
  game(1, '09:55', '자리 연습 게임', 98),
];

/** The coins the week adds up to (earned less spent). */
export const DEMO_COIN_TOTAL = DEMO_COIN_EVENTS.reduce((sum, event) => sum + event.points, 0);

/** A line of the ledger: numbered from 1, the oldest first, with the balance after it. */
export interface DemoCoinEntry {
  transNo: number;
  source: CoinSource;
  description: string;
  points: number;
  balance: number;
  /** Epoch milliseconds. */
  at: number;
}

/** The week's lines at `now` (epoch ms), oldest first, the balance counted from `opening` (0 unless given). */
export function demoCoinHistory(now: number, opening = 0): DemoCoinEntry[] {
  const today = Date.parse(`${seoulDate(new Date(now))}T00:00:00Z`) - SEOUL_MS;
  let balance = opening;
  return DEMO_COIN_EVENTS.map((event, index) => {
    const [hours = 0, minutes = 0] = event.time.split(':').map(Number);
    const at = today - event.daysAgo * DAY_MS + (hours * 60 + minutes) * 60_000;
    balance += event.points;
    return {
      transNo: index + 1,
      source: event.source,
      description: event.description ?? seoulDate(new Date(at)).replaceAll('-', '.'),
      points: event.points,
      balance,
      at,
    };
  });
}
