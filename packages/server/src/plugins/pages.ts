/**
 * Pages drawn on the server (docs/decisions/049-pages-rendered-on-the-server.md). The app build writes its server
 * entry beside its client files (packages/app/dist-server/server.js, from packages/app/src/server.tsx); this plugin
 * imports it and answers a page address with what it renders: a guard's redirect, or the page with its data, its
 * shell's head sent at once and the page after it. The page's data comes from this server's own /v2 routes, called in
 * process (`app.inject`) with the page request's session and address, through the same validation and checks as any
 * other call.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { API_PREFIX } from './api-prefix';
import { withPageScope } from '../db/page-scope';
import { SESSION_COOKIE } from './session';

/** The server entry of the app build, relative to its client files (packages/app/dist). */
export const PAGE_RENDERER_FILE = path.join('..', 'dist-server', 'server.js');

/** The browser as a page request's headers describe it (the app's spec §6 Chromium rule). */
export interface BrowserHeaders {
  userAgent: string;
}

/** What the app's server entry takes and answers (packages/app/src/server.tsx; the server does not import the app). */
export interface PageRequest {
  url: string;
  signedIn: boolean;
  browser: BrowserHeaders;
  fetch: (request: Request) => Promise<Response>;
}
export type PageAnswer =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; head: string; body: Promise<string> };
export type PageRenderer = (request: PageRequest) => Promise<PageAnswer>;

interface ServerEntry {
  createPageRenderer(shell: string): PageRenderer;
}

/** The app's page renderer for a build, or null when the build has no server entry (the shell is sent instead). */
export async function loadPageRenderer(appDist: string): Promise<PageRenderer | null> {
  const file = path.resolve(appDist, PAGE_RENDERER_FILE);
  const shell = path.join(appDist, 'index.html');
  if (!existsSync(file) || !existsSync(shell)) return null;
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  return entry.createPageRenderer(readFileSync(shell, 'utf8'));
}

/**
 * A fetch that answers the app's /v2 calls from this server, in process: the call's method, address, headers and body,
 * with the page request's session as a bearer token (the cookie's own: no renewal or cross-site check per call) and
 * its client address (the throttles count the child, not the server).
 */
function inProcessFetch(app: FastifyInstance, request: FastifyRequest, token: string | null) {
  return async (call: Request): Promise<Response> => {
    const url = new URL(call.url);
    if (url.pathname !== API_PREFIX && !url.pathname.startsWith(`${API_PREFIX}/`)) {
      return new Response(null, { status: 404 });
    }
    const headers: Record<string, string> = {};
    call.headers.forEach((value, key) => {
      headers[key] = value;
    });
    delete headers.cookie;
    if (token) headers.authorization = `Bearer ${token}`;
    else delete headers.authorization;
    const body = call.method === 'GET' || call.method === 'HEAD' ? undefined : await call.text();
    const answer = await app.inject({
      method: call.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      remoteAddress: request.ip,
      ...(body === undefined ? {} : { payload: body }),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(answer.headers)) {
      if (value === undefined || key === 'set-cookie') continue;
      responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

/**
 * Answers a page address with the renderer: the session of the request's cookie is checked as on any call (a stale
 * one is cleared, a due one renewed: ADR 048), the guards' redirect is sent before any HTML, and a page is streamed,
 * its head first. A page drawn for a member is never stored by a cache.
 */
export async function sendPage(
  app: FastifyInstance,
  render: PageRenderer,
  authenticate: onRequestHookHandler,
  request: FastifyRequest,
  reply: FastifyReply,
  url = request.url,
): Promise<FastifyReply> {
  await (authenticate as (request: FastifyRequest, reply: FastifyReply) => Promise<void>)(request, reply);
  const signedIn = request.authBy === 'cookie' && request.auth !== null;
  const token = signedIn ? (request.cookies[SESSION_COOKIE] ?? null) : null;
  // The page's calls share their reads of the member (db/page-scope.ts), to the end of its body.
  const answer = await withPageScope(() =>
    render({
      url,
      signedIn,
      // The user-agent string decides (every browser sends one; Chromium's client hints are not Firefox's to send).
      browser: { userAgent: request.headers['user-agent'] ?? '' },
      fetch: inProcessFetch(app, request, token),
    }),
  );
  reply.header('cache-control', signedIn ? 'private, no-store' : 'no-cache').header('vary', 'Cookie');
  if (answer.kind === 'redirect') return reply.redirect(answer.location, answer.status);
  const stream = new PassThrough();
  stream.write(answer.head);
  // The renderer's body does not fail (a page it cannot draw is the shell, which the app draws): this is the last
  // guard, which ends the answer rather than leave it open.
  answer.body.then(
    (body) => stream.end(body),
    (error: unknown) => {
      request.log.error({ err: error }, 'page render failed');
      stream.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
  reply.status(answer.status).type('text/html; charset=utf-8');
  reply.compress(stream);
  return reply;
}
