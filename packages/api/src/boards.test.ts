import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@buddy/domain';
import { boardKeys, boardMutations, boardQueries, boardsApi, normaliseBoardParams } from './boards';
import { ApiError } from './result';
import { harness, json } from './test/fake-fetch';

const stored = { [STORAGE_KEYS.token]: 'member-token' };
type Api = ReturnType<typeof harness>['api'];

const post = {
  boardNo: 7,
  contTp: null,
  title: '제목',
  content: '내용',
  answer: null,
  answeredAt: null,
  createdAt: 1,
  updatedAt: 1,
};
const list = {
  page: { pageNo: 1, pageRow: 10, totalCount: 1 },
  search: { srchTp: 'TD', srchText: '' },
  result: [post],
};

function client() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

describe('given the board calls', () => {
  it.each([
    ['inquiries list', (api: Api) => boardsApi(api).listInquiries(), 'GET', '/mypage/inquiries'],
    [
      'inquiries list with a search and page',
      (api: Api) => boardsApi(api).listInquiries({ pageNo: 2, srchTp: 'T', srchText: ' 숙제 ' }),
      'GET',
      '/mypage/inquiries?pageNo=2&srchText=%EC%88%99%EC%A0%9C&srchTp=T',
    ],
    ['an inquiry', (api: Api) => boardsApi(api).getInquiry(7), 'GET', '/mypage/inquiries/7'],
    [
      'a new inquiry',
      (api: Api) => boardsApi(api).createInquiry({ title: 't', content: 'c' }),
      'POST',
      '/mypage/inquiries',
    ],
    [
      'a changed inquiry',
      (api: Api) => boardsApi(api).updateInquiry(7, { title: 't', content: 'c' }),
      'POST',
      '/mypage/inquiries/7',
    ],
    [
      'a deleted inquiry',
      (api: Api) => boardsApi(api).deleteInquiry(7),
      'POST',
      '/mypage/inquiries/7/delete',
    ],
    [
      'memos list on page 3',
      (api: Api) => boardsApi(api).listMemos({ pageNo: 3 }),
      'GET',
      '/mypage/memos?pageNo=3',
    ],
    ['a memo', (api: Api) => boardsApi(api).getMemo(7), 'GET', '/mypage/memos/7'],
    ['a new memo', (api: Api) => boardsApi(api).createMemo({ content: 'c' }), 'POST', '/mypage/memos'],
    [
      'a checked memo',
      (api: Api) => boardsApi(api).updateMemo(7, { checked: true }),
      'POST',
      '/mypage/memos/7',
    ],
    ['a deleted memo', (api: Api) => boardsApi(api).deleteMemo(7), 'POST', '/mypage/memos/7/delete'],
    [
      'Q&A list by content type',
      (api: Api) => boardsApi(api).listQna({ srchContTp: '02', srchText: '' }),
      'GET',
      '/site-mgr/qna?srchContTp=02',
    ],
    ['a Q&A post', (api: Api) => boardsApi(api).getQna(7), 'GET', '/site-mgr/qna/7'],
    [
      'a new Q&A post',
      (api: Api) => boardsApi(api).createQna({ contTp: '01', title: 't', content: 'c' }),
      'POST',
      '/site-mgr/qna',
    ],
    [
      'a changed Q&A post',
      (api: Api) => boardsApi(api).updateQna(7, { contTp: '01', title: 't', content: 'c' }),
      'POST',
      '/site-mgr/qna/7',
    ],
    ['a deleted Q&A post', (api: Api) => boardsApi(api).deleteQna(7), 'POST', '/site-mgr/qna/7/delete'],
  ])('sends %s with the member token', async (_name, send, method, path) => {
    const { api, requests } = harness(() => json({ result: post }), stored);
    await send(api);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe(method);
    expect(requests[0]?.url).toBe(`http://api.test/v2${path}`);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer member-token');
  });

  it('sends the memo check action as checked only', async () => {
    const { api, requests } = harness(() => json({ result: post }), stored);
    await boardsApi(api).updateMemo(3, { checked: false });
    expect(await requests[0]?.json()).toEqual({ checked: false });
  });

  it('does not send a content type filter for inquiries', async () => {
    const { api, requests } = harness(() => json(list), stored);
    await boardsApi(api).listInquiries({ srchContTp: '01' });
    expect(requests[0]?.url).toBe('http://api.test/v2/mypage/inquiries');
  });
});

describe('given list parameters', () => {
  it('drops a first page, an empty text and the search type without a text', () => {
    expect(normaliseBoardParams({ pageNo: 1, srchTp: 'T', srchText: '  ', srchContTp: '' })).toEqual({});
    expect(boardKeys.list('qna', {})).toEqual(boardKeys.list('qna', { pageNo: 1, srchText: '' }));
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
  it('answers the whole list body (page, search and result)', async () => {
    const { api } = harness(() => json(list), stored);
    await expect(client().fetchQuery(boardQueries.inquiries(api))).resolves.toEqual(list);
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
    const { api } = harness(() => json({ result: changed }), stored);
    const queryClient = client();
    queryClient.setQueryData(boardKeys.list('inquiries', {}), list);
    queryClient.setQueryData(boardKeys.list('qna', {}), list);
    await queryClient
      .getMutationCache()
      .build(queryClient, boardMutations.updateInquiry(api, queryClient))
      .execute({ boardNo: 7, title: '바뀐 제목', content: '내용' });
    expect(queryClient.getQueryData(boardKeys.detail('inquiries', 7))).toEqual(changed);
    expect(queryClient.getQueryState(boardKeys.list('inquiries', {}))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(boardKeys.list('qna', {}))?.isInvalidated).toBe(false);
  });

  it('after a delete, removes the detail and makes the lists stale', async () => {
    const { api } = harness(() => json({ result: { boardNo: 7 } }), stored);
    const queryClient = client();
    queryClient.setQueryData(boardKeys.detail('memos', 7), post);
    queryClient.setQueryData(boardKeys.list('memos', { pageNo: 2 }), list);
    await queryClient
      .getMutationCache()
      .build(queryClient, boardMutations.deleteMemo(api, queryClient))
      .execute(7);
    expect(queryClient.getQueryData(boardKeys.detail('memos', 7))).toBeUndefined();
    expect(queryClient.getQueryState(boardKeys.list('memos', { pageNo: 2 }))?.isInvalidated).toBe(true);
  });

  it('rejects an answered post change with the server code', async () => {
    const { api } = harness(
      () => json({ code: 'BOARD_ANSWERED', message: '답변이 달린 글은 고칠 수 없습니다.' }, 409),
      stored,
    );
    const queryClient = client();
    const error = await queryClient
      .getMutationCache()
      .build(queryClient, boardMutations.updateQna(api, queryClient))
      .execute({ boardNo: 7, contTp: '01', title: 't', content: 'c' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, code: 'BOARD_ANSWERED' });
  });
});
