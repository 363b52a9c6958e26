/**
 * A build step of the app (vite.config.ts, docs/decisions/025-page-budgets.md): once the client bundle is written,
 * the public pages of src/prerender.tsx are rendered to HTML with react-dom/server (a server build of that entry in a
 * temporary directory) and written into the built index.html's #root, one file per page under dist/prerendered/
 * (`/auth/find/id` → prerendered/auth/find/id/index.html), with their brotli and gzip copies. The server sends such a
 * file for its address without a query (packages/server/src/plugins/static.ts); main.tsx hydrates it. The shell,
 * dist/index.html, stays the history fallback of every other address.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, defaultServerConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressDir } from './precompress.ts';

export const PRERENDER_DIR = 'prerendered';

interface PrerenderEntry {
  PRERENDERED_PATHS: readonly string[];
  renderPage(pathname: string): Promise<{ html: string; theme: string }>;
  FRAMES: readonly { name: string; paths: readonly string[]; modules: readonly string[] }[];
  renderFrame(name: string): Promise<{ html: string; theme: string }>;
}

/** Where the build writes the signed-in pages' frames (src/prerender.tsx, ADR 027), with index.json: address → file. */
export const FRAMES_DIR = 'frames';

/** A chunk of the build manifest (dist/.vite/manifest.json), as far as the frames need it. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The script of a prerendered page (an asset file: the CSP allows no inline script): it waits until the page has
 * painted, then preloads the entry's modules and imports the entry, which hydrates. Loading the app does not compete
 * with the styles and fonts of the first paint. A hidden tab (no frames) starts at once.
 */
export function bootScript(entry: string, preloads: readonly string[]): string {
  return `// Starts the app after the prerendered page's first paint (packages/app/prerender.ts, ADR 025).
const start = () => {
  for (const href of ${JSON.stringify(preloads)}) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  import(${JSON.stringify(entry)});
};
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else start();
`;
}

/** The shell's entry script and module preloads, and the shell without them. */
export function splitShell(shell: string): { entry: string; preloads: string[]; rest: string } {
  const entry = ENTRY_SCRIPT.exec(shell)?.[1];
  if (!entry) throw new Error('index.html has no module entry script');
  const preloads = [...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  return { entry, preloads, rest: shell.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '') };
}

/**
 * A prerendered page: the shell without its entry script and preloads, the boot script in their place, the page's
 * markup in #root (marked with its address, inert until hydrated: app/prerendered-root.ts) and its theme on <html>.
 */
export function fillShell(
  shell: string,
  pathname: string,
  page: { html: string; theme: string },
  boot: string,
): string {
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) throw new Error('index.html has no empty <div id="root"></div>');
  const { rest } = splitShell(shell);
  return rest
    .replace('<html lang="ko">', `<html lang="ko" data-theme="${page.theme}">`)
    .replace('</head>', `  <script type="module" src="${boot}"></script>\n  </head>`)
    .replace(root, () => `<div id="root" data-prerendered="${pathname}" inert>${page.html}</div>`);
}

/**
 * The files the given modules load (their chunks and static imports, with their styles), leaving out what the entry
 * (`index.html` in the manifest) loads already: what a frame preloads beside the entry. A module missing from the
 * manifest fails the build (a frame naming a module that was renamed or removed).
 */
export function moduleFiles(
  manifest: Record<string, ManifestChunk>,
  modules: readonly string[],
): { scripts: string[]; styles: string[] } {
  const seen = new Set<string>();
  const scripts: string[] = [];
  const styles: string[] = [];
  const visit = (key: string, collect: boolean) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build's manifest has no ${key}`);
    if (seen.has(key)) return;
    seen.add(key);
    if (collect) {
      scripts.push(`/${chunk.file}`);
      for (const css of chunk.css ?? []) if (!styles.includes(`/${css}`)) styles.push(`/${css}`);
    }
    for (const imported of chunk.imports ?? []) visit(imported, collect);
  };
  visit('index.html', false);
  for (const module of modules) visit(module, true);
  return { scripts, styles };
}

/**
 * A frame's boot script (docs/decisions/040-public-page-heads.md): the prerendered pages' boot, with the frame's own
 * module preloads after the shell's. The entry and every chunk the page loads are asked for after the frame's first
 * paint, not before it: a browser (and Lighthouse's model of one) gives module preloads in the head the same priority
 * as the styles the first paint waits for.
 */
export function frameBoot(shell: string, files: { scripts: readonly string[] }): string {
  const { entry, preloads } = splitShell(shell);
  return bootScript(entry, [...preloads, ...files.scripts]);
}

