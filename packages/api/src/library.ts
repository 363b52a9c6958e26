/**
 * The media library (spec §7 Library and site; ADR 030): a page of one type, and one video with its slides. The
 * token is sent when there is one: signed out, the animation kinds answer their preview and the others 403
 * 사용권한이 없습니다; signed in, the server applies §6's table (403 with the row's alert). Calls never throw
 * (ApiResult); queries reject with `ApiError`.
 */
import { queryOptions } from '@tanstack/react-query';
import type { LibraryDetail, LibraryList } from '@buddy/contract';
import type { Course, LibraryKind, LibraryType } from '@buddy/domain';
import { resourceOf, type ApiCore } from './core';
import { LIBRARY_KEY_ROOT } from './key-roots';
import { unwrap, type ApiResult } from './result';
import { searchText } from './board-params';

export type AnimationType = 'ani' | 'asg' | 'act' | 'cht' | 'sng' | 'ebk';

export interface LibraryParams {
  pageNo?: number;
  pageRow?: number;
  srchTp?: 'TD' | 'T' | 'D' | '';
  srchText?: string;
  /** A course ('' or absent for every course); the sound sources' filter. */
  srchStdCourse?: Course | '';
  srchStdStep?: number;
  srchStdWeek?: number;
}

/** A first page, empty texts, a search type without a text and an empty course are left out (one cache key each). */
export function normaliseLibraryParams(params: LibraryParams = {}): LibraryParams {
  const out: LibraryParams = {};
  if (params.pageNo !== undefined && params.pageNo > 1) out.pageNo = Math.floor(params.pageNo);
  if (params.pageRow !== undefined) out.pageRow = params.pageRow;
  const text = searchText(params.srchText);
  if (text !== '') {
    out.srchText = text;
    if (params.srchTp) out.srchTp = params.srchTp;
  }
  if (params.srchStdCourse) out.srchStdCourse = params.srchStdCourse;
  if (params.srchStdStep !== undefined) out.srchStdStep = params.srchStdStep;
  if (params.srchStdWeek !== undefined) out.srchStdWeek = params.srchStdWeek;
  return out;
}

export const libraryKeys = {
  /** Everything the library answered: its answers depend on who is signed in (reset with the member's queries). */
  all: LIBRARY_KEY_ROOT,
  list: (kind: LibraryKind, type: LibraryType, params: LibraryParams = {}) =>
    [...libraryKeys.all, 'list', kind, type, normaliseLibraryParams(params)] as const,
  animation: (type: AnimationType, id: number) => [...libraryKeys.all, 'animation', type, id] as const,
};

export function createLibraryApi(core: ApiCore) {
  return {
    /** GET /buddy-lib/{kind}/{type}: one page of a type (page, search, preview, result). */
    list(kind: LibraryKind, type: LibraryType, params: LibraryParams = {}): Promise<ApiResult<LibraryList>> {
      const query = normaliseLibraryParams(params);
      // The server checks the type against the kind (404 for a type of another kind).
      return core.call((init) =>
        core.fetchClient.GET('/buddy-lib/{kind}/{type}', {
          ...init,
          params: { path: { kind, type }, query },
        }),
      );
    },
    /** GET /buddy-lib/animations/{type}/{id}: one video or ebook with its slides and its neighbours. */
    animation(type: AnimationType, id: number): Promise<ApiResult<{ result: LibraryDetail }>> {
      return core.call((init) =>
        core.fetchClient.GET('/buddy-lib/animations/{type}/{id}', {
          ...init,
          params: { path: { type, id } },
        }),
      );
    },
  };
}

export type LibraryApi = ReturnType<typeof createLibraryApi>;

/** The library calls of a client (made on first use). */
export const libraryApi = /* @__PURE__ */ resourceOf(createLibraryApi);

export const libraryQueries = {
  list: (api: ApiCore, kind: LibraryKind, type: LibraryType, params: LibraryParams = {}) =>
    queryOptions({
      queryKey: libraryKeys.list(kind, type, params),
      queryFn: async () => unwrap(await api.resource(createLibraryApi).list(kind, type, params)),
    }),
  animation: (api: ApiCore, type: AnimationType, id: number) =>
    queryOptions({
      queryKey: libraryKeys.animation(type, id),
      queryFn: async () => unwrap(await api.resource(createLibraryApi).animation(type, id)).result,
    }),
};
