/**
 * The growth album (spec §7 pictures; ADR 035): pages of 8 pictures, newest first; adding one (the server takes the
 * picture of the saved layout, or a PNG or JPEG is sent along), changing its words, deleting it. Calls never throw
 * (ApiResult); the queries unwrap. After an add, edit or delete the album is asked for again, so it reloads on the
 * page it shows (spec §4 reward area).
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Picture, PicturePage, PictureUpload } from '@buddy/contract';
import { PAGE_SIZES } from '@buddy/domain';
import { resourceOf, type ApiCore } from './core';
import { rewardKeys } from './reward';
import { unwrap, type ApiResult } from './result';

export interface PictureInput {
  /** The child's words (the server trims them; 1 to 100 characters). */
  cmmnt: string;
  /** A PNG or JPEG of at most 1 MB; without it the server takes the picture of the saved layout. */
  file?: Blob;
  fileName?: string;
}

export interface PictureEdit {
  pictureNo: number;
  cmmnt: string;
}

/** Under the reward area's keys, so signing in or out forgets the album with the rest of it. */
export const albumKeys = {
  all: [...rewardKeys.all, 'album'] as const,
  page: (pageNo: number) => [...albumKeys.all, 'page', pageNo] as const,
};

/** The add call's form: the words, then the file when there is one. */
export function pictureForm(input: PictureInput): FormData {
  const form = new FormData();
  form.append('cmmnt', input.cmmnt);
  if (input.file) form.append('pictureFile', input.file, input.fileName ?? 'picture');
  return form;
}

export function createAlbumApi(core: ApiCore) {
  return {
    /** GET /reward/buddymon/pictures: a page of the album, 8 a page, newest first. */
    page(pageNo: number): Promise<ApiResult<PicturePage>> {
      return core.call((init) =>
        core.fetchClient.GET('/reward/buddymon/pictures', {
          ...init,
          params: { query: { pageNo, pageRow: PAGE_SIZES.album } },
        }),
      );
    },
    /** POST /reward/buddymon/pictures (multipart): adds a picture. */
    add(input: PictureInput): Promise<ApiResult<{ result: Picture }>> {
      const form = pictureForm(input);
      // openapi-typescript types the binary field as a string: the typed body is a stand-in, the form is sent.
      const body: PictureUpload = {
        cmmnt: input.cmmnt,
        ...(input.file ? { pictureFile: input.fileName ?? 'picture' } : {}),
      };
      return core.call((init) =>
        core.fetchClient.POST('/reward/buddymon/pictures', { ...init, body, bodySerializer: () => form }),
      );
    },
    /** POST /reward/buddymon/pictures/{pictureNo}/update: changes a picture's words. */
    update({ pictureNo, cmmnt }: PictureEdit): Promise<ApiResult<{ result: Picture }>> {
      return core.call((init) =>
        core.fetchClient.POST('/reward/buddymon/pictures/{pictureNo}/update', {
          ...init,
          params: { path: { pictureNo } },
          body: { cmmnt },
        }),
      );
    },
    /** POST /reward/buddymon/pictures/{pictureNo}/delete. */
    remove(pictureNo: number): Promise<ApiResult<{ result: { pictureNo: number } }>> {
      return core.call((init) =>
        core.fetchClient.POST('/reward/buddymon/pictures/{pictureNo}/delete', {
          ...init,
          params: { path: { pictureNo } },
        }),
      );
    },
  };
}

export type AlbumApi = ReturnType<typeof createAlbumApi>;

/** The album calls of a client (made on first use). */
export const albumApi = /* @__PURE__ */ resourceOf(createAlbumApi);

export const albumQueries = {
  page: (api: ApiCore, pageNo: number) =>
    queryOptions({
      queryKey: albumKeys.page(pageNo),
      queryFn: async () => unwrap(await api.resource(createAlbumApi).page(pageNo)),
    }),
};

/** What an add, edit or delete changes: the album, which reloads on the page it shows (spec §4). */
export function afterAlbumChange(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: albumKeys.all });
}

export const albumMutations = {
  /** Adds a picture; rejects with ApiError (400 PICTURE_COMMENT or PICTURE_TYPE, 413, 409 PICTURE_LIMIT). */
  add: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...albumKeys.all, 'add'],
      mutationFn: async (input: PictureInput) => unwrap(await api.resource(createAlbumApi).add(input)).result,
      onSuccess: () => afterAlbumChange(queryClient),
    }),
  /** Changes a picture's words; rejects with ApiError (400 PICTURE_COMMENT, 404). */
  update: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...albumKeys.all, 'update'],
      mutationFn: async (edit: PictureEdit) => unwrap(await api.resource(createAlbumApi).update(edit)).result,
      onSuccess: () => afterAlbumChange(queryClient),
    }),
  /** Deletes a picture; rejects with ApiError (404). */
  remove: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...albumKeys.all, 'remove'],
      mutationFn: async (pictureNo: number) =>
        unwrap(await api.resource(createAlbumApi).remove(pictureNo)).result,
      onSuccess: () => afterAlbumChange(queryClient),
    }),
};
