/**
 * A build step of the app (vite.config.ts): after the bundle is written, every text file of dist/ worth compressing
 * (scripts, styles, HTML, SVG, JSON) gets a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside it. The
 * server sends the copy the browser accepts (@fastify/static `preCompressed`), so nothing is compressed per request
 * and a phone downloads a fraction of the bytes (ADR 021).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

/** Writes the .br and .gz copies of the compressible files under `dir`; answers what it wrote. */
export function precompressDir(dir: string): { files: number; bytes: number; brotliBytes: number } {
  let count = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const source = readFileSync(file);
    if (source.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
    count += 1;
    bytes += source.length;
    brotliBytes += brotli.length;
  }
  return { files: count, bytes, brotliBytes };
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'buddy-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const { files: count, bytes, brotliBytes } = precompressDir(outDir);
      const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
      this.info(`precompressed ${count} files: ${kib(bytes)} → ${kib(brotliBytes)} brotli`);
    },
  };
}
