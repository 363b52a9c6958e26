import type { FastifyReply, FastifyRequest } from 'fastify';
import { ALBUM_LIMITS, ALBUM_MESSAGES } from '@buddy/domain';
import { claimsOf } from '../../plugins/auth';
import { ERROR_MESSAGES, HttpError, unauthorized } from '../../plugins/errors';
import type { ContractRouter } from '../../plugins/openapi';
import { malformedUpload } from '../daily/service';
import type { AlbumService, PictureForm } from './album';

/**
 * How an image of the album is sent (ADR 035): its exact type, never sniffed, private and not stored by caches (as
 * recordings), and a policy under which, opened directly, an SVG runs nothing and loads nothing.
 */
function sendImage(reply: FastifyReply, mime: string, bytes: Buffer) {
  return reply
    .type(mime)
    .header('content-length', bytes.length)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
    )
    .send(bytes);
}

/**
 * The add call's form (spec §7: `cmmnt` and an optional `pictureFile`), in any order. A second file (400
 * PICTURE_REQUEST "한 장만"), a file under another name or a repeated `cmmnt` is 400 PICTURE_REQUEST; a broken body 400 UPLOAD_MALFORMED; past the limits 413.
 */
async function readForm(request: FastifyRequest): Promise<PictureForm> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', ERROR_MESSAGES.unsupportedMediaType);
  }
  const form: PictureForm = { cmmnt: undefined, file: undefined };
  let refused: HttpError | null = null;
  try {
    // (throwFileSizeLimit is read by parts() though its type leaves it out.)
    const options = {
      // A file past the limit is cut and marked truncated (then 413 PICTURE_TOO_LARGE), not an error of the body.
      throwFileSizeLimit: false,
      limits: {
        fileSize: ALBUM_LIMITS.fileMaxBytes,
        files: 1,
        fields: 10,
        // A field past this is cut (valueTruncated): far more than 100 characters of Korean, so it is refused.
        fieldSize: 4096,
        parts: 12,
      },
    };
    const parts = request.parts(options);
    for await (const part of parts) {
      if (part.type === 'file') {
        // Read whole (at most 1 MB, then cut) so the rest of the form can still be read.
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'pictureFile' || form.file) {
          refused ??= new HttpError(
            400,
            'PICTURE_REQUEST',
            form.file ? ALBUM_MESSAGES.oneFile : ALBUM_MESSAGES.request,
          );
          continue;
        }
        form.file = { bytes, truncated: part.file.truncated };
      } else if (part.fieldname === 'cmmnt') {
        if (form.cmmnt !== undefined)
          refused ??= new HttpError(400, 'PICTURE_REQUEST', ALBUM_MESSAGES.request);
        // A value cut at fieldSize is still far past 100 characters, so the words check refuses it.
        form.cmmnt = String(part.value);
      }
    }
  } catch (error) {
    // A second file passes the one-file limit: the child sent two pictures, which is not a body too large.
    if ((error as { code?: unknown } | null)?.code === 'FST_FILES_LIMIT')
      throw new HttpError(400, 'PICTURE_REQUEST', ALBUM_MESSAGES.oneFile);
    throw malformedUpload(error);
  }
  if (refused) throw refused;
  return form;
}

/** The growth album (spec §7 pictures; ADR 035) and the server's drawing of the saved layout. */
export function albumRoutes(
  router: ContractRouter,
  service: AlbumService,
  bearer: (request: FastifyRequest) => Promise<string | null>,
): void {
  router.route('/reward/buddymon/official/image', 'get', async (request, reply) => {
    const svg = await service.drawing(claimsOf(request).memNo);
    return sendImage(reply, 'image/svg+xml; charset=utf-8', Buffer.from(svg, 'utf8')) as never;
  });
  router.route('/reward/buddymon/pictures', 'get', async (request) =>
    service.page(claimsOf(request).memNo, request.query),
  );
  router.route('/reward/buddymon/pictures', 'post', async (request) => {
    const memNo = claimsOf(request).memNo;
    // The gate before the body: a member who may not study is refused whatever they sent.
    await service.enter(memNo);
    return { result: await service.add(memNo, await readForm(request)) };
  });
  router.route('/reward/buddymon/pictures/{pictureNo}/update', 'post', async (request) => ({
    result: await service.update(claimsOf(request).memNo, request.params.pictureNo, request.body.cmmnt),
  }));
  router.route('/reward/buddymon/pictures/{pictureNo}/delete', 'post', async (request) => ({
    result: await service.remove(claimsOf(request).memNo, request.params.pictureNo),
  }));
  router.route('/reward/buddymon/pictures/{pictureNo}/image', 'get', async (request, reply) => {
    const { pictureNo } = request.params;
    const sig = request.query.sig;
    const memNo = (await bearer(request)) ?? (sig ? service.links.verify(sig, String(pictureNo)) : null);
    if (!memNo) throw unauthorized();
    const image = await service.image(memNo, pictureNo);
    return sendImage(reply, image.mime, image.bytes) as never;
  });
}
