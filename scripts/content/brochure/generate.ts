/**
 * Prints the download room's brochure (template.ts) to content/media/download/buddy-english-brochure.pdf with
 * Debian's Chromium (playwright-core, scripts/chromium.mjs), and a picture of its cover beside it
 * (buddy-english-brochure-cover.jpg) for the brochure page's preview. Both are served at /content/download/.
 * The fonts are the self-hosted woff2 files of node_modules given as file addresses: this machine has no Korean
 * system font, and Chromium embeds (a subset of) each face it uses in the PDF. Pretendard's static faces, not its
 * variable one: Chromium prints variable faces as Type 3 drawings (template.ts). Run: npm run content.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, ensureChromium } from '../../chromium.mjs';
import { brochureHtml } from './template';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const BROCHURE_DIR = path.join(root, 'content', 'media', 'download');
export const BROCHURE_PDF = path.join(BROCHURE_DIR, 'buddy-english-brochure.pdf');
export const BROCHURE_COVER = path.join(BROCHURE_DIR, 'buddy-english-brochure-cover.jpg');

const pretendard = (face: string) =>
  pathToFileURL(path.join(root, `node_modules/pretendard/dist/web/static/woff2/Pretendard-${face}.woff2`))
    .href;
const FONTS = {
  pretendard: { 400: pretendard('Regular'), 700: pretendard('Bold'), 800: pretendard('ExtraBold') },
  baloo: pathToFileURL(
    path.join(root, 'node_modules/@fontsource-variable/baloo-2/files/baloo-2-latin-wght-normal.woff2'),
  ).href,
};

/** A4 at CSS pixels (96 per inch). */
const A4 = { width: 794, height: 1123 };
/** The cover picture's width in pixels (the page shows it at about half that on a phone's screen). */
const COVER_WIDTH = 400;

async function main(): Promise<void> {
  const executablePath = ensureChromium();
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
