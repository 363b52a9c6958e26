// The kit's API report (packages/ui/etc/ui.api.md, checked by `npm test`'s api-report stage with API Extractor) is
// made from the kit's root entry. It is the whole of what the kit promises only if every other entry another product
// can import (`@buddy/ui/button`, `@buddy/ui/test-paper` …) is re-exported whole by the root: this keeps it so.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const kit = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'ui');
const manifest = JSON.parse(readFileSync(path.join(kit, 'package.json'), 'utf8')) as {
  exports: Record<string, string | Record<string, string>>;
};
const root = readFileSync(path.join(kit, 'src', 'index.ts'), 'utf8');

/** The module specifier the root would use for an entry's source file (`./components/button`). */
function specifierOf(source: string): string {
  return `./${source
    .replace(/^\.\/src\//, '')
    .replace(/\/index\.ts$/, '')
    .replace(/\.ts$/, '')}`;
}

const scriptEntries = Object.entries(manifest.exports).filter(
  (entry): entry is [string, Record<string, string>] =>
    entry[0] !== '.' &&
    typeof entry[1] === 'object' &&
    /\.tsx?$/.test(entry[1]['@buddy/source'] ?? '') && // the stylesheet is no module
    'default' in entry[1], // the monorepo's source-only helpers (testing, samples) are not the kit's (ADR 053)
);

describe('the kit’s entries', () => {
  it('are many (the check below has something to check)', () => {
    expect(scriptEntries.length).toBeGreaterThan(30);
  });

  it.each(scriptEntries)('%s is re-exported whole by the root entry', (_, targets) => {
    const specifier = specifierOf(targets['@buddy/source'] ?? '');
    expect(root).toContain(`export * from '${specifier}';`);
  });
});
