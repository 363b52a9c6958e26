import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_PICTURE_NAMES, sitePictureOf } from './pictures';
import { CONTENT_DIR } from '../paths';

const dir = path.join(CONTENT_DIR, 'media', 'site');

describe('the committed site pictures (content/media/site)', () => {
  it('are exactly the pictures the generator draws (run npm run content)', () => {
    expect(readdirSync(dir).sort()).toEqual(SITE_PICTURE_NAMES.map((name) => `${name}.svg`).sort());
  });

  it.each(SITE_PICTURE_NAMES)('%s.svg is what the generator writes', (name) => {
    const svg = readFileSync(path.join(dir, `${name}.svg`), 'utf8');
    expect(svg).toBe(sitePictureOf(name));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('aria-hidden="true"');
    // Words belong in the page's alt text, not in the drawing; nothing runs inside it.
    expect(svg).not.toMatch(/<(text|title|script|foreignObject|image)\b|href=|on[a-z]+=/i);
    expect(Buffer.byteLength(svg)).toBeLessThan(16 * 1024);
  });
});
