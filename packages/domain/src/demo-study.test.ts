import { describe, expect, it } from 'vitest';
import {
  DEMO_HISTORY,
  DEMO_TESTS,
  demoDayRates,
  demoMonth,
  demoStoredParts,
  demoRecentStudy,
  demoReview,
  demoStepRates,
  demoStudiedAt,
  demoTestScore,
  demoWeeklyScores,
  demoWeekRates,
} from './demo-study';
import { seoulDate } from './dates';

/** 20 November 2026, 10:00 in Seoul. */
const NOW = Date.UTC(2026, 10, 20, 1);

describe('given the demo study history at an instant', () => {
  it('studies every day before today, in late morning Seoul time, leaving today for the child', () => {
    const today = seoulDate(new Date(NOW));
    for (const plan of DEMO_HISTORY) {
      const at = demoStudiedAt(plan, NOW);
      expect(at.getTime()).toBeLessThan(NOW);
      expect(seoulDate(at)).not.toBe(today);
      expect(at.getUTCHours()).toBe(2);
    }
  });

  it('reckons the rates of days, weeks and steps the way the study home averages them', () => {
    expect(demoDayRates('A', 1, 1)).toEqual([100, 100, 100, 100, 100]);
    expect(demoDayRates('A', 1, 2)).toEqual([100, 100, 50, 0, 0]);
    expect(demoDayRates('C', 1, 1)).toEqual([0, 0, 0, 0, 0]);
    expect(demoWeekRates('A', 1)).toEqual([100, 50, 0, 0]);
    expect(demoStepRates('A')).toEqual([37, 2, 0, 0, 0, 0, 0]);
    expect(demoStepRates('B')[2]).toBe(5);
  });

  it('scores the taken weekly test by its slips and leaves the others untaken', () => {
    expect(DEMO_TESTS).toHaveLength(1);
    expect(demoTestScore({ questnCd: 'W-A-1-1', wrong: 1 })).toBe(90);
    expect(demoTestScore({ questnCd: 'M-A-1', wrong: 1 })).toBe(95);
    expect(demoWeeklyScores('A', 1)).toEqual([90, null, null, null]);
    expect(demoWeeklyScores('A', 2)).toEqual([null, null, null, null]);
  });

  it('offers the steps studied within a year for review and lists an older one without it', () => {
    const review = demoReview(NOW);
    const step = (course: string, number: number) =>
      review.find((entry) => entry.course === course)?.steps.find((entry) => entry.step === number);
    expect(step('A', 1)?.reviewable).toBe(true);
    expect(step('A', 2)?.reviewable).toBe(true);
    expect(step('B', 3)).toMatchObject({ reviewable: false, lastStudiedAt: expect.any(String) });
    expect(step('C', 1)).toEqual({ step: 1, reviewable: false, lastStudiedAt: null });
    // A step's last study is its latest day's.
    expect(step('A', 1)?.lastStudiedAt).toBe(demoRecentStudy(NOW).studiedAt);
  });

  it("names yesterday's half-done day 3 of A-1 week 2 as the recent study", () => {
    expect(demoRecentStudy(NOW)).toMatchObject({ course: 'A', step: 1, week: 2, day: 3, done: 0.5 });
  });
});

describe('given the demo month', () => {
  it('stores the first parts of a unit, rounded up, and at least one', () => {
    expect(demoStoredParts(3, 0.5)).toEqual([0, 1]);
    expect(demoStoredParts(2, 1)).toEqual([0, 1]);
    expect(demoStoredParts(4, 0.1)).toEqual([0]);
    expect(demoStoredParts(0, 1)).toEqual([0]);
  });

  it('has nothing in a month without study, and every studied Seoul day once in the month of the history', () => {
    expect(demoMonth('202610', NOW, () => null)).toEqual({ days: [], weeks: [], unitsDone: 0, tests: [] });
    const month = demoMonth('202611', NOW, () => null);
    const studied = new Set(
      DEMO_HISTORY.map((plan) => seoulDate(demoStudiedAt(plan, NOW))).filter((day) =>
        day.startsWith('2026-11'),
      ),
    );
    expect(month.days.map((each) => each.day)).toEqual([...studied].sort());
    // Without manuals a week has no units to rate; the weeks are still listed, most recent first.
    expect(month.weeks.map((week) => `${week.course}-${week.step}-${week.week}`)).toEqual([
      'A-1-2',
      'A-2-1',
      'A-1-1',
    ]);
    expect(month.weeks.every((week) => week.rate === 0 && week.units.length === 0)).toBe(true);
    expect(month.tests.map((test) => [test.questnCd, test.score])).toEqual([['W-A-1-1', 90]]);
  });
});
