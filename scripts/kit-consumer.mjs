#!/usr/bin/env node
// Proves the kit installs into another product (docs/decisions/016-kit-as-a-package.md): builds @buddy/ui (turbo's
// cache makes that free after `turbo run build`), packs it, copies examples/kit-consumer to a temporary folder,
// installs the tarball there with npm, type-checks and builds the consumer with its own Vite, serves dist/ and checks
// the page in Chromium: header, question card, answer sheet and pagination in the consumer's words, its theme by
// attribute, the kit's one stylesheet and its fonts, axe, no console errors, no Korean left in the page.
// Prints each stage with its time. With KIT_CONSUMER_REPORT=<file> it writes the counts of its checks there (the
// shape of Vitest's JSON report), for scripts/test.mjs's totals. Exit code 1 when a stage or a check fails.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  createReadStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixture = path.join(root, 'examples', 'kit-consumer');
const work = mkdtempSync(path.join(tmpdir(), 'buddy-kit-consumer-'));
const app = path.join(work, 'app');
const started = Date.now();
const results = [];
let server;
let browser;

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function run(title, cmd, args, cwd) {
  const t0 = Date.now();
  const result = spawnSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', TURBO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    throw new Error(`${title} failed (exit ${result.status})`);
  }
  console.log(`  ${title} (${seconds(t0)})`);
  return result.stdout;
}

function check(name, ok, detail = '') {
  results.push({ name, ok });
  console.log(`  ${ok ? '✔' : '✖'} ${name}${ok || !detail ? '' : `: ${detail}`}`);
}

/** A static server for dist/ on a free port (no history fallback needed: one page). */
function serve(dir) {
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.woff2': 'font/woff2',
  };
  return new Promise((resolve) => {
    const s = createServer((request, response) => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
      const file = path.join(dir, pathname === '/' ? 'index.html' : pathname);
      if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(response);
    });
    s.listen(0, '127.0.0.1', () => resolve(s));
  });
}

/**
 * A computed style once the transitions it may have set off have ended: reading the style starts any transition a
 * change caused, then every finite animation on the page is awaited (their own `finished` events, not a pause).
 */
async function settledStyle(locator, property) {
  return locator.evaluate(async (element, name) => {
    void getComputedStyle(element).getPropertyValue(name);
    const running = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    return getComputedStyle(element).getPropertyValue(name);
  }, property);
}

// How many elements match once the first has appeared (a slow machine may still be rendering after networkidle):
// counting at once failed in CI while the same page passed here.
async function countOnce(locator) {
  await locator
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  return locator.count();
}

async function checkPage(url) {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const fonts = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.woff2')) fonts.push(response.status());
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(url, { waitUntil: 'networkidle' });

  const header = page.getByRole('banner');
  const headerCounts = [
    await countOnce(header.getByRole('link', { name: 'Acme Reading home' })),
    await countOnce(
      header.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Quizzes' }),
    ),
  ];
  check(
    'the header renders with the product’s words',
    headerCounts.every((count) => count === 1),
    `logo, menu link: ${headerCounts.join(', ')}`,
  );

  const firstChoice = page
    .getByRole('radio', { name: /cat/ })
    .or(page.getByRole('checkbox', { name: /cat/ }));
  const cardCounts = [
    await countOnce(page.getByText('Which word names an animal?')),
    await countOnce(page.getByText('Choose 2')),
    await countOnce(firstChoice),
  ];
  check(
    'the question cards render with the product’s words',
    cardCounts.every((count) => count === 1),
    `question, hint, choice: ${cardCounts.join(', ')}`,
  );

  const sheet = page.getByRole('complementary', { name: 'Answer sheet' });
  const before = (await sheet.getByText('0 of 2 answered').count()) === 1;
  await firstChoice.click();
  const after = await sheet
    .getByText('1 of 2 answered')
    .waitFor({ timeout: 3000 })
    .then(() => true)
    .catch(() => false);
  check('the answer sheet renders and counts the chosen answer', before && after);

  const pagination = page.getByRole('navigation', { name: 'Quiz pages' });
  const pageTwo = pagination
    .getByRole('button', { name: 'Page 2' })
    .or(pagination.getByRole('link', { name: 'Page 2' }));
  await pageTwo.click();
  const current = pagination.locator('[aria-current="page"]');
  check(
    'the pagination renders and moves to the pressed page',
    (await current.count()) === 1 && (await pageTwo.getAttribute('aria-current')) === 'page',
  );

  // The buttons animate their colours: wait for the end of the transition.
  await page.mouse.move(0, 0);
  const currentBackground = await settledStyle(current, 'background-color');
  check(
    'the product’s own theme (data-theme="acme") colours the kit',
    currentBackground === 'rgb(15, 107, 92)',
    currentBackground,
  );
  const hint = page.getByText('Choose 2');
  const hintBefore = await hint.evaluate((element) => getComputedStyle(element).color);
  await page.getByRole('button', { name: 'Green course colours' }).click();
  const hintAfter = await settledStyle(hint, 'color');
  check(
    'a course attribute (data-course="c") changes a computed colour',
    hintBefore !== hintAfter && hintAfter === 'rgb(19, 119, 83)',
    `${hintBefore} -> ${hintAfter}`,
  );

  const sheets = await page.evaluate(() =>
    [...document.styleSheets].map((sheet) => ({
      href: sheet.href,
      kit: [...sheet.cssRules].some((rule) => rule.cssText.includes('[data-course="c"]')),
    })),
  );
  check(
    'the kit’s stylesheet is loaded, as one CSS file',
    sheets.length === 1 && sheets[0].kit && (sheets[0].href ?? '').endsWith('.css'),
    JSON.stringify(sheets),
  );
  await page.evaluate(() => document.fonts.ready);
  const fontLoaded = await page.evaluate(() => document.fonts.check('16px "Pretendard Variable"', 'Acme'));
  check(
    'the kit’s fonts load from its files',
    fontLoaded && fonts.length > 0 && fonts.every((status) => status === 200),
    `loaded ${fontLoaded}, responses ${fonts.join(',')}`,
  );

  const korean = await page.evaluate(() => {
    const hangul = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
    const found = [];
    if (hangul.test(document.body.innerText)) found.push('text');
    for (const element of document.querySelectorAll('*'))
      for (const name of ['aria-label', 'title', 'alt', 'placeholder', 'aria-description'])
        if (hangul.test(element.getAttribute(name) ?? '')) found.push(`${element.tagName} ${name}`);
    return found;
  });
  check(
    'no Korean is left in the page where the product passed its words',
    korean.length === 0,
    korean.join('; '),
  );

  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  check(
    'axe finds no violations (WCAG 2.2 AA)',
    axe.violations.length === 0,
    axe.violations.map((v) => `${v.id} (${v.nodes.length})`).join(', '),
  );
  check('no console errors', problems.length === 0, problems.join(' | '));
}

