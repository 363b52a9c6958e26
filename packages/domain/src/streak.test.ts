import { describe, expect, it } from 'vitest';
import {
  newThisWeek,
  weekBefore,
  WEEKLY_PICKS,
  weeklyPicks,
  landCollection,
  landScene,
  landOfCode,
  landsOpen,
  weeksToOpen,
  careRefusal,
  daysWithoutStudy,
  moodOf,
  nightOf,
  weekOf,
  type CareState,
  GROWTH_RULES,
  growthProgress,
  isCalendarDay,
  missionOf,
  missionProgress,
  reckonStreak,
  streakCalendar,
  stageOf,
  STREAK_RULES,
  testGrowth,
} from './streak';

/** `n` days from 2026-12-01 (a Tuesday), `YYYY-MM-DD`. */
const day = (n: number) => new Date(Date.UTC(2026, 11, 1 + n)).toISOString().slice(0, 10);
const days = (...ns: number[]) => ns.map(day);
const run = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => day(from + i));

describe('the streak, reckoned from the days studied (ADR 059)', () => {
  it('is nothing before the first study, with a freeze a whole run away', () => {
    expect(reckonStreak([], day(0))).toMatchObject({ days: 0, best: 0, freezes: 0, studiedToday: false });
    expect(reckonStreak([], day(0)).nextFreezeIn).toBe(STREAK_RULES.freezeEvery);
  });

  it('counts days in a row up to today once today is studied, and stands at yesterday until then', () => {
    expect(reckonStreak(days(0, 1, 2), day(2))).toMatchObject({ days: 3, studiedToday: true });
    expect(reckonStreak(days(0, 1, 2), day(3))).toMatchObject({ days: 3, studiedToday: false });
    expect(reckonStreak(days(0, 1, 2), day(3)).states.has(day(3))).toBe(false);
  });

  it('ends the run at a missed day when no freeze is held, keeping the best', () => {
    const reckoning = reckonStreak(days(0, 1, 2, 4), day(4));
    expect(reckoning).toMatchObject({ days: 1, best: 3, freezes: 0 });
    expect(reckoning.states.get(day(3))).toBe('missed');
  });

  it('earns a freeze on every seventh day of a run and spends it on the next missed day, keeping the run', () => {
    const week = run(0, 6);
    expect(reckonStreak(week, day(6))).toMatchObject({ days: 7, freezes: 1, nextFreezeIn: 7 });
    const missedOne = reckonStreak([...week, day(8)], day(8));
    expect(missedOne.states.get(day(7))).toBe('frozen');
    expect(missedOne).toMatchObject({ days: 8, freezes: 0 });
    // A second missed day with no freeze left ends it.
    const missedTwo = reckonStreak([...week, day(9)], day(9));
    expect(missedTwo.states.get(day(7))).toBe('frozen');
    expect(missedTwo.states.get(day(8))).toBe('missed');
    expect(missedTwo.days).toBe(1);
  });

  it('holds at most two freezes, and says none is coming while two are held', () => {
    const threeWeeks = reckonStreak(run(0, 20), day(20));
    expect(threeWeeks).toMatchObject({ days: 21, freezes: STREAK_RULES.freezesMax, nextFreezeIn: 0 });
    const afterTwoMissed = reckonStreak([...run(0, 20), day(23)], day(23));
    expect([afterTwoMissed.states.get(day(21)), afterTwoMissed.states.get(day(22))]).toEqual([
      'frozen',
      'frozen',
    ]);
    expect(afterTwoMissed).toMatchObject({ days: 22, freezes: 0, nextFreezeIn: 6 });
  });

  it('ignores what is not a day, days after today and repeats', () => {
    expect(reckonStreak(['2026-02-30', 'x', day(5), day(0), day(0)], day(1))).toMatchObject({
      days: 1,
      studiedToday: false,
    });
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
  });
});

describe('the streak calendar of a month', () => {
  it('marks each day studied, frozen, missed, today or none, every day of the month once', () => {
    const reckoning = reckonStreak([...run(0, 6), day(8), day(10)], day(12));
    const calendar = streakCalendar('202612', reckoning, day(12));
    expect(calendar).toHaveLength(31);
    const state = (n: number) => calendar.find((entry) => entry.date === day(n))?.state;
    expect([state(0), state(7), state(9), state(11), state(12), state(13)]).toEqual([
      'studied',
      'frozen',
      'missed',
      'missed',
      'today',
      'none',
    ]);
    expect(streakCalendar('202611', reckoning, day(12)).every((entry) => entry.state === 'none')).toBe(true);
  });
});

