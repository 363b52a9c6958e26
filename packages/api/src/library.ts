/**
 * The media library (spec §7 Library and site; ADR 030): a page of one type, and one video with its slides. The
 * token is sent when there is one: signed out, the animation kinds answer their preview and the others 403
 * 사용권한이 없습니다; signed in, the server applies §6's table (403 with the row's alert). The queries are the
 * contract's (`contractQuery`): the cache keeps each whole answer, a video's page reads its `result`; a failure rejects
 * with `ApiError`. Their answers depend on who is signed in: they are forgotten with the member's queries.
 */
import type { Course, LibraryKind, LibraryType } from '@buddy/domain';
import { contractQuery, type ApiCore } from './core';
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

export const libraryQueries = {
  /** One page of a type (page, search, preview, result); the server checks the type against the kind (404). */
  list: (api: ApiCore, kind: LibraryKind, type: LibraryType, params: LibraryParams = {}) =>
    contractQuery(api, '/buddy-lib/{kind}/{type}', {
      params: { path: { kind, type }, query: normaliseLibraryParams(params) },
    }),
  /** One video or ebook with its slides and its neighbours. */
  animation: (api: ApiCore, type: AnimationType, id: number) =>
    contractQuery(
      api,
      '/buddy-lib/animations/{type}/{id}',
      { params: { path: { type, id } } },
      { select: (answer) => answer.result },
    ),
};
