// The app build's prerendered pages (packages/app/prerender.ts, docs/decisions/025-page-budgets.md): the server sends
// a page's own file for its address without a query, compressed like the rest; a signed-in page's frame
// (docs/decisions/027-signed-in-frames.md) for its addresses whatever the query; and the shell everywhere else.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameFinder, prerenderedPages } from '../src/plugins/static';
import { createTestApp, type TestApp } from './helpers';

const appDist = mkdtempSync(path.join(tmpdir(), 'buddy-prerendered-'));
const SHELL = '<!doctype html><title>Buddy</title><div id="root"></div>';
const page = (name: string) =>
  `<!doctype html><title>Buddy</title><div id="root" data-prerendered="${name}"><h1>${name}</h1></div>`;
function write(relative: string, content: string) {
  const file = path.join(appDist, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}
write('index.html', SHELL);
write('prerendered/index.html', page('/'));
write('prerendered/auth/find/id/index.html', page('/auth/find/id'));
write('prerendered/tests/index.html', page('/tests'));
const frame = (name: string) =>
  `<!doctype html><title>Buddy</title><div id="root" data-frame="${name}" inert><p>불러오는 중</p></div>`;
for (const name of ['study-home', 'study', 'boards', 'test-paper']) write(`frames/${name}.html`, frame(name));
write(
  'frames/index.json',
  JSON.stringify({
    '/study': 'frames/study-home.html',
    '/study/': 'frames/study.html',
    '/study/mypage/inquiries/': 'frames/boards.html',
    '/tests': 'frames/test-paper.html',
    // Never a file outside frames/, whatever the index says.
    '/escape': '../index.html',
    '/odd': 42,
  }),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { appDist } });
});
afterAll(async () => {
  await t?.close();
  rmSync(appDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

describe('given a build with prerendered pages', () => {
  it('finds each page by its address', () => {
    expect(Object.fromEntries(prerenderedPages(appDist))).toEqual({
      '/': 'prerendered/index.html',
      '/auth/find/id': 'prerendered/auth/find/id/index.html',
      '/tests': 'prerendered/tests/index.html',
    });
  });

  it.each(['/', '/auth/find/id', '/tests'])('sends the prerendered %s with no-cache', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(page(url));
  });

  it('sends the brotli copy of a prerendered page to a browser that takes it', async () => {
    const response = await get('/auth/find/id', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page('/auth/find/id'));
  });

  it.each([
    ['/study', 'study-home'],
    ['/study?course=B&step=2&week=3', 'study-home'],
    ['/study/guide', 'study'],
    ['/study/mypage/inquiries/7', 'boards'],
    ['/study/mypage/inquiries/7/edit?x=1', 'boards'],
    ['/tests?type=W&course=A&step=1&week=1', 'test-paper'],
  ])('sends %s its signed-in frame, %s, with no-cache', async (url, name) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(frame(name));
  });

  it('finds a frame by its address, else by the longest prefix it is under, and only files under frames/', () => {
    const frameOf = frameFinder(appDist);
    expect(frameOf('/study')).toBe('frames/study-home.html');
    expect(frameOf('/study/mypage/inquiries/write')).toBe('frames/boards.html');
    expect(frameOf('/study/mypage/inquiries')).toBe('frames/study.html');
    expect(frameOf('/studying')).toBeUndefined();
    expect(frameOf('/escape')).toBeUndefined();
    expect(frameOf('/odd')).toBeUndefined();
    expect(frameFinder(path.join(appDist, 'nowhere'))('/study')).toBeUndefined();
  });

  it.each(['/?from=mail', '/auth/find/password', '/tests/', '/escape', '/buddymon'])(
    'sends the shell for %s, which has no prerendered page or frame of its own',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(SHELL);
    },
  );
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

  it('sends a page, and an address that is no folder, as before', async () => {
    expect((await get('/introduce/philosophy')).statusCode).toBe(200);
    expect((await get('/introducex')).body).toBe(SHELL);
  });
});
