import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

const dist = mkdtempSync(path.join(tmpdir(), 'buddy-precompress-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('given a built app', () => {
  mkdirSync(path.join(dist, 'assets'));
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;
  writeFileSync(path.join(dist, 'assets', 'index-abc.js'), script);
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html>${'<p>버디</p>'.repeat(200)}`);
  writeFileSync(path.join(dist, 'assets', 'tiny-abc.css'), 'a{color:red}');
  writeFileSync(path.join(dist, 'assets', 'font-abc.woff2'), Buffer.alloc(4096, 7));
  let report: ReturnType<typeof precompressDir>;
  beforeAll(() => {
    report = precompressDir(dist);
  });

  it('writes a brotli and a gzip copy of each script and page that decompress to the file', () => {
    expect(report.files).toBe(2);
    for (const file of ['assets/index-abc.js', 'index.html']) {
      const original = readFileSync(path.join(dist, file));
      const brotli = readFileSync(path.join(dist, `${file}.br`));
      expect(brotliDecompressSync(brotli).equals(original)).toBe(true);
      expect(gunzipSync(readFileSync(path.join(dist, `${file}.gz`))).equals(original)).toBe(true);
      expect(brotli.length).toBeLessThan(original.length / 2);
    }
    expect(report.brotliBytes).toBeLessThan(report.bytes);
  });

  it('leaves tiny files and already-compressed formats alone', () => {
    for (const file of ['assets/tiny-abc.css', 'assets/font-abc.woff2']) {
      expect(existsSync(path.join(dist, `${file}.br`))).toBe(false);
      expect(existsSync(path.join(dist, `${file}.gz`))).toBe(false);
    }
  });
});
