/**
 * The answer sheets behind the textbooks' QR codes (spec §3 QR-code files): a course's sheets for one book. Open to
 * every visitor. Calls never throw (ApiResult); the query rejects with `ApiError`.
 */
import { queryOptions } from '@tanstack/react-query';
import type { QrFile } from '@buddy/contract';
import type { Course } from '@buddy/domain';
import { resourceOf, type ApiCore } from './core';
import { unwrap, type ApiResult } from './result';

export type QrBook = 'SB' | 'WB';

export const qrKeys = {
  all: ['qrcode'] as const,
  files: (course: Course, book: QrBook) => [...qrKeys.all, 'files', course, book] as const,
};

export function createQrApi(core: ApiCore) {
  return {
    /** GET /qrcode/findFiles: every sheet of a course for one book (28: seven steps of four weeks). */
    findFiles(course: Course, book: QrBook): Promise<ApiResult<{ result: QrFile[] }>> {
      return core.call((init) =>
        core.fetchClient.GET('/qrcode/findFiles', {
          ...init,
          params: { query: { srchCatgrTp: course, srchAnswerSheetDvcd: book } },
        }),
      );
    },
  };
}

export const qrApi = /* @__PURE__ */ resourceOf(createQrApi);

export const qrQueries = {
  /** A course's sheets for a book: they change only with the books, so they are kept for the session. */
  files: (api: ApiCore, course: Course, book: QrBook) =>
    queryOptions({
      queryKey: qrKeys.files(course, book),
      queryFn: async () => unwrap(await api.resource(createQrApi).findFiles(course, book)).result,
      staleTime: Infinity,
    }),
};
