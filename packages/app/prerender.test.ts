import { describe, expect, it } from 'vitest';
import { bootScript, fillShell, prerenderedFile, splitShell } from './prerender';

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