try {
  console.log(`kit consumer in ${work}`);
  run(
    'kit built (turbo)',
    path.join(root, 'node_modules', '.bin', 'turbo'),
    ['run', 'build', '--filter=@buddy/ui', '--output-logs=errors-only'],
    root,
  );
  const packed = JSON.parse(
    run(
      'kit packed (npm pack)',
      'npm',
      ['pack', '--json', '--pack-destination', work, '-w', '@buddy/ui'],
      root,
    ),
  );
  const tarball = path.join(work, packed[0].filename);
  const files = packed[0].files.map((file) => file.path);
  check(
    'the tarball holds dist/ only (ESM, .d.ts, one CSS file, fonts)',
    files.every(
      (file) => file === 'package.json' || file.startsWith('dist/') || /^(README|LICENSE)/i.test(file),
    ) &&
      files.filter((file) => file.endsWith('.css')).length === 1 &&
      files.includes('dist/button.js') &&
      files.includes('dist/button.d.ts'),
    files.filter((file) => !file.startsWith('dist/')).join(', '),
  );
  const helpers = files.filter(
    (file) =>
      file.endsWith('.js') &&
      /__vitePreload|__vite__mapDeps/.test(readFileSync(path.join(root, 'packages/ui', file), 'utf8')),
  );
  // A bundler's helper left in the kit clashes with the consumer's own (ADR 052): lazy chunks are plain import().
  check(
    'the kit’s lazy chunks are plain import() calls, with no bundler helper',
    helpers.length === 0,
    helpers.join(', '),
  );
  // The kit carries no Buddy rule (issue 28, ADR 053): its build refuses to bundle @buddy/domain, and no file of
  // the tarball names one of the domain's modules or rule tables.
  const domainTraces = files.filter(
    (file) =>
      /\.(js|d\.ts)$/.test(file) &&
      /packages\/domain\/|@buddy\/domain|TEST_SPECS|PAGE_SIZES|BRAND_MENU|STUDY_MENU|DEFAULT_STUDY_PRODUCT/.test(
        readFileSync(path.join(root, 'packages/ui', file), 'utf8'),
      ),
  );
  check(
    'the kit carries none of the product’s rules (nothing of @buddy/domain in the tarball)',
    domainTraces.length === 0,
    domainTraces.join(', '),
  );
  cpSync(fixture, app, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist)([\\/]|$)/.test(path.relative(fixture, source)),
  });
  run(
    'consumer installed (npm install, offline first)',
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', tarball],
    app,
  );
  const manifest = JSON.parse(
    readFileSync(path.join(app, 'node_modules', '@buddy', 'ui', 'package.json'), 'utf8'),
  );
  check(
    'the installed kit brings no @buddy/* package of its own',
    !Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).some((name) =>
      name.startsWith('@buddy/'),
    ) && !existsSync(path.join(app, 'node_modules', '@buddy', 'domain')),
  );
  run(
    'consumer type-checked against the kit’s .d.ts (tsc)',
    path.join(app, 'node_modules', '.bin', 'tsc'),
    ['-p', '.'],
    app,
  );
  run(
    'consumer built (vite build)',
    path.join(app, 'node_modules', '.bin', 'vite'),
    ['build', '--logLevel', 'warn'],
    app,
  );
  server = await serve(path.join(app, 'dist'));
  const t0 = Date.now();
  await checkPage(`http://127.0.0.1:${server.address().port}/`);
  console.log(`  page checked in Chromium (${seconds(t0)})`);
} catch (error) {
  check('kit consumer stages', false, error instanceof Error ? error.message : String(error));
} finally {
  await browser?.close();
  server?.close();
  rmSync(work, { recursive: true, force: true });
}

const failed = results.filter((result) => !result.ok).length;
if (process.env.KIT_CONSUMER_REPORT)
  writeFileSync(
    process.env.KIT_CONSUMER_REPORT,
    JSON.stringify({ numPassedTests: results.length - failed, numFailedTests: failed }),
  );
console.log(`kit consumer: ${results.length - failed} passed, ${failed} failed (${seconds(started)})`);
process.exit(failed === 0 ? 0 : 1);
