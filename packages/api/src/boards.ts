/**
 * Boards resource (spec §7 My page boards): the member's 1:1 inquiries (/mypage/inquiries), memos (/mypage/memos)
 * and site Q&A contacts (/site-mgr/qna), each with list, detail, write, change and delete. Calls never throw
 * (ApiResult); queries and mutations reject with `ApiError` (404 NOT_FOUND for another member's or a deleted post,
 * 409 BOARD_ANSWERED for a change to an answered post, 400 with the spec's field message).
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { resourceOf, type ApiCore } from './core';
import type {
  BoardPost,
  BoardPostList,
  Deleted,
  InquiryForm,
  Memo,
  MemoForm,
  MemoList,
  MemoUpdate,
  QnaForm,
} from '@buddy/contract';
import { normaliseBoardParams, type BoardListParams } from './board-params';
import { unwrap, type ApiResult } from './result';

/** The three boards, named as in the keys. */
export type BoardKind = 'inquiries' | 'memos' | 'qna';

export { normaliseBoardParams, type BoardListParams } from './board-params';

export const boardKeys = {
  all: ['boards'] as const,
  board: (kind: BoardKind) => [...boardKeys.all, kind] as const,
  lists: (kind: BoardKind) => [...boardKeys.board(kind), 'list'] as const,
  list: (kind: BoardKind, params: BoardListParams = {}) =>
    [...boardKeys.lists(kind), normaliseBoardParams(params)] as const,
  details: (kind: BoardKind) => [...boardKeys.board(kind), 'detail'] as const,
  detail: (kind: BoardKind, boardNo: number) => [...boardKeys.details(kind), boardNo] as const,
};

type Result<T> = Promise<ApiResult<{ result: T }>>;
const item = (boardNo: number) => ({ params: { path: { boardNo } } });

export function createBoardsApi(core: ApiCore) {
  return {
    /* 1:1 inquiries ------------------------------------------------------------------------------------------ */
    /** GET /mypage/inquiries: the member's inquiries, newest first (page, search, result). */
    listInquiries(params: BoardListParams = {}): Promise<ApiResult<BoardPostList>> {
      const { srchContTp: _ignored, ...query } = normaliseBoardParams(params);
      return core.call((init) => core.fetchClient.GET('/mypage/inquiries', { ...init, params: { query } }));
    },
    getInquiry(boardNo: number): Result<BoardPost> {
      return core.call((init) =>
        core.fetchClient.GET('/mypage/inquiries/{boardNo}', { ...init, ...item(boardNo) }),
      );
    },
    createInquiry(body: InquiryForm): Result<BoardPost> {
      return core.call((init) => core.fetchClient.POST('/mypage/inquiries', { ...init, body }));
    },
    updateInquiry(boardNo: number, body: InquiryForm): Result<BoardPost> {
      return core.call((init) =>
        core.fetchClient.POST('/mypage/inquiries/{boardNo}', { ...init, ...item(boardNo), body }),
      );
    },
    deleteInquiry(boardNo: number): Result<Deleted> {
      return core.call((init) =>
        core.fetchClient.POST('/mypage/inquiries/{boardNo}/delete', { ...init, ...item(boardNo) }),
      );
    },

    /* Memos ------------------------------------------------------------------------------------------------- */
    /** GET /mypage/memos: pages only (no search). */
    listMemos(params: Pick<BoardListParams, 'pageNo' | 'pageRow'> = {}): Promise<ApiResult<MemoList>> {
      const { pageNo, pageRow } = normaliseBoardParams(params);
      return core.call((init) =>
        core.fetchClient.GET('/mypage/memos', { ...init, params: { query: { pageNo, pageRow } } }),
      );
    },
    getMemo(boardNo: number): Result<Memo> {
      return core.call((init) =>
        core.fetchClient.GET('/mypage/memos/{boardNo}', { ...init, ...item(boardNo) }),
      );
    },
    createMemo(body: MemoForm): Result<Memo> {
      return core.call((init) => core.fetchClient.POST('/mypage/memos', { ...init, body }));
    },
    /** Content, `checked` (the check action), or both. */
    updateMemo(boardNo: number, body: MemoUpdate): Result<Memo> {
      return core.call((init) =>
        core.fetchClient.POST('/mypage/memos/{boardNo}', { ...init, ...item(boardNo), body }),
      );
    },
    deleteMemo(boardNo: number): Result<Deleted> {
      return core.call((init) =>
        core.fetchClient.POST('/mypage/memos/{boardNo}/delete', { ...init, ...item(boardNo) }),
      );
    },

    /* Site Q&A ---------------------------------------------------------------------------------------------- */
    /** GET /site-mgr/qna: pages, search and the content-type filter. */
    listQna(params: BoardListParams = {}): Promise<ApiResult<BoardPostList>> {
      const query = normaliseBoardParams(params);
      return core.call((init) => core.fetchClient.GET('/site-mgr/qna', { ...init, params: { query } }));
    },
    getQna(boardNo: number): Result<BoardPost> {
      return core.call((init) =>
        core.fetchClient.GET('/site-mgr/qna/{boardNo}', { ...init, ...item(boardNo) }),
      );
    },
    createQna(body: QnaForm): Result<BoardPost> {
      return core.call((init) => core.fetchClient.POST('/site-mgr/qna', { ...init, body }));
    },
    updateQna(boardNo: number, body: QnaForm): Result<BoardPost> {
      return core.call((init) =>
        core.fetchClient.POST('/site-mgr/qna/{boardNo}', { ...init, ...item(boardNo), body }),
      );
    },
    deleteQna(boardNo: number): Result<Deleted> {
      return core.call((init) =>
        core.fetchClient.POST('/site-mgr/qna/{boardNo}/delete', { ...init, ...item(boardNo) }),
      );
    },
  };
}

