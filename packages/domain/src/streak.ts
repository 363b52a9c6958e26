/**
 * The streak, its freezes and today's mission (issue 29, "a reason to come back tomorrow"; ADR 059). Pure rules over
 * Seoul days (`YYYY-MM-DD`): the server reckons them from its ledger and its clock, and the client only shows them.
 */
import { COIN_RULES, type CoinSource } from './reward';

export const STREAK_RULES = {
  /** Every this many days of a streak earn one freeze. */
  freezeEvery: 7,
  /** The most freezes a child holds at once. */
  freezesMax: 2,
  /** What today's mission pays, once a Seoul day (within the daily cap). */
  missionCoins: COIN_RULES.mission,
} as const;

/** The ledger's sources that make a day studied: learning paid, not the game and not a purchase. */
export const STUDY_SOURCES: readonly CoinSource[] = ['unit', 'day', 'attendance', 'test', 'quiz'];

/** A day of the streak's calendar: studied, kept by a freeze, missed, today before its first study, or outside it. */
export type StreakDayState = 'studied' | 'frozen' | 'missed' | 'today' | 'none';

export interface StreakReckoning {
  /** Days in a row with study, up to today (or up to yesterday, until today's first study). */
  days: number;
  /** The longest run the child has had. */
  best: number;
  /** Freezes held now. */
  freezes: number;
  /** Days of study still needed to earn the next freeze (0 when the most are held). */
  nextFreezeIn: number;
  studiedToday: boolean;
  /** The days from the first study to today that were studied, frozen or missed. */
  states: ReadonlyMap<string, Exclude<StreakDayState, 'today' | 'none'>>;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Whether `value` is a real calendar day written `YYYY-MM-DD`. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const n = dayNumber(value);
  return Number.isFinite(n) && dayOf(n) === value;
}

/**
 * Reckons the streak from the days studied, replaying them from the first: a studied day adds one, and every
 * `freezeEvery`th day of a run earns a freeze (at most `freezesMax` held); a missed day spends a held freeze and
 * keeps the run (the day shows frozen) or ends it. Today counts once studied; before that the run stands at
 * yesterday. Deterministic: the same ledger always reckons the same streak, so nothing is spent twice (ADR 059).
 */
export function reckonStreak(studied: Iterable<string>, today: string): StreakReckoning {
  const todayN = dayNumber(today);
  const studiedNs = new Set<number>();
  for (const day of studied) {
    if (!isCalendarDay(day)) continue;
    const n = dayNumber(day);
    if (n <= todayN) studiedNs.add(n);
  }
  const states = new Map<string, Exclude<StreakDayState, 'today' | 'none'>>();
  const studiedToday = studiedNs.has(todayN);
  if (studiedNs.size === 0) {
    return { days: 0, best: 0, freezes: 0, nextFreezeIn: STREAK_RULES.freezeEvery, studiedToday, states };
  }
  let run = 0;
  let best = 0;
  let freezes = 0;
  /** Studied days since the last freeze was earned (or the run began). */
  let towardFreeze = 0;
  for (let n = Math.min(...studiedNs); n <= todayN; n += 1) {
    if (studiedNs.has(n)) {
      run += 1;
      towardFreeze += 1;
      best = Math.max(best, run);
      states.set(dayOf(n), 'studied');
      if (towardFreeze >= STREAK_RULES.freezeEvery) {
        towardFreeze = 0;
        freezes = Math.min(STREAK_RULES.freezesMax, freezes + 1);
      }
    } else if (n === todayN) {
      // Today is not over: the run stands at yesterday.
    } else if (freezes > 0) {
      freezes -= 1;
      states.set(dayOf(n), 'frozen');
    } else {
      run = 0;
      towardFreeze = 0;
      states.set(dayOf(n), 'missed');
    }
  }
  const nextFreezeIn = freezes >= STREAK_RULES.freezesMax ? 0 : STREAK_RULES.freezeEvery - towardFreeze;
  return { days: run, best, freezes, nextFreezeIn, studiedToday, states };
}

/** One day of a month's streak calendar. */
export interface StreakDay {
  date: string;
  state: StreakDayState;
}

/** The days of month `YYYYMM` with their states: after today, and before the first study, a day is `none`. */
export function streakCalendar(yyyymm: string, reckoning: StreakReckoning, today: string): StreakDay[] {
  const year = Number(yyyymm.slice(0, 4));
  const month = Number(yyyymm.slice(4, 6));
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length }, (_, i) => {
    const date = `${yyyymm.slice(0, 4)}-${yyyymm.slice(4, 6)}-${String(i + 1).padStart(2, '0')}`;
    const state: StreakDayState = reckoning.states.get(date) ?? (date === today ? 'today' : 'none');
    return { date, state };
  });
}

/** Today's mission, chosen by the Seoul weekday: gentle, and done by learning the server saw. */
export type MissionCode = 'UNIT' | 'WORDS' | 'TEST_OR_UNITS';

