/**
 * The typing game against the real server with the real content bank (ADR 031, ADR 058): a child plays a round of
 * words the server issued (drawn from the library's word cards), the server checks it against the round, reckons and
 * stores it and pays its coins, the result says so and the week's ranking
 * lists the child with a masked name; a second round with mistakes scores lower and is not a new best. §6's game row:
 * student03 (30000) is refused with its alert.
 */
import type { Page } from '@playwright/test';
import { alertDialog, expect, test } from './fixtures';

/** Types every line of the round shown; `mistake` turns each line's first letter into an x. */
async function playRound(page: Page, lines: number, mistake = false) {
  const input = page.getByLabel('따라 입력하기');
  for (let line = 0; line < lines; line += 1) {
    await expect(input).toBeFocused();
    const prompt = (await page.locator('[data-slot="typing-prompt"]').textContent()) ?? '';
    expect(prompt.length).toBeGreaterThan(0);
    const text = mistake ? `x${prompt.slice(1)}` : prompt;
    // A child's pace (about 300 타): the server refuses a round typed faster than any child types (GAME_MAX_CPM).
    await input.pressSequentially(text, { delay: 200 });
    // A line ends when its length is typed; the next prompt shows (or the result, after the last).
    if (line < lines - 1) await expect(page.locator('[data-slot="typing-prompt"]')).not.toHaveText(prompt);
  }
}

test.describe('given the typing game', () => {
  test('student01 plays a round of words, sees the result and their place this week', async ({
    page,
    signIn,
    member,
    axe,
  }) => {
    await signIn(page, member('student01'));
    await page.goto('/study/library/game/words');
    await expect(page.getByRole('heading', { level: 1, name: '단어 게임' })).toBeVisible();
    await expect(page.getByText('진행')).toBeVisible();

    await playRound(page, 10);
    const result = page.getByRole('heading', { name: '게임 결과' });
    await expect(result).toBeVisible();
    await expect(page.getByText('기록을 저장했어요.')).toBeVisible();
    await expect(page.getByText('정확도').first()).toBeVisible();
    await expect(page.getByText('100%').first()).toBeVisible();
    await expect(page.getByText('최고 기록이에요!')).toBeVisible();
    // The round's coins (issue 29, defect 5): the day's first rounds pay 3.
    await expect(page.getByText('+3 코인을 받았어요!')).toBeVisible();
    const ranking = page.getByRole('table', { name: '이번 주 순위' });
    const mine = ranking.locator('tr[aria-current="true"]');
    await expect(mine).toContainText('김*준');
    await axe(page);

    // Another round with a mistake in every line: stored, lower, not a new best.
    await page.getByRole('button', { name: '다시 하기' }).click();
    await playRound(page, 10, true);
    await expect(page.getByText('기록을 저장했어요.')).toBeVisible();
    await expect(page.getByText('최고 기록이에요!')).toHaveCount(0);
  });

  test('a member under the game row is refused with its alert', async ({ page, signIn, member }) => {
    await signIn(page, member('student03'));
    await page.goto('/study/library/game/sentence');
    const dialog = alertDialog(page, '라이브러리 이용 안내');
    await expect(dialog).toContainText('영어타자게임 사용권한이 없습니다');
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(page).not.toHaveURL(/\/game\/sentence$/);
  });
});
