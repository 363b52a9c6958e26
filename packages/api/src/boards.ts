/**
 * Boards resource (spec §7 My page boards): the member's 1:1 inquiries (/mypage/inquiries), memos (/mypage/memos)
 * and site Q&A contacts (/site-mgr/qna), each with list, detail, write, change and delete. The queries and mutations
 * are the contract's (`contractQuery`, `api.client`): the cache keeps each whole answer, a post's page reads its
 * `result`. They reject with `ApiError` (404 NOT_FOUND for another member's or a deleted post, 409 BOARD_ANSWERED for a
 * change to an answered post, 400 with the spec's field message).
 */
import { mutationOptions, type DataTag, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { contractQuery, dataOf, pathKey, type ApiCore } from './core';
import type { InquiryForm, MemoForm, MemoUpdate, QnaForm } from '@buddy/contract';
import { normaliseBoardParams, type BoardListParams } from './board-params';
import type { ApiError } from './result';

/** The three boards. */
export type BoardKind = 'inquiries' | 'memos' | 'qna';

export { normaliseBoardParams, type BoardListParams } from './board-params';

/** The prefix of every list of each board, which a write, change or delete marks stale. */
const boardLists = {
  inquiries: pathKey('/mypage/inquiries'),
  memos: pathKey('/mypage/memos'),
  qna: pathKey('/site-mgr/qna'),
} satisfies Record<BoardKind, readonly unknown[]>;

const item = (boardNo: number) => ({ params: { path: { boardNo } } });

export const boardQueries = {
  /** The member's inquiries, newest first (page, search, result); no content-type filter. */
  inquiries: (api: ApiCore, params: BoardListParams = {}) => {
    const { srchContTp: _ignored, ...query } = normaliseBoardParams(params);
    return contractQuery(api, '/mypage/inquiries', { params: { query } });
  },
  inquiry: (api: ApiCore, boardNo: number) =>
    contractQuery(api, '/mypage/inquiries/{boardNo}', item(boardNo), {
      select: (answer) => answer.result,
    }),
  /** Pages only (no search). */
  memos: (api: ApiCore, params: Pick<BoardListParams, 'pageNo' | 'pageRow'> = {}) => {
    const { pageNo, pageRow } = normaliseBoardParams(params);
    return contractQuery(api, '/mypage/memos', { params: { query: { pageNo, pageRow } } });
  },
  memo: (api: ApiCore, boardNo: number) =>
    contractQuery(api, '/mypage/memos/{boardNo}', item(boardNo), { select: (answer) => answer.result }),
  /** Pages, search and the content-type filter. */
  qna: (api: ApiCore, params: BoardListParams = {}) =>
    contractQuery(api, '/site-mgr/qna', { params: { query: normaliseBoardParams(params) } }),
  qnaPost: (api: ApiCore, boardNo: number) =>
    contractQuery(api, '/site-mgr/qna/{boardNo}', item(boardNo), {
      select: (answer) => answer.result,
    }),
};

/**
 * After a write or a change: the detail (its query's key) holds the stored post as its whole answer, and the board's
 * lists go stale.
 */
function stored<T>(
  queryClient: QueryClient,
  kind: BoardKind,
  detail: DataTag<QueryKey, { result: T }, ApiError>,
  post: T,
): Promise<void> {
  queryClient.setQueryData(detail, { result: post });
  return queryClient.invalidateQueries({ queryKey: boardLists[kind] });
}

/** After a delete: the detail is gone, the lists go stale. */
function removed(queryClient: QueryClient, kind: BoardKind, detail: QueryKey): Promise<void> {
  queryClient.removeQueries({ queryKey: detail, exact: true });
  return queryClient.invalidateQueries({ queryKey: boardLists[kind] });
}

export const boardMutations = {
  createInquiry: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['post', '/mypage/inquiries'],
      mutationFn: async (body: InquiryForm) =>
        (await dataOf(api.client.POST('/mypage/inquiries', { body }))).result,
      onSuccess: (post) =>
        stored(queryClient, 'inquiries', boardQueries.inquiry(api, post.boardNo).queryKey, post),
    }),
  updateInquiry: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['post', '/mypage/inquiries/{boardNo}'],
      mutationFn: async ({ boardNo, ...body }: InquiryForm & { boardNo: number }) =>
        (await dataOf(api.client.POST('/mypage/inquiries/{boardNo}', { ...item(boardNo), body }))).result,
      onSuccess: (post) =>
        stored(queryClient, 'inquiries', boardQueries.inquiry(api, post.boardNo).queryKey, post),
    }),
  deleteInquiry: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['post', '/mypage/inquiries/{boardNo}/delete'],
      mutationFn: async (boardNo: number) =>
        (await dataOf(api.client.POST('/mypage/inquiries/{boardNo}/delete', item(boardNo)))).result,
      onSuccess: ({ boardNo }) =>
        removed(queryClient, 'inquiries', boardQueries.inquiry(api, boardNo).queryKey),
    }),
  createMemo: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['post', '/mypage/memos'],
      mutationFn: async (body: MemoForm) => (await dataOf(api.client.POST('/mypage/memos', { body }))).result,
      onSuccess: (memo) => stored(queryClient, 'memos', boardQueries.memo(api, memo.boardNo).queryKey, memo),
    }),
  /** Content, `checked` (the check action), or both. */
  updateMemo: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['post', '/mypage/memos/{boardNo}'],
      mutationFn: async ({ boardNo, ...body }: MemoUpdate & { boardNo: number }) =>
        (await dataOf(api.client.POST('/mypage/memos/{boardNo}', { ...item(boardNo), body }))).result,
      onSuccess: (memo) => stored(queryClient, 'memos', boardQueries.memo(api, memo.boardNo).queryKey, memo),
    }),
  deleteMemo: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['post', '/mypage/memos/{boardNo}/delete'],
      mutationFn: async (boardNo: number) =>
        (await dataOf(api.client.POST('/mypage/memos/{boardNo}/delete', item(boardNo)))).result,
      onSuccess: ({ boardNo }) => removed(queryClient, 'memos', boardQueries.memo(api, boardNo).queryKey),
    }),
  createQna: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['post', '/site-mgr/qna'],
      mutationFn: async (body: QnaForm) => (await dataOf(api.client.POST('/site-mgr/qna', { body }))).result,
      onSuccess: (post) => stored(queryClient, 'qna', boardQueries.qnaPost(api, post.boardNo).queryKey, post),
    }),
  updateQna: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['post', '/site-mgr/qna/{boardNo}'],
      mutationFn: async ({ boardNo, ...body }: QnaForm & { boardNo: number }) =>
        (await dataOf(api.client.POST('/site-mgr/qna/{boardNo}', { ...item(boardNo), body }))).result,
      onSuccess: (post) => stored(queryClient, 'qna', boardQueries.qnaPost(api, post.boardNo).queryKey, post),
    }),
  deleteQna: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['post', '/site-mgr/qna/{boardNo}/delete'],
      mutationFn: async (boardNo: number) =>
        (await dataOf(api.client.POST('/site-mgr/qna/{boardNo}/delete', item(boardNo)))).result,
      onSuccess: ({ boardNo }) => removed(queryClient, 'qna', boardQueries.qnaPost(api, boardNo).queryKey),
    }),
};
