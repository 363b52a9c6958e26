import { FEE_THRESHOLDS } from './constants';
import { MESSAGES } from './messages';
import type { StudySlide } from './study';

export type LibraryArea = 'videos' | 'records' | 'grammars' | 'game' | 'englishadd' | 'kread' | 'rskill';

export interface LibraryProfile {
  memGuideFee: number;
  /** Y/N flags by position, counted from 1 (spec §6). A missing position counts as N. */
  memRnlYn: string;
}

export type Access = { allowed: true } | { allowed: false; alert: string };

const flag = (profile: LibraryProfile, position: number): boolean =>
  profile.memRnlYn.charAt(position - 1) === 'Y';
const under = (profile: LibraryProfile, fee: number): boolean => profile.memGuideFee < fee;

/** Spec §6 library access table: when each area is denied and the alert it shows. */
export const LIBRARY_RULES: Record<LibraryArea, { denied: (p: LibraryProfile) => boolean; alert: string }> = {
  videos: {
    denied: (p) => under(p, FEE_THRESHOLDS.low) && ![1, 2, 3, 5].some((n) => flag(p, n)),
    alert: '동영상 사용권한이 없습니다',
  },
  records: {
    denied: (p) => under(p, FEE_THRESHOLDS.low) && !flag(p, 5),
    alert: '버디음원 사용권한이 없습니다',
  },
  grammars: {
    denied: (p) => under(p, FEE_THRESHOLDS.low) && !flag(p, 4),
    alert: '문법강의 사용권한이 없습니다',
  },
  game: { denied: (p) => under(p, FEE_THRESHOLDS.low), alert: '영어타자게임 사용권한이 없습니다' },
  englishadd: { denied: (p) => under(p, FEE_THRESHOLDS.mid), alert: '영어보충학습실 사용권한이 없습니다' },
  kread: { denied: (p) => under(p, FEE_THRESHOLDS.high), alert: '리딩 사용권한이 없습니다' },
  rskill: { denied: (p) => !flag(p, 6), alert: '리딩스킬 사용권한이 없습니다' },
};

/** Whether a member (or a signed-out visitor, null) may open a protected library area. */
export function libraryAccess(area: LibraryArea, profile: LibraryProfile | null | undefined): Access {
  if (!profile) return { allowed: false, alert: MESSAGES.noPermission };
  const rule = LIBRARY_RULES[area];
  return rule.denied(profile) ? { allowed: false, alert: rule.alert } : { allowed: true };
}

/** The library calls' kinds: `GET /buddy-lib/{kind}/{type}` (spec §7 Library and site). */
export const LIBRARY_KINDS = [
  'animations',
  'audios',
  'grammars',
  'reading',
  'rskill',
  'phonics',
  'word',
  'stpt',
] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];

/** The spec's type codes, by kind. */
export const LIBRARY_TYPES = {
  animations: ['ani', 'asg', 'act', 'cht', 'sng', 'ebk'],
  audios: ['ebb', 'ebp', 'ex'],
  grammars: ['bsc', 'bok', 'bdy'],
  reading: ['read'],
  rskill: ['rs'],
  phonics: ['pns'],
  word: ['wd'],
  stpt: ['sp'],
} as const satisfies Record<LibraryKind, readonly string[]>;
export type LibraryType = (typeof LIBRARY_TYPES)[LibraryKind][number];

/** The animation types that are sung (anisong, anichant, chant, song): their player lists the lyrics. */
export const LIBRARY_SONG_TYPES = ['asg', 'act', 'cht', 'sng'] as const satisfies readonly LibraryType[];

/** Whether an item of this type is sung, so its viewer shows the lyrics with the current line highlighted. */
export const isLibrarySong = (type: string): boolean =>
  (LIBRARY_SONG_TYPES as readonly string[]).includes(type);

