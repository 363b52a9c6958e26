import { storableText } from '@buddy/domain';

/**
 * The list parameters of the boards and the customer centre's lists, in a module of their own: the home's news
 * (site.ts) normalise with them without carrying the boards' calls (ADR 026).
 */
/** List parameters: page (from 1), rows, search type and text, the Q&A content type ('' or absent for all). */
export interface BoardListParams {
  pageNo?: number;
  pageRow?: number;
  srchTp?: 'TD' | 'T' | 'D' | '';
  srchText?: string;
  srchContTp?: '01' | '02' | '03' | '04' | '';
}

/**
 * A list's search text as sent: trimmed, and without the characters no server can store (a NUL, a broken character,
 * which a paste or a hand-typed address can carry), so a search never fails for a character nobody can see.
 */
export function searchText(value: string | undefined): string {
  return storableText(value ?? '').trim();
}

/**
 * The parameters as sent and as keyed: empty texts and a first page are left out, so `{}` and `{ pageNo: 1,
 * srchText: '' }` share one cache entry and one URL.
 */
export function normaliseBoardParams(params: BoardListParams = {}): BoardListParams {
  const out: BoardListParams = {};
  if (params.pageNo !== undefined && params.pageNo > 1) out.pageNo = Math.floor(params.pageNo);
  if (params.pageRow !== undefined) out.pageRow = params.pageRow;
  const text = searchText(params.srchText);
  if (text !== '') {
    out.srchText = text;
    if (params.srchTp) out.srchTp = params.srchTp;
  }
  if (params.srchContTp) out.srchContTp = params.srchContTp;
  return out;
}
