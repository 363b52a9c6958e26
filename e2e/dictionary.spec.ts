/**
 * The dictionary popup: a signed-in student opens '단어 사전' from the study menu, looks a word up in the
 * content's word bank and hears it, in a 400 × 600 window of its own; a word not in the bank offers suggestions.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function openDictionary(page: Page, signIn: (p: Page, id: string) => Promise<void>, id: string) {
  await signIn(page, id);
  await page.goto('/study');
  // The study home arrives drawn by the server (ADR 049); once the member box's products button shows, the page is
  // hydrated and the menu's buttons are the app's.
  await expect(page.getByRole('button', { name: /학습 상품/ })).toBeVisible();
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: '단어 사전' }).click();
  const popup = await opened;
  await popup.waitForLoadState();
  await expect(popup).toHaveURL(/\/study\/dictionary$/);
  await expect(popup.getByRole('heading', { name: '단어 사전', level: 1 })).toBeVisible();
  return popup;
}

test.describe('given student01 on the study site', () => {
  test('looks a word up in the dictionary popup, hears it, and passes axe', async ({
    page,
    signIn,
    member,
    axe,
  }) => {
    const popup = await openDictionary(page, signIn, member('student01'));
    const field = popup.getByRole('searchbox', { name: '찾을 영어 단어' });
    await expect(field).toBeFocused();
    await axe(popup);

    await field.fill('Cats');
    await field.press('Enter');
    const card = popup.getByRole('region', { name: '찾은 결과' });
    await expect(card.getByRole('heading', { name: 'cat' })).toBeVisible();
    await expect(card.getByText('뜻: 고양이')).toBeVisible();
    await expect(card.getByText('I see a cat.')).toBeVisible();
    await expect(card.getByText('고양이가 보여요.')).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', '/content/study/images/cat.svg');

    const sound = card.locator('audio');
    const src = await sound.getAttribute('src');
    expect(src).toMatch(/^\/content\/study\/audio\/cat-[0-9a-f]{6}\.ogg$/);
    const response = await popup.request.get(src ?? '');
    expect(response.status()).toBe(200);
    const listen = card.getByRole('button', { name: 'cat 소리 듣기' });
    await listen.click();
    await expect(listen).toHaveAttribute('data-state', 'playing');
    await expect
      .poll(() => sound.evaluate((element: HTMLAudioElement) => element.currentTime > 0 || element.ended))
      .toBe(true);
    await axe(popup);
  });

  test('offers words that start like a word not in the bank', async ({ page, signIn, member, axe }) => {
    const popup = await openDictionary(page, signIn, member('student01'));
    const field = popup.getByRole('searchbox', { name: '찾을 영어 단어' });
    await field.fill('cab');
    await field.press('Enter');
    await expect(popup.getByText(/사전에 없는 단어예요/)).toBeVisible();
    await axe(popup);
    await popup.getByRole('button', { name: 'cake' }).click();
    await expect(popup.getByRole('heading', { name: 'cake' })).toBeVisible();
    await expect(popup.getByText('뜻: 케이크')).toBeVisible();
    await expect(field).toHaveValue('cake');
  });

  test('an empty search clears the last answer and says what to type (issue 30, defect 7)', async ({
    page,
    signIn,
    member,
  }) => {
    const popup = await openDictionary(page, signIn, member('student01'));
    const field = popup.getByRole('searchbox', { name: '찾을 영어 단어' });
    await field.fill('cab');
    await field.press('Enter');
    await expect(popup.getByText(/사전에 없는 단어예요/)).toBeVisible();
    await field.fill('');
    await field.press('Enter');
    await expect(popup.getByText(/사전에 없는 단어예요/)).toHaveCount(0);
    await expect(popup.getByText('찾을 단어를 입력해 주세요.')).toBeVisible();
    await expect(field).toBeFocused();
  });

  test('brings the open dictionary to the front instead of opening another', async ({
    page,
    signIn,
    member,
  }) => {
    const popup = await openDictionary(page, signIn, member('student01'));
    const pages = page.context().pages().length;
    // Counts what the second click does: window.open in the opener, focus() on the open dictionary (same origin, so the
    // opener's call reaches the popup's own focus).
    await page.evaluate(() => {
      const opener = window as Window & { opened?: number };
      const open = window.open.bind(window);
      opener.opened = 0;
      window.open = (...args: Parameters<Window['open']>) => {
        opener.opened = (opener.opened ?? 0) + 1;
        return open(...args);
      };
    });
    await popup.evaluate(() => {
      const dictionary = window as Window & { focused?: number };
      const focus = window.focus.bind(window);
      dictionary.focused = 0;
      window.focus = () => {
        dictionary.focused = (dictionary.focused ?? 0) + 1;
        focus();
      };
    });
    await page.getByRole('button', { name: '단어 사전' }).click();
    await expect.poll(() => popup.evaluate(() => (window as Window & { focused?: number }).focused)).toBe(1);
    expect(await page.evaluate(() => (window as Window & { opened?: number }).opened)).toBe(0);
    expect(page.context().pages()).toHaveLength(pages);
    await popup.close();
    const reopened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: '단어 사전' }).click();
    await expect(await reopened).toHaveURL(/\/study\/dictionary$/);
  });
});
