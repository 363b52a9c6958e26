/**
 * Sample pictures of the buddymon growth album for the stories and tests only (the app gets them from the API): the
 * demo member's album of `@buddy/domain/demo` (ADR 055), its scenes drawn as data addresses so the stories never
 * depend on a file.
 */
import { demoAlbum } from '@buddy/domain/demo';
import type { AlbumPicture } from './album-grid';

/** The samples' instant: 12 May 2025, 09:05 in Seoul (the newest picture's). */
export const ALBUM_SAMPLE_NOW = Date.UTC(2025, 4, 12, 0, 5);

/** Twelve pictures (a page of 8 and one of 4), a day apart, newest first (as the album lists them): 2025-05-12 09:05 Seoul time down to 05-01. */
export const albumPictures: readonly AlbumPicture[] = demoAlbum(ALBUM_SAMPLE_NOW).map((picture) => ({
  id: picture.no,
  comment: picture.comment,
  imageUrl: picture.imageUrl,
  takenAt: picture.takenAt,
}));

/** A page of the sample album, 1-based. */
export const albumPage = (page: number, pageSize = 8): readonly AlbumPicture[] =>
  albumPictures.slice((page - 1) * pageSize, page * pageSize);

/** A comment of 101 characters: one over the viewer's limit. */
export const tooLongComment = '가'.repeat(101);
