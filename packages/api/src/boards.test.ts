import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { BoardPost, BoardPostList, Memo, MemoList } from '@buddy/contract';
import { STORAGE_KEYS } from '@buddy/domain';
import { boardMutations, boardQueries, normaliseBoardParams } from './boards';
import { pathKey } from './core';
import { ApiError } from './result';
import { harness, json, mutate, testQueryClient as client } from './test/fake-fetch';

const stored = { [STORAGE_KEYS.token]: 'member-token' };
type Api = ReturnType<typeof harness>['api'];

const post: BoardPost = {
  boardNo: 7,
  contTp: null,
  title: '제목',
  content: '내용',
  answer: null,
  answeredAt: null,
  createdAt: 1,
  updatedAt: 1,
};
const list: BoardPostList = {
  page: { pageNo: 1, pageRow: 10, totalCount: 1 },
  search: { srchTp: 'TD', srchText: '' },
  result: [post],
};
const memo: Memo = { boardNo: 7, content: '내용', checked: false, createdAt: 1, updatedAt: 1 };
const memos: MemoList = { page: { pageNo: 2, pageRow: 10, totalCount: 11 }, result: [memo] };

describe('given the board calls', () => {
  it.each([
    [
      'inquiries list',
      (api: Api, qc: QueryClient) => qc.fetchQuery(boardQueries.inquiries(api)),
      'GET',
      '/mypage/inquiries',
    ],
    [
      'inquiries list with a search and page',
      (api: Api, qc: QueryClient) =>
        qc.fetchQuery(boardQueries.inquiries(api, { pageNo: 2, srchTp: 'T', srchText: ' 숙제 ' })),
      'GET',
      '/mypage/inquiries?pageNo=2&srchText=%EC%88%99%EC%A0%9C&srchTp=T',
    ],
    [
      'an inquiry',
      (api: Api, qc: QueryClient) => qc.fetchQuery(boardQueries.inquiry(api, 7)),
      'GET',
      '/mypage/inquiries/7',
    ],
    [
      'a new inquiry',
      (api: Api, qc: QueryClient) =>
        mutate(qc, boardMutations.createInquiry(api, qc), { title: 't', content: 'c' }),
      'POST',
      '/mypage/inquiries',
    ],
    [
      'a changed inquiry',
      (api: Api, qc: QueryClient) =>
        mutate(qc, boardMutations.updateInquiry(api, qc), { boardNo: 7, title: 't', content: 'c' }),
      'POST',
      '/mypage/inquiries/7',
    ],
    [
      'a deleted inquiry',
      (api: Api, qc: QueryClient) => mutate(qc, boardMutations.deleteInquiry(api, qc), 7),
      'POST',
      '/mypage/inquiries/7/delete',
    ],
    [
      'memos list on page 3',
      (api: Api, qc: QueryClient) => qc.fetchQuery(boardQueries.memos(api, { pageNo: 3 })),
      'GET',
      '/mypage/memos?pageNo=3',
    ],
    [
      'a memo',
      (api: Api, qc: QueryClient) => qc.fetchQuery(boardQueries.memo(api, 7)),
      'GET',
      '/mypage/memos/7',
    ],
    [
      'a new memo',
      (api: Api, qc: QueryClient) => mutate(qc, boardMutations.createMemo(api, qc), { content: 'c' }),
      'POST',
      '/mypage/memos',
    ],
    [
      'a checked memo',
      (api: Api, qc: QueryClient) =>
        mutate(qc, boardMutations.updateMemo(api, qc), { boardNo: 7, checked: true }),
      'POST',
      '/mypage/memos/7',
    ],
    [
      'a deleted memo',
      (api: Api, qc: QueryClient) => mutate(qc, boardMutations.deleteMemo(api, qc), 7),
      'POST',
      '/mypage/memos/7/delete',
    ],
    [
      'Q&A list by content type',
      (api: Api, qc: QueryClient) => qc.fetchQuery(boardQueries.qna(api, { srchContTp: '02', srchText: '' })),
      'GET',
      '/site-mgr/qna?srchContTp=02',
    ],
    [
      'a Q&A post',
      (api: Api, qc: QueryClient) => qc.fetchQuery(boardQueries.qnaPost(api, 7)),
      'GET',
      '/site-mgr/qna/7',
    ],
    [
      'a new Q&A post',
      (api: Api, qc: QueryClient) =>
        mutate(qc, boardMutations.createQna(api, qc), { contTp: '01', title: 't', content: 'c' }),
      'POST',
      '/site-mgr/qna',
    ],
    [
      'a changed Q&A post',
      (api: Api, qc: QueryClient) =>
        mutate(qc, boardMutations.updateQna(api, qc), { boardNo: 7, contTp: '01', title: 't', content: 'c' }),
      'POST',
      '/site-mgr/qna/7',
    ],
    [
      'a deleted Q&A post',
      (api: Api, qc: QueryClient) => mutate(qc, boardMutations.deleteQna(api, qc), 7),
      'POST',
      '/site-mgr/qna/7/delete',
    ],
  ])('sends %s with the member token', async (_name, send, method, path) => {
    const { api, requests } = harness(() => json({ result: post }), stored);
    await send(api, client());
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe(method);
    expect(requests[0]?.url).toBe(`http://api.test/v2${path}`);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer member-token');
  });

  it('sends a write and a change as JSON, without the post number in the body', async () => {
    const { api, requests } = harness(() => json({ result: post }), stored);
    const queryClient = client();
    await mutate(queryClient, boardMutations.createQna(api, queryClient), {
      contTp: '01',
      title: 't',
      content: 'c',
    });
    await mutate(queryClient, boardMutations.updateInquiry(api, queryClient), {
      boardNo: 7,
      title: 't',
      content: 'c',
    });
    expect(await requests[0]?.json()).toEqual({ contTp: '01', title: 't', content: 'c' });
    expect(await requests[1]?.json()).toEqual({ title: 't', content: 'c' });
  });

  it('sends the memo check action as checked only', async () => {
    const { api, requests } = harness(() => json({ result: post }), stored);
    const queryClient = client();
    await mutate(queryClient, boardMutations.updateMemo(api, queryClient), { boardNo: 3, checked: false });
    expect(await requests[0]?.json()).toEqual({ checked: false });
  });

  it('does not send a content type filter for inquiries', async () => {
    const { api, requests } = harness(() => json(list), stored);
    await client().fetchQuery(boardQueries.inquiries(api, { srchContTp: '01' }));
    expect(requests[0]?.url).toBe('http://api.test/v2/mypage/inquiries');
  });
});

