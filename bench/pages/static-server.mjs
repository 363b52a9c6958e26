// The reference page's server (bench/pages/pages.bench.mjs): the files of one directory, sent the way the app server
// sends its own (packages/server/src/plugins/static.ts): the brotli or gzip copy written at build when the browser
// accepts it (Vary: Accept-Encoding), hashed /assets/* immutable, HTML no-cache, any other path answers index.html.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** Writes .br (quality 11) and .gz (level 9) copies beside the text files, as packages/app/precompress.ts does. */
export function precompressFiles(files) {
  for (const file of files) {
    if (!/\.(?:js|css|html|svg|json)$/.test(file)) continue;
    const source = readFileSync(file);
    if (source.length < 1024) continue;
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  }
}

export function serveDirectory(dir, port) {
  const server = createServer((request, response) => {
    const urlPath = decodeURIComponent((request.url ?? '/').split('?')[0]);
    let file = path.join(dir, path.normalize(urlPath).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      file = path.join(dir, 'index.html');
    }
    const accept = String(request.headers['accept-encoding'] ?? '');
    const headers = {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'Accept-Encoding',
    };
    let body = file;
    if (/\bbr\b/.test(accept) && existsSync(`${file}.br`)) {
      body = `${file}.br`;
      headers['content-encoding'] = 'br';
    } else if (/\bgzip\b/.test(accept) && existsSync(`${file}.gz`)) {
      body = `${file}.gz`;
      headers['content-encoding'] = 'gzip';
    }
    const bytes = readFileSync(body);
    headers['content-length'] = bytes.length;
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : bytes);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
