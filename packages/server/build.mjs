#!/usr/bin/env node
// Bundles src/main.ts into dist/main.js (Node 20, ESM). Our workspace packages (@buddy/*) are bundled in; every
// other package stays external and is loaded from node_modules. The migrations (packages/server/drizzle) and the
// contract (packages/contract/bundled/openapi.json) are read at run time from the repository, by paths resolved from the
// bundle's location (src/paths.ts): run `node packages/server/dist/main.js` from a checkout.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Bare imports stay external unless they are our own workspace packages. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@buddy/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(path.join(root, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'src', 'main.ts')],
  outfile: path.join(root, 'dist', 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages],
});
console.log('server: wrote packages/server/dist/main.js');
