/**
 * Pages drawn on the server with their data (docs/decisions/049-pages-rendered-on-the-server.md): a member's page and
 * a public data page arrive drawn (their data in the HTML, no inline script), the browser hydrates them without asking
 * for that data again, a member who may not see a page is redirected before any HTML, and no address of the route
 * table, however hostile, answers a 500 or a stack (issue 27, points 2 and 4).
 */
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The page's HTML as the server sends it, for the browser's session (its cookie, set by signIn). */
async function html(page: Page, address: string): Promise<string> {
  const cookies = await page.context().cookies();
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const response = await page.request.get(address, { headers: cookie ? { cookie } : {}, maxRedirects: 0 });
  expect(response.status(), address).toBe(200);
  return response.text();
}

/** Every script of a page is a file or data: the CSP runs no inline script. */
function expectNoInlineScript(markup: string): void {
  const scripts = [...markup.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
  for (const tag of scripts) expect(tag).toMatch(/ src="\/assets\/|type="application\/json"/);
}

/** The /v2 calls a page makes from now on (GET only: what hydration could ask for again). */
function dataCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/v2/') && request.method() === 'GET') calls.push(url.pathname);
  });
  return calls;
}

test.describe('given a member opening the study home from its address', () => {
  test('the server sends it drawn with the member’s data, and the browser asks for none of it again', async ({
    page,
    signIn,
    member,
    axe,
  }) => {
    await signIn(page, member('student01'));
    const markup = await html(page, '/study?course=A&step=1&week=2');
    expect(markup).toContain('김민준 님');
    expect(markup).toContain('A코스 1단계 2주');
    expect(markup).toContain('<div id="root" inert>');
    expect(markup).toContain('<script type="application/json" id="page-state">');
    expect(markup).not.toContain('회원 정보를 불러오는 중');
    expectNoInlineScript(markup);

    const calls = dataCalls(page);
    await page.goto('/study?course=A&step=1&week=2');
    await expect(page.getByRole('heading', { name: 'A코스 1단계 2주' })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert', /.*/);
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
    await axe(page);
  });

  test('a visitor signed out is sent home by the server, before any HTML', async ({ page }) => {
    for (const address of ['/study', '/study/mypage/learning', '/buddymon', '/study/dictionary']) {
      const response = await page.request.get(address, { maxRedirects: 0 });
      expect(response.status(), address).toBe(302);
      expect(response.headers().location).toBe('/');
      expect(await response.text()).toBe('');
    }
  });
});

test.describe('given a visitor opening a public page drawn from data', () => {
  test('the FAQ arrives with its questions, and hydrating asks for none of them again', async ({ page }) => {
    const markup = await html(page, '/services/faq');
    expect(markup).toMatch(/<h1 id="services-title"[^>]*>자주 묻는 질문<\/h1>/);
    expect(markup).toContain('data-theme="brand"');
    expectNoInlineScript(markup);
    const calls = dataCalls(page);
    await page.goto('/services/faq');
    await expect(page.getByRole('heading', { level: 1, name: '자주 묻는 질문' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
  });
});

test.describe('given a visitor opening the home on a phone', () => {
  test('the hero picture, the largest thing drawn first, is asked for with the page, ahead of the layout', async ({
    page,
  }) => {
    const markup = await html(page, '/');
    const preload =
      /<link rel="preload" as="image" href="(\/assets\/hero-[^"]+\.svg)" fetchPriority="high"\/>/.exec(
        markup,
      );
    expect(preload?.[1]).toBeTruthy();
    expect(markup.indexOf(preload?.[0] ?? '')).toBeLessThan(markup.indexOf(`<img src="${preload?.[1]}"`));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.locator(`img[src="${preload?.[1]}"]`)).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
  });
});

/** The route table's address patterns, from the app's server entry (built before the journeys run). */
async function routePatterns(): Promise<string[]> {
  const entry = path.resolve('packages/app/dist-server/server.js');
  const { routePatterns: patterns } = (await import(pathToFileURL(entry).href)) as {
    routePatterns: () => string[];
  };
  return patterns();
}

const HOSTILE_PARAMS = ['%00', '99999999999999999999999', '..%2F..%2Fetc%2Fpasswd', '%E0%A4%A'];
const HOSTILE_QUERIES = [
  '?course=Z&step=99&week=-1&day=NaN&type=Q&pageNo=1e99',
  `?q=${'가'.repeat(4000)}`,
  '?%zz=%E0%A4%A&course=%00',
];

/** Each pattern with hostile path parameters, and each with hostile queries. */
function hostileAddresses(patterns: readonly string[]): string[] {
  const addresses: string[] = [];
  for (const pattern of patterns) {
    const filled = HOSTILE_PARAMS.map((value) =>
      pattern.replace(/:\w+/g, value).replace(/\*$/, `${value}/x`),
    );
    addresses.push(...new Set(filled));
    const plain = pattern.replace(/:\w+/g, '1').replace(/\*$/, 'nowhere');
    for (const query of HOSTILE_QUERIES) addresses.push(`${plain}${query}`);
  }
  return addresses;
}

async function expectNoFailure(request: APIRequestContext, addresses: readonly string[], cookie?: string) {
  for (const address of addresses) {
    const response = await request.get(address, { maxRedirects: 0, headers: cookie ? { cookie } : {} });
    // 431: an address longer than the HTTP layer takes (16 KiB of headers) is refused before the app sees it; 400: a
    // path whose escape does not decode is refused by the router, in Korean, before any route.
    expect([200, 302, 308, 400, 404, 431], address).toContain(response.status());
    const body = await response.text();
    if (response.status() === 400) expect(JSON.parse(body), address).toMatchObject({ code: 'BAD_URL' });
    expect(body, address).not.toMatch(/\n\s+at |TypeError|RangeError|URIError/);
  }
}

test.describe('given hostile page addresses (issue 27, point 4)', () => {
  test('every route of the table answers its page, a redirect or the 404 page, never a 500', async ({
    page,
    signIn,
    member,
  }) => {
    test.slow();
    const patterns = await routePatterns();
    expect(patterns.length).toBeGreaterThan(100);
    // A visitor walks the public routes (a member area only redirects a visitor home: its redirect is checked once);
    // a member walks the member areas, where the pages draw their data.
    const walked = patterns.filter((p) => p !== '/auth/logoutAndRedirect');
    const member_ = (p: string) => /^\/(study|buddymon)(\/|$)/.test(p);
    await expectNoFailure(page.request, hostileAddresses(walked.filter((p) => !member_(p))));
    await expectNoFailure(page.request, hostileAddresses(['/study', '/buddymon']));
    await signIn(page, member('student01'));
    const cookies = await page.context().cookies();
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    await expectNoFailure(page.request, hostileAddresses(walked.filter(member_)), cookie);
  });
});
