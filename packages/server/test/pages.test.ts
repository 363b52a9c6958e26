// Pages drawn on the server (packages/server/src/plugins/pages.ts, docs/decisions/049-pages-rendered-on-the-server.md):
// the server hands each page address to the build's server entry with what it knows of the request (the session its
// cookie holds, the browser, the address) and a fetch that reaches /v2 in process; it sends a guard's redirect before
// any HTML, streams a page compressed, and keeps a member's page out of every cache. The app's own renderer is the
// journeys' (e2e/server-pages.spec.ts); here a small one stands in for it, written into a build of its own.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/plugins/session';
import { createTestApp, DEMO_PASSWORD, login, type TestApp } from './helpers';

const build = mkdtempSync(path.join(tmpdir(), 'buddy-pages-'));
const appDist = path.join(build, 'dist');
const SHELL =
  '<!doctype html><html lang="ko"><head><title>Buddy</title></head><body><div id="root"></div></body></html>';
mkdirSync(appDist, { recursive: true });
mkdirSync(path.join(build, 'dist-server'), { recursive: true });
writeFileSync(path.join(appDist, 'index.html'), SHELL);
// A renderer with the app entry's shape: /study sends a visitor home; a member's page shows the profile it fetched;
// /nowhere is a 404 page; /broken fails to draw; /held counts its drawings and sends its body when the test lets it.
writeFileSync(
  path.join(build, 'dist-server', 'server.js'),
  `export function createPageRenderer(shell) {
  const [head, tail] = shell.split('<div id="root"></div>');
  return async ({ url, signedIn, browser, fetch }) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/study' && !signedIn) return { kind: 'redirect', status: 302, location: '/' };
    if (pathname === '/broken') return { kind: 'page', status: 200, head, body: Promise.reject(new Error('no')) };
    if (pathname === '/held') {
      globalThis.heldPage.draws += 1;
      return { kind: 'page', status: 200, head, body: globalThis.heldPage.body.then(() => '<div id="root">held</div>' + tail) };
    }
    let who = 'visitor';
    if (signedIn) {
      const answer = await fetch(new Request('http://localhost/v2/mypage/profile'));
      const name = /"memNm":"([^"]+)"/.exec(await answer.text());
      who = answer.status + ':' + (name ? name[1] : 'nobody');
    }
    const outside = await fetch(new Request('http://localhost/elsewhere'));
    const browserSays = browser.userAgent + '|' + JSON.stringify(browser.userAgentData ?? null);
    const body = '<div id="root">' + who + '|' + browserSays + '|' + outside.status + '|' + url + '</div>' + tail;
    return { kind: 'page', status: pathname === '/nowhere' || pathname === '/404' ? 404 : 200, head, body: Promise.resolve(body) };
  };
}
`,
);

