/**
 * The reward area against the real server on a fresh database (ADR 034): a fresh copy of student04 studies a unit of
 * the daily study and sees the coins arrive, on the reward home (today's coins, the buddymon in its starter clothes)
 * and in the coin history, each movement named; a member who may not study is sent to the page that says why. Axe
 * on each page.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from './fixtures';

/** The figure of the coin summary named `label` ('가진 코인', '오늘 모은 코인'). */
const figure = (page: Page, label: string) =>
  page
    .locator('[data-slot="coin-figure"]')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

test.describe('given a child who studies and then visits the buddymon land', () => {
  test('sees the coins of a finished unit and of attendance arrive, and finds them in the coin history', async ({
    page,
    login,
    member,
    axe,
  }) => {
    await login(page, member('student04'), DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();

    await page.goto('/buddymon');
    await expect(page.getByRole('heading', { level: 1, name: '버디몬 홈' })).toBeVisible();
    await expect(figure(page, '가진 코인')).toHaveText(/^0\s*코인$/);
    await expect(page.getByRole('img', { name: /나의 버디몬 아기 뭉실/ })).toBeVisible();
    await axe(page);

    // A unit played to its end: 5 coins for the unit and 2 for the day's attendance.
    await page.goto('/study/daily?course=A&step=1&week=1&day=1');
    const player = page.getByRole('region', { name: /영상$/ });
    await page.getByRole('button', { name: '영상 보기' }).click();
    await player.getByRole('button', { name: '재생' }).click();
    await expect(page.getByRole('progressbar', { name: '이 활동 진도율' })).toHaveAttribute(
      'aria-valuenow',
      '100',
      {
        timeout: 45_000,
      },
    );
    await expect(page.getByText('학습 기록을 저장했어요.')).toBeVisible();

    await page.goto('/buddymon');
    await expect(figure(page, '오늘 모은 코인')).toHaveText(/^7\s*코인$/);
    await expect(figure(page, '가진 코인')).toHaveText(/^7\s*코인$/);

    await page.getByRole('link', { name: '코인 기록 보기' }).click();
    await expect(page).toHaveURL(/\/buddymon\/buddyCoin$/);
    await expect(page.getByRole('heading', { level: 1, name: '버디코인' })).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(3); // the header and two movements
    await expect(rows.nth(1)).toContainText('학습 활동 완료');
    await expect(rows.nth(1)).toContainText('A코스 1단계 1주 1일차');
    await expect(rows.nth(1)).toContainText('+5');
    await expect(rows.nth(2)).toContainText('출석');
    await expect(rows.nth(2)).toContainText('+2');
    await axe(page);
  });

  test('a member who may not study is sent to the page that says why', async ({ page, login, member }) => {
    await login(page, member('guest01'), DEMO_PASSWORD);
    await page.goto('/buddymon');
    await expect(page).toHaveURL(/\/study\/ignore$/);
  });
});
