/**
 * No link of ours leads to the 404 page (the standing rule; issue 11 "an e2e crawl of every internal link, signed out
 * and signed in"). The crawl starts at the home page (and, signed in, at the study home), reads every in-site link
 * of each page it opens — the header's menus, the breadcrumb, the footer and the page itself, shown or folded — and
 * opens each address once. Records with numbers (a notice, a branch, a post) are opened two per kind: the rest
 * follow the same route. Signing out is left alone so the signed-in crawl stays signed in.
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

/** Opens every address reachable from `start`; answers the pages that showed the 404 page, with where each link was. */
async function crawl(page: Page, starts: string[], limit = 300): Promise<{ seen: number; broken: string[] }> {
  const queue = starts.map((to) => ({ to, from: '(start)' }));
  const opened = new Set<string>();
  const perKind = new Map<string, number>();
  const broken: string[] = [];
  while (queue.length > 0 && opened.size < limit) {
    const { to, from } = queue.shift()!;
    const pathname = to.split('?')[0]!;
    if (opened.has(to) || SKIP.some((skip) => skip.test(pathname))) continue;
    const kind = kindOf(to);
    if (kind !== to && (perKind.get(kind) ?? 0) >= 2) continue;
    perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
    opened.add(to);
    // A file (a worksheet, the brochure, a picture) is asked for, not opened as a page: it has no links to follow.
    if (FILE.test(pathname)) {
      const response = await page.request.get(to);
      if (response.status() !== 200) broken.push(`${to} (linked from ${from}): ${response.status()}`);
      continue;
    }
    await page.goto(to);
    // The page is in place when the app has replaced the server's markup (or the router's error page shows).
    await page.waitForFunction(() => !document.querySelector('#root[inert]'));
    await page.waitForLoadState('networkidle');
    if ((await page.locator('[data-slot="error-page"][data-code="404"]').count()) > 0) {
      broken.push(`${to} (linked from ${from})`);
      continue;
    }
    for (const link of await linksOf(page)) if (!opened.has(link)) queue.push({ to: link, from: to });
  }
  // A crawl that stopped at its limit has not seen every link.
  expect(opened.size, 'the crawl reached its limit before every link was opened').toBeLessThan(limit);
  return { seen: opened.size, broken };
}

test.describe('given every in-site link', () => {
  // About 200 pages each; a busy machine takes up to twice as long as a quiet one.
  test.setTimeout(600_000);

  test('none leads a visitor to the 404 page', async ({ page }) => {
    const { seen, broken } = await crawl(page, ['/']);
    expect(broken).toEqual([]);
    expect(seen).toBeGreaterThan(20);
  });

  test('none leads a signed-in member to the 404 page', async ({ page, login, member }) => {
    await login(page, member('student01'), DEMO_PASSWORD);
    await expect(page.getByText('김민준 님, 반가워요!')).toBeVisible();
    const { seen, broken } = await crawl(page, ['/', '/study']);
    expect(broken).toEqual([]);
    expect(seen).toBeGreaterThan(20);
  });
});
