import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Zip, ZipPassThrough } from 'fflate';
import { claimsOf, type TokenVersionSource } from '../../plugins/auth';
import { unauthorized } from '../../plugins/errors';
import type { ContractRouter } from '../../plugins/openapi';
import type { TokenService } from '../../plugins/tokens';
import { ARCHIVE_TARGET, archiveNames, type MypageStudiesService, type RecordingFile } from './service';

/** The member of a bearer token (the same checks as the bearer hook), or null without an Authorization header. */
export function bearerMember(tokens: TokenService, members: TokenVersionSource) {
  return async (request: FastifyRequest): Promise<string | null> => {
    const header = request.headers.authorization;
    if (typeof header !== 'string') return null;
    const match = /^Bearer[ ]+([A-Za-z0-9\-_.]+)$/i.exec(header.trim());
    const claims = match?.[1] ? await tokens.verify(match[1]) : null;
    if (!claims || claims.purpose !== 'access') throw unauthorized();
    const version = await members.tokenVersion(claims.memNo);
    if (version === null || version !== claims.ver) throw unauthorized();
    return claims.memNo;
  };
}

/** A Content-Disposition whose ASCII name cannot break out of its quotes or the header (and a UTF-8 name beside). */
export const contentDisposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** The files as one zip archive, streamed: each file stored as it is (audio is compressed already). */
function zipStream(files: readonly RecordingFile[]): PassThrough {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const names = archiveNames(files.map((file) => file.fileName));
  void (async () => {
    for (const [index, file] of files.entries()) {
      const entry = new ZipPassThrough(names[index] ?? file.fileName);
      entry.mtime = file.createdAt;
      zip.add(entry);
      entry.push(await file.stored.bytes(), true);
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    zip.end();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/**
 * My page's study calls. The recording file and archive answer binary bodies: their handlers send through the
 * reply (`return reply.send(...)`), which the contract types as no JSON body (`never`).
 */
export function mypageStudiesRoutes(
  router: ContractRouter,
  service: MypageStudiesService,
  bearer: (request: FastifyRequest) => Promise<string | null>,
): void {
  router.route('/mypage/studies/atndn', 'get', async (request) =>
    service.attendance(claimsOf(request).memNo, request.query.srchYyMm),
  );
  router.route('/mypage/studies/learning', 'get', async (request) => ({
    result: await service.learning(claimsOf(request).memNo, request.query.srchYyMm),
  }));
  router.route('/mypage/studies/report', 'get', async (request) => ({
    result: await service.report(claimsOf(request).memNo, request.query.srchYyMm),
  }));
  router.route('/mypage/studies/ptflo', 'get', async (request) =>
    service.recordings(claimsOf(request).memNo, request.query),
  );

  /** The member of a signed link for the target, or of a bearer token; 401 otherwise. */
  async function member(request: FastifyRequest, sig: string | undefined, target: string): Promise<string> {
    const fromBearer = await bearer(request);
    if (fromBearer) return fromBearer;
    const fromSig = sig ? service.links.verify(sig, target) : null;
    if (!fromSig) throw unauthorized();
    return fromSig;
  }

  const sendFile = (reply: FastifyReply, file: RecordingFile) =>
    reply
      .type(file.mime)
      .header('content-length', file.size)
      .header('cache-control', 'private, no-store')
      // An <audio> element plays it all the same; opened directly, a recording is a download and, whatever its
      // bytes, never a document that could run (attachment, a sandboxing CSP with nothing allowed, nosniff).
      .header('content-disposition', contentDisposition('attachment', file.fileName))
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
      .send(file.stored.stream());

  router.route('/mypage/studies/ptflo/{ptfloNo}/file', 'get', async (request, reply) => {
    const { ptfloNo } = request.params;
    const memNo = await member(request, request.query.sig, String(ptfloNo));
    const file = await service.file(memNo, ptfloNo);
    return sendFile(reply, file) as never;
  });

  router.route('/mypage/studies/ptflo/download', 'get', async (request, reply) => {
    const memNo = await member(request, request.query.sig, ARCHIVE_TARGET);
    const archive = await service.archive(memNo);
    return reply
      .type('application/zip')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', contentDisposition('attachment', archive.name))
      .send(zipStream(archive.files)) as never;
  });
}
