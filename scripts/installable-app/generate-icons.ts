/**
 * Draws the installed app's one raster icon, packages/app/public/icons/apple-touch-icon.png (180 × 180), from the
 * maskable SVG icon with Debian's Chromium. Chromium installs the app from the manifest's SVG icons; an iPhone or
 * iPad adds it to the home screen from `<link rel="apple-touch-icon">` only, and Safari takes no SVG there
 * (docs/decisions/032-installable-web-app.md). iOS rounds the corners itself: the full-bleed maskable drawing fits.
 * Run when icon-maskable.svg changes: npx tsx scripts/installable-app/generate-icons.ts
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, ensureChromium } from '../chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const icons = path.join(root, 'packages', 'app', 'public', 'icons');
export const APPLE_TOUCH_ICON = path.join(icons, 'apple-touch-icon.png');
export const APPLE_TOUCH_SIZE = 180;

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
  try {
    const size = APPLE_TOUCH_SIZE;
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const svg = readFileSync(path.join(icons, 'icon-maskable.svg'), 'utf8');
    await page.setContent(
      `<style>html, body { margin: 0 } svg { display: block; width: ${size}px; height: ${size}px }</style>${svg}`,
    );
    await page.screenshot({ path: APPLE_TOUCH_ICON, clip: { x: 0, y: 0, width: size, height: size } });
  } finally {
    await browser.close();
  }
  console.log(`app icons: apple-touch-icon.png ${(statSync(APPLE_TOUCH_ICON).size / 1024).toFixed(1)} KiB`);
}

await main();