/** Sunday first, as `Date#getUTCDay` counts. */
export const MISSION_BY_WEEKDAY: readonly MissionCode[] = [
  'TEST_OR_UNITS',
  'UNIT',
  'WORDS',
  'UNIT',
  'WORDS',
  'UNIT',
  'TEST_OR_UNITS',
];

/** What the child reads of a mission: its goal and, under it, how to do it. */
export const MISSION_TEXTS: Record<MissionCode, { title: string; how: string }> = {
  UNIT: { title: '활동 하나를 끝까지 해요', how: '오늘의 학습에서 활동 하나를 끝까지 하면 돼요.' },
  WORDS: { title: '타자 게임을 세 판 해요', how: '단어와 문장을 타자 게임으로 세 판 연습해요.' },
  TEST_OR_UNITS: {
    title: '시험을 보거나 활동 두 개를 해요',
    how: '이번 주 시험을 50점 이상 받거나, 활동 두 개를 끝까지 하면 돼요.',
  },
};

/** What the child did today that missions count: units paid, tests paid and typing rounds paid. */
export interface MissionCounts {
  units: number;
  tests: number;
  games: number;
}

/** How far a mission is: `have` of `need`, and whether it is done. */
export interface MissionProgress {
  code: MissionCode;
  have: number;
  need: number;
  done: boolean;
}

/** The mission of a Seoul day. */
export function missionOf(day: string): MissionCode {
  return MISSION_BY_WEEKDAY[new Date(`${day}T00:00:00Z`).getUTCDay()] ?? 'UNIT';
}

/** How far today's counts bring a mission (a test counts as two units for TEST_OR_UNITS). */
export function missionProgress(code: MissionCode, counts: MissionCounts): MissionProgress {
  const need = code === 'UNIT' ? 1 : code === 'WORDS' ? 3 : 2;
  const have =
    code === 'UNIT' ? counts.units : code === 'WORDS' ? counts.games : counts.units + 2 * counts.tests;
  return { code, have: Math.min(have, need), need, done: have >= need };
}

/** The streak answer (GET /reward/buddymon/streak): the same shape for the server and the fake /v2 (ADR 059). */
export interface StreakSummary {
  today: string;
  days: number;
  best: number;
  studiedToday: boolean;
  freezes: number;
  freezesMax: number;
  nextFreezeIn: number;
  mission: MissionProgress & { title: string; how: string; coins: number };
  calendar: { yyyymm: string; days: StreakDay[] };
}

/** Reckons the streak answer from the days studied, today's counts, today and the calendar's month `YYYYMM`. */
export function streakSummary(
  studied: Iterable<string>,
  counts: MissionCounts,
  today: string,
  yyyymm: string,
): StreakSummary {
  const reckoning = reckonStreak(studied, today);
  const progress = missionProgress(missionOf(today), counts);
  return {
    today,
    days: reckoning.days,
    best: reckoning.best,
    studiedToday: reckoning.studiedToday,
    freezes: reckoning.freezes,
    freezesMax: STREAK_RULES.freezesMax,
    nextFreezeIn: reckoning.nextFreezeIn,
    mission: { ...progress, ...MISSION_TEXTS[progress.code], coins: STREAK_RULES.missionCoins },
    calendar: { yyyymm, days: streakCalendar(yyyymm, reckoning, today) },
  };
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Growth by learning (ADR 060)                                                                                 */
/* ------------------------------------------------------------------------------------------------------------ */

/** What makes the buddy grow, in growth points, and the points each stage starts at (stage 1 is the starter). */
export const GROWTH_RULES = {
  /** A week whose every day was finished and paid. */
  week: 2,
  /** A weekly test from 70 points. */
  weeklyTest: 1,
  /** A monthly test from 70 points. */
  monthlyTest: 3,
  /** The score a test must reach to grow the buddy. */
  testScore: 70,
  /** The points stage 1, 2 and 3 start at. */
  stages: [0, 6, 18],
} as const;

export type GrowthSource = 'week' | 'test';

/** The growth points a submitted test gives: by its kind, from 70 points; none for a level test or a quiz. */
export function testGrowth(score: number, testType: string): number {
  if (score < GROWTH_RULES.testScore) return 0;
  return testType === 'W' ? GROWTH_RULES.weeklyTest : testType === 'M' ? GROWTH_RULES.monthlyTest : 0;
}

/** The stage (1–3) of a buddy with `points` growth points. */
export function stageOf(points: number): number {
  return GROWTH_RULES.stages.filter((from) => points >= from).length;
}

/** Where a buddy is in its growth: its stage, its points, and the points the next stage starts at (null at the top). */
export interface GrowthProgress {
  stage: number;
  points: number;
  /** The points this stage started at. */
  stageFrom: number;
  nextAt: number | null;
}

export function growthProgress(points: number): GrowthProgress {
  const stage = stageOf(points);
  return {
    stage,
    points,
    stageFrom: GROWTH_RULES.stages[stage - 1] ?? 0,
    nextAt: GROWTH_RULES.stages[stage] ?? null,
  };
}
