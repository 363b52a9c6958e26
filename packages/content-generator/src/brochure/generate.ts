/**
 * Prints the download room's brochure (template.ts) to content/media/download/buddy-english-brochure.pdf with
 * Debian's Chromium (playwright-core; the root's `npm run content` runs scripts/chromium.mjs first, which installs it
 * where it is missing), and a picture of its cover beside it
 * (buddy-english-brochure-cover.jpg) for the brochure page's preview. Both are served at /content/download/.
 * The fonts are the self-hosted woff2 files of node_modules given as file addresses: this machine has no Korean
 * system font, and Chromium embeds (a subset of) each face it uses in the PDF. Pretendard's static faces, not its
 * variable one: Chromium prints variable faces as Type 3 drawings (template.ts). Run: npm run content.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CONTENT_DIR } from '../paths';
import { brochureHtml } from './template';

export const BROCHURE_DIR = path.join(CONTENT_DIR, 'media', 'download');
export const BROCHURE_PDF = path.join(BROCHURE_DIR, 'buddy-english-brochure.pdf');
export const BROCHURE_COVER = path.join(BROCHURE_DIR, 'buddy-english-brochure-cover.jpg');

/** The self-hosted fonts, where npm installed them (this package's dependencies). */
const font = (file: string) => pathToFileURL(createRequire(import.meta.url).resolve(file)).href;
const pretendard = (face: string) => font(`pretendard/dist/web/static/woff2/Pretendard-${face}.woff2`);
const FONTS = {
  pretendard: { 400: pretendard('Regular'), 700: pretendard('Bold'), 800: pretendard('ExtraBold') },
  baloo: font('@fontsource-variable/baloo-2/files/baloo-2-latin-wght-normal.woff2'),
};

/** Debian's Chromium or CHROMIUM_PATH, as every browser run here (scripts/chromium.mjs finds or installs it). */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** The flags every browser run here starts Chromium with (scripts/chromium.mjs): a container, no sandbox, no GPU. */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A4 at CSS pixels (96 per inch). */
const A4 = { width: 794, height: 1123 };
/** The cover picture's width in pixels (the page shows it at about half that on a phone's screen). */
const COVER_WIDTH = 400;

async function main(): Promise<void> {
  const executablePath = CHROMIUM_PATH;
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}: run node scripts/chromium.mjs (installs Debian's) or set CHROMIUM_PATH.`,
    );
  }
  const work = mkdtempSync(path.join(tmpdir(), 'buddy-brochure-'));
  const html = path.join(work, 'brochure.html');
  writeFileSync(html, brochureHtml(FONTS));
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: A4, deviceScaleFactor: COVER_WIDTH / A4.width });
    await page.goto(pathToFileURL(html).href);
    await page.evaluate(() => document.fonts.ready);
    const missing = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.status !== 'loaded').map((face) => face.family),
    );
    if (missing.length > 0) throw new Error(`fonts not loaded: ${missing.join(', ')}`);
    mkdirSync(BROCHURE_DIR, { recursive: true });
    await page.pdf({
      path: BROCHURE_PDF,
      format: 'A4',
      printBackground: true,
      preferCSSPageSize: true,
      // A tagged PDF: headings, lists and reading order for a screen reader.
      tagged: true,
    });
    await page
      .locator('.page')
      .first()
      .screenshot({ path: BROCHURE_COVER, type: 'jpeg', quality: 82, animations: 'disabled' });
  } finally {
    await browser.close();
    rmSync(work, { recursive: true, force: true });
  }
  const kib = (file: string) => `${(statSync(file).size / 1024).toFixed(1)} KiB`;
  console.log(`brochure: ${kib(BROCHURE_PDF)} PDF, ${kib(BROCHURE_COVER)} cover`);
}

await main();
