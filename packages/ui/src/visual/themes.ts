/** The two themes the kit's baselines are drawn in: the brand site's, and the study site's in course c. */
export const themes = [
  { name: 'brand', theme: 'brand', course: undefined },
  { name: 'course-c', theme: 'study', course: 'c' },
] as const;

export type ThemeName = (typeof themes)[number]['name'];

/*
 * Each component is shot in the themes the app shows it in (ADR 044): a part of the study area, the test paper or the
 * daily study only in the course theme, a part of the brand site and customer centre only in the brand theme, the
 * primitives and what both sites share in both. A shot in a theme the product never shows the part in guarded no look
 * a child or a parent sees, and cost a baseline.
 */
export const STUDY_ONLY = new Set([
  'answer-sheet',
  'attendance-calendar',
  'audio',
  'choice-list',
  'course-tabs',
  'daily-status',
  'day-cheer',
  'dictionary-card',
  'learning-summary',
  'level-graph',
  'mascot-cheer',
  'memo-board',
  'question-card',
  'reading-cards',
  'record-button',
  'recording-list',
  'report-charts',
  'result-cheer',
  'result-summary',
  'review-dialog',
  'show-poster',
  'site-shell',
  'slide-show-player',
  'step-control',
  'test-header',
  'test-intro',
  'test-list',
  'timer',
  'unit-nav',
  'week-progress',
  'word-cards',
]);
export const BRAND_ONLY = new Set([
  'branch-detail',
  'branch-finder',
  'branch-offices',
  'faq-list',
  'feature-grid',
  'home-promos',
  'login-box',
]);

/** The part a shot is of: its name, or the part its name starts with ('review-dialog-ready' is of 'review-dialog'). */
const partOf = (shot: string, parts: ReadonlySet<string>) =>
  parts.has(shot) || [...parts].some((part) => shot.startsWith(`${part}-`));

/** Whether the app shows the part shot as `shot` in the theme `themeName`. */
export function shownIn(shot: string, themeName: ThemeName): boolean {
  return themeName === 'brand' ? !partOf(shot, STUDY_ONLY) : !partOf(shot, BRAND_ONLY);
}
