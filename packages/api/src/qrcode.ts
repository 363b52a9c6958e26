/**
 * The answer sheets behind the textbooks' QR codes (spec §3 QR-code files): a course's sheets for one book. Open to
 * every visitor. The query is the contract's (`contractQuery`): the cache keeps the whole answer, the page reads its
 * `result`; a failure rejects with `ApiError`.
 */
import type { Course } from '@buddy/domain';
import { contractQuery, type ApiCore } from './core';

export type QrBook = 'SB' | 'WB';

export const qrQueries = {
  /**
   * Every sheet of a course for one book (28: seven steps of four weeks). They change only with the books, so they
   * are kept for the session.
   */
  files: (api: ApiCore, course: Course, book: QrBook) =>
    contractQuery(
      api,
      '/qrcode/findFiles',
      { params: { query: { srchCatgrTp: course, srchAnswerSheetDvcd: book } } },
      { select: (answer) => answer.result, staleTime: Infinity },
    ),
};