describe('given list parameters', () => {
  it('drops a first page, an empty text and the search type without a text', () => {
    const { api } = harness(() => json(list));
    expect(normaliseBoardParams({ pageNo: 1, srchTp: 'T', srchText: '  ', srchContTp: '' })).toEqual({});
    expect(boardQueries.qna(api, {}).queryKey).toEqual(
      boardQueries.qna(api, { pageNo: 1, srchText: '' }).queryKey,
    );
  });

  it('keeps a page, a trimmed text with its type and a content type', () => {
    expect(normaliseBoardParams({ pageNo: 2, srchTp: 'D', srchText: ' a ', srchContTp: '03' })).toEqual({
      pageNo: 2,
      srchTp: 'D',
      srchText: 'a',
      srchContTp: '03',
    });
  });
});

describe('given the board queries and mutations', () => {
  it('keeps the whole list body (page, search and result), and a post’s whole answer, read as its result', async () => {
    const { api } = harness((request) => json(request.url.endsWith('/7') ? { result: post } : list), stored);
    const queryClient = client();
    await expect(queryClient.fetchQuery(boardQueries.inquiries(api))).resolves.toEqual(list);
    const detail = boardQueries.inquiry(api, 7);
    const answer = await queryClient.fetchQuery(detail);
    expect(answer).toEqual({ result: post });
    expect(detail.select?.(answer)).toEqual(post);
  });

  it('rejects a missing post with ApiError 404', async () => {
    const { api } = harness(
      () => json({ code: 'NOT_FOUND', message: '글을 찾을 수 없습니다.' }, 404),
      stored,
    );
    const error = await client()
      .fetchQuery(boardQueries.qnaPost(api, 9))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: '글을 찾을 수 없습니다.' });
  });

  it('after a change, stores the detail and makes the lists stale', async () => {
    const changed = { ...post, title: '바뀐 제목' };
    const { api, requests } = harness(() => json({ result: changed }), stored);
    const queryClient = client();
    const inquiries = boardQueries.inquiries(api, {}).queryKey;
    const qna = boardQueries.qna(api, {}).queryKey;
    queryClient.setQueryData(inquiries, list);
    queryClient.setQueryData(qna, list);
    const saved = await mutate(queryClient, boardMutations.updateInquiry(api, queryClient), {
      boardNo: 7,
      title: '바뀐 제목',
      content: '내용',
    });
    expect(saved).toEqual(changed);
    const detail = boardQueries.inquiry(api, 7);
    expect(queryClient.getQueryData(detail.queryKey)).toEqual({ result: changed });
    // The stored answer is the detail query's: it shows the post without asking for it.
    await expect(queryClient.ensureQueryData(detail)).resolves.toEqual({ result: changed });
    expect(requests).toHaveLength(1);
    expect(queryClient.getQueryState(inquiries)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(qna)?.isInvalidated).toBe(false);
  });

  it('after a delete, removes the detail and makes the lists stale', async () => {
    const { api } = harness(() => json({ result: { boardNo: 7 } }), stored);
    const queryClient = client();
    const detail = boardQueries.memo(api, 7).queryKey;
    const other = boardQueries.memo(api, 8).queryKey;
    const page2 = boardQueries.memos(api, { pageNo: 2 }).queryKey;
    queryClient.setQueryData(detail, { result: memo });
    queryClient.setQueryData(other, { result: { ...memo, boardNo: 8 } });
    queryClient.setQueryData(page2, memos);
    await mutate(queryClient, boardMutations.deleteMemo(api, queryClient), 7);
    expect(queryClient.getQueryData(detail)).toBeUndefined();
    expect(queryClient.getQueryData(other)).toEqual({ result: { ...memo, boardNo: 8 } });
    expect(queryClient.getQueryState(page2)?.isInvalidated).toBe(true);
  });

  it('rejects an answered post change with the server code', async () => {
    const { api } = harness(
      () => json({ code: 'BOARD_ANSWERED', message: '답변이 달린 글은 고칠 수 없습니다.' }, 409),
      stored,
    );
    const queryClient = client();
    const error = await mutate(queryClient, boardMutations.updateQna(api, queryClient), {
      boardNo: 7,
      contTp: '01',
      title: 't',
      content: 'c',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'BOARD_ANSWERED' });
  });

  it('keys every list of a board under its path, the prefix a change marks stale', () => {
    const { api } = harness(() => json(list));
    expect(boardQueries.inquiries(api, { pageNo: 2 }).queryKey.slice(0, 2)).toEqual(
      pathKey('/mypage/inquiries'),
    );
    expect(boardQueries.memos(api).queryKey.slice(0, 2)).toEqual(pathKey('/mypage/memos'));
    expect(boardQueries.qna(api).queryKey.slice(0, 2)).toEqual(pathKey('/site-mgr/qna'));
  });
});
