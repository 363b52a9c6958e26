/**
 * The coins a child earns, said where they are earned (issue 12, ADR 034), against the real server on a fresh
 * database: a fresh copy of student01 turns every word card of a unit it has not studied (A-1-2 day 4, whose seeded
 * history stops at day 3) and sees '+7 코인' arrive on the daily page (the unit's 5 and today's attendance 2); takes
 * the weekly test of that week (its seeded test is A-1-1's) and sees the coins its score earned beside the result;
 * then finds all three in the coin history. No console errors on the way (the fixtures' page); the
 * celebration's axe checks are the stories' (ADR 044).
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from './fixtures';
import { answerEvery } from './paper';

/** The celebration card on the page (the kit's CoinCelebration). */
const celebration = (page: Page): Locator => page.locator('[data-slot="coin-celebration"]');

/** The coins it shows big: '+7코인' → 7. */
async function celebratedCoins(card: Locator): Promise<number> {
  const amount = card.locator('[data-slot="coin-celebration-amount"]');
  await expect(amount).toHaveText(/^\+\d+\s*코인$/);
  return Number((await amount.textContent())?.replace(/\D/g, ''));
}

test.describe('given student01 finishing a unit and a weekly test', () => {
  test('sees the coins arrive on the daily page and the test result, then finds them in the coin history', async ({
    page,
    login,
    member,
  }) => {
    await login(page, member('student01'), DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();

    // The daily study: every word card of the unit turned (one save, gathered), which finishes it.
    await page.goto('/study/daily?course=A&step=1&week=2&day=4&unit=2');
    await expect(page.getByRole('heading', { level: 1, name: /A코스 1단계 2주 4일차/ })).toBeVisible();
    const unitRate = page.getByRole('progressbar', { name: '이 활동 진도율' });
    await expect(unitRate).toHaveAttribute('aria-valuenow', '0');
    await expect(celebration(page)).toHaveCount(0);
    const unturned = page.getByRole('button', { name: /카드 뒤집어 뜻 보기$/ });
    const cards = await unturned.count();
    expect(cards).toBeGreaterThan(0);
    for (let card = 0; card < cards; card += 1) await unturned.first().click();
    await expect(unitRate).toHaveAttribute('aria-valuenow', '100');

    await expect(page.getByText('학습 기록을 저장했어요.')).toBeVisible();
    const dayCard = celebration(page);
    await expect(dayCard).toBeVisible();
    await expect(dayCard).toContainText('학습 활동을 끝냈어요');
    // The cards' parts go in one save (7: the unit and the attendance), unless the machine was slow enough to send
    // the first card on its own (its attendance celebrated first, then the unit's 5).
    const dayCoins = await celebratedCoins(dayCard);
    expect([5, 7]).toContain(dayCoins);
    await expect(dayCard.getByRole('status')).toHaveText(new RegExp(`${dayCoins} 코인을 받았어요`));
    // Closed, it stays closed: the page saves nothing more that pays.
    await dayCard.getByRole('button', { name: '닫기' }).click();
    await expect(celebration(page)).toHaveCount(0);

    // The weekly test of the same week, every question answered with its first choice (or a sentence).
    await page.goto('/tests?type=W&course=A&step=1&week=2');
    await expect(page.getByRole('heading', { name: '시험 전 확인하세요' })).toBeVisible();
    await page.getByRole('button', { name: 'START' }).click();
    const sheet = page.getByRole('complementary', { name: '답안지' });
    await expect(sheet).toBeVisible();
    await answerEvery(page);
    await page.getByRole('button', { name: '제출하기' }).click();
    const summary = page.getByRole('region', { name: '시험 결과' });
    await expect(summary).toBeVisible();
    const score = Number(await summary.locator('[data-slot="score"]').textContent());
    const testCard = celebration(page);
    await expect(testCard).toBeVisible();
    const testCoins = await celebratedCoins(testCard);
    // The weekly test's band (ADR 034): 30 from 90 points, 20 from 70, 10 below.
    expect(testCoins).toBe(score >= 90 ? 30 : score >= 70 ? 20 : 10);
    await expect(testCard).toContainText('시험을 끝까지 풀었어요');
    await expect(testCard.getByRole('status')).toHaveText(new RegExp(`${testCoins} 코인을 받았어요`));

    // The same result again (a reload): marked before, nothing paid, nothing celebrated.
    await page.reload();
    await expect(page.getByRole('region', { name: '시험 결과' })).toBeVisible();
    await expect(celebration(page)).toHaveCount(0);

    // The coin history, newest first: the test, then the unit and the attendance.
    await page.goto('/buddymon/buddyCoin');
    await expect(page.getByRole('heading', { level: 1, name: '버디코인' })).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toContainText('시험 제출');
    await expect(rows.nth(1)).toContainText(`+${testCoins}`);
    const daily = rows.filter({ hasText: 'A코스 1단계 2주 4일차' });
    await expect(daily.filter({ hasText: '학습 활동 완료' })).toContainText('+5');
    const attendance = rows.nth(2).or(rows.nth(3)).filter({ hasText: '출석' });
    await expect(attendance).toContainText('+2');
  });
});
