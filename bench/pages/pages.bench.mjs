// Pages (issue 10, goal 1): Lighthouse's mobile preset, cold cache, on five pages of the real server (`npm start`'s
// build on an embedded database) and on a minimal React 19 + React Router + TanStack Query page built from
// bench/pages/reference with the same Vite and served the same way (brotli/gzip copies written at build, the same
// cache headers, loopback). Prints one table (score, LCP, LCP / reference, bytes) and the JavaScript and CSS each
// route needs by the build's manifest; exits non-zero when a budget is exceeded:
// JavaScript ≤ 150 KiB gzipped for `/`, ≤ 170 KiB for the test paper, CSS ≤ 30 KiB gzipped for every page.
// The score and LCP goals (≥ 0.95, ≤ 1.1 × the reference) are printed as pass/fail but do not fail the bench: they
// depend on the machine's load. BENCH_PAGES_RUNS (default 1) runs each page that many times and keeps the median;
// BENCH_PAGES_ONLY (a comma-separated list of words) measures only the pages whose name holds one of them;
// BENCH_PAGES_REPORTS=<dir> writes each run's whole Lighthouse report there (JSON) for reading its audits;
// BENCH_PAGES_THROTTLING=devtools throttles the browser for real (the same mobile network and CPU) instead of
// simulating from a loopback trace, a check on what the simulation says (the goals are judged on the default).
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { cleanup, root, serverMain, start, stop, waitFor } from '../lib.mjs';
import { precompressFiles, serveDirectory } from './static-server.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_PATH;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const RUNS = Math.max(1, Number(process.env.BENCH_PAGES_RUNS ?? 1));
const PORT = Number(process.env.BENCH_PORT ?? 18280);
const appDist = path.join(root, 'packages', 'app', 'dist');
const KiB = 1024;

/** The layouts with a header and footer: a lazy chunk of their own, which every page under them loads (ADR 026). */
const SITE_LAYOUT = 'src/layouts/site-layout.tsx';
/** The header's login box: a lazy chunk that a signed-out visitor's page under those layouts loads before hydrating. */
const LOGIN_AREA = 'src/layouts/login-area.tsx';

/** The member areas' route table: a chunk the router discovers on the first navigation into /study or /buddymon. */
const MEMBER_ROUTES = 'src/routes/member-routes.tsx';

/** The pages of the goal; `modules` are the route's lazy modules (its layout, its page) in the build manifest. */
const PAGES = [
  // `dataCalls`: the /v2 calls a page may make after it arrived (ADR 049): the home's news, which depend on the width,
  // and the test paper's "in progress" lookup, asked afresh (ADR 043). Every other page arrives with its data.
  {
    name: '/',
    path: '/',
    modules: [SITE_LAYOUT, LOGIN_AREA, 'src/pages/home/home-page.tsx'],
    jsBudget: 150,
    dataCalls: 1,
  },
  {
    name: '/auth/find/id',
    path: '/auth/find/id',
    modules: [SITE_LAYOUT, LOGIN_AREA, 'src/pages/auth/find-id-page.tsx'],
  },
  { name: 'level test (visitor)', path: '/tests', modules: ['src/pages/test-paper/tests-page.tsx'] },
  // Issue 11's public pages: a prerendered information page, and a customer-centre page drawn from its data.
  {
    name: 'brand page /introduce/philosophy',
    path: '/introduce/philosophy',
    modules: [SITE_LAYOUT, LOGIN_AREA, 'src/pages/brand/introduce-pages.tsx'],
  },
  {
    name: 'customer centre /services/faq',
    path: '/services/faq',
    modules: [SITE_LAYOUT, LOGIN_AREA, 'src/pages/services/services-pages.tsx'],
  },
  {
    name: 'library /library/videos/animation',
    path: '/library/videos/animation',
    modules: [SITE_LAYOUT, LOGIN_AREA, 'src/pages/library/library-pages.tsx'],
  },
  {
    name: '/study (signed in)',
    path: '/study',
    modules: [SITE_LAYOUT, MEMBER_ROUTES, 'src/pages/study/study-home-page.tsx'],
    signedIn: true,
  },
  {
    name: 'test paper (signed in)',
    path: '/tests?type=W&course=A&step=1&week=1',
    modules: ['src/pages/test-paper/tests-page.tsx'],
    signedIn: true,
    dataCalls: 1,
    jsBudget: 170,
  },
];
const REPORTS = process.env.BENCH_PAGES_REPORTS;
const THROTTLING = process.env.BENCH_PAGES_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const ONLY = (process.env.BENCH_PAGES_ONLY ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);
const MEASURED =
  ONLY.length === 0 ? PAGES : PAGES.filter((page) => ONLY.some((word) => page.name.includes(word)));
