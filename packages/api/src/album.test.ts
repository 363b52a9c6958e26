import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Picture, PicturePage } from '@buddy/contract';
import { ALBUM_MESSAGES, STORAGE_KEYS } from '@buddy/domain';
import { albumMutations, albumQueries } from './album';
import { resetMemberQueries } from './auth';
import { ApiError } from './result';
import { rewardQueries } from './reward';
import { harness, json, mutate, testQueryClient } from './test/fake-fetch';

const signedIn = { [STORAGE_KEYS.token]: 'member-token' };
const PICTURE: Picture = {
  pictureNo: 7,
  cmmnt: '처음 찍은 사진',
  imageUrl: '/v2/reward/buddymon/pictures/7/image?sig=x',
  regDt: '2026-03-02T09:00:00.000Z',
};
const PAGE: PicturePage = { page: { pageNo: 2, pageRow: 8, totalCount: 9 }, result: [PICTURE] };

describe('given the album calls', () => {
  it('asks a page 8 at a time, with the bearer token', async () => {
    const { api, requests } = harness(() => json(PAGE), signedIn);
    await testQueryClient().fetchQuery(albumQueries.page(api, 2));
    expect(requests[0]?.url).toBe('http://api.test/v2/reward/buddymon/pictures?pageNo=2&pageRow=8');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer member-token');
  });

  it('adds a picture as a form: the words alone (the server takes the picture), or with the file', async () => {
    const { api, requests } = harness(() => json({ result: PICTURE }), signedIn);
    const queryClient = testQueryClient();
    await mutate(queryClient, albumMutations.add(api, queryClient), { cmmnt: '찰칵' });
    await mutate(queryClient, albumMutations.add(api, queryClient), {
      cmmnt: '올린 사진',
      file: new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }),
      fileName: 'pet.png',
    });
    const [taken, uploaded] = requests;
    expect(taken?.method).toBe('POST');
    expect(taken?.url).toBe('http://api.test/v2/reward/buddymon/pictures');
    expect(taken?.headers.get('Authorization')).toBe('Bearer member-token');
    expect(taken?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const takenForm = await taken?.formData();
    expect([...(takenForm?.keys() ?? [])]).toEqual(['cmmnt']);
    expect(takenForm?.get('cmmnt')).toBe('찰칵');
    const form = await uploaded?.formData();
    expect(form?.get('cmmnt')).toBe('올린 사진');
    const file = form?.get('pictureFile');
    expect(file).toBeInstanceOf(Blob);
    expect((file as File).name).toBe('pet.png');
  });

  it('changes the words as JSON and deletes by number', async () => {
    const { api, requests } = harness(
      (request) => json({ result: request.url.endsWith('/delete') ? { pictureNo: 7 } : PICTURE }),
      signedIn,
    );
    const queryClient = testQueryClient();
    await expect(
      mutate(queryClient, albumMutations.update(api, queryClient), { pictureNo: 7, cmmnt: '바뀐 말' }),
    ).resolves.toEqual(PICTURE);
    await expect(mutate(queryClient, albumMutations.remove(api, queryClient), 7)).resolves.toEqual({
      pictureNo: 7,
    });
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'POST /v2/reward/buddymon/pictures/7/update',
      'POST /v2/reward/buddymon/pictures/7/delete',
    ]);
    expect(await requests[0]?.json()).toEqual({ cmmnt: '바뀐 말' });
  });

  it('keeps the whole page', async () => {
    const { api } = harness(() => json(PAGE), signedIn);
    expect(await new QueryClient().fetchQuery(albumQueries.page(api, 2))).toEqual(PAGE);
  });
});

describe('given an album on screen', () => {
  async function settle(mutation: 'add' | 'update' | 'remove') {
    const { api } = harness(() => json({ result: PICTURE }), signedIn);
    const queryClient = new QueryClient();
    const keys = {
      page1: albumQueries.page(api, 1).queryKey,
      page2: albumQueries.page(api, 2).queryKey,
      lands: rewardQueries.lands(api).queryKey,
    };
    queryClient.setQueryData(keys.page1, PAGE);
    queryClient.setQueryData(keys.page2, PAGE);
    queryClient.setQueryData(keys.lands, { result: [] });
    const options =
      mutation === 'add'
        ? albumMutations.add(api, queryClient)
        : mutation === 'update'
          ? albumMutations.update(api, queryClient)
          : albumMutations.remove(api, queryClient);
    await (options.onSuccess as (...args: unknown[]) => Promise<void>)?.(
      PICTURE,
      undefined,
      undefined,
      undefined,
    );
    return { queryClient, keys };
  }

  it.each(['add', 'update', 'remove'] as const)(
    'reloads the album (every page, so the one shown) after %s, and nothing else',
    async (mutation) => {
      const { queryClient, keys } = await settle(mutation);
      const state = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
      expect(state(keys.page1)).toBe(true);
      expect(state(keys.page2)).toBe(true);
      expect(state(keys.lands)).toBe(false);
    },
  );

  it('rejects a full album with the server’s words', async () => {
    const { api } = harness(
      () => json({ code: 'PICTURE_LIMIT', message: ALBUM_MESSAGES.full }, 409),
      signedIn,
    );
    const error = await albumMutations
      .add(api, new QueryClient())
      .mutationFn?.({ cmmnt: '한 장 더' }, undefined as never)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('PICTURE_LIMIT');
    expect((error as ApiError).message).toBe(ALBUM_MESSAGES.full);
  });

  it('is forgotten at sign-in and sign-out, with the member’s other answers', () => {
    const { api } = harness(() => json(PAGE), signedIn);
    const queryClient = new QueryClient();
    const page1 = albumQueries.page(api, 1).queryKey;
    queryClient.setQueryData(page1, PAGE);
    resetMemberQueries(queryClient);
    expect(queryClient.getQueryData(page1)).toBeUndefined();
  });
});
