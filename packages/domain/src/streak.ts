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

export type GrowthSource = 'week' | 'test' | 'potion';

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

/* ------------------------------------------------------------------------------------------------------------ */
/* Needs and care (ADR 061)                                                                                     */
/* ------------------------------------------------------------------------------------------------------------ */

/** The buddy's moods, reckoned from the Seoul clock, today's care and the days studied; it never dies or leaves. */
export const BUDDY_MOODS = ['happy', 'cheerful', 'hungry', 'sleepy', 'asleep', 'unwell'] as const;
export type BuddyMood = (typeof BUDDY_MOODS)[number];

/** Where a mood's bubble is drawn, relative to content/ (the content generator draws it). */
export const moodImage = (mood: BuddyMood): string => `media/reward/moods/${mood}.svg`;

/**
 * Where the mood's bubble sits on the pet's square stage, in percent (a layer's height equals its width): above the
 * buddy's shoulder, on the right, over everything it wears.
 */
export const MOOD_PLACEMENT = { top: 2, left: 66, width: 32 } as const;

export const CARE_RULES = {
  /** Seoul hour the buddy gets sleepy (until `wakeHour`). */
  bedHour: 20,
  wakeHour: 7,
  /** Days in a row without study (before today) after which the buddy is unwell, until the child studies. */
  unwellAfterDays: 3,
} as const;

/** The medicines and what each does, by the catalogue's item code. */
export const MEDICINE_EFFECTS = {
  /** +1 growth point, once a Seoul week (Monday to Sunday). */
  'med-grow': 'grow',
  /** Unwell to happy for the day. */
  'med-vitamin': 'heal',
  /** Cheerful for the rest of the day, hungry or sleepy as it may be. */
  'med-candy': 'cheer',
} as const;
export type MedicineCode = keyof typeof MEDICINE_EFFECTS;
export const isMedicineCode = (code: string): code is MedicineCode => code in MEDICINE_EFFECTS;

/** A care action of a Seoul day, as the server recorded it. */
export type CareAction = 'FEED' | 'BED' | 'HEAL' | 'CHEER' | 'GROW';

/** What the mood is reckoned from. */
export interface CareState {
  /** The Seoul hour now (0–23). */
  hour: number;
  /** Care recorded for today (BED: for tonight). */
  today: ReadonlySet<CareAction>;
  /** Whether the child studied today. */
  studiedToday: boolean;
  /** Seoul days in a row without study before today (0 when they studied yesterday; null when never studied). */
  daysWithoutStudy: number | null;
}

