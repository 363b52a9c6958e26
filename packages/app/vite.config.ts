import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fontSubsets } from './font-subsets.ts';
import { precompress } from './precompress.ts';
import { reactRouterProduction } from './react-router-production.mjs';

/** The product blocks' modules (not their stylesheets, which the kit's one stylesheet holds anyway). */
const BLOCKS_SOURCE = /[\\/]packages[\\/]app[\\/]src[\\/]blocks[\\/].*\.tsx?$/;

/** The modules of the shared `kit-common` chunk (see `codeSplitting` below). */
const KIT_COMMON = new RegExp(
  [
    String.raw`lucide-react[\\/]dist[\\/]esm[\\/](shared|Icon|createLucideIcon|context|icons[\\/](x|check|chevron-down)\.)`,
    String.raw`ui[\\/]src[\\/](components[\\/](button|logo|mascot)[\\/]|lib[\\/]slot|hooks[\\/]use-media-query)`,
    String.raw`domain[\\/]src[\\/]dates\.`,
  ].join('|'),
);

/** The modules of the shared `site-frame` chunk: what the header's layouts draw beside the kit's basics. */
const SITE_FRAME = new RegExp(
  [
    String.raw`domain[\\/]src[\\/]menus\.`,
    String.raw`app[\\/]src[\\/]app[\\/]site-menus\.`,
    String.raw`lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]external-link\.`,
  ].join('|'),
);

/** The modules of the shared `forms` chunk: a form's field, check box, rules and its mutation (the login box's). */
const FORMS = new RegExp(
  [
    String.raw`ui[\\/]src[\\/]components[\\/](text-field|checkbox)[\\/]`,
    String.raw`domain[\\/]src[\\/]validation\.`,
    String.raw`app[\\/]src[\\/]app[\\/](notify|use-hydrated)\.`,
    String.raw`react-query[\\/]build[\\/]modern[\\/]useMutation\.`,
    String.raw`lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](eye|eye-off|minus)\.`,
  ].join('|'),
);

/** The modules of the shared `site-data` chunk: the brand site's news and notices, their calls and addresses. */
const SITE_DATA = /(domain|api)[\\/]src[\\/](site|board-params)\./;

/**
 * The app build. `npm run build` writes dist/, which the server serves (history fallback, CSP script-src 'self':
 * no inline scripts anywhere). `npm run dev` serves on 5173 and proxies /v2 to a server started on 8080.
 */
export default defineConfig({
  plugins: [
    // Before Tailwind: the kit's font import becomes the faces the product's text uses (ADR 036).
    fontSubsets({
      scan: [
        fileURLToPath(new URL('..', import.meta.url)),
        fileURLToPath(new URL('../../content', import.meta.url)),
      ],
    }),
    // React Router's production build, which its package's exports never name (react-router-production.mjs).
    reactRouterProduction(),
    react(),
    tailwindcss(),
    precompress(),
  ],
  // Workspace packages from their sources (the `@buddy/source` export condition), never from a prior kit build.
  resolve: { conditions: ['@buddy/source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The maps are written for us (an error's stack decoded by them) but not named in the files a child's browser
    // loads: no `sourceMappingURL` comment in each chunk (about 40 bytes gzipped a file, ADR 037).
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: which chunks and styles each route needs (bench/pages weighs them against budgets).
    manifest: true,
    // Inline module preload polyfill would need an inline script; modern browsers have modulepreload.
    modulePreload: { polyfill: false },
    // Rolldown's default chunk optimisations are on again (ADR 025 had turned them off): since the layouts, the login
    // box, the prefetches and the outbox are lazy, no lazy page's module is hoisted into the entry, and the entry's
    // small shared modules no longer make thirty files (docs/decisions/026-route-javascript-budgets.md).
    // What the entry imports statically is one file with it (the `$initial` modules): the same code as before, but not
    // six files that the automatic chunking cut from it for sharing them with lazy chunks, each gzipped on its own
    // (docs/decisions/037-route-budget-last-kibibytes.md).
    // The kit's basics that nearly every page draws after the entry (the button, the icons' runtime and the close,
    // check and chevron icons, the logo and its mascot, the media-query hook, the dates) are one shared file too, not eight files of
    // a few hundred bytes each (docs/decisions/039-home-loaded-budget.md). Only those modules, not what they import.
    rolldownOptions: {
      // The product blocks (src/blocks, ADR 053) are side-effect free, as the kit declares itself in its package.json:
      // a page that takes one part of a block's folder does not take the rest of what its index re-exports (a dialog
      // and Radix's layers on /study). Other modules keep the default (their package.json, else kept).
      treeshake: { moduleSideEffects: (id) => (BLOCKS_SOURCE.test(id) ? false : undefined) },
      output: {
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'] },
            { name: 'kit-common', test: KIT_COMMON, includeDependenciesRecursively: false },
            { name: 'site-frame', test: SITE_FRAME, includeDependenciesRecursively: false },
            { name: 'forms', test: FORMS, includeDependenciesRecursively: false },
            { name: 'site-data', test: SITE_DATA, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/v2': { target: 'http://127.0.0.1:8080', changeOrigin: false },
      // The content bank's pictures and audio, served by the API server.
      '/content': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
  preview: { port: 4173 },
});