export type BoardsApi = ReturnType<typeof createBoardsApi>;

/** The boards calls of a client (made on first use). */
export const boardsApi = /* @__PURE__ */ resourceOf(createBoardsApi);

export const boardQueries = {
  inquiries: (api: ApiCore, params: BoardListParams = {}) =>
    queryOptions({
      queryKey: boardKeys.list('inquiries', params),
      queryFn: async () => unwrap(await api.resource(createBoardsApi).listInquiries(params)),
    }),
  inquiry: (api: ApiCore, boardNo: number) =>
    queryOptions({
      queryKey: boardKeys.detail('inquiries', boardNo),
      queryFn: async () => unwrap(await api.resource(createBoardsApi).getInquiry(boardNo)).result,
    }),
  memos: (api: ApiCore, params: Pick<BoardListParams, 'pageNo' | 'pageRow'> = {}) =>
    queryOptions({
      queryKey: boardKeys.list('memos', params),
      queryFn: async () => unwrap(await api.resource(createBoardsApi).listMemos(params)),
    }),
  memo: (api: ApiCore, boardNo: number) =>
    queryOptions({
      queryKey: boardKeys.detail('memos', boardNo),
      queryFn: async () => unwrap(await api.resource(createBoardsApi).getMemo(boardNo)).result,
    }),
  qna: (api: ApiCore, params: BoardListParams = {}) =>
    queryOptions({
      queryKey: boardKeys.list('qna', params),
      queryFn: async () => unwrap(await api.resource(createBoardsApi).listQna(params)),
    }),
  qnaPost: (api: ApiCore, boardNo: number) =>
    queryOptions({
      queryKey: boardKeys.detail('qna', boardNo),
      queryFn: async () => unwrap(await api.resource(createBoardsApi).getQna(boardNo)).result,
    }),
};

/** After a write or a change: the lists go stale, the detail holds the stored post. */
function stored<T extends { boardNo: number }>(
  queryClient: QueryClient,
  kind: BoardKind,
  post: T,
): Promise<void> {
  queryClient.setQueryData(boardKeys.detail(kind, post.boardNo), post);
  return queryClient.invalidateQueries({ queryKey: boardKeys.lists(kind) });
}

/** After a delete: the detail is gone, the lists go stale. */
function removed(queryClient: QueryClient, kind: BoardKind, boardNo: number): Promise<void> {
  queryClient.removeQueries({ queryKey: boardKeys.detail(kind, boardNo) });
  return queryClient.invalidateQueries({ queryKey: boardKeys.lists(kind) });
}

export const boardMutations = {
  createInquiry: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...boardKeys.board('inquiries'), 'create'],
      mutationFn: async (body: InquiryForm) =>
        unwrap(await api.resource(createBoardsApi).createInquiry(body)).result,
      onSuccess: (post) => stored(queryClient, 'inquiries', post),
    }),
  updateInquiry: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...boardKeys.board('inquiries'), 'update'],
      mutationFn: async ({ boardNo, ...body }: InquiryForm & { boardNo: number }) =>
        unwrap(await api.resource(createBoardsApi).updateInquiry(boardNo, body)).result,
      onSuccess: (post) => stored(queryClient, 'inquiries', post),
    }),
  deleteInquiry: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...boardKeys.board('inquiries'), 'delete'],
      mutationFn: async (boardNo: number) =>
        unwrap(await api.resource(createBoardsApi).deleteInquiry(boardNo)).result,
      onSuccess: ({ boardNo }) => removed(queryClient, 'inquiries', boardNo),
    }),
  createMemo: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...boardKeys.board('memos'), 'create'],
      mutationFn: async (body: MemoForm) =>
        unwrap(await api.resource(createBoardsApi).createMemo(body)).result,
      onSuccess: (memo) => stored(queryClient, 'memos', memo),
    }),
  updateMemo: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...boardKeys.board('memos'), 'update'],
      mutationFn: async ({ boardNo, ...body }: MemoUpdate & { boardNo: number }) =>
        unwrap(await api.resource(createBoardsApi).updateMemo(boardNo, body)).result,
      onSuccess: (memo) => stored(queryClient, 'memos', memo),
    }),
  deleteMemo: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...boardKeys.board('memos'), 'delete'],
      mutationFn: async (boardNo: number) =>
        unwrap(await api.resource(createBoardsApi).deleteMemo(boardNo)).result,
      onSuccess: ({ boardNo }) => removed(queryClient, 'memos', boardNo),
    }),
  createQna: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...boardKeys.board('qna'), 'create'],
      mutationFn: async (body: QnaForm) => unwrap(await api.resource(createBoardsApi).createQna(body)).result,
      onSuccess: (post) => stored(queryClient, 'qna', post),
    }),
  updateQna: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...boardKeys.board('qna'), 'update'],
      mutationFn: async ({ boardNo, ...body }: QnaForm & { boardNo: number }) =>
        unwrap(await api.resource(createBoardsApi).updateQna(boardNo, body)).result,
      onSuccess: (post) => stored(queryClient, 'qna', post),
    }),
  deleteQna: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...boardKeys.board('qna'), 'delete'],
      mutationFn: async (boardNo: number) =>
        unwrap(await api.resource(createBoardsApi).deleteQna(boardNo)).result,
      onSuccess: ({ boardNo }) => removed(queryClient, 'qna', boardNo),
    }),
};