/** The Seoul night a moment belongs to: the evening's date, so 01:00 is still the night of the day before. */
export function nightOf(day: string, hour: number): string {
  if (hour >= CARE_RULES.wakeHour) return day;
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** Whether it is the buddy's night (from 20:00 to 07:00, Seoul). */
export const isNight = (hour: number): boolean => hour >= CARE_RULES.bedHour || hour < CARE_RULES.wakeHour;

/**
 * The buddy's mood: unwell after days without study (until it studies or has a vitamin); at night asleep when put to
 * bed, else sleepy; cheerful all day after a candy; hungry until fed; happy when fed. Never worse than that.
 */
export function moodOf(state: CareState): BuddyMood {
  const unwell =
    !state.studiedToday &&
    state.daysWithoutStudy !== null &&
    state.daysWithoutStudy >= CARE_RULES.unwellAfterDays &&
    !state.today.has('HEAL');
  if (unwell) return 'unwell';
  if (isNight(state.hour)) return state.today.has('BED') ? 'asleep' : 'sleepy';
  if (state.today.has('CHEER')) return 'cheerful';
  return state.today.has('FEED') ? 'happy' : 'hungry';
}

/** Why a care action cannot be done now, or null when it can. */
export type CareRefusal =
  | 'FEED_STUDY_FIRST'
  | 'FEED_DONE'
  | 'BED_NOT_NIGHT'
  | 'BED_DONE'
  | 'GROW_DONE'
  | 'HEAL_NOT_NEEDED'
  | 'CHEER_DONE'
  | 'NO_MEDICINE';

export const CARE_MESSAGES: Record<CareRefusal, string> = {
  FEED_STUDY_FIRST: '오늘 공부를 하면 버디몬에게 밥을 줄 수 있어요.',
  FEED_DONE: '오늘은 벌써 밥을 먹었어요. 내일 또 주세요!',
  BED_NOT_NIGHT: '버디몬은 저녁 8시부터 잘 수 있어요.',
  BED_DONE: '버디몬은 벌써 자고 있어요.',
  GROW_DONE: '성장 물약은 한 주에 한 번만 먹을 수 있어요.',
  HEAL_NOT_NEEDED: '버디몬은 지금 건강해요. 기운이 없을 때 먹여 주세요.',
  CHEER_DONE: '사탕은 하루에 하나만 먹을 수 있어요.',
  NO_MEDICINE: '가지고 있는 약이 없어요. 버디샵에서 살 수 있어요.',
};

/** What the child reads of each mood, under the buddy. */
export const MOOD_TEXTS: Record<BuddyMood, string> = {
  happy: '배불러서 기분이 좋아요!',
  cheerful: '사탕을 먹고 신이 났어요!',
  hungry: '배가 고파요. 밥을 주세요!',
  sleepy: '졸려요. 재워 주세요.',
  asleep: '쿨쿨 자고 있어요.',
  unwell: '기운이 없어요. 오늘 같이 공부해요!',
};

/** The care action a medicine's effect records. */
export const MEDICINE_ACTIONS: Record<(typeof MEDICINE_EFFECTS)[MedicineCode], CareAction> = {
  grow: 'GROW',
  heal: 'HEAL',
  cheer: 'CHEER',
};

/** Why a medicine cannot be given now, or null: none held, or its effect not wanted or spent. */
export function medicineRefusal(
  code: MedicineCode,
  held: number,
  state: { mood: BuddyMood; today: ReadonlySet<CareAction>; grownThisWeek: boolean },
): CareRefusal | null {
  if (held < 1) return 'NO_MEDICINE';
  const effect = MEDICINE_EFFECTS[code];
  if (effect === 'grow') return state.grownThisWeek ? 'GROW_DONE' : null;
  if (effect === 'heal') return state.mood === 'unwell' ? null : 'HEAL_NOT_NEEDED';
  return state.today.has('CHEER') ? 'CHEER_DONE' : null;
}

/** Whether feeding or putting to bed can be done now (medicine is checked by its own rule). */
export function careRefusal(
  action: 'FEED' | 'BED',
  state: Pick<CareState, 'hour' | 'today' | 'studiedToday'>,
): CareRefusal | null {
  if (action === 'FEED') {
    if (state.today.has('FEED')) return 'FEED_DONE';
    return state.studiedToday ? null : 'FEED_STUDY_FIRST';
  }
  if (!isNight(state.hour)) return 'BED_NOT_NIGHT';
  return state.today.has('BED') ? 'BED_DONE' : null;
}

/** The Monday (Seoul) of the week of `day`: the 성장 물약's once-a-week key. */
export function weekOf(day: string): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  const weekday = (new Date(at).getUTCDay() + 6) % 7;
  return new Date(at - weekday * 86_400_000).toISOString().slice(0, 10);
}

