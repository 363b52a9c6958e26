import { describe, expect, it } from 'vitest';
import {
  bootScript,
  fillFrame,
  fillShell,
  frameBoot,
  framesIndex,
  moduleFiles,
  prerenderedFile,
  splitShell,
  type ManifestChunk,
} from './prerender';

const SHELL = `<!doctype html>
<html lang="ko">
  <head>
    <title>Buddy</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/kit-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('given the built shell', () => {
  it('finds the entry script and its module preloads', () => {
    const { entry, preloads, rest } = splitShell(SHELL);
    expect(entry).toBe('/assets/index-abc.js');
    expect(preloads).toEqual(['/assets/react-1.js', '/assets/kit-2.js']);
    expect(rest).not.toMatch(/modulepreload|index-abc\.js/);
    expect(rest).toContain('/assets/index-3.css');
  });

  it('writes a page with its markup, address, theme and the boot script instead of the entry', () => {
    const html = fillShell(
      SHELL,
      '/auth/find/id',
      { html: '<h1>아이디 찾기</h1>', theme: 'brand' },
      '/assets/boot-x.js',
    );
    expect(html).toContain('<html lang="ko" data-theme="brand">');
    expect(html).toContain(
      '<div id="root" data-prerendered="/auth/find/id" inert><h1>아이디 찾기</h1></div>',
    );
    expect(html).toContain('<script type="module" src="/assets/boot-x.js"></script>');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('modulepreload');
  });

  it('keeps markup holding $ patterns as it is', () => {
    const html = fillShell(SHELL, '/', { html: '<p>$& $1 $$</p>', theme: 'brand' }, '/assets/boot-x.js');
    expect(html).toContain('<p>$& $1 $$</p>');
  });

  it('refuses a shell without an empty root or an entry script', () => {
    expect(() =>
      fillShell('<html lang="ko"><body></body></html>', '/', { html: '', theme: 'brand' }, '/b.js'),
    ).toThrow(/root/);
    expect(() => splitShell('<div id="root"></div>')).toThrow(/entry/);
  });
});

describe('given the boot script', () => {
  it('preloads the modules and imports the entry after the first paint', () => {
    const script = bootScript('/assets/index-abc.js', ['/assets/react-1.js']);
    expect(script).toContain('["/assets/react-1.js"]');
    expect(script).toContain('import("/assets/index-abc.js")');
    expect(script).toContain('requestAnimationFrame');
  });
});

describe('given a page address', () => {
  it.each([
    ['/', 'prerendered/index.html'],
    ['/auth/find/id', 'prerendered/auth/find/id/index.html'],
  ])('writes %s to %s', (pathname, file) => {
    expect(prerenderedFile(pathname)).toBe(file);
  });
});

/** A build manifest: the entry with a shared import, a layout and two pages, one importing the layout's helper. */
const MANIFEST: Record<string, ManifestChunk> = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react.js'], css: ['assets/index-1.css'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_icons.js': { file: 'assets/icons-1.js', imports: ['_react.js'] },
  'src/layouts/site-layout.tsx': { file: 'assets/site-layout-1.js', imports: ['_react.js', '_icons.js'] },
  'src/pages/study/study-home-page.tsx': {
    file: 'assets/study-home-page-1.js',
    imports: ['_icons.js', '_react.js'],
    css: ['assets/study-1.css'],
  },
};

describe('given the build manifest', () => {
  it("lists a frame's modules with their imports once each, leaving out what the entry loads", () => {
    expect(
      moduleFiles(MANIFEST, ['src/layouts/site-layout.tsx', 'src/pages/study/study-home-page.tsx']),
    ).toEqual({
      scripts: ['/assets/site-layout-1.js', '/assets/icons-1.js', '/assets/study-home-page-1.js'],
      styles: ['/assets/study-1.css'],
    });
    expect(moduleFiles(MANIFEST, [])).toEqual({ scripts: [], styles: [] });
  });

  it('fails the build on a module it does not have (a page renamed or removed)', () => {
    expect(() => moduleFiles(MANIFEST, ['src/pages/gone-page.tsx'])).toThrow(/no src\/pages\/gone-page\.tsx/);
  });
});

describe('given a signed-in page frame', () => {
  const files = { scripts: ['/assets/site-layout-1.js'], styles: ['/assets/study-1.css'] };

  it("starts from its boot script, adds the frame's styles, and marks the root with its name, inert", () => {
    const html = fillFrame(
      SHELL,
      'study-home',
      { html: '<p>불러오는 중</p>', theme: 'study' },
      files,
      '/assets/boot-f.js',
    );
    expect(html).toContain('<html lang="ko" data-theme="study">');
    expect(html).toContain('<script type="module" src="/assets/boot-f.js"></script>');
    // Nothing is asked for before the first paint but the styles: the entry and the chunks come from the boot.
    expect(html).not.toContain('/assets/index-abc.js');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/study-1.css">');
    expect(html.indexOf('boot-f.js')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div id="root" data-frame="study-home" inert><p>불러오는 중</p></div>');
    expect(html).not.toContain('data-prerendered');
  });

  it("boots the entry after the first paint with the shell's preloads and then the frame's", () => {
    const boot = frameBoot(SHELL, files);
    expect(boot).toContain('["/assets/react-1.js","/assets/kit-2.js","/assets/site-layout-1.js"]');
    expect(boot).toContain('import("/assets/index-abc.js")');
    expect(boot).toContain('requestAnimationFrame(() => setTimeout(start))');
  });

  it('refuses a shell without an empty root', () => {
    expect(() =>
      fillFrame('<html lang="ko"></html>', 'x', { html: '', theme: 'study' }, files, '/assets/boot-f.js'),
    ).toThrow(/root/);
  });

  it('indexes each address and prefix to its frame file, and refuses an address in two frames', () => {
    expect(
      framesIndex([
        { name: 'study-home', paths: ['/study'], modules: [] },
        { name: 'study', paths: ['/study/'], modules: [] },
      ]),
    ).toEqual({ '/study': 'frames/study-home.html', '/study/': 'frames/study.html' });
    expect(() =>
      framesIndex([
        { name: 'a', paths: ['/study'], modules: [] },
        { name: 'b', paths: ['/study'], modules: [] },
      ]),
    ).toThrow(/\/study is in two frames/);
  });
});