/**
 * A frame: the shell without its entry script and preloads, the frame's boot script in their place (`boot`, its
 * address: frameBoot's text in a file of its own, the CSP allowing no inline script), the frame's styles added to the
 * head, its markup in #root (named, inert and replaced by the app's first render: main.tsx) and its theme on <html>.
 */
export function fillFrame(
  shell: string,
  name: string,
  page: { html: string; theme: string },
  files: { scripts: readonly string[]; styles: readonly string[] },
  boot: string,
): string {
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) throw new Error('index.html has no empty <div id="root"></div>');
  const links = [
    ...files.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    `<script type="module" src="${boot}"></script>`,
  ];
  return splitShell(shell)
    .rest.replace('<html lang="ko">', `<html lang="ko" data-theme="${page.theme}">`)
    .replace('</head>', `${links.map((link) => `${link}\n  `).join('')}</head>`)
    .replace(root, () => `<div id="root" data-frame="${name}" inert>${page.html}</div>`);
}

/** The frames' index: each address or prefix (ending in '/') of a frame → its file under dist/. */
export function framesIndex(frames: PrerenderEntry['FRAMES']): Record<string, string> {
  const index: Record<string, string> = {};
  for (const frame of frames) {
    for (const address of frame.paths) {
      if (index[address]) throw new Error(`${address} is in two frames`);
      index[address] = path.posix.join(FRAMES_DIR, `${frame.name}.html`);
    }
  }
  return index;
}

/** Where a page's file goes under dist/: `/` → prerendered/index.html, `/a/b` → prerendered/a/b/index.html. */
export function prerenderedFile(pathname: string): string {
  return path.posix.join(PRERENDER_DIR, pathname, 'index.html');
}

export function prerender(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let resolveConditions: string[] = [];
  return {
    name: 'buddy-prerender',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      resolveConditions = config.resolve.conditions.filter((c) => c.startsWith('@buddy/'));
    },
    async closeBundle() {
      const ssrDir = mkdtempSync(path.join(tmpdir(), 'buddy-prerender-'));
      try {
        await build({
          root,
          configFile: false,
          logLevel: 'warn',
          plugins: [react()],
          // Styles are the client build's: the server build only needs the markup.
          css: { postcss: { plugins: [] } },
          resolve: { conditions: [...resolveConditions, ...defaultServerConditions] },
          ssr: { noExternal: true },
          build: {
            ssr: 'src/prerender.tsx',
            outDir: ssrDir,
            emptyOutDir: true,
            minify: false,
            rolldownOptions: { output: { codeSplitting: false } },
          },
        });
        const entry = (await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href)) as PrerenderEntry;
        const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const { entry: entryScript, preloads } = splitShell(shell);
        const boot = bootScript(entryScript, preloads);
        const bootFile = `assets/boot-${createHash('sha256').update(boot).digest('base64url').slice(0, 8)}.js`;
        writeFileSync(path.join(outDir, bootFile), boot);
        rmSync(path.join(outDir, PRERENDER_DIR), { recursive: true, force: true });
        for (const pathname of entry.PRERENDERED_PATHS) {
          const file = path.join(outDir, prerenderedFile(pathname));
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(file, fillShell(shell, pathname, await entry.renderPage(pathname), `/${bootFile}`));
        }
        precompressDir(path.join(outDir, PRERENDER_DIR));
        this.info(`prerendered ${entry.PRERENDERED_PATHS.join(', ')}`);

        const manifest = JSON.parse(
          readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
        ) as Record<string, ManifestChunk>;
        const framesDir = path.join(outDir, FRAMES_DIR);
        rmSync(framesDir, { recursive: true, force: true });
        mkdirSync(framesDir, { recursive: true });
        for (const frame of entry.FRAMES) {
          const files = moduleFiles(manifest, frame.modules);
          const frameBootText = frameBoot(shell, files);
          const frameBootFile = `assets/boot-${createHash('sha256').update(frameBootText).digest('base64url').slice(0, 8)}.js`;
          writeFileSync(path.join(outDir, frameBootFile), frameBootText);
          const html = fillFrame(
            shell,
            frame.name,
            await entry.renderFrame(frame.name),
            files,
            `/${frameBootFile}`,
          );
          writeFileSync(path.join(framesDir, `${frame.name}.html`), html);
        }
        writeFileSync(
          path.join(framesDir, 'index.json'),
          `${JSON.stringify(framesIndex(entry.FRAMES), null, 2)}\n`,
        );
        precompressDir(framesDir);
        this.info(`framed ${entry.FRAMES.map((frame) => frame.name).join(', ')}`);
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
