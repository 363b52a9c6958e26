import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { build as rolldown } from 'rolldown';
import { dts } from 'rolldown-plugin-dts';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The kit's package build (docs/decisions/016-kit-as-a-package.md): `npm run build -w @buddy/ui` writes dist/ with
 *   - one ES module per entry: index.js, hooks.js and one per component folder (button.js, test-paper.js...), sharing
 *     chunks/; React, Radix and the small class helpers stay imports (dependencies and peers); nothing of
 *     @buddy/domain is in it (the build fails if something would bundle it: ADR 053);
 *   - one stylesheet, styles.css (tokens, themes, Tailwind's utilities for the kit, the test-paper rules), with the
 *     fonts it names as files in assets/;
 *   - the matching .d.ts files, with no @buddy/* import for the consumer's type-check to meet.
 * The monorepo itself never needs this build: app, Storybook and Vitest resolve the `@buddy/source` condition of the
 * package's exports to src/.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const external =
  /^(react|react-dom|@radix-ui\/[^/]+|class-variance-authority|clsx|lucide-react|tailwind-merge)($|\/)/;

/** One entry per component folder (each has an index.ts), plus the whole kit, the hooks and `cn` (utils). */
const components = readdirSync(path.join(here, 'src/components')).filter((name) =>
  existsSync(path.join(here, 'src/components', name, 'index.ts')),
);
const entries: Record<string, string> = {
  index: 'src/index.ts',
  hooks: 'src/hooks/index.ts',
  utils: 'src/lib/index.ts',
  ...Object.fromEntries(components.map((name) => [name, `src/components/${name}/index.ts`])),
};

/** Fails the build when package.json's exports and the component folders drift apart (a new folder, a rename). */
function checkExports(): void {
  const manifest = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8')) as {
    exports: Record<string, unknown>;
  };
  const expected = [
    '.',
    './styles.css',
    // The monorepo's test helpers and sample media: source only, never built (ADR 053).
    './testing',
    './samples',
    ...Object.keys(entries)
      .filter((name) => name !== 'index')
      .map((name) => `./${name}`),
  ].sort();
  const actual = Object.keys(manifest.exports).sort();
  const missing = expected.filter((key) => !actual.includes(key));
  const extra = actual.filter((key) => !expected.includes(key));
  if (missing.length > 0 || extra.length > 0)
    throw new Error(
      `packages/ui/package.json exports do not match the entries: missing ${missing.join(', ') || 'none'}; ` +
        `without a folder ${extra.join(', ') || 'none'}`,
    );
}

/**
 * The stylesheet is an entry of its own, as a tiny virtual module importing src/styles/index.css; its empty
 * JavaScript chunk is dropped, its CSS lands in the one styles.css.
 */
const stylesEntry = 'virtual:kit-styles';
const kitStyles: Plugin = {
  name: 'kit-styles',
  enforce: 'post',
  resolveId: (id) => (id.endsWith(stylesEntry) ? `\0${stylesEntry}` : undefined),
  load: (id) =>
    id === `\0${stylesEntry}`
      ? `import ${JSON.stringify(path.join(here, 'src/styles/index.css'))};`
      : undefined,
  generateBundle(_options, bundle) {
    for (const [file, output] of Object.entries(bundle))
      if (output.type === 'chunk' && output.name === 'kit-styles') Reflect.deleteProperty(bundle, file);
  },
};

/**
 * The kit's lazy chunks (the alert host, the products menu, the taking choices) are plain `import()`s in what it ships:
 * Vite's build wraps each in its preload helper, and a consumer's Vite, which adds its own helper where it bundles
 * such an import, then declared `__vitePreload` twice in one module (a parse error, ADR 052). The consumer's bundler
 * preloads the chunks its own way.
 */
const PRELOAD_CALL =
  /__vitePreload\(\(\) => (import\("[^"]+"\)), (?:\[\]|__vite__mapDeps\(\[[\d,]*\]\)), import\.meta\.url\)/g;
const PRELOAD_IMPORT = /^import \{ \w+ as __vitePreload \} from "\.\/[\w.-]+\.js";\n/m;
const MAP_DEPS = /^const __vite__mapDeps=.*\n/m;
const plainDynamicImports: Plugin = {
  name: 'kit-plain-dynamic-imports',
  apply: 'build',
  // On the written files: Vite fills its preload calls in while it writes the bundle.
  writeBundle(options, bundle) {
    const dir = options.dir ?? path.join(here, 'dist');
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk' || output.name === 'preload-helper') continue;
      const file = path.join(dir, output.fileName);
      const code = readFileSync(file, 'utf8');
      if (!code.includes('__vitePreload')) continue;
      const plain = code.replace(PRELOAD_CALL, '$1').replace(PRELOAD_IMPORT, '').replace(MAP_DEPS, '');
      if (plain.includes('__vitePreload'))
        throw new Error(`${output.fileName}: a preload call the kit build could not make plain`);
      writeFileSync(file, plain);
    }
    for (const output of Object.values(bundle))
      if (output.type === 'chunk' && output.name === 'preload-helper')
        rmSync(path.join(dir, output.fileName));
  },
};

/**
 * The kit ships nothing of the product (issue 28, ADR 053): its build fails when a module of @buddy/domain would be
 * bundled in (dependency-cruiser's `kit-parts-carry-no-buddy-rule` says which import brought it).
 */
const noProductRules: Plugin = {
  name: 'kit-no-product-rules',
  apply: 'build',
  load(id) {
    if (/[\\/]packages[\\/]domain[\\/]/.test(id))
      this.error(
        `the kit's build would bundle ${id} of @buddy/domain: the kit takes the product's rules by props`,
      );
  },
};

/** After the JavaScript and CSS, the declarations: one rolldown pass with rolldown-plugin-dts over the same entries. */
const kitTypes: Plugin = {
  name: 'kit-types',
  apply: 'build',
  async closeBundle() {
    await rolldown({
      cwd: here,
      input: entries,
      plugins: [dts({ emitDtsOnly: true, tsconfig: path.join(here, 'tsconfig.build.json') })],
      external: (id) => external.test(id),
      checks: { pluginTimings: false },
      output: { dir: path.join(here, 'dist'), format: 'es', chunkFileNames: 'chunks/[name]-[hash].d.ts' },
    });
  },
};

export default defineConfig(({ command }) => {
  if (command === 'build') checkExports();
  return {
    // Relative URLs in styles.css (the fonts), so the stylesheet works wherever the consumer's bundler puts it.
    base: './',
    plugins: [react(), tailwindcss(), kitStyles, noProductRules, plainDynamicImports, kitTypes],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Readable modules for the consumer's bundler to minify; the one stylesheet is minified here.
      minify: false,
      cssMinify: true,
      cssCodeSplit: false,
      // Not library mode: it would inline every font file into the stylesheet as base64 (about 4 MB).
      rolldownOptions: {
        input: { ...entries, 'kit-styles': stylesEntry },
        preserveEntrySignatures: 'strict',
        external: (id) => external.test(id),
        output: {
          format: 'es',
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          assetFileNames: (asset) =>
            asset.names.some((name) => name.endsWith('.css'))
              ? 'styles.css'
              : 'assets/[name]-[hash][extname]',
        },
      },
    },
  };
});
