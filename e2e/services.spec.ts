/**
 * The customer centre and the home's news against the real server on a fresh database, as a parent would use them:
 * the notices (pinned first, a search, one notice and its neighbour), the FAQ by type with an answer opened, the
 * branch finder by office (the offices loaded when the select opens) and one branch with its map link; the home's
 * popups, one hidden for the day and still hidden after a reload. Axe on a page the server drew, for the brand shell's page-level rules; the other screens' axe checks are their stories' (ADR 044).
 */
import { expect, test } from './fixtures';

test.describe('given a visitor in the customer centre', () => {
  test('reads the notices: pinned first, searched, one opened with its neighbour', async ({ page }) => {
    await page.goto('/services/notice');
    await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
    const rows = page.getByRole('table', { name: '공지사항 목록' }).getByRole('row');
    await expect(rows).toHaveCount(11);
    await expect(rows.nth(1)).toContainText('중요');
    await expect(
      page.getByRole('navigation', { name: '고객센터 메뉴' }).getByRole('link', { name: '공지사항' }),
    ).toHaveAttribute('aria-current', 'page');

    // The last row's title, searched by title: the search goes into the address and finds it.
    const title = (await rows.nth(10).getByRole('link').textContent())!.trim();
    await page.getByRole('combobox', { name: '검색 조건' }).click();
    await page.getByRole('option', { name: '제목', exact: true }).click();
    await page.getByRole('searchbox', { name: '검색어' }).fill(title);
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect(page).toHaveURL(/srchTp=T/);
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();

    await page.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    const neighbours = page.getByRole('navigation', { name: '이전 글과 다음 글' });
    await expect(neighbours.getByRole('link')).not.toHaveCount(0);
    await neighbours.getByRole('link').first().click();
    await expect(page.getByRole('article').getByRole('heading', { level: 2 })).not.toHaveText(title);
    await page.getByRole('link', { name: '목록', exact: true }).click();
    await expect(page).toHaveURL(/\/services\/notice$/);
  });

  test('finds answers in the FAQ by type', async ({ page }) => {
    await page.goto('/services/faq');
    await expect(page.getByRole('heading', { level: 1, name: '자주 묻는 질문' })).toBeVisible();
    const questions = page.getByRole('list', { name: '자주 묻는 질문 목록' });
    await questions.getByRole('button').first().click();
    await expect(questions.getByRole('button', { expanded: true })).toHaveCount(1);
    // Another type: its questions, and the type in the address.
    const types = page.getByRole('group', { name: '질문 유형' });
    await types.getByRole('button', { name: '회원 정보' }).click();
    await expect(page).toHaveURL(/srchFaqTp=02/);
    await expect(types.getByRole('button', { name: '회원 정보' })).toHaveAttribute('aria-pressed', 'true');
    // A search from the first type looks in every type, and names the type of each answer (issue 26).
    await types.getByRole('button', { name: '학습 이용' }).click();
    // The search form is drawn anew for the new type: type into the new one.
    await expect(types.getByRole('button', { name: '학습 이용' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/services\/faq$/);
    await page.getByRole('searchbox', { name: '검색어' }).fill('비밀번호');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect(page).toHaveURL(/srchFaqTp=ALL/);
    await expect(types.getByRole('button', { name: '전체' })).toHaveAttribute('aria-pressed', 'true');
    await expect(questions.getByRole('button', { name: /^회원 정보: / }).first()).toBeVisible();
  });

  test('finds a branch by office and opens it', async ({ page }) => {
    const offices: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/v2/branches/office') offices.push(request.url());
    });
    await page.goto('/services/branch');
    await expect(page.getByRole('heading', { level: 1, name: '지점 안내' })).toBeVisible();
    await expect(page.getByText(/전체 \d+곳/)).toBeVisible();
    // Spec §4: the office list is loaded only when it is first needed.
    expect(offices).toEqual([]);
    await page.getByRole('combobox', { name: '지역' }).click();
    await page.getByRole('option', { name: '부산·경남' }).click();
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect(page).toHaveURL(/salesOfficeCd=04/);
    expect(offices).toHaveLength(1);
    const branch = page.getByRole('list', { name: '지점 목록' }).getByRole('link').first();
    const name = (await branch.textContent())!.trim();
    await branch.click();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByRole('link', { name: /지도에서 보기/ })).toHaveAttribute('target', '_blank');
  });

  test('asks for a free trial at a branch from its page, and the server takes it (issue 26)', async ({
    page,
    axe,
  }) => {
    await page.goto('/services/branch');
    const first = page.getByRole('link', { name: /지점$/ }).first();
    const branchName = (await first.textContent())?.trim() ?? '';
    expect(branchName).toMatch(/지점$/);
    await first.click();
    await page.getByRole('link', { name: '이 지점에 무료 체험 신청하기' }).click();
    await expect(page).toHaveURL(/\/experience\/apply\?branchCd=B\d{4}$/);
    const form = page.getByRole('form', { name: '무료 체험 신청' });
    await expect(form.getByRole('combobox', { name: '희망 지점' })).toHaveText(branchName);
    await form.getByRole('combobox', { name: '아이 학년' }).click();
    await page.getByRole('option', { name: '3학년' }).click();
    await form.getByRole('textbox', { name: '보호자 이름' }).fill('박아빠');
    await form.getByRole('textbox', { name: '휴대전화 번호' }).fill('010-9876-5432');
    await form.getByRole('checkbox', { name: /동의해요/ }).click();
    await axe(page);
    const stored = page.waitForResponse((response) => response.url().endsWith('/v2/site-mgr/trial-requests'));
    await form.getByRole('button', { name: '체험 신청하기' }).click();
    expect((await stored).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: '체험 신청을 받았어요' })).toBeVisible();
    await expect(
      page.getByText(`${branchName}에서 010-****-5432(으)로 곧 전화드릴게요.`, { exact: false }),
    ).toBeVisible();
    await expect(page.getByText(/^신청 번호 \d+$/)).toBeVisible();
  });
});

test.describe('given the home page with popups', () => {
  test('on a phone, the opened menu is above the popup, every item of it reachable (issue 26)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('complementary').first()).toBeVisible();
    await page.getByRole('button', { name: '전체 메뉴' }).click();
    const menu = page.locator('[data-slot="mobile-menu"]');
    for (const name of ['버디잉글리시 소개', '체험하기', '라이브러리', '고객센터', 'For Teachers']) {
      const item = menu.getByRole('button', { name, exact: true });
      await item.scrollIntoViewIfNeeded();
      // The element drawn at the item's centre is the item itself (or inside it), not the popup over it.
      const onTop = await item.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top !== null && element.contains(top);
      });
      expect(onTop, name).toBe(true);
    }
  });

  test('a popup hidden for the day stays hidden after a reload', async ({ page }) => {
    await page.goto('/');
    const popup = page.getByRole('complementary').first();
    await expect(popup).toBeVisible();
    const title = (await popup.getByRole('heading', { level: 2 }).textContent())!.trim();
    await popup.getByRole('button', { name: `${title} 알림 오늘 하루 보지 않기` }).click();
    await expect(page.getByRole('complementary', { name: title })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('complementary', { name: title })).toHaveCount(0);
    // Every key the site keeps in local storage has the spec's prefix (spec §10: 'auth.').
    const keys = await page.evaluate(() => Object.keys(window.localStorage));
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !key.startsWith('auth.'))).toEqual([]);
  });
});
