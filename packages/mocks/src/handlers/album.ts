/**
 * The growth album's calls (ADR 035) over a fake member's pictures: a page of 8, newest first; an add (the words
 * alone: the fake "takes" a stand-in picture; or a PNG or JPEG checked by its first bytes), an edit and a delete, with
 * the server's refusals (PICTURE_COMMENT, PICTURE_TYPE, PICTURE_TOO_LARGE, PICTURE_LIMIT, PICTURE_NOT_FOUND).
 * `count` sets how many pictures there are (default 11), `empty` starts with none, `fail` makes the named calls
 * answer 500 and `hold` leaves them unanswered.
 */
import type { Picture } from '@buddy/contract';
import { ALBUM_LIMITS, ALBUM_MESSAGES, albumComment, PAGE_SIZES } from '@buddy/domain';
import { albumDrawing, albumPictures } from '../fixtures/album';
import { errorBody, http, never, SERVER_ERROR } from '../http';

export type AlbumCall = 'list' | 'add' | 'update' | 'remove';

export interface AlbumOptions {
  count?: number;
  empty?: boolean;
  fail?: AlbumCall[];
  hold?: AlbumCall[];
}

const COMMENT = errorBody({ code: 'PICTURE_COMMENT', message: ALBUM_MESSAGES.comment });
const MISSING = errorBody({ code: 'PICTURE_NOT_FOUND', message: ALBUM_MESSAGES.missing });

/** A PNG or a JPEG by its first bytes (the server checks the whole file). */
async function pictureType(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => head[i] === byte);
  if (png) return 'image/png';
  return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff ? 'image/jpeg' : null;
}

export function albumHandlers(options: AlbumOptions = {}) {
  let pictures: Picture[] = albumPictures(options.empty ? 0 : (options.count ?? 11));
  let next = pictures.length + 1;
  const fails = async (call: AlbumCall) => {
    if (options.hold?.includes(call)) await never();
    return options.fail?.includes(call) === true;
  };
  const pictureNo = (params: { pictureNo: string | number }) => Number(params.pictureNo);

  return [
    http.get('/reward/buddymon/pictures', async ({ query, response }) => {
      if (await fails('list')) return response(500).json(SERVER_ERROR);
      const pageRow = Number(query.get('pageRow') ?? PAGE_SIZES.album);
      const last = Math.max(1, Math.ceil(pictures.length / pageRow));
      const pageNo = Math.min(Math.max(1, Number(query.get('pageNo') ?? 1)), last);
      return response(200).json({
        page: { pageNo, pageRow, totalCount: pictures.length },
        result: pictures.slice((pageNo - 1) * pageRow, pageNo * pageRow),
      });
    }),
    http.post('/reward/buddymon/pictures', async ({ request, response }) => {
      if (await fails('add')) return response(500).json(SERVER_ERROR);
      const form = await request.formData();
      const words = form.get('cmmnt');
      const cmmnt = typeof words === 'string' ? albumComment(words) : null;
      if (cmmnt === null) return response(400).json(COMMENT);
      const file = form.get('pictureFile');
      let imageUrl = albumDrawing(next - 1);
      if (file instanceof File) {
        if (file.size > ALBUM_LIMITS.fileMaxBytes)
          return response(413).json(
            errorBody({ code: 'PICTURE_TOO_LARGE', message: ALBUM_MESSAGES.tooLarge }),
          );
        const type = await pictureType(file);
        if (!type)
          return response(400).json(errorBody({ code: 'PICTURE_TYPE', message: ALBUM_MESSAGES.type }));
        imageUrl = URL.createObjectURL?.(file) ?? imageUrl;
      }
      if (pictures.length >= ALBUM_LIMITS.perMember)
        return response(409).json(errorBody({ code: 'PICTURE_LIMIT', message: ALBUM_MESSAGES.full }));
      const picture: Picture = { pictureNo: next, cmmnt, imageUrl, regDt: new Date().toISOString() };
      next += 1;
      pictures = [picture, ...pictures];
      return response(200).json({ result: picture });
    }),
    http.post('/reward/buddymon/pictures/{pictureNo}/update', async ({ params, request, response }) => {
      if (await fails('update')) return response(500).json(SERVER_ERROR);
      const { cmmnt: words } = await request.json();
      const cmmnt = albumComment(words);
      if (cmmnt === null) return response(400).json(COMMENT);
      const id = pictureNo(params);
      const found = pictures.find((picture) => picture.pictureNo === id);
      if (!found) return response(404).json(MISSING);
      const changed: Picture = { ...found, cmmnt, updDt: new Date().toISOString() };
      pictures = pictures.map((picture) => (picture.pictureNo === id ? changed : picture));
      return response(200).json({ result: changed });
    }),
    http.post('/reward/buddymon/pictures/{pictureNo}/delete', async ({ params, response }) => {
      if (await fails('remove')) return response(500).json(SERVER_ERROR);
      const id = pictureNo(params);
      if (!pictures.some((picture) => picture.pictureNo === id)) return response(404).json(MISSING);
      pictures = pictures.filter((picture) => picture.pictureNo !== id);
      return response(200).json({ result: { pictureNo: id } });
    }),
  ];
}