const CSS_BUDGET = 30;
const GOAL_SCORE = 0.95;
const GOAL_LCP_RATIO = 1.1;
/** Layout shift 0: below what the table's three decimals show. */
const CLS_ZERO = 0.0005;
const DEMO = { memLoginId: 'student01', memPwd: 'buddy1234ab' };
const SESSION_NOTE = ['auth.session', 'cookie']; // STORAGE_KEYS.session and COOKIE_SESSION of @buddy/domain (ADR 048)

const gzipKiB = (file) => gzipSync(readFileSync(file), { level: 9 }).length / KiB;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** The reference page, built by Vite into a temporary directory and precompressed like the app. */
async function buildReference() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'buddy-bench-reference-'));
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const { reactRouterProduction } = await import('../../packages/app/react-router-production.mjs');
  await build({
    root: path.join(root, 'bench', 'pages', 'reference'),
    configFile: false,
    logLevel: 'warn',
    // React Router's production build, as the app's build takes it.
    plugins: [reactRouterProduction(), react()],
    build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false } },
  });
  const files = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
    );
  precompressFiles(files(outDir));
  return outDir;
}

/** What a route needs by the build's manifest: the entry with its static imports, its lazy modules with theirs. */
function routeAssets(manifest, modules) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`the build's manifest has no ${module}`);
    visit(module);
  }
  const sum = (set) => [...set].reduce((total, file) => total + gzipKiB(path.join(appDist, file)), 0);
  return { js: sum(js), jsFiles: js.size, css: sum(css) };
}

/** Whether the demo member can sign in (checked once, before the runs sign in in their own browsers). */
async function checkSignIn(base) {
  const response = await fetch(`${base}/v2/auth/students/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`login of ${DEMO.memLoginId} failed: ${response.status}`);
}

/** One Lighthouse run in a fresh browser (a new profile: nothing cached), signed in first when asked. */
async function lighthouseRun(url, { signedIn, distDir } = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const puppeteer = await import('puppeteer-core');
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'buddy-bench-chrome-'));
  const browser = await puppeteer.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS, userDataDir });
  try {
    const page = await browser.newPage();
    const flags = {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: THROTTLING,
    };
    if (signedIn) {
      // The browser signs in from a page that loads nothing of the app and keeps the session cookie (ADR 048), the
      // app's note of it goes into localStorage, then the cache is emptied; Lighthouse keeps storage and cookies
      // (disableStorageReset) and so keeps the session.
      await page.goto(new URL('/favicon.svg', url).href);
      const status = await page.evaluate(
        async (demo, [key, value]) => {
          const response = await fetch('/v2/auth/students/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(demo),
          });
          localStorage.setItem(key, value);
          return response.status;
        },
        DEMO,
        SESSION_NOTE,
      );
      if (status !== 200) throw new Error(`sign-in in the browser answered ${status}`);
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      flags.disableStorageReset = true;
    }
    const result = await lighthouse(url, flags, undefined, page);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
      writeFileSync(path.join(REPORTS, name), JSON.stringify(lhr));
    }
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    let js = 0;
    let css = 0;
    for (const request of requests) {
      const { pathname, origin } = new URL(request.url);
      if (origin !== new URL(url).origin || !pathname.startsWith('/assets/')) continue;
      const file = path.join(distDir, pathname);
      if (!existsSync(file)) continue;
      if (request.resourceType === 'Script') js += gzipKiB(file);
      if (request.resourceType === 'Stylesheet') css += gzipKiB(file);
    }
    // The page's calls for data after it arrived (ADR 049: hydration asks for none of what the HTML holds).
    const dataCalls = requests.filter((request) => {
      const { pathname, origin } = new URL(request.url);
      return (
        origin === new URL(url).origin && pathname.startsWith('/v2/') && !pathname.startsWith('/v2/auth/')
      );
    }).length;
    return {
      score: lhr.categories.performance.score,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      dataCalls,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      transferred: lhr.audits['total-byte-weight'].numericValue / KiB,
      js,
      css,
      finalUrl: lhr.finalDisplayedUrl,
    };
  } finally {
    await browser.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** One run, tried again up to twice when Lighthouse reports a broken trace (it happens on a loaded machine). */
async function lighthouseRetrying(url, options) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(url, options);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  ${url}: ${error.message.split('\n')[0]}; running it again`);
    }
  }
}

async function measure(url, options) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouseRetrying(url, options));
  const lcp = median(runs.map((r) => r.lcp));
  const chosen = runs.find((r) => r.lcp === lcp);
  return {
    ...chosen,
    score: median(runs.map((r) => r.score)),
    cls: Math.max(...runs.map((r) => r.cls)),
    dataCalls: Math.max(...runs.map((r) => r.dataCalls)),
  };
}