describe('today’s mission (ADR 059)', () => {
  it('is chosen by the Seoul weekday', () => {
    // 2026-12-01 is a Tuesday; 2026-12-05 a Saturday; 2026-12-07 a Monday.
    expect([missionOf(day(0)), missionOf(day(4)), missionOf(day(6))]).toEqual([
      'WORDS',
      'TEST_OR_UNITS',
      'UNIT',
    ]);
  });

  it('is done by one unit, three typing rounds, or a test or two units', () => {
    expect(missionProgress('UNIT', { units: 0, tests: 1, games: 5 })).toMatchObject({ done: false, have: 0 });
    expect(missionProgress('UNIT', { units: 1, tests: 0, games: 0 })).toMatchObject({ done: true });
    expect(missionProgress('WORDS', { units: 4, tests: 0, games: 2 })).toMatchObject({
      done: false,
      have: 2,
      need: 3,
    });
    expect(missionProgress('TEST_OR_UNITS', { units: 1, tests: 0, games: 0 }).done).toBe(false);
    expect(missionProgress('TEST_OR_UNITS', { units: 0, tests: 1, games: 0 })).toMatchObject({
      done: true,
      have: 2,
    });
    expect(missionProgress('TEST_OR_UNITS', { units: 5, tests: 0, games: 0 })).toMatchObject({ have: 2 });
  });
});

describe('growth by learning (ADR 060)', () => {
  it('grows through three stages at 6 and 18 points', () => {
    expect([0, 5, 6, 17, 18, 99].map(stageOf)).toEqual([1, 1, 2, 2, 3, 3]);
    expect(growthProgress(7)).toEqual({ stage: 2, points: 7, stageFrom: 6, nextAt: 18 });
    expect(growthProgress(20).nextAt).toBeNull();
  });

  it('grows by a test from 70 points: a weekly one by 1, a monthly one by 3, a level test not at all', () => {
    expect([testGrowth(69, 'W'), testGrowth(70, 'W'), testGrowth(100, 'M'), testGrowth(100, 'L')]).toEqual([
      0,
      GROWTH_RULES.weeklyTest,
      GROWTH_RULES.monthlyTest,
      0,
    ]);
  });
});

describe('needs and care, never punishing (ADR 061)', () => {
  const state = (over: Partial<CareState> = {}): CareState => ({
    hour: 15,
    today: new Set(),
    studiedToday: false,
    daysWithoutStudy: 0,
    ...over,
  });

  it('is hungry until fed, happy when fed, cheerful after a candy', () => {
    expect(moodOf(state())).toBe('hungry');
    expect(moodOf(state({ today: new Set(['FEED']) }))).toBe('happy');
    expect(moodOf(state({ today: new Set(['CHEER']) }))).toBe('cheerful');
  });

  it('is sleepy from 20:00 to 07:00 until put to bed, then asleep', () => {
    expect([19, 20, 23, 3, 6, 7].map((hour) => moodOf(state({ hour, today: new Set(['FEED']) })))).toEqual([
      'happy',
      'sleepy',
      'sleepy',
      'sleepy',
      'sleepy',
      'happy',
    ]);
    expect(moodOf(state({ hour: 21, today: new Set(['BED']) }))).toBe('asleep');
    expect(nightOf('2026-12-02', 1)).toBe('2026-12-01');
    expect(nightOf('2026-12-02', 21)).toBe('2026-12-02');
  });

  it('is unwell after three days without study, until the child studies or gives a vitamin', () => {
    expect(moodOf(state({ daysWithoutStudy: 2 }))).toBe('hungry');
    expect(moodOf(state({ daysWithoutStudy: 3 }))).toBe('unwell');
    expect(moodOf(state({ daysWithoutStudy: 3, studiedToday: true }))).toBe('hungry');
    expect(moodOf(state({ daysWithoutStudy: 3, today: new Set(['HEAL']) }))).toBe('hungry');
    expect(moodOf(state({ daysWithoutStudy: null }))).toBe('hungry');
    expect(daysWithoutStudy(['2026-11-27', '2026-11-20'], '2026-12-01')).toBe(3);
    expect(daysWithoutStudy(['2026-11-30', '2026-12-01'], '2026-12-01')).toBe(0);
    expect(daysWithoutStudy([], '2026-12-01')).toBeNull();
  });

  it('feeds once a day after today’s study, and puts to bed only at night, once', () => {
    expect(careRefusal('FEED', state())).toBe('FEED_STUDY_FIRST');
    expect(careRefusal('FEED', state({ studiedToday: true }))).toBeNull();
    expect(careRefusal('FEED', state({ studiedToday: true, today: new Set(['FEED']) }))).toBe('FEED_DONE');
    expect(careRefusal('BED', state({ hour: 15 }))).toBe('BED_NOT_NIGHT');
    expect(careRefusal('BED', state({ hour: 21 }))).toBeNull();
    expect(careRefusal('BED', state({ hour: 21, today: new Set(['BED']) }))).toBe('BED_DONE');
  });

  it('keys the growth potion by the Seoul week’s Monday', () => {
    expect([weekOf('2026-11-30'), weekOf('2026-12-01'), weekOf('2026-12-06'), weekOf('2026-12-07')]).toEqual([
      '2026-11-30',
      '2026-11-30',
      '2026-11-30',
      '2026-12-07',
    ]);
  });
});

