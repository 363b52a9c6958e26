import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Locations resolved from this file, so they hold both in the sources (src/paths.ts) and in the bundle
 * (dist/main.js): walk up to the folder whose package.json is @buddy/server.
 */
function findServerRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@buddy/server') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find packages/server above ${start}`);
    dir = parent;
  }
}

export const SERVER_ROOT = findServerRoot(path.dirname(fileURLToPath(import.meta.url)));
export const REPO_ROOT = path.resolve(SERVER_ROOT, '..', '..');
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
export const OPENAPI_BUNDLE = path.join(REPO_ROOT, 'packages', 'contract', 'bundled', 'openapi.json');
export const DEFAULT_APP_DIST = path.join(REPO_ROOT, 'packages', 'app', 'dist');
export const DEFAULT_CONTENT_DIR = path.join(REPO_ROOT, 'content');
