/**
 * No link of ours leads to the 404 page (the standing rule; issue 11 "an e2e crawl of every internal link, signed out
 * and signed in"). The crawl starts at the home page (and, signed in, at the study home), reads every in-site link
 * of each page it opens — the header's menus, the breadcrumb, the footer and the page itself, shown or folded — and
 * opens each address once. Records with numbers (a notice, a branch, a post) are opened two per kind: the rest
 * follow the same route. Signing out is left alone so the signed-in crawl stays signed in. The signed-in crawl leaves
 * out the brand site's pages whose links do not depend on who is signed in (ADR 044's first listed cut): the visitor's
 * crawl opens them, a missing route is a 404 for both, and their header's member links are those of the home page.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from './fixtures';

/**
 * Two addresses of one kind stand for the rest: /services/notice/12 and /services/notice/13 are the same route, and so
 * are a list's other pages and searches (/library/word?pageNo=2 and ?pageNo=3).
 */
const kindOf = (to: string) => {
  const [pathname = '', search] = to.split('?');
  return `${pathname.replace(/\/(?:\d+|B\d{4})(?=\/|$)/g, '/:id')}${search === undefined ? '' : '?…'}`;
};

/** A file of ours rather than a page: the content bank's media and anything with an extension. */
const FILE = /^\/content\/|\.[a-z0-9]+$/i;

/** Addresses a crawl must not open: signing out (the signed-in crawl would end). */
const SKIP = [/^\/auth\/logoutAndRedirect/];

/**
 * Pages the same for a visitor and a member but for the header (the library's preview rule, the test page and the
 * home are not among them): the visitor's crawl covers them.
 */
const SAME_SIGNED_IN = [/^\/(?:introduce|experience|teacher|services|qrcode|primeSample)(?:\/|$)/];

async function linksOf(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && !url.pathname.startsWith('/v2/'))
    .map((url) => `${url.pathname}${url.search}`);
}

/**
 * Pages the crawl opens at once. Alone, one tab waited on the network and the app settling about two thirds of the
 * time (248 s for the signed-in crawl); four tabs beside two other journeys starved the two cores and took longer.
 */
const TABS = 2;

/**
 * Opens every address reachable from `starts` in `pages` side by side (breadth first, each address once); answers the
 * pages that showed the 404 page, with where each link was.
 */
async function crawl(
  pages: Page[],
  starts: string[],
  { limit = 300, skip = SKIP }: { limit?: number; skip?: readonly RegExp[] } = {},
): Promise<{ seen: number; broken: string[] }> {
  const queue = starts.map((to) => ({ to, from: '(start)' }));
  const opened = new Set<string>();
  const perKind = new Map<string, number>();
  const broken: string[] = [];
  let busy = 0;
  /** The next address to open, taken and counted at once, so that two tabs never open the same one. */
  const next = () => {
    while (queue.length > 0 && opened.size < limit) {
      const item = queue.shift()!;
      const pathname = item.to.split('?')[0]!;
      if (opened.has(item.to) || skip.some((pattern) => pattern.test(pathname))) continue;
      const kind = kindOf(item.to);
      if (kind !== item.to && (perKind.get(kind) ?? 0) >= 2) continue;
      perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
      opened.add(item.to);
      return { ...item, pathname };
    }
    return undefined;
  };
  const visit = async (
    page: Page,
    { to, from, pathname }: { to: string; from: string; pathname: string },
  ) => {
    // A file (a worksheet, the brochure, a picture) is asked for, not opened as a page: it has no links to follow.
    if (FILE.test(pathname)) {
      const response = await page.request.get(to);
      if (response.status() !== 200) broken.push(`${to} (linked from ${from}): ${response.status()}`);
      return;
    }
    // `goto` returns once the app has replaced the server's markup (the fixtures' page and tabs); the page's links are
    // in place when its data has come.
    await page.goto(to);
    await page.waitForLoadState('networkidle');
    if ((await page.locator('[data-slot="error-page"][data-code="404"]').count()) > 0) {
      broken.push(`${to} (linked from ${from})`);
      return;
    }
    for (const link of await linksOf(page)) if (!opened.has(link)) queue.push({ to: link, from: to });
  };
  // Each tab takes the next address; a tab that finds the queue empty while others still read their pages waits until
  // one of them is done (and may have queued new links).
  const signal = () => {
    let resolve = () => {};
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve };
  };
  let visited = signal();
  await Promise.all(
    pages.map(async (page) => {
      for (;;) {
        const item = next();
        if (item) {
          busy += 1;
          try {
            await visit(page, item);
          } finally {
            busy -= 1;
            visited.resolve();
            visited = signal();
          }
        } else if (busy > 0) await visited.promise;
        else return;
      }
    }),
  );
  // A crawl that stopped at its limit has not seen every link.
  expect(opened.size, 'the crawl reached its limit before every link was opened').toBeLessThan(limit);
  return { seen: opened.size, broken };
}

test.describe('given every in-site link', () => {
  // About 200 pages each; a busy machine takes up to twice as long as a quiet one.
  test.setTimeout(600_000);

  test('none leads a visitor to the 404 page', async ({ page, tabs }) => {
    const { seen, broken } = await crawl([page, ...(await tabs(TABS - 1))], ['/']);
    expect(broken).toEqual([]);
    expect(seen).toBeGreaterThan(20);
  });

  test('none leads a signed-in member to the 404 page', async ({ page, login, member, tabs }) => {
    await login(page, member('student01'), DEMO_PASSWORD);
    await expect(page.getByText('김민준 님, 반가워요!')).toBeVisible();
    // The other tabs share the page's browser context, and with it the session the form stored.
    const { seen, broken } = await crawl([page, ...(await tabs(TABS - 1))], ['/', '/study'], {
      skip: [...SKIP, ...SAME_SIGNED_IN],
    });
    expect(broken).toEqual([]);
    expect(seen).toBeGreaterThan(20);
  });
});
