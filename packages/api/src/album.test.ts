import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ALBUM_MESSAGES, STORAGE_KEYS } from '@buddy/domain';
import { albumApi, albumKeys, albumMutations, albumQueries } from './album';
import { resetMemberQueries } from './auth';
import { ApiError } from './result';
import { rewardKeys } from './reward';
import { harness, json } from './test/fake-fetch';

const signedIn = { [STORAGE_KEYS.token]: 'member-token' };
const PICTURE = {
  pictureNo: 7,
  cmmnt: '처음 찍은 사진',
  imageUrl: '/v2/reward/buddymon/pictures/7/image?sig=x',
  regDt: '2026-03-02T09:00:00.000Z',
};
const PAGE = { page: { pageNo: 2, pageRow: 8, totalCount: 9 }, result: [PICTURE] };

describe('given the album calls', () => {
  it('asks a page 8 at a time, with the bearer token', async () => {
    const { api, requests } = harness(() => json(PAGE), signedIn);
    await albumApi(api).page(2);
    expect(requests[0]?.url).toBe('http://api.test/v2/reward/buddymon/pictures?pageNo=2&pageRow=8');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer member-token');
  });

  it('adds a picture as a form: the words alone (the server takes the picture), or with the file', async () => {
    const { api, requests } = harness(() => json({ result: PICTURE }), signedIn);
    await albumApi(api).add({ cmmnt: '찰칵' });
    await albumApi(api).add({
      cmmnt: '올린 사진',
      file: new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }),
      fileName: 'pet.png',
    });
    const [taken, uploaded] = requests;
    expect(taken?.method).toBe('POST');
    expect(taken?.url).toBe('http://api.test/v2/reward/buddymon/pictures');
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
    await albumApi(api).update({ pictureNo: 7, cmmnt: '바뀐 말' });
    await albumApi(api).remove(7);
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'POST /v2/reward/buddymon/pictures/7/update',
      'POST /v2/reward/buddymon/pictures/7/delete',
    ]);
    expect(await requests[0]?.json()).toEqual({ cmmnt: '바뀐 말' });
  });

  it('unwraps a page', async () => {
    const { api } = harness(() => json(PAGE), signedIn);
    expect(await new QueryClient().fetchQuery(albumQueries.page(api, 2))).toEqual(PAGE);
  });
});

describe('given an album on screen', () => {
  async function settle(mutation: 'add' | 'update' | 'remove') {
    const { api } = harness(() => json({ result: PICTURE }), signedIn);
    const queryClient = new QueryClient();
    queryClient.setQueryData(albumKeys.page(1), PAGE);
    queryClient.setQueryData(albumKeys.page(2), PAGE);
    queryClient.setQueryData(rewardKeys.lands(), []);
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
    return queryClient;
  }

  it.each(['add', 'update', 'remove'] as const)(
    'reloads the album (every page, so the one shown) after %s, and nothing else',
    async (mutation) => {
      const queryClient = await settle(mutation);
      const state = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
      expect(state(albumKeys.page(1))).toBe(true);
      expect(state(albumKeys.page(2))).toBe(true);
      expect(state(rewardKeys.lands())).toBe(false);
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

  it('is forgotten at sign-in and sign-out, under the reward area’s keys', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(albumKeys.page(1), PAGE);
    resetMemberQueries(queryClient);
    expect(queryClient.getQueryData(albumKeys.page(1))).toBeUndefined();
  });
});