/** Whether a type code belongs to a kind (a path such as /buddy-lib/audios/ani is not a list). */
export function isLibraryType(kind: LibraryKind, type: string): type is LibraryType {
  return (LIBRARY_TYPES[kind] as readonly string[]).includes(type);
}

/**
 * Which §6 rule guards a kind (ADR 030, ADR 067). `member`: any signed-in member; there is no row for it in the table
 * (reading, and the study site's phonics, word and sentence patterns). §6's kread row guards the K-reading page, not
 * the reading items: `/library/reading/basic` lists the same items to every member, so the server has nothing to keep
 * from a member under 57000 and the page gate (LIBRARY_PAGE_AREAS) is the client's.
 */
export const LIBRARY_KIND_AREA: Record<LibraryKind, LibraryArea | 'member'> = {
  animations: 'videos',
  audios: 'records',
  grammars: 'grammars',
  reading: 'member',
  rskill: 'rskill',
  phonics: 'member',
  word: 'member',
  stpt: 'member',
};

/**
 * The library pages §6 guards beyond their kind's row (ADR 067): the K-reading page answers to the kread row (fee
 * under 57000: 리딩 사용권한이 없습니다), though the reading items it lists are every member's.
 */
export const LIBRARY_PAGE_AREAS: Readonly<Record<string, LibraryArea>> = { kread: 'kread' };

/**
 * Whether a member (or a visitor, null) may open a library page (its address under /library or /study/library, e.g.
 * `kread`) listing `kind`: the kind's row first, then the page's own (LIBRARY_PAGE_AREAS).
 */
export function libraryPageAccess(
  page: string,
  kind: LibraryKind,
  profile: LibraryProfile | null | undefined,
): Access {
  const access = libraryKindAccess(kind, profile);
  const area = LIBRARY_PAGE_AREAS[page];
  return access.allowed && area ? libraryAccess(area, profile) : access;
}

/** Spec §4: a signed-out visitor of the animation library sees page 1 with the first 5 items (page row 6). */
export const LIBRARY_PREVIEW = { kind: 'animations', items: 5 } as const;

/**
 * Whether a member (or a signed-out visitor, null) may list a kind. Signed out, only the animation kinds answer
 * (their preview); every other kind says 사용권한이 없습니다.
 */
export function libraryKindAccess(kind: LibraryKind, profile: LibraryProfile | null | undefined): Access {
  if (!profile)
    return kind === LIBRARY_PREVIEW.kind
      ? { allowed: true }
      : { allowed: false, alert: MESSAGES.noPermission };
  const area = LIBRARY_KIND_AREA[kind];
  return area === 'member' ? { allowed: true } : libraryAccess(area, profile);
}

/**
 * One item of the library's content bank (`content/library/items.json`, made by
 * `packages/content-generator/src/library`). Media paths are relative to `content/` (`media/...`); the server serves
 * `media/` at `/content/`.
 */
export interface LibraryContentItem {
  /** Stable and unique: the seed's key (e.g. `ani-A-1-1`). */
  code: string;
  kind: LibraryKind;
  type: LibraryType;
  /** English title (a song's or story's name; a word; a pattern). */
  title: string;
  /** The title's Korean (shown under it). */
  titleKo: string;
  /** One Korean line: what the child meets in it. */
  summary: string;
  /** A drawing (media/...svg), or null. */
  thumbnail: string | null;
  /** Records (audios) and week-bound items: where in the course they belong. */
  course: string | null;
  step: number | null;
  week: number | null;
  /** Records, phonics and words: the one sound (media/...ogg). */
  audio: string | null;
  /** The whole length in milliseconds (slides summed, or the sound's length). */
  durationMs: number;
  /** Videos and ebooks: the show; grammar: the lecture; reading, rskill, phonics, word, stpt: the cards. */
  slides: StudySlide[];
  /** Grammar: the worksheet and its answer sheet (media/...svg), else null. */
  worksheet: string | null;
  answer: string | null;
}
