import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Notice, NoticeDetail, TrialReceipt, TrialRequest } from '@buddy/contract';
import { ApiError } from './result';
import { normaliseBranchParams, normaliseFaqParams, siteMutations, siteQueries } from './site';
import { harness, json, mutate, testQueryClient } from './test/fake-fetch';

type Api = ReturnType<typeof harness>['api'];

const notice: Notice = { boardNo: 3, title: '안내', content: '내용', pinned: false, createdAt: 1 };

describe('given the site calls', () => {
  it.each([
    [
      'the home for a pc',
      (api: Api) => testQueryClient().fetchQuery(siteQueries.home(api)),
      '/main?deviceTp=pc',
    ],
    [
      'the home for a phone',
      (api: Api) => testQueryClient().fetchQuery(siteQueries.home(api, 'mobile')),
      '/main?deviceTp=mobile',
    ],
    [
      'the notices',
      (api: Api) => testQueryClient().fetchQuery(siteQueries.notices(api)),
      '/site-mgr/notices',
    ],
    [
      'the notices searched by title on page 2',
      (api: Api) =>
        testQueryClient().fetchQuery(
          siteQueries.notices(api, { pageNo: 2, srchTp: 'T', srchText: ' 방학 ' }),
        ),
      '/site-mgr/notices?pageNo=2&srchText=%EB%B0%A9%ED%95%99&srchTp=T',
    ],
    [
      'a notice',
      (api: Api) => testQueryClient().fetchQuery(siteQueries.notice(api, 3)),
      '/site-mgr/notices/3',
    ],
    [
      'the FAQ of the default type',
      (api: Api) => testQueryClient().fetchQuery(siteQueries.faq(api)),
      '/site-mgr/faq?srchFaqTp=01',
    ],
    [
      'the FAQ of type 04 searched',
      (api: Api) => testQueryClient().fetchQuery(siteQueries.faq(api, { srchFaqTp: '04', srchText: '배송' })),
      '/site-mgr/faq?srchFaqTp=04&srchText=%EB%B0%B0%EC%86%A1',
    ],
    [
      'a search whose text carries a NUL (a paste, a hand-typed address): it is left out, not sent',
      (api: Api) => testQueryClient().fetchQuery(siteQueries.notices(api, { srchText: '방\u0000학\uD800' })),
      '/site-mgr/notices?srchText=%EB%B0%A9%ED%95%99',
    ],
    [
      'a search of every type',
      (api: Api) =>
        testQueryClient().fetchQuery(siteQueries.faq(api, { srchFaqTp: 'ALL', srchText: '비밀번호' })),
      '/site-mgr/faq?srchFaqTp=ALL&srchText=%EB%B9%84%EB%B0%80%EB%B2%88%ED%98%B8',
    ],
    ['the branches', (api: Api) => testQueryClient().fetchQuery(siteQueries.branches(api)), '/branches'],
    [
      'the branches of an office',
      (api: Api) =>
        testQueryClient().fetchQuery(
          siteQueries.branches(api, { salesOfficeCd: '02', srchText: '', pageNo: 1 }),
        ),
      '/branches?salesOfficeCd=02',
    ],
    [
      'the sales offices',
      (api: Api) => testQueryClient().fetchQuery(siteQueries.offices(api)),
      '/branches/office',
    ],
    [
      'a branch',
      (api: Api) => testQueryClient().fetchQuery(siteQueries.branch(api, 'B0101')),
      '/branches/B0101',
    ],
  ])('sends a GET for %s', async (_name, send, path) => {
    const { api, requests } = harness(() => json({ result: notice }));
    await send(api);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url).toBe(`http://api.test/v2${path}`);
  });

  it('keeps a notice’s whole answer, read as the notice', async () => {
    const detail: NoticeDetail = { notice, prev: null, next: { boardNo: 2, title: '이전 안내' } };
    const { api } = harness(() => json({ result: detail }));
    const options = siteQueries.notice(api, 3);
    const answer = await testQueryClient().fetchQuery(options);
    expect(answer).toEqual({ result: detail });
    expect(options.select?.(answer)).toEqual(detail);
  });

  it('rejects a missing notice with the server message', async () => {
    const { api } = harness(() => json({ code: 'NOT_FOUND', message: '공지사항을 찾을 수 없습니다.' }, 404));
    const failure = await new QueryClient()
      .fetchQuery(siteQueries.notice(api, 99))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect((failure as ApiError).message).toBe('공지사항을 찾을 수 없습니다.');
  });

  it('sends a trial request as JSON and answers its receipt', async () => {
    const receipt: TrialReceipt = { requestNo: 5, branchNm: '강남', phone: '02-000-0000' };
    const { api, requests } = harness(() => json({ result: receipt }));
    const body: TrialRequest = {
      childGrade: '2',
      parentName: '김부모',
      phone: '010-0000-0000',
      branchCd: 'B0101',
      consent: true,
    };
    const queryClient = testQueryClient();
    await expect(mutate(queryClient, siteMutations.requestTrial(api), body)).resolves.toEqual(receipt);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe('http://api.test/v2/site-mgr/trial-requests');
    expect(await requests[0]?.json()).toEqual(body);
  });
});

describe('given list parameters', () => {
  it('keys the FAQ by its type, 01 when none is given', () => {
    const { api } = harness(() => json({}));
    const faq = (params?: Parameters<typeof siteQueries.faq>[1]) => siteQueries.faq(api, params).queryKey;
    expect(normaliseFaqParams()).toEqual({ srchFaqTp: '01' });
    expect(faq({})).toEqual(faq({ srchFaqTp: '01', pageNo: 1, srchText: ' ' }));
    expect(faq({ srchFaqTp: '02' })).not.toEqual(faq({}));
  });

  it('drops an empty office, an empty text and the first page of a branch search', () => {
    expect(normaliseBranchParams({ pageNo: 1, salesOfficeCd: '', srchText: '  ' })).toEqual({});
    expect(normaliseBranchParams({ pageNo: 2.7, salesOfficeCd: '03', srchText: ' 강남 ' })).toEqual({
      pageNo: 2,
      salesOfficeCd: '03',
      srchText: '강남',
    });
  });
});
