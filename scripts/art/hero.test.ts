import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandColours, extraBold, heroFile, heroSource, mascotShapes, word } from './hero';

describe("the home hero's picture", () => {
  it('is the file the script makes now (else: npm run art)', async () => {
    expect(readFileSync(heroFile, 'utf8')).toBe(await heroSource());
  });

  it('needs nothing of the page: no text to set in a web font, no classes, no outside address', () => {
    const svg = readFileSync(heroFile, 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 480 400"/);
    expect(svg).not.toMatch(/<text|class=|font-family|href=|url\(|<script/);
  });

  it("draws a word as Baloo 2's outlines, centred on its anchor", async () => {
    const font = await extraBold();
    const hello = word(font, 'Hello!', 46, 33, 24);
    const xs = [...hello.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => Number(m[1]));
    expect(xs.length).toBeGreaterThan(20);
    // Centred: as far left of 46 as right of it, within a glyph's side bearing.
    expect(Math.abs(46 - Math.min(...xs) - (Math.max(...xs) - 46))).toBeLessThan(3);
    // ExtraBold: wider than the regular weight's run of the same word.
    expect(font.layout('Hello!').advanceWidth).toBeGreaterThan(2600);
  });

  it("colours the kit's mascot with the brand theme's tokens and refuses a class it cannot colour", () => {
    const colours = brandColours();
    expect(colours.get('accent')).toMatch(/^#[0-9a-f]{6}$/i);
    const mascot = mascotShapes(0, 0, 48, colours);
    expect(mascot).toContain(`fill="${colours.get('accent')}"`);
    expect(mascot).not.toContain('class=');
    expect(() => mascotShapes(0, 0, 48, new Map())).toThrow(/no --accent/);
  });

  it('reads the brand block of the styles and fails plainly without one', () => {
    expect(
      brandColours(":root,\n[data-theme='brand'] { --accent: #f26b3a; --x: var(--y); }").get('accent'),
    ).toBe('#f26b3a');
    expect(() => brandColours('.other { --accent: #000; }')).toThrow(/no brand theme block/);
  });
});
