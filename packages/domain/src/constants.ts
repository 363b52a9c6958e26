/** Business constants of spec §9. Every value the spec fixes lives here, once. */

export const COURSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type Course = (typeof COURSES)[number];

/** Course colour themes a–g and the level-test theme (spec §9). The UI maps them to CSS tokens. */
export const COURSE_COLORS = {
  a: '#ea5364',
  b: '#ee4f36',
  c: '#1bac78',
  d: '#268abd',
  e: '#32bd27',
  f: '#2f73c3',
  g: '#882fc3',
  level: '#5e44b4',
} as const;
export type CourseTheme = keyof typeof COURSE_COLORS;

export const MAX_STEP = 7;
export const MAX_WEEK = 4;
export const DEFAULT_STUDY_PRODUCT = 'EBP';

/** Library fee thresholds in won (spec §6, §9). */
export const FEE_THRESHOLDS = { low: 39000, mid: 48000, high: 57000 } as const;

/**
 * The largest page number a list call takes (the contract's `pageNo` maximum). An address with a larger one asks for
 * this page, which the server answers with the last page, as it does any page past the end.
 */
export const MAX_PAGE_NO = 100_000;

export const PAGE_SIZES = {
  default: 10,
  video: 6,
  album: 8,
  shop: 6,
  inventory: 9,
  animationPreview: 5,
} as const;

export const TIMING = {
  loadingBarThrottleMs: 200,
  loadingBarDurationMs: 5000,
  submitDebounceMs: 1000,
  timerTickMs: 1000,
  menuMs: 200,
  fadeMs: 280,
  slideMs: 500,
  popupPollMs: 1000,
} as const;

/** Below this width (in CSS pixels) the layout is mobile (spec §9: 901 in logic, 900 in styles). */
export const MOBILE_BREAKPOINT = 901;
export function isMobileWidth(width: number): boolean {
  return width < MOBILE_BREAKPOINT;
}

export type SiteMode = 'brand' | 'study' | 'buddymon';
/** Height of the desktop drop-down menu panel per site; the reward site has none (spec §2). */
export const MENU_HEIGHT: Record<SiteMode, number> = { brand: 400, study: 300, buddymon: 0 };
/** Where the header's logo leads (spec §2): the study area's home in the study and reward sites, otherwise '/'. */
export const SITE_HOME: Record<SiteMode, string> = { brand: '/', study: '/study', buddymon: '/study' };

export const SITE_WIDTH = 1020;
export const TEST_CONTAINER_WIDTH = 1120;

/** Local-storage keys use the fixed prefix 'auth.' (spec §9). */
export const STORAGE_PREFIX = 'auth.';
export const STORAGE_KEYS = {
  token: `${STORAGE_PREFIX}token`,
  /** The web app's note that a cookie session exists (ADR 048): never the token, which only the cookie holds. */
  session: `${STORAGE_PREFIX}session`,
  rememberId: `${STORAGE_PREFIX}rememberId`,
  /** The reactions' sounds on this device (ADR 075): 'off' when turned off; on otherwise. */
  sound: `${STORAGE_PREFIX}sound`,
} as const;

/** What the web app keeps under STORAGE_KEYS.session: only that a cookie session exists (ADR 048). */
export const COOKIE_SESSION = 'cookie';

export type TestType = 'W' | 'M' | 'L';
/** Question count, minutes and the minute of the time warning per test type (spec §9). */
export const TEST_SPECS: Record<TestType, { questions: number; minutes: number; warnAtMinutes: number }> = {
  W: { questions: 10, minutes: 10, warnAtMinutes: 2 },
  M: { questions: 20, minutes: 20, warnAtMinutes: 3 },
  L: { questions: 30, minutes: 30, warnAtMinutes: 5 },
};

/** Minutes of one day's study (오늘의 학습). Not in the spec: the study area's own guide (/study/guide) says 20. */
export const DAILY_STUDY_MINUTES = 20;

export const POPUP = {
  defaultWidth: 1200,
  dictionary: { width: 400, height: 600 },
} as const;
