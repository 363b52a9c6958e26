/**
 * The committed brochure (content/media/download, written by generate.ts with Chromium; this test reads the files
 * only and launches no browser): a real PDF of the expected pages, with its fonts embedded, under its size budget, and
 * described truthfully by the download page (packages/app/src/pages/services/download-words.ts).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROCHURE } from '@buddy/app/src/pages/services/download-words';
import { CONTENT_DIR } from '../paths';

const media = path.join(CONTENT_DIR, 'media');
const fileOf = (address: string) => path.join(media, address.replace(/^\/content\//, ''));
const pdfFile = fileOf(BROCHURE.href);
const coverFile = fileOf(BROCHURE.cover);

/** About 600 KB: a parent on a phone's data downloads it without thinking twice. */
const MAX_BYTES = 600 * 1024;

describe('the committed brochure (run npm run content to write it)', () => {
  const pdf = existsSync(pdfFile) ? readFileSync(pdfFile) : Buffer.alloc(0);
  // PDF syntax is ASCII; binary streams read as latin1 keep their byte offsets and cannot fake a keyword.
  const text = pdf.toString('latin1');

  it('is a PDF at the address the download page links to', () => {
    expect(existsSync(pdfFile), pdfFile).toBe(true);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it(`has the ${BROCHURE.pages} A4 pages the download page tells`, () => {
    // Page objects only: /Type /Pages (the page tree) does not match.
    const pages = text.match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? [];
    expect(pages).toHaveLength(BROCHURE.pages);
    // A4 is 595.28 × 841.89 points; Chromium writes 594.96 × 841.92 (whole CSS pixels).
    const boxes = [...text.matchAll(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/g)];
    expect(boxes.length).toBeGreaterThanOrEqual(BROCHURE.pages);
    for (const [, width, height] of boxes) {
      expect(Number(width)).toBeCloseTo(595.3, 0);
      expect(Number(height)).toBeCloseTo(841.9, 0);
    }
  });

  it(`is under ${MAX_BYTES / 1024} KB and as big as the download page tells (${BROCHURE.kilobytes} KB)`, () => {
    expect(pdf.length).toBeLessThan(MAX_BYTES);
    expect(Math.round(statSync(pdfFile).size / 1024)).toBe(BROCHURE.kilobytes);
  });

  it('embeds its Korean font, so it reads the same on a computer without one', () => {
    expect(text).toMatch(/\/FontFile[23]\b/);
    expect(text).toMatch(/\/BaseFont\s*\/[A-Z]{6}\+Pretendard-/);
  });

  it('has a cover picture for the download page', () => {
    const cover = readFileSync(coverFile);
    // A JPEG: starts with SOI, ends with EOI.
    expect([...cover.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect([...cover.subarray(-2)]).toEqual([0xff, 0xd9]);
    expect(cover.length).toBeLessThan(80 * 1024);
  });
});
