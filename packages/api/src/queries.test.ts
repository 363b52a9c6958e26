import { describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@buddy/domain';
import type { Member, Product } from '@buddy/contract';
import { ApiError } from './result';
import { authMutations, EMPTY_PURUNET_INFO, resetMemberQueries } from './auth';
import { accountMutations, accountQueries } from './account';
import { profileQueries } from './profile';
import { productQueries, selectCurrentProduct } from './products';
import { EMPTY_COMMON_LINKS, EMPTY_CREDENTIAL_LINKS, linkQueries } from './links';
import { healthQueries } from './health';
import { mypageQueries } from './mypage';
import { siteQueries } from './site';
import { memberOf } from '@buddy/mocks';
import { harness, json, mutate, testQueryClient } from './test/fake-fetch';

const product = (prodCd: string): Product =>
  ({
    prodCd,
    realProdCd: prodCd,
    prodNm: prodCd,
    memTpDtl: { memTp: 'A', memTpLabel: '' },
  }) as Product;

/** The demo member of the fake /v2, under another name. */
const member = (memNm: string): Member => ({ ...memberOf('student01'), memNm });

const client = testQueryClient;

describe('the query keys', () => {
  it("are the contract's method and path, with the request's parameters when it has any", () => {
    const { api } = harness(() => json({}));
    expect(profileQueries.me(api).queryKey).toEqual(['get', '/mypage/profile', {}]);
    expect(productQueries.all(api).queryKey).toEqual(['get', '/exhibits/students/products', {}]);
    expect(linkQueries.common(api).queryKey).toEqual(['get', '/study/url']);
    expect(linkQueries.credential(api).queryKey).toEqual(['get', '/study/credential/url']);
    expect(accountQueries.purunetInfo(api).queryKey).toEqual(['get', '/auth/purunet/info']);
    expect(healthQueries.check(api).queryKey).toEqual(['get', '/health', {}]);
  });

  it('are shared by two views of one answer (all products and the current one)', () => {
    const { api } = harness(() => json({}));
    expect(productQueries.current(api).queryKey).toEqual(productQueries.all(api).queryKey);
  });
});

describe('given a query whose call fails', () => {
  it('profile rejects with an ApiError carrying status, code and message', async () => {
    const { api } = harness(() => json({ code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' }, 401));
    const error = await client()
      .fetchQuery(profileQueries.me(api))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' });
  });

  it('products reject with an ApiError', async () => {
    const { api } = harness(() => new Response(null, { status: 500 }));
    await expect(client().fetchQuery(productQueries.all(api))).rejects.toBeInstanceOf(ApiError);
  });

  it('common links become all empty', async () => {
    const { api } = harness(() => json({ message: 'x' }, 500));
    await expect(client().fetchQuery(linkQueries.common(api))).resolves.toEqual(EMPTY_COMMON_LINKS);
    expect(EMPTY_COMMON_LINKS.logoutPage).toBe('');
  });

  it('credential links become empty audio, grammar and legacy sites', async () => {
    const { api } = harness(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client().fetchQuery(linkQueries.credential(api))).resolves.toEqual({
      audio: {},
      grammar: '',
      legacy: {},
    });
    expect(EMPTY_CREDENTIAL_LINKS).toEqual({ audio: {}, grammar: '', legacy: {} });
  });

  it('purunet info becomes empty info, silently', async () => {
    const { api, warnings } = harness(() => json({ message: 'x' }, 401));
    await expect(client().fetchQuery(accountQueries.purunetInfo(api))).resolves.toEqual(EMPTY_PURUNET_INFO);
    expect(EMPTY_PURUNET_INFO).toEqual({ memLoginId: '', memEncPwd: '', memNo: '' });
    expect(warnings).toHaveLength(0);
  });
});

describe('given a query whose call succeeds', () => {
  it('resolves with result', async () => {
    const links = { audio: { EBP: 'https://a' }, grammar: 'https://g' };
    const { api } = harness(() => json({ result: links }));
    await expect(client().fetchQuery(linkQueries.credential(api))).resolves.toEqual(links);
  });
});

describe('given the current product', () => {
  it.each([
    { situation: 'the member has EBP', codes: ['EX', 'EBP'], current: 'EBP' },
    { situation: 'the member has no EBP', codes: ['EX', 'EB'], current: 'EX' },
    { situation: 'the member has no product', codes: [], current: null },
  ])('when $situation it selects $current', async ({ codes, current }) => {
    const { api } = harness(() => json({ result: codes.map(product) }));
    const queryClient = client();
    await queryClient.fetchQuery(productQueries.current(api));
    const observer = new QueryObserver(queryClient, productQueries.current(api));
    expect(observer.getCurrentResult().data?.prodCd ?? null).toBe(current);
    expect(selectCurrentProduct(codes.map(product))?.prodCd ?? null).toBe(current);
  });

  it('takes another preferred product', async () => {
    const { api } = harness(() => json({ result: ['EBP', 'EX'].map(product) }));
    const queryClient = client();
    await queryClient.fetchQuery(productQueries.all(api));
    const observer = new QueryObserver(queryClient, productQueries.current(api, 'EX'));
    expect(observer.getCurrentResult().data?.prodCd).toBe('EX');
  });

  it('rejects with the failure', async () => {
    const { api } = harness(() => json({ message: '오류' }, 500));
    await expect(client().fetchQuery(productQueries.current(api))).rejects.toMatchObject({ status: 500 });
  });
});

describe('given a member who signs out while a screen still shows their profile', () => {
  it('the profile and the products are not asked for again once the token is gone, and go with the screen', async () => {
    const { api, requests } = harness(
      (request) =>
        request.url.endsWith('/auth/students/logout')
          ? json({ result: true })
          : json({ result: request.url.endsWith('/profile') ? { memNm: 'a' } : [] }),
      { [STORAGE_KEYS.token]: 't' },
    );
    const queryClient = client();
    const profile = new QueryObserver(queryClient, profileQueries.me(api));
    const products = new QueryObserver(queryClient, productQueries.all(api));
    const stop = [profile.subscribe(() => undefined), products.subscribe(() => undefined)];
    await profile.refetch();
    await products.refetch();
    const before = requests.length;
    await mutate(queryClient, authMutations.logout(api, queryClient), undefined);
    // The screen re-renders once before it goes: its observers look for their (removed) entries again.
    profile.setOptions(profileQueries.me(api));
    products.setOptions(productQueries.all(api));
    // A refetch would have started already (a query's fetch is dispatched in setOptions): none is under way.
    expect(queryClient.isFetching()).toBe(0);
    expect(requests.slice(before).map((request) => new URL(request.url).pathname)).toEqual([
      '/v2/auth/students/logout',
    ]);
    // The screen shows what it showed until it goes; then nothing of the member is left in the cache.
    expect(profile.getCurrentResult().fetchStatus).toBe('idle');
    expect(queryClient.getQueryCache().findAll()).toHaveLength(2);
    stop.forEach((unsubscribe) => unsubscribe());
    expect(queryClient.getQueryCache().findAll()).toHaveLength(0);
  });
});

describe('given a member who signs out while their member queries are still on their way', () => {
  it('cancels them, aborting their requests, before the logout call, and asks for none of them again', async () => {
    let abortedAtLogout: boolean[] = [];
    const held: Request[] = [];
    const { api, requests, warnings } = harness(
      (request) => {
        if (request.url.endsWith('/auth/students/logout')) {
          abortedAtLogout = held.map((call) => call.signal.aborted);
          return json({ result: true });
        }
        // No answer comes (the server is slow after a reload); an aborted request fails as `fetch` does.
        held.push(request);
        return new Promise<Response>((_, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        });
      },
      { [STORAGE_KEYS.token]: 't' },
    );
    const queryClient = client();
    const profile = new QueryObserver(queryClient, profileQueries.me(api));
    const products = new QueryObserver(queryClient, productQueries.all(api));
    const links = new QueryObserver(queryClient, linkQueries.credential(api));
    const purunet = new QueryObserver(queryClient, accountQueries.purunetInfo(api));
    const stop = [profile, products, links, purunet].map((observer) => observer.subscribe(() => undefined));
    await vi.waitFor(() => expect(held).toHaveLength(4));

    await mutate(queryClient, authMutations.logout(api, queryClient), undefined);
    // The screen re-renders once before it goes: its observers look for their (removed) entries again.
    profile.setOptions(profileQueries.me(api));
    products.setOptions(productQueries.all(api));
    links.setOptions(linkQueries.credential(api));
    purunet.setOptions(accountQueries.purunetInfo(api));
    // A refetch would have started already (a query's fetch is dispatched in setOptions): none is under way.
    expect(queryClient.isFetching()).toBe(0);

    expect(abortedAtLogout).toEqual([true, true, true, true]);
    expect(requests.slice(held.length).map((request) => new URL(request.url).pathname)).toEqual([
      '/v2/auth/students/logout',
    ]);
    // An aborted request is no error: nothing to show, nothing logged.
    for (const observer of [profile, products, links, purunet]) {
      expect(observer.getCurrentResult()).toMatchObject({
        data: undefined,
        error: null,
        fetchStatus: 'idle',
      });
    }
    expect(warnings).toEqual([]);
    stop.forEach((unsubscribe) => unsubscribe());
  });
});

describe('given a screen that mounts while the member is signing out', () => {
  it('asks for none of the member queries, and the logout call still carries the revoked token', async () => {
    let releaseLogout: (response: Response) => void = () => undefined;
    const { api, requests } = harness(
      (request) =>
        request.url.endsWith('/auth/students/logout')
          ? new Promise<Response>((resolve) => (releaseLogout = resolve))
          : json({ result: {} }),
      { [STORAGE_KEYS.token]: 't' },
    );
    const queryClient = client();
    const signingOut = mutate(queryClient, authMutations.logout(api, queryClient), undefined);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    // A lazily loaded part of the page mounts now (after a reload, its chunk came late): its queries stay idle.
    const links = new QueryObserver(queryClient, linkQueries.credential(api));
    const purunet = new QueryObserver(queryClient, accountQueries.purunetInfo(api));
    const stop = [links, purunet].map((observer) => observer.subscribe(() => undefined));
    // A query that mounted enabled would be fetching from its subscription on: none is.
    expect(queryClient.isFetching()).toBe(0);
    releaseLogout(json({ result: true }));
    await signingOut;

    expect(queryClient.isFetching()).toBe(0);
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/v2/auth/students/logout']);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer t');
    expect(api.signedIn()).toBe(false);
    for (const observer of [links, purunet]) expect(observer.getCurrentResult().fetchStatus).toBe('idle');
    stop.forEach((unsubscribe) => unsubscribe());
  });
});

describe('given the auth mutations', () => {
  it('login resolves with the result, stores the token and drops the previous member cache', async () => {
    const { api, storage } = harness(() => json({ result: { memToken: 't', expiresIn: 60 } }));
    const queryClient = client();
    const profileKey = profileQueries.me(api).queryKey;
    const linksKey = linkQueries.common(api).queryKey;
    queryClient.setQueryData(profileKey, { result: member('old') });
    queryClient.setQueryData(linksKey, EMPTY_COMMON_LINKS);
    const result = await mutate(queryClient, authMutations.login(api, queryClient), {
      memLoginId: 'student01',
      memPwd: 'buddy1234ab',
    });
    expect(result).toEqual({ memToken: 't', expiresIn: 60 });
    expect(storage.getItem(STORAGE_KEYS.token)).toBe('t');
    expect(queryClient.getQueryData(profileKey)).toBeUndefined();
    expect(queryClient.getQueryData(linksKey)).toEqual(EMPTY_COMMON_LINKS);
  });

  it('login rejects with the server message for the 로그인 실패 dialog', async () => {
    const { api } = harness(() => json({ message: '아이디 또는 비밀번호를 확인해주세요.' }, 401));
    const queryClient = client();
    await expect(
      mutate(queryClient, authMutations.login(api, queryClient), { memLoginId: 'a', memPwd: 'b' }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      message: '아이디 또는 비밀번호를 확인해주세요.',
    });
  });

  it('adoptToken tries a handed-over token on the profile and stores it only when the server accepts it', async () => {
    const handed = member('김민준');
    const accepted = harness(() => json({ result: handed }), { [STORAGE_KEYS.token]: 'mine' });
    const queryClient = client();
    const profileKey = profileQueries.me(accepted.api).queryKey;
    queryClient.setQueryData(profileKey, { result: member('old') });
    await expect(
      mutate(queryClient, accountMutations.adoptToken(accepted.api, queryClient), 'handed'),
    ).resolves.toEqual(handed);
    expect(accepted.requests[0]?.headers.get('Authorization')).toBe('Bearer handed');
    expect(accepted.storage.getItem(STORAGE_KEYS.token)).toBe('handed');
    expect(queryClient.getQueryData(profileKey)).toBeUndefined();

    const refused = harness(() => json({ message: '로그인이 필요합니다.' }, 401), {
      [STORAGE_KEYS.token]: 'mine',
    });
    await expect(
      mutate(client(), accountMutations.adoptToken(refused.api, client()), 'forged'),
    ).rejects.toMatchObject({ status: 401 });
    // The member's own token stays.
    expect(refused.storage.getItem(STORAGE_KEYS.token)).toBe('mine');
  });

  it('logout resolves even when the server fails, clearing the token and the member cache', async () => {
    const { api, storage } = harness(() => json({ message: 'x' }, 500), { [STORAGE_KEYS.token]: 't' });
    const queryClient = client();
    const productsKey = productQueries.all(api).queryKey;
    queryClient.setQueryData(productsKey, { result: [product('EBP')] });
    await expect(
      mutate(queryClient, authMutations.logout(api, queryClient), undefined),
    ).resolves.toBeUndefined();
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(queryClient.getQueryData(productsKey)).toBeUndefined();
  });

  it('changePassword rejects with the server message', async () => {
    const { api } = harness(() =>
      json({ errorState: { code: 'PASSWORD_MISMATCH', message: '현재 비밀번호가 다릅니다.' } }, 400),
    );
    await expect(
      mutate(client(), accountMutations.changePassword(api), { memPwd: 'a', chgPwd: 'b' }),
    ).rejects.toMatchObject({ status: 400, code: 'PASSWORD_MISMATCH', message: '현재 비밀번호가 다릅니다.' });
  });

  it('findId, findPassword and verifyResetCode resolve with their results', async () => {
    const { api, requests } = harness((request) =>
      json({
        result: request.url.endsWith('/id')
          ? { memLoginId: 'stu***01' }
          : request.url.endsWith('/code')
            ? { resetToken: 'r', expiresIn: 600 }
            : { sentTo: 'pa***@ex***.com', expiresIn: 600 },
      }),
    );
    await expect(
      mutate(client(), accountMutations.findId(api), { memNm: '김버디', memBirth: '20150101' }),
    ).resolves.toEqual({ memLoginId: 'stu***01' });
    await expect(
      mutate(client(), accountMutations.findPassword(api), {
        memLoginId: 'a',
        memNm: '김버디',
        memBirth: '20150101',
      }),
    ).resolves.toEqual({ sentTo: 'pa***@ex***.com', expiresIn: 600 });
    await expect(
      mutate(client(), accountMutations.verifyResetCode(api), { memLoginId: 'a', code: '123456' }),
    ).resolves.toEqual({ resetToken: 'r', expiresIn: 600 });
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/v2/auth/students/find/id',
      '/v2/auth/students/find/password',
      '/v2/auth/students/find/password/code',
    ]);
  });
});

describe('given a contract query without a session', () => {
  it('asks for the member’s own data only while a token is stored, and for shared data always', async () => {
    const { api, requests, storage } = harness(() => json({ result: [] }));
    const queryClient = client();
    const studies = new QueryObserver(queryClient, mypageQueries.learning(api, '2026-11'));
    const site = new QueryObserver(queryClient, siteQueries.faq(api));
    const stop = [studies, site].map((observer) => observer.subscribe(() => undefined));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/v2/site-mgr/faq');
    expect(studies.getCurrentResult().fetchStatus).toBe('idle');

    // A sign-in stores the token and forgets the member queries; the screen renders again and now the query goes.
    storage.setItem(STORAGE_KEYS.token, 't');
    resetMemberQueries(queryClient);
    studies.setOptions(mypageQueries.learning(api, '2026-11'));
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(new URL(requests[1]?.url ?? '').pathname).toBe('/v2/mypage/studies/learning');
    stop.forEach((unsubscribe) => unsubscribe());
  });
});
