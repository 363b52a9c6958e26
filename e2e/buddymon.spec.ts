/**
 * The reward area against the real server on a fresh database (ADR 034): a fresh copy of student04 studies a unit of
 * the daily study and sees the coins arrive, on the reward home (today's coins, the buddymon in its starter clothes)
 * and in the coin history, each movement named; a child with the coins their seeded study earned buys an item in the
 * shop, dresses the pet in it, saves, finds it still on after a reload and the purchase in the coin history; a member
 * who may not study is sent to the page that says why. Axe on the home, for the buddymon shell's page-level rules; the other screens' axe checks are their stories' (ADR 044).
 */
import { COIN_RULES, missionOf, seoulDate } from '@buddy/domain';
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
    signIn,
    member,
    axe,
  }) => {
    await signIn(page, member('student04'));
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

    // On a Monday, Wednesday or Friday the unit also does today's mission (+5, ADR 059).
    const mission = missionOf(seoulDate(new Date())) === 'UNIT' ? COIN_RULES.mission : 0;
    const earned = 7 + mission;
    await page.goto('/buddymon');
    await expect(figure(page, '오늘 모은 코인')).toHaveText(new RegExp(`^${earned}\\s*코인$`));
    await expect(figure(page, '가진 코인')).toHaveText(new RegExp(`^${earned}\\s*코인$`));
    await expect(page.getByRole('region', { name: '오늘의 미션' })).toContainText('1일 연속');

    await page.getByRole('link', { name: '코인 기록 보기' }).click();
    await expect(page).toHaveURL(/\/buddymon\/buddyCoin$/);
    await expect(page.getByRole('heading', { level: 1, name: '버디코인' })).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(mission ? 4 : 3); // the header and the movements
    const unit = rows.filter({ hasText: '활동을 끝까지 학습' });
    await expect(unit).toContainText('A코스 1단계 1주 1일차');
    await expect(unit).toContainText('+5');
    await expect(rows.filter({ hasText: '출석' })).toContainText('+2');
    if (mission) await expect(rows.filter({ hasText: '오늘의 미션' })).toContainText(`+${mission}`);
  });

  test('spends earned coins in the shop, dresses the pet in the purchase, saves it, takes its album picture and finds the purchase in the coin history', async ({
    page,
    signIn,
    member,
  }) => {
    // student01's seeded study history (a finished week, a weekly test) earned its coins, by the live rules.
    await signIn(page, member('student01'));
    await page.goto('/buddymon/mybuddymon/myShop?catgr=ACC');
    await expect(page.getByRole('heading', { level: 1, name: '버디샵' })).toBeVisible();
    const balance = figure(page, '가진 코인');
    await expect(balance).toHaveText(/^[\d,]+\s*코인$/);
    const before = Number((await balance.innerText()).replace(/\D/g, ''));
    expect(before).toBeGreaterThanOrEqual(20);

    await page.getByRole('button', { name: '분홍 리본 사기', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: '분홍 리본을 살까요?' });
    await expect(dialog).toContainText(`사고 나면 ${(before - 20).toLocaleString('ko-KR')} 코인이 남아요.`);
    await dialog.getByRole('button', { name: '살래요' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('분홍 리본, 샀어요! 마이 버디몬에서 입혀 보세요.')).toBeVisible();
    await expect(balance).toHaveText(new RegExp(`^${(before - 20).toLocaleString('ko-KR')}\\s*코인$`));

    await page.getByRole('link', { name: '마이 버디몬에서 꾸미기' }).click();
    await expect(page).toHaveURL(/\/buddymon\/mybuddymon$/);
    await expect(page.getByRole('heading', { level: 1, name: '마이 버디몬' })).toBeVisible();
    await page.getByRole('button', { name: '분홍 리본 입기' }).click();
    const stage = page.getByRole('img', { name: /^꾸미는 중인/ });
    await expect(stage).toHaveAccessibleName(/꾸미기 분홍 리본/);
    await expect(page.getByText('저장하지 않은 변경이 있어요.')).toBeVisible();
    await page.getByRole('button', { name: '저장하기' }).click();
    await expect(page.getByText('저장했어요.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('img', { name: /^꾸미는 중인/ })).toHaveAccessibleName(/꾸미기 분홍 리본/);
    await expect(page.getByRole('button', { name: '분홍 리본 벗기' })).toBeVisible();
    await expect(page.getByText('저장된 모습이에요.')).toBeVisible();

    // The growth album: the server takes a picture of the buddymon as saved, ribbon included.
    await page
      .getByRole('navigation', { name: '버디몬 메뉴' })
      .getByRole('link', { name: '성장 앨범' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: '성장 앨범' })).toBeVisible();
    await page.getByRole('button', { name: '사진 찍기' }).first().click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toContainText('오늘의 버디몬');
    const picture = viewer.getByRole('img').first();
    await expect
      .poll(() => picture.evaluate((img) => (img instanceof HTMLImageElement ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    await viewer.getByRole('button', { name: '설명 고치기' }).click();
    await viewer.getByRole('textbox').fill('리본 단 버디몬');
    await viewer.getByRole('button', { name: '저장하기' }).click();
    await expect(viewer).toContainText('리본 단 버디몬');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('list', { name: '성장 앨범 사진' })).toContainText('리본 단 버디몬');

    await page.goto('/buddymon/buddyCoin');
    await expect(page.getByRole('heading', { level: 1, name: '버디코인' })).toBeVisible();
    const newest = page.getByRole('table').getByRole('row').nth(1);
    await expect(newest).toContainText('아이템 구매');
    await expect(newest).toContainText('분홍 리본');
    await expect(newest).toContainText('-20');
  });

  test('on a phone, a child reaches the buddymon land from the phone menu (issue 29)', async ({
    page,
    signIn,
    member,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, member('student01'));
    await page.goto('/study');
    await page.getByRole('button', { name: '전체 메뉴' }).click();
    const entry = page.locator('[data-slot="mobile-menu"]').getByRole('link', { name: '버디몬' });
    await entry.scrollIntoViewIfNeeded();
    const box = await entry.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await entry.click();
    await expect(page).toHaveURL(/\/buddymon$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a member who may not study is sent to the page that says why', async ({ page, login, member }) => {
    await login(page, member('guest01'), DEMO_PASSWORD);
    // Signed in (the token kept) before the address is typed.
    await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
    await page.goto('/buddymon');
    await expect(page).toHaveURL(/\/study\/ignore$/);
  });
});
