/**
 * The installable app's files in packages/app/public (docs/decisions/032-installable-web-app.md): the manifest a
 * browser installs from, its icons, the home-screen icon of an iPhone or iPad, and the page's links to them.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const app = path.join(root, 'packages', 'app');
const pub = path.join(app, 'public');
const publicFile = (address: string) => path.join(pub, address.replace(/^\//, ''));

interface Icon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}
const manifest = JSON.parse(readFileSync(path.join(pub, 'manifest.webmanifest'), 'utf8')) as Record<
  string,
  unknown
> & { icons: Icon[] };
const indexHtml = readFileSync(path.join(app, 'index.html'), 'utf8');
const tokens = readFileSync(path.join(root, 'packages', 'ui', 'src', 'styles', 'index.css'), 'utf8');
/** A design token of the brand theme (the first definition in the kit's stylesheet). */
const token = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6});`).exec(tokens)?.[1];

describe('the web app manifest', () => {
  it('names the app in Korean and opens the study home, standalone, over the whole site', () => {
    expect(manifest).toMatchObject({
      name: '버디잉글리시',
      lang: 'ko',
      start_url: '/study',
      scope: '/',
      display: 'standalone',
    });
    expect(String(manifest.short_name).length).toBeLessThanOrEqual(12);
    expect(String(manifest.description)).toMatch(/[가-힣]/);
  });

  it('takes its colours from the design tokens, like the page', () => {
    expect(manifest.theme_color).toBe(token('primary'));
    expect(manifest.background_color).toBe(token('background'));
    expect(indexHtml).toContain(`<meta name="theme-color" content="${String(manifest.theme_color)}" />`);
  });

  it('has an SVG icon for any use and a maskable one, both present', () => {
    for (const purpose of ['any', 'maskable']) {
      const icon = manifest.icons.find((candidate) => candidate.purpose === purpose);
      expect(icon, purpose).toMatchObject({ type: 'image/svg+xml', sizes: 'any' });
      const svg = readFileSync(publicFile(icon!.src), 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 512 512">/);
      expect(svg).not.toMatch(/<(script|image|foreignObject)\b|href=/i);
    }
  });
});

describe('the page head', () => {
  it('links the manifest and the home-screen icon', () => {
    expect(indexHtml).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const touch = /<link rel="apple-touch-icon" href="([^"]+)" \/>/.exec(indexHtml)?.[1];
    expect(touch).toBe('/icons/apple-touch-icon.png');
    expect(existsSync(publicFile(touch!))).toBe(true);
  });

  it('has a 180 × 180 PNG home-screen icon (npx tsx scripts/installable-app/generate-icons.ts)', () => {
    const png = readFileSync(path.join(pub, 'icons', 'apple-touch-icon.png'));
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
  });
});

describe('the service worker (public/sw.js)', () => {
  const sw = readFileSync(path.join(pub, 'sw.js'), 'utf8');
  const fetchHandler = sw.slice(sw.indexOf("addEventListener('fetch'"));

  it('returns before anything else for the API, so /v2 is never answered or cached by it', () => {
    const body = fetchHandler.slice(fetchHandler.indexOf('{') + 1);
    const firstStatement = body
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('//') && !line.startsWith('const '))[0];
    expect(firstStatement).toBe("if (url.pathname === '/v2' || url.pathname.startsWith('/v2/')) return;");
  });

  it('stores only the offline page, when it installs; nothing it fetches is ever stored', () => {
    expect(sw).toMatch(/const SHELL_FILES = \[OFFLINE_PAGE\];/);
    expect(sw).not.toMatch(/\.put\(/);
    expect(sw.match(/\.addAll\(/g)).toHaveLength(1);
    // Only navigations are answered; the assets, media and the rest go to the network as without a worker.
    expect(sw.match(/respondWith\(/g)).toHaveLength(1);
    expect(sw).toContain("if (request.mode === 'navigate') event.respondWith(page(event));");
    expect(existsSync(path.join(pub, 'offline.html'))).toBe(true);
  });

  it('names its caches by version and deletes the others on activate', () => {
    expect(sw).toMatch(/const VERSION = 'v\d+';/);
    expect(sw).toMatch(/caches\.delete\(name\)/);
  });
});

describe('the offline page (public/offline.html)', () => {
  const html = readFileSync(path.join(pub, 'offline.html'), 'utf8');

  it('says so in Korean and stands alone: no script, nothing loaded from elsewhere', () => {
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('<h1>인터넷에 연결되어 있지 않아요</h1>');
    expect(html).not.toMatch(/<script\b|\son[a-z]+=/i);
    expect(html).not.toMatch(/<link\b|\bsrc=|url\(/i);
  });
});
