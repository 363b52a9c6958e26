/**
 * The app shell: the Chrome-only study site, the logout redirect target check and the one-time reload after a chunk
 * fails to load.
 */
import { DEMO_PASSWORD, expect, loginBox, test } from './fixtures';

const FIREFOX_UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

test.describe('given a browser that is not Chromium', () => {
  test.use({ userAgent: FIREFOX_UA });

  test('the study site sends the member to the browser warning', async ({ page, login, member, axe }) => {
    // Chromium answers userAgentData even with another user agent string: hide it as Firefox would.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
    });
    await login(page, member('student01'), DEMO_PASSWORD);
    await expect(page.getByText('김민준 님, 반가워요!')).toBeVisible();
    await page.goto('/study');
    await expect(page).toHaveURL(/\/auth\/browser\/warning$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('크롬 브라우저에서 학습해 주세요');
    await axe(page);
  });
});

test.describe('given the logout-and-redirect address', () => {
  test('an in-site target is followed and the member is signed out', async ({ page, login, member }) => {
    await login(page, member('student01'), DEMO_PASSWORD);
    await expect(page.getByText('김민준 님, 반가워요!')).toBeVisible();
    // The member box loads its legacy-site links once it knows the products: a request still on its way when the
    // address below signs the member out on the server arrives after the revocation and is refused (a logged 401).
    // A member who types the address waits for the page too; the journey waits until nothing is loading.
    await page.waitForLoadState('networkidle');
    await page.goto('/auth/logoutAndRedirect?redirect=%2Fauth%2Ffind%2Fid');
    await expect(page).toHaveURL(/\/auth\/find\/id$/);
    expect(await page.evaluate(() => localStorage.getItem('auth.token'))).toBeNull();
  });

  test('an outside target is refused and the visitor goes home', async ({ page }) => {
    await page.goto('/auth/logoutAndRedirect?redirect=%2F%2Fevil.example%2F');
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await expect(loginBox(page)).toBeVisible();
  });
});

test.describe('given a page chunk that fails to load', () => {
  test('the page reloads once, then shows the 500 page instead of looping', async ({
    page,
    axe,
    expectConsoleError,
  }) => {
    // The chunk this journey blocks on purpose.
    expectConsoleError(/net::ERR_FAILED .*\/assets\/home-page-[^/]+\.js\)$/);
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await page.route(/\/assets\/home-page-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '서버 오류가 발생했습니다' })).toBeVisible();
    expect(documents).toBe(2);
    await axe(page);
    // A later visit within the minute does not reload again either.
    await page.unroute(/\/assets\/home-page-[^/]+\.js$/);
    await page.goto('/auth/find/id');
    await expect(page.getByRole('heading', { level: 1, name: '아이디 찾기' })).toBeVisible();
  });

  test('a chunk that fails while a link is followed reloads into the page clicked, not the one being left', async ({
    page,
    expectConsoleError,
  }) => {
    expectConsoleError(/net::ERR_FAILED .*\/assets\/teacher-pages-[^/]+\.js\)$/);
    await page.goto('/services/faq');
    await expect(page.getByRole('heading', { level: 1, name: '자주 묻는 질문' })).toBeVisible();
    // Blocked once, as after a deploy that removed the old chunk: the reload then loads the new one.
    let blocked = 0;
    await page.route(/\/assets\/teacher-pages-[^/]+\.js$/, async (route) => {
      if (blocked > 0) return route.continue();
      blocked += 1;
      return route.abort();
    });
    const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
    await page
      .getByRole('navigation', { name: '주 메뉴' })
      .getByRole('link', { name: 'For Teachers' })
      .click();
    await reloaded;
    await expect(page).toHaveURL(/\/teacher\/business\/value$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('자주 묻는 질문');
    expect(blocked).toBe(1);
  });
});
