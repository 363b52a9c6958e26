import { Transformer } from '@napi-rs/image';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { isMarked, mark, optimisePng } from './baselines.mjs';

/** A PNG as Vitest writes one: RGBA, unoptimised (a 64 × 32 picture with flat areas and a gradient). */
async function vitestLikePng(): Promise<Buffer> {
  const width = 64;
  const height = 32;
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      pixels.set(x < 32 ? [255, 255, 255, 255] : [x * 4, y * 8, 128, 255], at);
    }
  return Buffer.from(await Transformer.fromRgbaPixels(pixels, width, height).png());
}

/** The picture's pixels as RGBA, whatever colour type the file stores them in (oxipng drops an unused alpha). */
const pixelsOf = async (png: Buffer) => PNG.sync.read(png).data;

describe('given a baseline as Vitest writes it', () => {
  it('is not marked as optimised, so the check fails on it', async () => {
    expect(isMarked(await vitestLikePng())).toBe(false);
  });

  it('is optimised to the same pixels in no more bytes, and marked', async () => {
    const png = await vitestLikePng();
    const optimised = await optimisePng(png);
    expect(isMarked(optimised)).toBe(true);
    expect(optimised.length).toBeLessThanOrEqual(png.length + 64);
    expect((await pixelsOf(optimised)).equals(await pixelsOf(png))).toBe(true);
  });

  it('keeps its pixels when only marked, and the mark is a valid chunk a decoder accepts', async () => {
    const png = await vitestLikePng();
    const marked = mark(png);
    expect(isMarked(marked)).toBe(true);
    expect((await pixelsOf(marked)).equals(await pixelsOf(png))).toBe(true);
  });
});
