import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { brandLandingOf } from '@buddy/domain';
import { ERROR_MESSAGES, type ErrorBody } from './errors';
import type { ContractRouter } from './openapi';
import { loadPageRenderer, sendPage } from './pages';

export { API_PREFIX } from './api-prefix';
import { API_PREFIX } from './api-prefix';
/** Where the content bank's media (audio, pictures) are served. */
export const CONTENT_PREFIX = '/content/';
export const APP_NOT_BUILT =
  'The app is not built yet: run `npm run build` (or `npm start`, which builds first), then reload.\n';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** An address no page has: the page layer draws its 404 page. */
const NOT_FOUND_ADDRESS = '/404';

/** A path with a NUL or an escape that does not decode. */
export function unreadablePath(urlPath: string): boolean {
  if (/%00/i.test(urlPath)) return true;
  try {
    decodeURIComponent(urlPath);
    return false;
  } catch {
    return true;
  }
}

function isApi(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

/**
 * Serves the built app from appDist: a GET that is not /v2 and not a file is a page address, which the app's server
 * entry draws with its data (plugins/pages.ts, ADR 049), or, in a build without one, gets index.html; either with
 * Cache-Control: no-cache (no-store for a member's page). Hashed /assets/* are immutable, and a missing asset is a 404
 * (not index.html, which would be cached as a script). Unknown /v2 paths answer 404, known ones with another method 405.
 * `authenticate` is the optional session check of the /v2 routes: a page is drawn for the session it accepts.
 */
export async function registerStatic(
  app: FastifyInstance,
  appDist: string,
  router: ContractRouter,
  authenticate: onRequestHookHandler,
): Promise<void> {
  const built = existsSync(path.join(appDist, 'index.html'));
  const render = built ? await loadPageRenderer(appDist) : null;
  // Pages are compressed as they stream (files have their .br and .gz copies: preCompressed below).
  await app.register(fastifyCompress, { global: false });
  if (render) {
    // A page address with a NUL would be the file layer's 403: it is the 404 page instead, like any address without a
    // page (issue 27, point 4). (A broken escape never gets here: the router refuses it first, 400 BAD_URL.)
    // A page address (no file has a name without an extension) is drawn at once, without looking for a file first.
    // The hook answers a page without awaiting the reply and without calling `done`, which ends the request's way
    // here. (An awaited reply resolves when the connection closes as well as when the page ends: a reader who left
    // mid-page would send the request on to the routes below, and the page would be drawn again, for nobody.)
    app.addHook('preHandler', (request, reply, done) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      let answer: Promise<unknown> | FastifyReply;
      if (request.method !== 'GET' && request.method !== 'HEAD') return done();
      if (isApi(urlPath) || urlPath.startsWith(CONTENT_PREFIX)) return done();
      if (unreadablePath(urlPath))
        answer = sendPage(app, render, authenticate, request, reply, NOT_FOUND_ADDRESS);
      else if (urlPath.startsWith('/assets/') || !pageAddress(urlPath)) return done();
      else answer = answerPage(request, reply, urlPath);
      if (answer instanceof Promise) answer.catch((error: unknown) => reply.send(error));
    });
  }
  if (built) {
    await app.register(fastifyStatic, {
      root: appDist,
      prefix: '/',
      cacheControl: false,
      // `/` (any folder) is answered below like every page address: drawn by the app's server entry when the build
      // has one, else the shell.
      index: false,
      // A folder, or a name with a NUL (which the file layer refuses with 403), is a page address, not a file.
      allowedPath: (pathname) => !pathname.endsWith('/') && !pathname.includes('\0'),
      dotfiles: 'ignore',
      // The build writes .br and .gz beside each script, style and page (packages/app/precompress.ts): the copy the
      // browser accepts is sent as it is, with Vary: Accept-Encoding; no compression work per request.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const relative = path
          .relative(appDist, filePath)
          .split(path.sep)
          .join('/')
          .replace(/\.(?:br|gz)$/, '');
        reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : NO_CACHE);
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (isApi(urlPath)) {
      const methods = router.methodsFor(urlPath);
      const method = request.method.toLowerCase();
      if (methods && !methods.includes(method as (typeof methods)[number])) {
        const allow = methods.map((m) => m.toUpperCase()).join(', ');
        return reply
          .status(405)
          .header('allow', allow)
          .send({ message: ERROR_MESSAGES.methodNotAllowed, code: 'METHOD_NOT_ALLOWED' } satisfies ErrorBody);
      }
      return reply
        .status(404)
        .send({ message: ERROR_MESSAGES.notFound, code: 'NOT_FOUND' } satisfies ErrorBody);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .status(404)
        .send({ message: ERROR_MESSAGES.notFound, code: 'NOT_FOUND' } satisfies ErrorBody);
    }
    if (urlPath.startsWith(CONTENT_PREFIX)) {
      return reply
        .status(404)
        .send({ message: ERROR_MESSAGES.notFound, code: 'NOT_FOUND' } satisfies ErrorBody);
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', NO_CACHE)
        .send(APP_NOT_BUILT);
    }
    if (urlPath.startsWith('/assets/')) {
      return reply
        .status(404)
        .send({ message: ERROR_MESSAGES.notFound, code: 'NOT_FOUND' } satisfies ErrorBody);
    }
    // The site's icon is the SVG the pages name; a browser that asks for the classic address (a JSON answer it shows,
    // such as /v2/health) is sent there rather than drawn a 404 page.
    if (urlPath === '/favicon.ico')
      return reply.header('cache-control', NO_CACHE).redirect('/favicon.svg', 301);
    return answerPage(request, reply, urlPath);
  });

  /** A page address: a brand-site folder's first page, the page the app's server entry draws, or the shell. */
  function answerPage(request: FastifyRequest, reply: FastifyReply, urlPath: string) {
    // A brand-site folder (/introduce, /services/download …) is no page of its own: it opens its first page, for
    // good (308 keeps the method; the query goes along).
    const landing = brandLandingOf(urlPath);
    if (landing) {
      const query = request.url.slice(urlPath.length);
      return reply.header('cache-control', NO_CACHE).redirect(`${landing}${query}`, 308);
    }
    if (render) return sendPage(app, render, authenticate, request, reply);
    return reply.header('cache-control', NO_CACHE).sendFile('index.html');
  }
}

/** Whether a path names a page rather than a file: the build's files all have an extension, no page has one. */
function pageAddress(urlPath: string): boolean {
  const name = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return !name.includes('.');
}

/** Serves the content bank's media (content/media) at /content/, cached for a day; a missing file is a 404. */
export async function registerContent(app: FastifyInstance, contentDir: string): Promise<void> {
  const media = path.join(contentDir, 'media');
  if (!existsSync(media)) return;
  await app.register(fastifyStatic, {
    root: media,
    prefix: CONTENT_PREFIX,
    decorateReply: false,
    index: false,
    // A folder is not content: 404 like any other missing file (the plugin would answer 403), never a listing.
    allowedPath: (pathname) => !pathname.endsWith('/'),
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=86400');
    },
  });
}