describe('lands that open and their collections (ADR 062)', () => {
  it('opens the first land from the start, and one more every two finished weeks, up to all of them', () => {
    expect([0, 1, 2, 3, 4, 12, 40].map((weeks) => landsOpen(weeks, 7))).toEqual([1, 1, 2, 2, 3, 7, 7]);
    expect([weeksToOpen(1, 0), weeksToOpen(2, 0), weeksToOpen(3, 3), weeksToOpen(3, 9)]).toEqual([
      0, 2, 1, 0,
    ]);
  });

  it('collects a land’s first character and its background, and knows an item’s land by its code', () => {
    expect(landCollection('snow')).toEqual(['char-snow-1', 'bg-snow']);
    expect(landScene('snow')).toBe('bg-snow');
    expect(landOfCode(landScene('snow'), ['snow'])).toBe('snow');
    const lands = ['sky', 'snow'];
    expect(
      ['char-snow-2', 'bg-sky', 'bg-beach', 'acc-crown', 'char-moon-1'].map((code) =>
        landOfCode(code, lands),
      ),
    ).toEqual(['snow', 'sky', null, null, null]);
  });
});

describe('the week’s six (ADR 063)', () => {
  const codes = Array.from({ length: 30 }, (_, i) => `item-${i}`);

  it('draws six, the same for every call of a week whatever the order given, and others the next week', () => {
    const week = weeklyPicks(codes, '2026-11-30');
    expect(week).toHaveLength(WEEKLY_PICKS);
    expect(new Set(week).size).toBe(WEEKLY_PICKS);
    expect(weeklyPicks([...codes].reverse(), '2026-11-30')).toEqual(week);
    expect(weeklyPicks(codes, '2026-12-07')).not.toEqual(week);
    expect(weeklyPicks(codes.slice(0, 3), '2026-11-30')).toHaveLength(3);
  });

  it('keeps half of last week’s six, so half are new each Monday', () => {
    // Twenty Mondays in a row, from 2026-11-30.
    for (let n = 1; n <= 20; n += 1) {
      const monday = (k: number) => new Date(Date.UTC(2026, 10, 30 + 7 * k)).toISOString().slice(0, 10);
      const before = new Set(weeklyPicks(codes, monday(n - 1)));
      const now = weeklyPicks(codes, monday(n));
      expect(now).toHaveLength(WEEKLY_PICKS);
      expect(now.filter((code) => before.has(code))).toHaveLength(WEEKLY_PICKS / 2);
      expect(newThisWeek(codes, monday(n)).size).toBe(WEEKLY_PICKS / 2);
    }
  });

  it('marks new what was not in last week’s six', () => {
    const fresh = newThisWeek(codes, '2026-12-07');
    const before = new Set(weeklyPicks(codes, '2026-11-30'));
    expect([...fresh].every((code) => !before.has(code))).toBe(true);
    expect(weeklyPicks(codes, '2026-12-07').filter((code) => !before.has(code))).toEqual([...fresh]);
    expect(weekBefore('2026-12-07')).toBe('2026-11-30');
  });
});
