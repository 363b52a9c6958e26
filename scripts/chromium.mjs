// Finds Chromium for the story and browser tests: CHROMIUM_PATH, else /usr/bin/chromium. Where it is missing and
// we run as root with apt, installs Debian's `chromium`; otherwise stops with one line saying what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
