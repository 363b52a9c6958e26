import { describe, expect, it } from 'vitest';
import { DEMO_GAME_BESTS, DEMO_GAME_MINE } from './demo-game';
import { GAME_MAX_CPM, maskMemberName } from './game';

describe('given the demo week of the typing game', () => {
  it('lists other children highest first, each once, as the server would mask them apart', () => {
    const scores = DEMO_GAME_BESTS.map((best) => best.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(new Set(DEMO_GAME_BESTS.map((best) => maskMemberName(best.name))).size).toBe(
      DEMO_GAME_BESTS.length,
    );
  });

  it('holds only rounds the server would take (a human speed, an accuracy in percent)', () => {
    for (const best of [...DEMO_GAME_BESTS, DEMO_GAME_MINE]) {
      expect(best.cpm).toBeGreaterThan(0);
      expect(best.cpm).toBeLessThanOrEqual(GAME_MAX_CPM);
      expect(best.accuracy).toBeGreaterThanOrEqual(0);
      expect(best.accuracy).toBeLessThanOrEqual(100);
    }
  });

  it('places the demo member fourth among them, as the ranking samples show the child', () => {
    expect(DEMO_GAME_BESTS.filter((best) => best.score > DEMO_GAME_MINE.score)).toHaveLength(3);
  });
});
