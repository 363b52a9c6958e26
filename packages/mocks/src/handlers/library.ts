/**
 * The library's calls over fixtures/library.ts, with the server's rules: §6's table applied to `profile` when the
 * request carries a token (every right by default), the §4 preview when it does not (page 1, the first 5 items,
 * page row 6, total 5; the other kinds 403 사용권한이 없습니다), paging (a page past the last answers the last),
 * the TD/T/D search and the sound sources' course, step and week. `fail` makes the named calls answer 500, `hold`
 * leaves them unanswered (loading), `empty` starts with no item.
 */
import type { LibraryDetail, LibraryItem, LibraryList } from '@buddy/contract';
import {
  isLibraryType,
  LIBRARY_KINDS,
  LIBRARY_PREVIEW,
  libraryKindAccess,
  MESSAGES,
  PAGE_SIZES,
  type LibraryKind,
  type LibraryProfile,
  type LibraryType,
} from '@buddy/domain';
import { sampleLibrary, sampleLibrarySlides } from '../fixtures/library';
import { errorBody, http, never, SERVER_ERROR } from '../http';

export type LibraryCall = 'list' | 'animation';

export interface LibraryOptions {
  fail?: LibraryCall[];
  hold?: LibraryCall[];
  empty?: boolean;
  /** The signed-in member's fee and flags (default: every right). */
  profile?: LibraryProfile;
}

export const EVERY_LIBRARY_RIGHT: LibraryProfile = { memGuideFee: 57000, memRnlYn: 'YYYYYY' };

const NOT_FOUND = errorBody({ code: 'NOT_FOUND', message: '라이브러리 자료를 찾을 수 없습니다.' });
const denied = (message: string) => errorBody({ code: 'NO_PERMISSION', message });

const isKind = (value: string): value is LibraryKind => (LIBRARY_KINDS as readonly string[]).includes(value);
const numberOr = (text: string | null): number | null => (text === null || text === '' ? null : Number(text));

export function libraryHandlers(options: LibraryOptions = {}) {
  const library = options.empty ? new Map<string, LibraryItem[]>() : sampleLibrary();
  const profile = options.profile ?? EVERY_LIBRARY_RIGHT;
  const fails = async (call: LibraryCall) => {
    if (options.hold?.includes(call)) await never();
    return options.fail?.includes(call) === true;
  };

  return [
    http.get('/buddy-lib/{kind}/{type}', async ({ params, query, request, response }) => {
      if (await fails('list')) return response(500).json(SERVER_ERROR);
      const { kind, type } = params;
      if (!isKind(kind) || !isLibraryType(kind, type)) return response(404).json(NOT_FOUND);
      const signedIn = request.headers.has('Authorization');
      const access = libraryKindAccess(kind, signedIn ? profile : null);
      if (!access.allowed) return response(403).json(denied(access.alert));
      const items = library.get(`${kind}/${type}`) ?? [];
      const strip = (item: LibraryItem): LibraryItem =>
        kind === 'animations' ? { ...item, slides: [] } : item;
      if (!signedIn) {
        const list: LibraryList = {
          page: {
            pageNo: 1,
            pageRow: PAGE_SIZES.video,
            totalCount: Math.min(items.length, LIBRARY_PREVIEW.items),
          },
          search: { srchTp: 'TD', srchText: '', srchStdCourse: '', srchStdStep: null, srchStdWeek: null },
          preview: true,
          result: items.slice(0, LIBRARY_PREVIEW.items).map(strip),
        };
        return response(200).json(list);
      }
      const srchTp =
        query.get('srchTp') === 'T' || query.get('srchTp') === 'D'
          ? (query.get('srchTp') as 'T' | 'D')
          : 'TD';
      const srchText = (query.get('srchText') ?? '').trim().toLowerCase();
      const course = query.get('srchStdCourse') ?? '';
      const step = numberOr(query.get('srchStdStep'));
      const week = numberOr(query.get('srchStdWeek'));
      const found = items.filter((item) => {
        const title = `${item.title} ${item.titleKo}`.toLowerCase();
        const text =
          !srchText ||
          (srchTp !== 'D' && title.includes(srchText)) ||
          (srchTp !== 'T' && item.summary.toLowerCase().includes(srchText));
        return (
          text &&
          (course === '' || item.stdCourse === course) &&
          (step === null || item.stdStep === step) &&
          (week === null || item.stdWeek === week)
        );
      });
      const pageRow = Number(
        query.get('pageRow') ?? (kind === 'animations' ? PAGE_SIZES.video : PAGE_SIZES.default),
      );
      const last = Math.max(1, Math.ceil(found.length / pageRow));
      const pageNo = Math.min(Math.max(1, Number(query.get('pageNo') ?? 1)), last);
      const list: LibraryList = {
        page: { pageNo, pageRow, totalCount: found.length },
        search: {
          srchTp,
          srchText: query.get('srchText')?.trim() ?? '',
          srchStdCourse: course,
          srchStdStep: step,
          srchStdWeek: week,
        },
        preview: false,
        result: found.slice((pageNo - 1) * pageRow, pageNo * pageRow).map(strip),
      };
      return response(200).json(list);
    }),
    http.get('/buddy-lib/animations/{type}/{id}', async ({ params, request, response }) => {
      if (await fails('animation')) return response(500).json(SERVER_ERROR);
      const signedIn = request.headers.has('Authorization');
      const access = libraryKindAccess('animations', signedIn ? profile : null);
      if (!access.allowed) return response(403).json(denied(access.alert));
      const items = library.get(`animations/${params.type}`) ?? [];
      const at = items.findIndex((item) => item.libNo === Number(params.id));
      const item = items[at];
      if (!item) return response(404).json(NOT_FOUND);
      if (!signedIn && at >= LIBRARY_PREVIEW.items) return response(403).json(denied(MESSAGES.noPermission));
      const neighbour = (other: LibraryItem | undefined) =>
        other ? { libNo: other.libNo, title: other.title } : null;
      const lastVisible = signedIn ? items.length - 1 : LIBRARY_PREVIEW.items - 1;
      const detail: LibraryDetail = {
        item: { ...item, slides: sampleLibrarySlides('animations', item.libTp as LibraryType, at) },
        prev: neighbour(items[at - 1]),
        next: at < lastVisible ? neighbour(items[at + 1]) : null,
      };
      return response(200).json({ result: detail });
    }),
  ];
}
