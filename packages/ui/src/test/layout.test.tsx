import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { layoutSignature, widthsThatChangeLayout } from './layout';

/** Draws `html` in a frame `width` px wide and returns its layout signature. */
async function signatureAt(width: number, html: string): Promise<string> {
  await page.viewport(width, 800);
  document.body.innerHTML = `<style>.wide-only{display:none}@media (min-width: 600px){.wide-only{display:block}}</style><main>${html}</main>`;
  const main = document.querySelector('main');
  if (!main) throw new Error('no main');
  return layoutSignature(main);
}

const chips = Array.from(
  { length: 8 },
  (_, n) => `<span style="width:90px;height:30px">chip ${n}</span>`,
).join('');

describe('given the layout of a page at two widths', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('calls a column of text stretched wider the same layout', async () => {
    const html =
      '<section style="display:flex;flex-direction:column"><h1>Title</h1><p>A long line of text that wraps at a narrow width but not at a wide one.</p></section>';
    expect(await signatureAt(900, html)).toBe(await signatureAt(390, html));
  });

  it('sees a row of chips that wraps onto more rows when narrower', async () => {
    const html = `<div style="display:flex;flex-wrap:wrap;gap:4px">${chips}</div>`;
    expect(await signatureAt(390, html)).not.toBe(await signatureAt(900, html));
  });

  it('sees a grid that gains columns at a breakpoint', async () => {
    const html = `<div style="display:grid;grid-template-columns:repeat(auto-fill,minmax(180px,1fr))">${chips}</div>`;
    expect(await signatureAt(390, html)).not.toBe(await signatureAt(1280, html));
  });

  it('sees an element shown only from a breakpoint on', async () => {
    const html = '<p>always</p><nav class="wide-only">desktop menu</nav>';
    expect(await signatureAt(390, html)).not.toBe(await signatureAt(900, html));
  });

  it('does not count items of one row centred on each other as several rows', async () => {
    const html =
      '<div style="display:flex;align-items:center"><span style="height:48px;width:48px">icon</span><span>label</span></div>';
    expect(await signatureAt(390, html)).toBe(await signatureAt(1280, html));
  });
});

describe('given the widths a baseline may be drawn at', () => {
  const walk = async (layouts: Record<number, string>) => {
    const drawn: number[] = [];
    for await (const width of widthsThatChangeLayout([390, 900, 1280], async (w) => layouts[w] ?? ''))
      drawn.push(width);
    return drawn;
  };

  it('draws the phone width always and a wider one only where the layout changed since the last drawn', async () => {
    expect(await walk({ 390: 'a', 900: 'a', 1280: 'a' })).toEqual([390]);
    expect(await walk({ 390: 'a', 900: 'a', 1280: 'b' })).toEqual([390, 1280]);
    expect(await walk({ 390: 'a', 900: 'b', 1280: 'b' })).toEqual([390, 900]);
    expect(await walk({ 390: 'a', 900: 'b', 1280: 'a' })).toEqual([390, 900, 1280]);
  });
});
