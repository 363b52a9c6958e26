/**
 * The textbooks' QR pages against the real server and the real answer sheets: a parent scans a code and sees that
 * week's sheet, moves to the next week and to the Workbook, and chooses another course's week. The screens' axe checks are their stories' (ADR 044).
 */
import { expect, test } from './fixtures';

test.describe('given a parent who scans a textbook’s QR code', () => {
  test('sees that week’s answer sheet, then the next week and the other book', async ({ page }) => {
    await page.goto('/qrcode?course=C&step=3&week=4&book=SB');
    await expect(page).toHaveURL(/\/qrcode\/answerView\?course=C&book=SB&step=3&week=4$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Buddy C 3권 4주 Student Book 정답' }),
    ).toBeVisible();
    const sheet = page.getByRole('img', { name: /C 3권 4주 Student Book 정답 정답지/ });
    await expect(sheet).toBeVisible();
    // The image loaded (a broken one has no natural width).
    await expect.poll(() => sheet.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.getByRole('link', { name: /4권 1주/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Buddy C 4권 1주 Student Book 정답' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Workbook 정답 보기' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Buddy C 4권 1주 Workbook 정답' }),
    ).toBeVisible();
  });

  test('chooses any course and week from the list (linked from the footer)', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: '교재 정답' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '교재 정답 보기' })).toBeVisible();
    await page.getByRole('navigation', { name: '코스 고르기' }).getByRole('link', { name: /F코스/ }).click();
    const weeks = page.getByRole('list', { name: 'F코스 Student Book 정답 목록' });
    await expect(weeks.getByRole('link')).toHaveCount(28);
    await weeks.getByRole('link', { name: /F 7권 2주/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Buddy F 7권 2주 Student Book 정답' }),
    ).toBeVisible();
  });
});
