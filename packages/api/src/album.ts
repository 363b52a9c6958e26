/**
 * The growth album (spec §7 pictures; ADR 035): pages of 8 pictures, newest first; adding one (the server takes the
 * picture of the saved layout, or a PNG or JPEG is sent along), changing its words, deleting it. The query and the
 * mutations are the contract's (`contractQuery`, `api.client`); the cache keeps each whole page. After an add, edit or
 * delete the album is asked for again, so it reloads on the page it shows (spec §4 reward area).
 */
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { PictureUpload } from '@buddy/contract';
import { PAGE_SIZES } from '@buddy/domain';
import { contractQuery, dataOf, pathKey, type ApiCore } from './core';

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

/** The add call's form: the words, then the file when there is one. */
export function pictureForm(input: PictureInput): FormData {
  const form = new FormData();
  form.append('cmmnt', input.cmmnt);
  if (input.file) form.append('pictureFile', input.file, input.fileName ?? 'picture');
  return form;
}

export const albumQueries = {
  /** A page of the album, 8 a page, newest first. */
  page: (api: ApiCore, pageNo: number) =>
    contractQuery(api, '/reward/buddymon/pictures', {
      params: { query: { pageNo, pageRow: PAGE_SIZES.album } },
    }),
};

/** What an add, edit or delete changes: the album, which reloads on the page it shows (spec §4). */
export function afterAlbumChange(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: pathKey('/reward/buddymon/pictures') });
}

export const albumMutations = {
  /** Adds a picture (multipart); rejects with ApiError (400 PICTURE_COMMENT or PICTURE_TYPE, 413, 409 PICTURE_LIMIT). */
  add: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['post', '/reward/buddymon/pictures'],
      mutationFn: async (input: PictureInput) => {
        const form = pictureForm(input);
        // openapi-typescript types the binary field as a string: the typed body is a stand-in, the form is sent.
        const body: PictureUpload = {
          cmmnt: input.cmmnt,
          ...(input.file ? { pictureFile: input.fileName ?? 'picture' } : {}),
        };
        return (
          await dataOf(api.client.POST('/reward/buddymon/pictures', { body, bodySerializer: () => form }))
        ).result;
      },
      onSuccess: () => afterAlbumChange(queryClient),
    }),
  /** Changes a picture's words; rejects with ApiError (400 PICTURE_COMMENT, 404). */
  update: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['post', '/reward/buddymon/pictures/{pictureNo}/update'],
      mutationFn: async ({ pictureNo, cmmnt }: PictureEdit) =>
        (
          await dataOf(
            api.client.POST('/reward/buddymon/pictures/{pictureNo}/update', {
              params: { path: { pictureNo } },
              body: { cmmnt },
            }),
          )
        ).result,
      onSuccess: () => afterAlbumChange(queryClient),
    }),
  /** Deletes a picture; rejects with ApiError (404). */
  remove: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['post', '/reward/buddymon/pictures/{pictureNo}/delete'],
      mutationFn: async (pictureNo: number) =>
        (
          await dataOf(
            api.client.POST('/reward/buddymon/pictures/{pictureNo}/delete', {
              params: { path: { pictureNo } },
            }),
          )
        ).result,
      onSuccess: () => afterAlbumChange(queryClient),
    }),
};
