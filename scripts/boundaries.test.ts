import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

/*
 * The boundary lint (.dependency-cruiser.cjs, run by `npm run lint`) refuses what it is there to refuse: a small
 * tree under scripts/fixtures/boundaries breaks each rule once, and the real tree breaks none.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs')) as IConfiguration;

async function violations(baseDir: string, entries: string[]): Promise<string[]> {
  const result = await cruise(entries, {
    ...config.options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  const output = result.output as {
    summary: { violations: { rule: { name: string }; from: string; to: string }[] };
  };
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
}

describe('given the boundary rules', () => {
  it('refuses a relative import across packages, between app feature folders, of the fake /v2 in product code and into or out of the content generator', async () => {
    const found = await violations(path.join(root, 'scripts/fixtures/boundaries'), ['packages']);
    expect(found.sort()).toEqual([
      'app-feature-folders-stay-apart: packages/app/src/pages/alpha/page.ts -> packages/app/src/pages/beta/part.ts',
      'content-generator-imports-only-domain: packages/content-generator/src/bank.ts -> packages/two/src/index.ts',
      'no-fake-backend-in-product-code: packages/app/src/routes/loader.ts -> packages/mocks/src/index.ts',
      'no-relative-import-across-packages: packages/app/src/routes/loader.ts -> packages/mocks/src/index.ts',
      'no-relative-import-across-packages: packages/app/src/stories/screen.ts -> packages/mocks/src/index.ts',
      'no-relative-import-across-packages: packages/content-generator/src/bank.ts -> packages/two/src/index.ts',
      'no-relative-import-across-packages: packages/one/src/index.ts -> packages/two/src/index.ts',
      'no-relative-import-across-packages: packages/two/src/words.ts -> packages/content-generator/src/bank.ts',
      'nothing-imports-the-content-generator: packages/two/src/words.ts -> packages/content-generator/src/bank.ts',
    ]);
  });
});