function table(header, lines) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i]).length)));
  const fmt = (cells) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  console.log(fmt(header));
  for (const line of lines) console.log(fmt(line));
}

async function main() {
  const started = Date.now();
  if (!existsSync(CHROME_PATH)) throw new Error(`no Chromium at ${CHROME_PATH} (set CHROME_PATH)`);
  process.env.CHROME_PATH = CHROME_PATH;
  // `npm run build` is turbo-cached: a few hundred ms when nothing changed, a full build otherwise.
  run('npm', ['run', '--silent', 'build']);
  const manifestFile = path.join(appDist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile) || !existsSync(serverMain))
    throw new Error('the build left no manifest or server');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const referenceDir = await buildReference();

  const dataDir = mkdtempSync(path.join(tmpdir(), 'buddy-bench-pages-'));
  const server = start([serverMain], {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  });
  const reference = await serveDirectory(referenceDir, PORT + 1);
  const base = `http://127.0.0.1:${PORT}`;
  let failed = 0;
  try {
    await waitFor(`${base}/v2/health`, server, 90_000).catch((error) => {
      throw new Error(`${error.message}\n${server.stderrText()}`);
    });
    await checkSignIn(base);
    console.log(
      `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, ` +
        `mobile preset (${THROTTLING === 'devtools' ? 'devtools' : 'simulated'} throttling), cold cache, ${RUNS} run(s) per page (median), ${base}`,
    );

    const ref = await measure(`http://127.0.0.1:${PORT + 1}/`, { distDir: referenceDir });
    const rows = [
      [
        'reference (React+router+query)',
        ref.score.toFixed(2),
        (ref.lcp / 1000).toFixed(2),
        '1.00',
        ref.transferred.toFixed(0),
        ref.js.toFixed(1),
        ref.css.toFixed(1),
        ref.cls.toFixed(3),
        String(ref.dataCalls),
        '',
      ],
    ];
    const budgetLines = [];
    if (MEASURED.length === 0) throw new Error(`BENCH_PAGES_ONLY=${ONLY.join(',')} names none of the pages`);
    for (const page of MEASURED) {
      const result = await measure(`${base}${page.path}`, {
        signedIn: page.signedIn === true,
        distDir: appDist,
      });
      const ratio = result.lcp / ref.lcp;
      const calls = page.dataCalls ?? 0;
      const goals =
        result.score >= GOAL_SCORE &&
        ratio <= GOAL_LCP_RATIO &&
        result.cls < CLS_ZERO &&
        result.dataCalls <= calls;
      const budget = routeAssets(manifest, page.modules);
      const overJs = page.jsBudget !== undefined && Math.max(budget.js, result.js) > page.jsBudget;
      const overCss = Math.max(budget.css, result.css) > CSS_BUDGET;
      if (overJs || overCss) failed += 1;
      rows.push([
        page.name,
        result.score.toFixed(2),
        (result.lcp / 1000).toFixed(2),
        ratio.toFixed(2),
        result.transferred.toFixed(0),
        result.js.toFixed(1),
        result.css.toFixed(1),
        result.cls.toFixed(3),
        `${result.dataCalls}/${calls}`,
        `${goals ? 'pass' : 'FAIL'}${overJs || overCss ? ' / OVER BUDGET' : ''}`,
      ]);
      budgetLines.push([
        page.name,
        String(budget.jsFiles),
        budget.js.toFixed(1),
        page.jsBudget === undefined ? '-' : String(page.jsBudget),
        budget.css.toFixed(1),
        String(CSS_BUDGET),
        overJs || overCss ? 'OVER' : 'ok',
      ]);
      if (result.finalUrl !== `${base}${page.path}`)
        console.log(`  note: ${page.name} ended at ${result.finalUrl}`);
    }

    console.log(
      `\ngoals: performance ≥ ${GOAL_SCORE}, LCP ≤ ${GOAL_LCP_RATIO} × reference, layout shift 0, no data call beyond ` +
        `the page's own (calls made/allowed); JS/CSS = what the page loaded, gzipped`,
    );
    table(
      [
        'page',
        'score',
        'LCP s',
        'x ref',
        'KiB sent',
        'JS KiB gz',
        'CSS KiB gz',
        'CLS',
        'data calls',
        'goals',
      ],
      rows,
    );

    console.log(
      '\nroute JavaScript and CSS by the build manifest (entry + static imports + layout and page chunks), gzipped',
    );
    table(['route', 'js files', 'JS KiB', 'budget', 'CSS KiB', 'budget', ''], budgetLines);
  } finally {
    reference.close();
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(referenceDir, { recursive: true, force: true });
  }
  console.log(`\n${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (failed > 0) throw new Error(`${failed} page(s) over their JavaScript or CSS budget`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`bench/pages: ${error.stack ?? error}`);
    cleanup();
    process.exit(1);
  },
);
