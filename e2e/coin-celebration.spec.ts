/**
 * The coins a child earns, said where they are earned (issue 12, ADR 034), against the real server on a fresh
 * database: a fresh copy of student01 plays the sing unit of a day it has not studied (A-1-2 day 4, whose seeded
 * history stops at day 3) to its end and sees '+7 코인' arrive on the daily page (the unit's 5 and today's attendance 2); takes
 * the weekly test of that week with its first choices (20 points: no coins, and a line saying from which score
 * they come), then week 3's test answered rightly, and sees its 30 coins beside the result;
 * then finds all three in the coin history. No console errors on the way (the fixtures' page); the
 * celebration's axe checks are the stories' (ADR 044).
 */
import { COIN_RULES, missionOf, seoulDate } from '@buddy/domain';
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from './fixtures';
import { answerEvery, answerRight } from './paper';

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
    // A show played in real time and two tests answered: longer than a journey's minute on a loaded machine.
    test.setTimeout(120_000);
    await login(page, member('student01'), DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();

    // The daily study: the sing unit's show played to its end, as a child watches it (ADR 057: the server pays a
    // unit it served, once its slides have had their time; a unit done in no time pays nothing).
    await page.goto('/study/daily?course=A&step=1&week=2&day=4&unit=1');
    await expect(page.getByRole('heading', { level: 1, name: /A코스 1단계 2주 4일차/ })).toBeVisible();
    const unitRate = page.getByRole('progressbar', { name: '이 활동 진도율' });
    await expect(unitRate).toHaveAttribute('aria-valuenow', '0');
    await expect(celebration(page)).toHaveCount(0);
    const player = page.getByRole('region', { name: /영상$/ });
    await page.getByRole('button', { name: '영상 보기' }).click();
    await player.getByRole('button', { name: '재생' }).click();
    await expect(unitRate).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });

    await expect(page.getByText('학습 기록을 저장했어요.')).toBeVisible();
    const dayCard = celebration(page);
    await expect(dayCard).toBeVisible();
    await expect(dayCard).toContainText('학습 활동을 끝냈어요');
    // The last slides' save pays the unit (5); today's attendance (2) comes with it, or with an earlier slide's save.
    // Today's mission (ADR 059) pays 5 more with the unit on a Monday, Wednesday or Friday, and with the test on a
    // Saturday or Sunday: the journey runs on the real clock.
    const mission = missionOf(seoulDate(new Date()));
    const dayCoins = await celebratedCoins(dayCard);
    expect([5, 7].map((coins) => coins + (mission === 'UNIT' ? COIN_RULES.mission : 0))).toContain(dayCoins);
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
    // Every question answered with its first choice: 20 points, below the paying bands (the trial's test that still
    // paid 10). Nothing is celebrated; a quiet line says from which score coins come (ADR 057).
    await answerEvery(page);
    await page.getByRole('button', { name: '제출하기' }).click();
    const summary = page.getByRole('region', { name: '시험 결과' });
    await expect(summary).toBeVisible();
    await expect(summary.locator('[data-slot="score"]')).toHaveText('20');
    await expect(
      page.getByRole('status').filter({ hasText: '50점부터 코인을 받을 수 있어요.' }),
    ).toBeVisible();
    await expect(celebration(page)).toHaveCount(0);

    // The next week's test, answered rightly: 100 points, the top band, celebrated beside the result.
    await page.goto('/tests?type=W&course=A&step=1&week=3');
    await expect(page.getByRole('heading', { name: '시험 전 확인하세요' })).toBeVisible();
    await page.getByRole('button', { name: 'START' }).click();
    await expect(sheet).toBeVisible();
    await answerRight(page, 'W-A-1-3');
    await page.getByRole('button', { name: '제출하기' }).click();
    await expect(summary.locator('[data-slot="score"]')).toHaveText('100');
    const testCard = celebration(page);
    await expect(testCard).toBeVisible();
    const testCoins = await celebratedCoins(testCard);
    // The band (ADR 034, ADR 057): 30 from 90 points, 20 from 70, 10 from 50, nothing below.
    expect(testCoins).toBe(30 + (mission === 'TEST_OR_UNITS' ? COIN_RULES.mission : 0));
    await expect(testCard).toContainText('시험에서 좋은 점수를 받았어요');
    await expect(testCard.getByRole('status')).toHaveText(new RegExp(`${testCoins} 코인을 받았어요`));

    // The same result again (a reload): marked before, nothing paid, nothing celebrated.
    await page.reload();
    await expect(page.getByRole('region', { name: '시험 결과' })).toBeVisible();
    await expect(celebration(page)).toHaveCount(0);

    // The coin history: the week 3 test, the unit and the attendance (the weekly test paid none).
    await page.goto('/buddymon/buddyCoin');
    await expect(page.getByRole('heading', { level: 1, name: '버디코인' })).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    const testRow = rows.filter({ hasText: '시험 50점 이상' });
    await expect(testRow).toHaveCount(1);
    await expect(testRow).toContainText('+30');
    const daily = rows.filter({ hasText: 'A코스 1단계 2주 4일차' });
    await expect(daily.filter({ hasText: '활동을 끝까지 학습' })).toContainText('+5');
    // Today's attendance (the demo history has earlier days' too), its line the Seoul date.
    const today = seoulDate(new Date()).replaceAll('-', '.');
    await expect(rows.filter({ hasText: '출석' }).filter({ hasText: today })).toContainText('+2');
  });
});
