/**
 * What a post board's address says: a list's page and search, a post's number. Read once, by the route's loader
 * (routes/member-loaders.ts), which starts the data and hands the page what it read.
 */
import { boardSearchType, isQnaContentType } from '@buddy/domain';
import type { BoardListParams } from '@buddy/api';
import type { BoardListSearch } from '../../blocks/board';
import { numberFrom, pageFrom } from '../../app/list-address';

export { pageFrom };

export type PostBoard = 'inquiries' | 'qna';

/** The list's search from the address (unknown values fall back to TD, no text, all types). */
export function searchFrom(params: URLSearchParams, board: PostBoard): BoardListSearch {
  const contTp = params.get('srchContTp') ?? '';
  return {
    srchTp: boardSearchType(params.get('srchTp')),
    srchText: params.get('srchText') ?? '',
    ...(board === 'qna' ? { srchContTp: isQnaContentType(contTp) ? contTp : '' } : {}),
  };
}

/** The list parameters of the API. */
export function listParams(page: number, search: BoardListSearch): BoardListParams {
  const contTp = search.srchContTp ?? '';
  return {
    pageNo: page,
    srchTp: search.srchTp,
    srchText: search.srchText,
    srchContTp: isQnaContentType(contTp) ? contTp : '',
  };
}

/** A board number from the address, or null (not a whole number from 1). */
export const boardNoFrom = numberFrom;

/** A list page's address: the page and the search. */
export interface ListAddress {
  page: number;
  search: BoardListSearch;
}

export function listAddress(params: URLSearchParams, board: PostBoard): ListAddress {
  return { page: pageFrom(params), search: searchFrom(params, board) };
}
