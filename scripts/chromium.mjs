// Finds Chromium for the story and browser tests: CHROMIUM_PATH, else /usr/bin/chromium. Where it is missing and
// we run as root with apt, installs Debian's `chromium`; otherwise stops with one line saying what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The Chromium every browser run here uses (story tests, journeys, the pages bench): CHROMIUM_PATH or Debian's. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The flags every browser run here starts Chromium with (a container: no sandbox, no GPU, no background traffic). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function ensureChromium() {
  const candidate = CHROMIUM_PATH;
  if (existsSync(candidate)) return candidate;
  if (process.env.CHROMIUM_PATH) {
    console.error(
      `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist: point it at a Chromium binary or unset it.`,
    );
    process.exit(1);
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      "Chromium not found: install Debian's chromium (sudo apt-get install -y chromium) or set CHROMIUM_PATH.",
    );
    process.exit(1);
  }
  console.log("Chromium not found: installing Debian's chromium with apt-get (about 30 s)...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (!existsSync('/usr/bin/chromium')) {
    console.error(
      'apt-get finished but /usr/bin/chromium is still missing: install a Chromium and set CHROMIUM_PATH.',
    );
    process.exit(1);
  }
  return '/usr/bin/chromium';
}

/**
 * The renderer of the visual baselines (docs/decisions/044-test-gate-layout.md): the Chromium inside the npm package
 * @sparticuz/chromium, version-pinned by the lockfile, so a baseline drawn on one machine compares on any other
 * whatever Chromium Debian ships that day. It is unpacked once into node_modules/.cache (not the shared /tmp, where
 * another version may already sit) and draws with its own fonts only: a fontconfig that lists no system font, so what
 * falls back from the web fonts falls back the same everywhere. `BUDDY_RENDERER=system` runs the browser projects on
 * CHROMIUM_PATH / Debian's Chromium instead (to see what a browser update changes).
 */
export const PINNED_RENDERER_PACKAGE = '@sparticuz/chromium';

/** Where npm installed the pinned package (its `exports` hide package.json and the unpacker from `require`). */
const pinnedPackageDir = () =>
  path.join(path.dirname(createRequire(import.meta.url).resolve(PINNED_RENDERER_PACKAGE)), '..');

/** The pinned package's version, as installed (the lockfile's). */
export function pinnedRendererVersion() {
  return JSON.parse(readFileSync(path.join(pinnedPackageDir(), 'package.json'), 'utf8')).version;
}

/** What `<binary> --version` prints, e.g. 'Chromium 156.0.8078.108 built on Debian …' -> '156.0.8078.108'. */
export function chromiumVersion(binary, env = process.env) {
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8', env });
  const found = /(\d+\.\d+\.\d+\.\d+)/.exec(`${result.stdout ?? ''}`);
  return found ? found[1] : 'unknown';
}

/**
 * Unpacks the pinned Chromium (about 2 s, once per version) and returns its binary, the environment it must run
 * with and its version. Safe to call from several processes at once: each unpacks into its own folder and renames it.
 */
export async function pinnedRenderer() {
  const version = pinnedRendererVersion();
  const home = path.join(root, 'node_modules', '.cache', 'pinned-chromium', version);
  const binary = path.join(home, 'chromium');
  const fontconfig = path.join(home, 'fonts.conf');
  if (!existsSync(binary)) {
    const staging = `${home}.${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    const { inflate } = await import(
      pathToFileURL(path.join(pinnedPackageDir(), 'build', 'lambdafs.js')).href
    );
    const bin = path.join(pinnedPackageDir(), 'bin');
    const previous = process.env.TMPDIR;
    process.env.TMPDIR = staging;
    try {
      for (const archive of ['chromium.br', 'fonts.tar.br', 'swiftshader.tar.br'])
        await inflate(path.join(bin, archive));
    } finally {
      if (previous === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previous;
    }
    try {
      renameSync(staging, home);
    } catch {
      // Another process unpacked the same version first: use its folder.
      rmSync(staging, { recursive: true, force: true });
    }
  }
  // Its own fonts (Open Sans) and DejaVu from npm (the monospace the typing game asks for), no system font. Rewritten
  // whenever it differs (a change here reaches a folder unpacked before it), through a rename, so that a Chromium
  // another process starts meanwhile never reads half a file.
  const dejavu = path.join(
    path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
    'ttf',
  );
  const fonts = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<!-- The pinned renderer sees only these fonts: no system font takes part in a baseline. -->',
    '<fontconfig>',
    `  <dir>${path.join(home, 'fonts')}</dir>`,
    `  <dir>${dejavu}</dir>`,
    '  <alias><family>monospace</family><prefer><family>DejaVu Sans Mono</family></prefer></alias>',
    '  <alias><family>sans-serif</family><prefer><family>Open Sans</family></prefer></alias>',
    `  <cachedir>${path.join(home, 'fonts-cache')}</cachedir>`,
    '</fontconfig>',
    '',
  ].join('\n');
  if (!existsSync(fontconfig) || readFileSync(fontconfig, 'utf8') !== fonts) {
    const next = `${fontconfig}.${process.pid}`;
    writeFileSync(next, fonts);
    renameSync(next, fontconfig);
  }
  const env = { FONTCONFIG_FILE: fontconfig };
  return { executablePath: binary, env, version: chromiumVersion(binary, { ...process.env, ...env }) };
}

/**
 * The browser the vitest browser projects (components, stories: the visual baselines) run in: the pinned renderer,
 * or with BUDDY_RENDERER=system the machine's Chromium (CHROMIUM_PATH or Debian's).
 */
export async function visualRenderer() {
  if (process.env.BUDDY_RENDERER === 'system') {
    return { executablePath: CHROMIUM_PATH, env: {}, version: chromiumVersion(CHROMIUM_PATH), pinned: false };
  }
  return { ...(await pinnedRenderer()), pinned: true };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