/** Seoul days between the last studied day before `today` and today, minus one (null when never studied). */
export function daysWithoutStudy(studied: Iterable<string>, today: string): number | null {
  let last: string | null = null;
  for (const day of studied) if (day < today && (last === null || day > last)) last = day;
  if (last === null) return null;
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${last}T00:00:00Z`)) / 86_400_000) - 1;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Lands that open, and their collections (ADR 062)                                                              */
/* ------------------------------------------------------------------------------------------------------------ */

export const LAND_RULES = {
  /** Weeks finished (every day paid, ADR 060) that open each land after the first. */
  weeksPerLand: 2,
  /** What completing a land's collection pays, once. */
  collectionCoins: 30,
} as const;

/** How many lands are open (in the lands' order) after `finishedWeeks` finished weeks; the first is always open. */
export function landsOpen(finishedWeeks: number, lands: number): number {
  return Math.min(lands, 1 + Math.floor(Math.max(0, finishedWeeks) / LAND_RULES.weeksPerLand));
}

/** Finished weeks still needed to open the land at `position` (1-based, in the lands' order); 0 when open. */
export function weeksToOpen(position: number, finishedWeeks: number): number {
  return Math.max(0, (position - 1) * LAND_RULES.weeksPerLand - Math.max(0, finishedWeeks));
}

/** A land's background, by the catalogue's code: the scene the buddy walks into on the lands page (ADR 065). */
export function landScene(land: string): string {
  return `bg-${land}`;
}

/**
 * The items of a land's collection, by the catalogue's codes: its character (the first drawing; the grown ones come
 * by growth) and its background (its scene).
 */
export function landCollection(land: string): string[] {
  return [`char-${land}-1`, landScene(land)];
}

/** The land an item belongs to by its code, for the lands' locks: a character's, or a land's background. */
export function landOfCode(code: string, lands: readonly string[]): string | null {
  const match = /^(?:char-([a-z]+)-\d+|bg-([a-z]+))$/.exec(code);
  const land = match?.[1] ?? match?.[2] ?? null;
  return land !== null && lands.includes(land) ? land : null;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* The week's six (ADR 063)                                                                                      */
/* ------------------------------------------------------------------------------------------------------------ */

/** How many items the shop shows as this week's. */
export const WEEKLY_PICKS = 6;

/** A whole number from a text (FNV-1a), the seed of a week's draw. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A week's draw: every code in an order shuffled by the week (mulberry32 seeded by FNV-1a of its Monday). */
function drawOf(codes: readonly string[], week: string): string[] {
  const pool = [...codes].sort();
  let state = seedOf(week);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as string, pool[i] as string];
  }
  return pool;
}

/** The first Monday of the rotation: the fresh halves are reckoned week by week from it. */
const ROTATION_START = '2026-01-05';

/**
 * The fresh halves of this week and the week before: each week's is the head of its draw leaving out the two weeks
 * before's, reckoned from ROTATION_START, so an item is never fresh again while it is still shown. About fifty
 * small shuffles a year; nothing is stored.
 */
function freshHalves(codes: readonly string[], week: string, count: number): [string[], string[]] {
  const half = Math.ceil(count / 2);
  let older: string[] = [];
  let last: string[] = [];
  let at = week < ROTATION_START ? week : ROTATION_START;
  for (;;) {
    const shown = new Set([...older, ...last]);
    const fresh = drawOf(codes, at)
      .filter((code) => !shown.has(code))
      .slice(0, half);
    older = last;
    last = fresh;
    if (at >= week) return [last, older];
    at = new Date(Date.parse(`${at}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  }
}

/**
 * This week's items, the same for every child of the Seoul week (its Monday, `weekOf`): this week's fresh half and
 * last week's, so each item stays two weeks and half of the six are new each Monday. Filled from this week's draw
 * when the catalogue is too small for the halves.
 */
export function weeklyPicks(codes: readonly string[], week: string, count = WEEKLY_PICKS): string[] {
  const [fresh, last] = freshHalves(codes, week, count);
  const picked = new Set([...fresh, ...last.slice(0, count - fresh.length)]);
  for (const code of drawOf(codes, week)) {
    if (picked.size >= Math.min(count, codes.length)) break;
    picked.add(code);
  }
  return [...picked];
}

/** The Monday of the week before the week of Monday `week`. */
export const weekBefore = (week: string): string =>
  new Date(Date.parse(`${week}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);

/** This week's picks that were not last week's: marked "새로 나왔어요". */
export function newThisWeek(codes: readonly string[], week: string): Set<string> {
  const before = new Set(weeklyPicks(codes, weekBefore(week)));
  return new Set(weeklyPicks(codes, week).filter((code) => !before.has(code)));
}