let t: TestApp;
let session = '';
beforeAll(async () => {
  t = await createTestApp({ config: { appDist } });
  const response = await login(t.app, 'student01', DEMO_PASSWORD, '127.0.3.1');
  const cookie = (response.cookies as { name: string; value: string }[]).find(
    (c) => c.name === SESSION_COOKIE,
  );
  session = cookie?.value ?? '';
});
afterAll(async () => {
  await t?.close();
  rmSync(build, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', 'user-agent': 'Chrome/156', ...headers },
  });
const rootOf = (response: LightMyRequestResponse) => /<div id="root">(.*?)<\/div>/.exec(response.body)?.[1];

describe('a page address', () => {
  it('is drawn for a visitor, with no-cache, the shell around it', async () => {
    const response = await get('/services/faq?page=2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body.startsWith('<!doctype html><html lang="ko"><head><title>Buddy</title>')).toBe(true);
    expect(rootOf(response)).toBe('visitor|Chrome/156|null|404|/services/faq?page=2');
  });

  it('is drawn for the member its session cookie holds, with their data from /v2, and stored by no cache', async () => {
    expect(session).not.toBe('');
    const response = await get('/study', { cookie: `${SESSION_COOKIE}=${session}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(String(response.headers.vary)).toMatch(/cookie/i);
    expect(rootOf(response)).toMatch(/^200:[^|]+\|Chrome\/156/);
    expect(rootOf(response)).not.toMatch(/^200:nobody/);
  });

  it('gets the guard’s redirect before any HTML', async () => {
    const response = await get('/study');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect(response.body).toBe('');
  });

  it('is drawn as a visitor’s, and the stale cookie cleared, when its session is refused', async () => {
    const response = await get('/services/faq', { cookie: `${SESSION_COOKIE}=not-a-token` });
    expect(response.statusCode).toBe(200);
    expect(rootOf(response)?.startsWith('visitor|')).toBe(true);
    const cleared = (response.cookies as { name: string; maxAge?: number }[]).find(
      (c) => c.name === SESSION_COOKIE,
    );
    expect(cleared?.maxAge).toBe(0);
    expect((await get('/study', { cookie: `${SESSION_COOKIE}=not-a-token` })).headers.location).toBe('/');
  });

  it('answers 404 with the page the renderer drew for an address it has no page for', async () => {
    const response = await get('/nowhere');
    expect(response.statusCode).toBe(404);
    expect(rootOf(response)).toMatch(/^visitor\|/);
  });

  it('is compressed as it streams, for a browser that takes brotli', async () => {
    const response = await get('/services/faq', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('visitor|Chrome/156');
  });

  it('ends (rather than hangs) when the renderer fails, with no stack in the answer', async () => {
    const response = await get('/broken');
    expect([200, 500]).toContain(response.statusCode);
    expect(response.body).not.toContain('</html>');
    expect(response.body).not.toMatch(/\bat |Error: no/);
  });
});

describe('given a reader who leaves while the page is drawn', () => {
  it('draws the page once: the closed answer is not sent on to the page routes to be drawn again', async () => {
    let release = () => {};
    const held = { draws: 0, body: new Promise<void>((resolve) => (release = resolve)) };
    Object.assign(globalThis, { heldPage: held });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // The head is sent at once; the reader closes the connection on its first bytes, before the body.
    await new Promise<void>((resolve, reject) => {
      const call = httpRequest({
        host: '127.0.0.1',
        port,
        path: '/held',
        headers: { 'user-agent': 'Chrome/156' },
      });
      call.on('response', (response) => response.once('data', () => call.destroy()));
      call.on('close', resolve);
      call.on('error', (error: NodeJS.ErrnoException) =>
        error.code === 'ECONNRESET' ? resolve() : reject(error),
      );
      call.end();
    });
    // Whole answers on new connections, one before and one after the held body is let go: the server has taken the
    // closed connection (and everything it set off) by the time each is answered.
    const whole = () => fetch(`http://127.0.0.1:${port}/services/faq`).then((response) => response.text());
    expect(await whole()).toContain('visitor|');
    release();
    expect(await whole()).toContain('visitor|');
    expect(held.draws).toBe(1);
  });
});

describe('given a page address the file and route layers cannot read (issue 27, point 4)', () => {
  it.each(['/%00/x', '/study/%00'])('draws the 404 page for %s', async (address) => {
    const response = await get(address);
    expect(response.statusCode, response.body).toBe(404);
    expect(rootOf(response)).toBe('visitor|Chrome/156|null|404|/404');
  });

  it.each(['/%E0%A4%A/x', '/services/%ZZ'])(
    'refuses %s, whose escape does not decode, in Korean before any route (the router’s own check)',
    async (address) => {
      const response = await get(address);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'BAD_URL', message: '요청 주소가 올바르지 않습니다.' });
    },
  );

  it('leaves the API’s own answer to a /v2 address', async () => {
    expect((await get('/v2/%00')).headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('given the classic icon address', () => {
  it('sends the browser to the site’s SVG icon, not a 404 page', async () => {
    const response = await get('/favicon.ico');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/favicon.svg');
  });
});

describe('given a brand-site folder, an address above its pages (issue 26)', () => {
  it.each([
    ['/introduce', '/introduce/philosophy'],
    ['/experience', '/experience/eb'],
    ['/library', '/library/videos/animation'],
    ['/services', '/services/notice'],
    ['/teacher', '/teacher/business/value'],
    ['/introduce/programs/', '/introduce/programs/buddy/prime'],
    ['/services/download?from=footer', '/services/download/brochure?from=footer'],
  ])('sends %s on to its first page, %s, for good', async (address, landing) => {
    const response = await get(address);
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe(landing);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
