/**
 * The library's addresses (spec §2 /library and /study/library) and what each one lists (ADR 030): the kind and type
 * of `GET /buddy-lib/{kind}/{type}`, the screen that shows it, and whether it is the study site's only. A module
 * without the menus: the route table (in the entry) reads it; library-map.ts adds the menus' titles.
 */
import type { LibraryKind, LibraryType } from '@buddy/domain';
import type { AnimationType } from '@buddy/api';

export type LibraryView = 'shelf' | 'records' | 'grammars' | 'cards';

export interface LibraryPage {
  /** The address under /library (or /study/library). */
  path: string;
  kind: LibraryKind;
  type: LibraryType;
  view: LibraryView;
  /** Only in the study site (phonics, word, stpt). */
  studyOnly?: boolean;
  /** The K-series: the Korean first. */
  korean?: boolean;
}

/** The video library's addresses and their types (videos/{name} and videos/{name}/{id}). */
export const VIDEO_TYPES = {
  animation: 'ani',
  anisong: 'asg',
  anichant: 'act',
  chant: 'cht',
  song: 'sng',
  ebook: 'ebk',
} as const satisfies Record<string, AnimationType>;
export type VideoName = keyof typeof VIDEO_TYPES;

export const LIBRARY_PAGES: readonly LibraryPage[] = [
  ...Object.entries(VIDEO_TYPES).map(([name, type]): LibraryPage => ({
    path: `videos/${name}`,
    kind: 'animations',
    type,
    view: 'shelf',
  })),
  { path: 'records/beginner', kind: 'audios', type: 'ebb', view: 'records' },
  { path: 'records/ex', kind: 'audios', type: 'ex', view: 'records' },
  { path: 'records/prime', kind: 'audios', type: 'ebp', view: 'records' },
  { path: 'grammars/basic', kind: 'grammars', type: 'bsc', view: 'grammars' },
  { path: 'grammars/book', kind: 'grammars', type: 'bok', view: 'grammars' },
  { path: 'grammars/buddy', kind: 'grammars', type: 'bdy', view: 'grammars' },
  { path: 'reading/basic', kind: 'reading', type: 'read', view: 'cards' },
  { path: 'rskill', kind: 'rskill', type: 'rs', view: 'cards' },
  { path: 'kphonics', kind: 'phonics', type: 'pns', view: 'cards', korean: true },
  { path: 'kword', kind: 'word', type: 'wd', view: 'cards', korean: true },
  { path: 'ksentence', kind: 'stpt', type: 'sp', view: 'cards', korean: true },
  { path: 'kstpt', kind: 'stpt', type: 'sp', view: 'cards', korean: true },
  { path: 'kread', kind: 'reading', type: 'read', view: 'cards', korean: true },
  { path: 'phonics', kind: 'phonics', type: 'pns', view: 'cards', studyOnly: true },
  { path: 'word', kind: 'word', type: 'wd', view: 'cards', studyOnly: true },
  { path: 'stpt', kind: 'stpt', type: 'sp', view: 'cards', studyOnly: true },
];
