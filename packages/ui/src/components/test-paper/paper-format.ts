/*
 * How the test paper's parts show numbers and time, and the limits of its media player: the kit's own presentation
 * (they moved here from @buddy/domain, which the kit no longer imports). Not exported from the kit's entry.
 */

/** mm:ss for the header timer (60 minutes and more as mmm:ss); a negative or fractional time shows whole seconds. */
export function formatClock(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(safe / 60);
  return `${String(minutes).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}

/** Choices 1 to 5 are shown circled (Buddy's spec §9); a sixth and beyond as plain numbers. */
const CIRCLED_NUMBERS = ['①', '②', '③', '④', '⑤'] as const;
export function circledNumber(n: number): string {
  return CIRCLED_NUMBERS[n - 1] ?? String(n);
}

/** The answer sheet lists its first 10 questions without an indent and later ones indented (spec §9). */
export function isIndentedInSheet(index: number): boolean {
  return index >= 10;
}

/** The answer sheet's scroll to a question: at most 300 ms, stopping 165 px above it (under a sticky header). */
export const ANSWER_SHEET = { scrollMaxMs: 300, scrollOffset: 165 } as const;

/** The player's limits (spec §4 Media): rate between 0.1 and the max (default 2); volume 0–100, 0 meaning muted. */
export const MEDIA_LIMITS = { minRate: 0.1, maxRate: 2, maxVolume: 100 } as const;
export function clampRate(rate: number, max: number = MEDIA_LIMITS.maxRate): number {
  if (!Number.isFinite(rate)) return 1;
  return Math.min(max, Math.max(MEDIA_LIMITS.minRate, rate));
}
export function clampVolume(volume: number): { volume: number; muted: boolean } {
  const value = Number.isFinite(volume)
    ? Math.min(MEDIA_LIMITS.maxVolume, Math.max(0, Math.round(volume)))
    : 0;
  return { volume: value, muted: value === 0 };
}

/** Where a sound is (spec §4 Media status). */
export type MediaStatus = 'stop' | 'play' | 'pause' | 'ended';
