/**
 * The download room against the real server (the built app, ADR 032): a parent downloads the brochure (a real PDF,
 * of the size the link tells) and reads how to install the app; the manifest and the service worker are served
 * with the right types and headers, Chromium finds the app installable, and once the worker runs it leaves /v2 and
 * the assets to the network, stores no page, and answers the offline page when the network is gone. Axe on the
 * offline page (the app's pages are checked by their stories, ADR 044).
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './fixtures';

test.describe('given a parent in the download room', () => {
  test('downloads the brochure: a PDF of the size the link tells', async ({ page, request }) => {
    await page.goto('/services/download/brochure');
    await expect(page.getByRole('heading', { level: 1, name: '브로슈어' })).toBeVisible();
    const link = page.getByRole('link', { name: /^브로슈어 내려받기 \(PDF, \d+ KB\)$/ });
    const told = Number(/(\d+) KB/.exec((await link.textContent()) ?? '')?.[1]);
    const href = (await link.getAttribute('href'))!;
    expect(href).toBe('/content/download/buddy-english-brochure.pdf');

    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/pdf\b/);
    const pdf = await response.body();
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Math.round(pdf.length / 1024)).toBe(told);

    // The cover preview has loaded.
    const cover = page.getByRole('img', { name: /브로슈어 표지/ });
    await expect(cover).toBeVisible();
    await expect
      .poll(() => cover.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);

    // A click saves the file under its Korean name.
    const download = page.waitForEvent('download');
    await link.click();
    expect((await download).suggestedFilename()).toBe('버디잉글리시-브로슈어.pdf');
  });

  test('reads how to install the app on each device', async ({ page }) => {
    await page.goto('/services/download/installer');
    await expect(page.getByRole('heading', { level: 1, name: '설치 프로그램' })).toBeVisible();
    for (const name of ['PC (크롬, 엣지)', '안드로이드 휴대폰·태블릿 (크롬)', '아이패드·아이폰 (사파리)']) {
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await page
      .getByRole('navigation', { name: '자료실 메뉴' })
      .getByRole('link', { name: '브로슈어' })
      .click();
    await expect(page).toHaveURL(/\/services\/download\/brochure$/);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: '설치 프로그램' })).toBeVisible();
  });
});

test.describe('given the installable app', () => {
  // These journeys need the worker even where the rest run without one.
  test.use({ serviceWorkers: 'allow' });

  test('the manifest is served as a manifest, opens the study home and is linked from the pages', async ({
    page,
    request,
  }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json\b/);
    const manifest = (await response.json()) as {
      start_url: string;
      scope: string;
      display: string;
      icons: { src: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/study', scope: '/', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.purpose).sort()).toEqual(['any', 'maskable']);
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type']).toMatch(/^image\/svg\+xml\b/);
    }
    // Linked from a prerendered page and from the shell the other addresses get.
    for (const address of ['/', '/services/download/installer']) {
      await page.goto(address);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    }
  });

  test('the service worker is served as JavaScript, revalidated, and returns first for /v2', async ({
    request,
  }) => {
    const response = await request.get('/sw.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^(?:application|text)\/javascript\b/);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const source = await response.text();
    // The fetch handler's first statement after reading the address is the /v2 return.
    const handler = source.slice(source.indexOf("addEventListener('fetch'"));
    const statements = handler
      .split('\n')
      .slice(1)
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('//') && !line.startsWith('const '));
    expect(statements[0]).toBe("if (url.pathname === '/v2' || url.pathname.startsWith('/v2/')) return;");
    // It answers navigations only, and stores nothing it fetches (the offline page is stored when it installs).
    expect(source.match(/respondWith\(/g)).toHaveLength(1);
    expect(source).toContain("if (request.mode === 'navigate') event.respondWith(page(event));");
    expect(source).not.toMatch(/\.put\(/);
  });

  test('Chromium finds the app installable from its manifest and SVG icons', async ({ page, context }) => {
    await page.goto('/services/download/installer');
    await expect(page.getByRole('heading', { level: 1, name: '설치 프로그램' })).toBeVisible();
    const cdp = await context.newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    // A test browser is a private profile; apart from that, nothing stands in the way of installing.
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual(
      [],
    );
  });

  test('the worker leaves /v2 to the network, stores no page, and answers the offline page offline', async ({
    page,
    context,
    expectConsoleError,
  }) => {
    // Offline, the browser fails to fetch what the worker leaves to the network (the favicon).
    expectConsoleError(/net::ERR_INTERNET_DISCONNECTED/);
    await page.goto('/services/download/installer');
    await expect(page.getByRole('heading', { level: 1, name: '설치 프로그램' })).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // Controlled now: the page goes through the worker (to the network); the API and the assets never do.
    const answered: { kind: string; fromWorker: boolean }[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      const kind =
        response.request().resourceType() === 'document'
          ? 'page'
          : (/^\/(v2|assets)\//.exec(pathname)?.[1] ?? 'other');
      answered.push({ kind, fromWorker: response.fromServiceWorker() });
    });
    await page.goto('/services/notice');
    await expect(page.getByRole('table', { name: '공지사항 목록' })).toBeVisible();
    // The page arrived with its data (ADR 049): a call the page makes next is what must pass the worker by.
    expect(await page.evaluate(async () => (await fetch('/v2/health')).status)).toBe(200);
    const fromWorker = (kind: string) =>
      answered.filter((entry) => entry.kind === kind).map((entry) => entry.fromWorker);
    expect(fromWorker('page')).toEqual([true]);
    expect(fromWorker('v2').length).toBeGreaterThan(0);
    expect(fromWorker('v2').every((worker) => !worker)).toBe(true);
    expect(fromWorker('assets').length).toBeGreaterThan(0);
    expect(fromWorker('assets').every((worker) => !worker)).toBe(true);

    // What the worker stored: its offline page, nothing else (no page, nothing of /v2, no asset).
    const stored = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(`${name} ${new URL(request.url).pathname}`);
      }
      return urls;
    });
    expect(stored).toEqual(['buddy-shell-v1 /offline.html']);

    await context.setOffline(true);
    try {
      await page.goto('/study');
      await expect(
        page.getByRole('heading', { level: 1, name: '인터넷에 연결되어 있지 않아요' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: '다시 시도하기' })).toBeVisible();
      // Not the app (no #root for the axe fixture to wait for): the page as it is.
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(violations.map((violation) => violation.id)).toEqual([]);
    } finally {
      await context.setOffline(false);
    }
  });
});
