import {
  boardSearchType,
  clampPage,
  isLibraryType,
  LIBRARY_PREVIEW,
  libraryKindAccess,
  MESSAGES,
  PAGE_SIZES,
  type LibraryKind,
  type LibraryProfile,
} from '@buddy/domain';
import type { components } from '@buddy/contract';
import { HttpError } from '../../plugins/errors';
import { contentUrl } from '../studies/service';
import type { LibraryFilter, LibraryRepository, LibraryRow } from './repository';

type Schemas = components['schemas'];
type LibraryItem = Schemas['LibraryItem'];

export const LIBRARY_MESSAGES = {
  /** 404 NOT_FOUND: a type of another kind (/buddy-lib/audios/ani), or no item with that number. */
  notFound: '라이브러리 자료를 찾을 수 없습니다.',
} as const;

/** 403 NO_PERMISSION: §6's row denies the member (or the visitor is signed out); the message is the row's alert. */
export const NO_PERMISSION = 'NO_PERMISSION';

export interface LibraryQuery {
  pageNo?: number;
  pageRow?: number;
  srchTp?: string;
  srchText?: string;
  srchStdCourse?: string;
  srchStdStep?: number;
  srchStdWeek?: number;
}

/** Who asks: a member's library profile, or null for a signed-out visitor. */
export interface LibraryProfiles {
  profile(memNo: string): Promise<LibraryProfile>;
}

function toItem(row: LibraryRow, withSlides: boolean): LibraryItem {
  return {
    libNo: row.libNo,
    libTp: row.libTp as LibraryItem['libTp'],
    title: row.title,
    titleKo: row.titleKo,
    summary: row.summary,
    thumbnail: row.thumbnail === null ? null : contentUrl(row.thumbnail),
    stdCourse: row.stdCourse,
    stdStep: row.stdStep,
    stdWeek: row.stdWeek,
    audioUrl: row.audio === null ? null : contentUrl(row.audio),
    durationMs: row.durationMs,
    slideCount: row.slides.length,
    slides: withSlides
      ? row.slides.map((slide) => ({
          ...slide,
          image: contentUrl(slide.image),
          audio: contentUrl(slide.audio),
        }))
      : [],
    worksheetUrl: row.worksheet === null ? null : contentUrl(row.worksheet),
    answerUrl: row.answer === null ? null : contentUrl(row.answer),
  };
}

/**
 * The media library of both sites (spec §7 Library and site; ADR 030). The server is where §6's permission table
 * holds: a member's fee and flags are read from the database on every call (a product change takes effect at
 * once), a denied member gets 403 with the row's alert, and a signed-out visitor gets the animation preview of §4
 * (page 1, the first 5 items, page row 6, total 5) and 사용권한이 없습니다 everywhere else.
 */
export class LibraryService {
  constructor(
    private readonly library: LibraryRepository,
    private readonly profiles: LibraryProfiles,
  ) {}

  private async check(kind: LibraryKind, memNo: string | null): Promise<void> {
    const profile = memNo === null ? null : await this.profiles.profile(memNo);
    const access = libraryKindAccess(kind, profile);
    if (!access.allowed) throw new HttpError(403, NO_PERMISSION, access.alert);
  }

  async list(
    kind: LibraryKind,
    type: string,
    query: LibraryQuery,
    memNo: string | null,
  ): Promise<Schemas['LibraryList']> {
    if (!isLibraryType(kind, type)) throw new HttpError(404, 'NOT_FOUND', LIBRARY_MESSAGES.notFound);
    await this.check(kind, memNo);
    const withSlides = kind !== 'animations';
    if (memNo === null) {
      // §4: the preview ignores paging and search; it is page 1 with the first items.
      const filter: LibraryFilter = {
        kind,
        type,
        srchTp: 'TD',
        srchText: '',
        course: '',
        step: null,
        week: null,
      };
      const rows = await this.library.list(filter, { offset: 0, limit: LIBRARY_PREVIEW.items });
      return {
        page: { pageNo: 1, pageRow: PAGE_SIZES.video, totalCount: rows.length },
        search: { srchTp: 'TD', srchText: '', srchStdCourse: '', srchStdStep: null, srchStdWeek: null },
        preview: true,
        result: rows.map((row) => toItem(row, withSlides)),
      };
    }
    const filter: LibraryFilter = {
      kind,
      type,
      srchTp: boardSearchType(query.srchTp),
      srchText: (query.srchText ?? '').trim(),
      course: query.srchStdCourse ?? '',
      step: query.srchStdStep ?? null,
      week: query.srchStdWeek ?? null,
    };
    const pageRow = query.pageRow ?? (kind === 'animations' ? PAGE_SIZES.video : PAGE_SIZES.default);
    const totalCount = await this.library.count(filter);
    const pageNo = clampPage(query.pageNo ?? 1, totalCount, pageRow);
    const rows = await this.library.list(filter, { offset: (pageNo - 1) * pageRow, limit: pageRow });
    return {
      page: { pageNo, pageRow, totalCount },
      search: {
        srchTp: filter.srchTp,
        srchText: filter.srchText,
        srchStdCourse: filter.course,
        srchStdStep: filter.step,
        srchStdWeek: filter.week,
      },
      preview: false,
      result: rows.map((row) => toItem(row, withSlides)),
    };
  }

  /** One video or ebook with its slides; signed out, only the items of the preview. */
  async animation(type: string, libNo: number, memNo: string | null): Promise<Schemas['LibraryDetail']> {
    await this.check('animations', memNo);
    const row = await this.library.item('animations', type, libNo);
    if (!row) throw new HttpError(404, 'NOT_FOUND', LIBRARY_MESSAGES.notFound);
    const { prev, next } = await this.library.neighbours(row);
    if (memNo === null) {
      const place = await this.library.placeOf(row);
      if (place >= LIBRARY_PREVIEW.items) {
        throw new HttpError(403, NO_PERMISSION, MESSAGES.noPermission);
      }
      // The visitor's neighbours stay inside the preview.
      return { item: toItem(row, true), prev, next: place + 1 < LIBRARY_PREVIEW.items ? next : null };
    }
    return { item: toItem(row, true), prev, next };
  }
}
