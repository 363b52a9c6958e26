/**
 * Writes the brand site's illustrations (pictures.ts) to content/media/site/<name>.svg, served at /content/site/
 * (the server's seed, packages/server/src/seed/site.ts, names them as the home page's images). Deterministic:
 * rewritten every run; files no picture has any more are removed. Run: npm run content.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_PICTURE_NAMES, sitePictureOf } from './pictures';
import { CONTENT_DIR } from '../paths';

const SITE_MEDIA_DIR = path.join(CONTENT_DIR, 'media', 'site');

function main(): void {
  mkdirSync(SITE_MEDIA_DIR, { recursive: true });
  const files = new Set(SITE_PICTURE_NAMES.map((name) => `${name}.svg`));
  for (const name of SITE_PICTURE_NAMES)
    writeFileSync(path.join(SITE_MEDIA_DIR, `${name}.svg`), sitePictureOf(name));
  let removed = 0;
  for (const file of existsSync(SITE_MEDIA_DIR) ? readdirSync(SITE_MEDIA_DIR) : []) {
    if (!files.has(file)) {
      rmSync(path.join(SITE_MEDIA_DIR, file));
      removed += 1;
    }
  }
  console.log(`site: ${files.size} pictures, ${removed} unused files removed`);
}

main();
