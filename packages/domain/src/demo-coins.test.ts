import { describe, expect, it } from 'vitest';
import { DEMO_COIN_EVENTS, DEMO_COIN_TOTAL, demoCoinHistory } from './demo-coins';
import { COIN_RULES } from './reward';

/** 14 May 2025, 08:00 in Seoul: earlier in the day than any line's time. */
const NOW = Date.UTC(2025, 4, 13, 23);

describe('given the demo week of coins at an instant', () => {
  it('counts the balance from the opening, never below zero from nothing, ending at the total', () => {
    const history = demoCoinHistory(NOW);
    expect(history.map((entry) => entry.transNo)).toEqual(history.map((_, index) => index + 1));
    expect(Math.min(...history.map((entry) => entry.balance))).toBeGreaterThanOrEqual(0);
    expect(history.at(-1)?.balance).toBe(DEMO_COIN_TOTAL);
    expect(demoCoinHistory(NOW, 100).at(-1)?.balance).toBe(100 + DEMO_COIN_TOTAL);
  });

  it('dates every line before the instant, oldest first, even early in the day', () => {
    const history = demoCoinHistory(NOW);
    expect(history.every((entry) => entry.at < NOW)).toBe(true);
    expect(history.map((entry) => entry.at)).toEqual(
      [...history.map((entry) => entry.at)].sort((a, b) => a - b),
    );
  });

  it('pays by the rules and names an attendance by its Seoul date', () => {
    const history = demoCoinHistory(NOW);
    const attendance = history.find((entry) => entry.source === 'attendance');
    expect(attendance?.points).toBe(COIN_RULES.attendance);
    expect(attendance?.description).toMatch(/^2025\.05\.0\d$/);
    expect(
      history.filter((entry) => entry.source === 'unit').every((e) => e.points === COIN_RULES.unit),
    ).toBe(true);
    expect(DEMO_COIN_EVENTS.filter((event) => event.source === 'purchase').every((e) => e.points < 0)).toBe(
      true,
    );
  });
});
