/**
 * Writes the reward area's catalogue (catalog.ts) to content/reward/catalog.json (read by the server's seed) and its
 * drawings (art.ts) to content/media/reward/lands/<land>.svg, content/media/reward/items/<code>.svg and
 * content/media/reward/moods/<mood>.svg (served under /content/). Deterministic: rewritten every run, byte-identical; files no land or item names any more are
 * removed. Run: npm run content.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildCatalog,
  buildDrawings,
  CATALOG_FILE,
  catalogJson,
  ITEM_MEDIA,
  LAND_MEDIA,
  MOOD_MEDIA,
} from './catalog';
import { CONTENT_DIR } from '../paths';

const content = CONTENT_DIR;

function main(): void {
  const catalog = buildCatalog();
  const drawings = buildDrawings(catalog);
  const catalogFile = path.join(content, CATALOG_FILE);
  mkdirSync(path.dirname(catalogFile), { recursive: true });
  writeFileSync(catalogFile, catalogJson(catalog));

  let removed = 0;
  for (const dir of [LAND_MEDIA, ITEM_MEDIA, MOOD_MEDIA]) {
    const absolute = path.join(content, dir);
    mkdirSync(absolute, { recursive: true });
    for (const name of existsSync(absolute) ? readdirSync(absolute) : []) {
      if (!drawings.has(`${dir}/${name}`)) {
        rmSync(path.join(absolute, name));
        removed += 1;
      }
    }
  }
  for (const [relative, svg] of drawings) writeFileSync(path.join(content, relative), svg);

  const counts = new Map<string, number>();
  for (const item of catalog.items) counts.set(item.category, (counts.get(item.category) ?? 0) + 1);
  const summary = [...counts].map(([category, count]) => `${category} ${count}`).join(', ');
  console.log(
    `reward: ${catalog.lands.length} lands, ${catalog.items.length} items (${summary}), ${drawings.size} drawings, ${removed} unused files removed`,
  );
}

main();
