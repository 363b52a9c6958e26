/**
 * Writes the children's English library: content/library/items.json (LibraryContentItem[], read by the server's seed)
 * and the grammar worksheets and answer sheets, content/media/library/sheets/*.svg (served at /content/library/sheets/).
 * Made from the committed study content (run the study generator first; npm run content does). Deterministic:
 * rewritten every run, byte-identical for the same study content; sheets no item names any more are removed.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildLibrary, itemsJson, LIBRARY_ITEMS, LIBRARY_SHEETS, readStudySource } from './build';
import { CONTENT_DIR } from '../paths';

const content = CONTENT_DIR;

function main(): void {
  const { items, sheets } = buildLibrary(readStudySource(content));
  const itemsFile = path.join(content, LIBRARY_ITEMS);
  mkdirSync(path.dirname(itemsFile), { recursive: true });
  writeFileSync(itemsFile, itemsJson(items));

  const sheetDir = path.join(content, LIBRARY_SHEETS);
  mkdirSync(sheetDir, { recursive: true });
  for (const [relative, svg] of sheets) writeFileSync(path.join(content, relative), svg);
  let removed = 0;
  for (const name of existsSync(sheetDir) ? readdirSync(sheetDir) : []) {
    if (!sheets.has(`${LIBRARY_SHEETS}/${name}`)) {
      rmSync(path.join(sheetDir, name));
      removed += 1;
    }
  }

  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.type, (counts.get(item.type) ?? 0) + 1);
  const summary = [...counts].map(([type, n]) => `${type} ${n}`).join(', ');
  console.log(
    `library: ${items.length} items (${summary}), ${sheets.size} sheets, ${removed} unused files removed`,
  );
}

main();
