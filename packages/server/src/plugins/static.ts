import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { brandLandingOf } from '@buddy/domain';
import { ERROR_MESSAGES, type ErrorBody } from './errors';
import type { ContractRouter } from './openapi';

export const API_PREFIX = '/v2';
/** Where the content bank's media (audio, pictures) are served. */
export const CONTENT_PREFIX = '/content/';
export const APP_NOT_BUILT =
  'The app is not built yet: run `npm run build` (or `npm start`, which builds first), then reload.\n';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** Where the app build writes its prerendered pages (packages/app/prerender.ts): prerendered/<path>/index.html. */
export const PRERENDER_DIR = 'prerendered';

/**
 * The prerendered pages of a build by address: `/` → prerendered/index.html, `/auth/find/id` →
 * prerendered/auth/find/id/index.html (a path relative to appDist, as sendFile takes it).
 */
export function prerenderedPages(appDist: string): Map<string, string> {
  const pages = new Map<string, string>();
  const visit = (relative: string) => {
    const dir = path.join(appDist, PRERENDER_DIR, relative);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) visit(path.posix.join(relative, entry.name));
      else if (entry.name === 'index.html') {
        pages.set(`/${relative}`, path.posix.join(PRERENDER_DIR, relative, 'index.html'));
      }
    }
  };
  if (existsSync(path.join(appDist, PRERENDER_DIR))) visit('');
  return pages;
}

/** Where the app build writes the signed-in pages' frames (packages/app/prerender.ts), with their index.json. */
export const FRAMES_DIR = 'frames';

/**
 * The frame of an address, by the build's frames/index.json (docs/decisions/027-signed-in-frames.md): its own entry,
 * else the longest prefix (an entry ending in '/') it is under; undefined when none. An index that cannot be read
 * means no frames: every such address gets the shell, as before frames.
 */
export function frameFinder(appDist: string): (urlPath: string) => string | undefined {
  const file = path.join(appDist, FRAMES_DIR, 'index.json');
  let index: Record<string, unknown> = {};
  try {
    index = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  } catch {
    index = {};
  }
  const exact = new Map<string, string>();
  const prefixes: [string, string][] = [];
  for (const [address, frame] of Object.entries(index)) {
    if (typeof frame !== 'string' || !frame.startsWith(`${FRAMES_DIR}/`)) continue;
    if (address.endsWith('/')) prefixes.push([address, frame]);
    else exact.set(address, frame);
  }
  prefixes.sort(([a], [b]) => b.length - a.length);
  return (urlPath) => exact.get(urlPath) ?? prefixes.find(([prefix]) => urlPath.startsWith(prefix))?.[1];
}

function isApi(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

/**
 * Serves the built app from appDist with history-mode fallback: a GET that is not /v2 and not a file answers its
 * prerendered page (prerendered/<path>/index.html, written by the app build for a few public pages, ADR 025) when
 * the address has one and no query, else its signed-in frame (frames/<name>.html, ADR 027) when it has one, else
 * index.html (Cache-Control: no-cache); hashed /assets/* are immutable, and a missing asset is a 404 (not
 * index.html, which would be cached as a script). Unknown /v2 paths answer 404, known ones with another method 405.
 */
export async function registerStatic(
  app: FastifyInstance,
  appDist: string,
  router: ContractRouter,
): Promise<void> {
  const built = existsSync(path.join(appDist, 'index.html'));
  const prerendered = built ? prerenderedPages(appDist) : new Map<string, string>();
  const frameOf = built ? frameFinder(appDist) : () => undefined;
  if (built) {
    await app.register(fastifyStatic, {
      root: appDist,
      prefix: '/',
      cacheControl: false,
      // `/` (any folder) is answered below like every page address: its prerendered file when the build has one,
      // else the shell.
      index: false,
      allowedPath: (pathname) => !pathname.endsWith('/'),
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
    // A brand-site folder (/introduce, /services/download …) is no page of its own: it opens its first page, for
    // good (308 keeps the method; the query goes along).
    const landing = brandLandingOf(urlPath);
    if (landing) {
      const query = request.url.slice(urlPath.length);
      return reply.header('cache-control', NO_CACHE).redirect(`${landing}${query}`, 308);
    }
    // A page prerendered at build is sent for its address without a query (a query may ask for another state); a
    // signed-in page's frame for its addresses, whatever the query; the shell otherwise.
    const page = request.url.includes('?') ? undefined : prerendered.get(urlPath);
    return reply.header('cache-control', NO_CACHE).sendFile(page ?? frameOf(urlPath) ?? 'index.html');
  });
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
