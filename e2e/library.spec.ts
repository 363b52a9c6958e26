/**
 * The library against the real server on a fresh database, with the real content bank: a visitor's preview (§4), and
 * §6's permission table walked row by row with the demo accounts (ADR 030). A denied page shows the row's alert and
 * goes one page back; the server refuses the same calls (packages/server/test/library.test.ts). The game row is walked
 * in game.spec.ts; every other row, the supplementary room's (englishadd) included, here.
 */
import type { Page } from '@playwright/test';
import { alertDialog, DEMO_PASSWORD, expect, test } from './fixtures';

const ALERT = '라이브러리 이용 안내';

/** Opens a library page and expects the list of its kind to show (a heading, then items or cards). */
async function opens(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page.getByText('이용 권한을 확인하고 있어요.')).toBeHidden();
  await expect(page.getByText(/전체 \d+개/).first()).toBeVisible();
  await expect(alertDialog(page, ALERT)).toBeHidden();
}

/** Opens a library page and expects the row's alert; after 확인 the page is left. */
async function refuses(page: Page, path: string, message: string) {
  await page.goto(path);
  const dialog = alertDialog(page, ALERT);
  await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(page).not.toHaveURL(new RegExp(`${path}$`));
}

test.describe('given a visitor in the brand library', () => {
  test('sees the first five animations, opens one, and is refused the rest', async ({ page, axe }) => {
    await page.goto('/library/videos/animation');
    await expect(page.getByRole('heading', { level: 1, name: '애니메이션' })).toBeVisible();
    const videos = page.getByRole('list', { name: '영상 목록' }).getByRole('link');
    await expect(videos).toHaveCount(5);
    await expect(page.getByText(/미리보기로 5편만/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: '페이지 이동' })).toHaveCount(0);

    const first = (await videos.first().getAttribute('href'))!;
    await videos.first().click();
    await expect(page).toHaveURL(new RegExp(`${first}$`));
    await expect(page.getByRole('region', { name: /.+/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /목록으로/ })).toBeVisible();
    await axe(page);

    // From the library, the sound sources: the alert, then one page back (to the video).
    await page
      .getByRole('navigation', { name: '라이브러리 메뉴' })
      .getByRole('link', { name: '버디 음원' })
      .click();
    const dialog = alertDialog(page, ALERT);
    await expect(dialog).toContainText('사용권한이 없습니다.');
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(new RegExp(`${first}$`));
  });
});

test.describe('given the permission table of §6, row by row', () => {
  test('student01 (57000, every flag) opens every area of the study library', async ({
    page,
    login,
    member,
  }) => {
    await login(page, member('student01'), DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
    await opens(page, '/study/library/videos/song', '노래');
    const songs = page.getByRole('list', { name: '영상 목록' }).getByRole('link');
    await expect(songs).toHaveCount(6);
    // A song plays with its lyrics, the line being sung highlighted.
    await songs.first().click();
    const lyrics = page.getByRole('region', { name: '가사' });
    await expect(lyrics.getByRole('button').first()).toHaveAttribute('aria-current', 'true');
    await lyrics.getByRole('button').nth(1).click();
    await expect(lyrics.getByRole('button').nth(1)).toHaveAttribute('aria-current', 'true');
    await opens(page, '/study/library/records/prime', '프라임');
    await opens(page, '/study/library/grammars/basic', '기초 문법');
    await opens(page, '/study/library/reading/basic', '리딩');
    await opens(page, '/study/library/rskill', '리딩스킬');
    await opens(page, '/study/library/phonics', '파닉스');
  });

  test('student02 (48000, flag 6 N) is refused 리딩스킬 and K-리딩, not the videos', async ({
    page,
    login,
    member,
  }) => {
    await login(page, member('student02'), DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
    await opens(page, '/study/library/videos/animation', '애니메이션');
    await refuses(page, '/study/library/rskill', '리딩스킬 사용권한이 없습니다');
    await refuses(page, '/study/library/kread', '리딩 사용권한이 없습니다');
    // §6 gates only the K-reading page: the reading items are every member's (issue 30, defect 5).
    await opens(page, '/study/library/reading/basic', '리딩');
    await opens(page, '/study/library/kstpt', 'K-문장 패턴');
    await opens(page, '/study/library/word', '단어');
    // The englishadd row: 48000 is enough for the supplementary room.
    await page.goto('/study/library/englishadd');
    await expect(page.getByRole('heading', { level: 1, name: '영어보충학습실' })).toBeVisible();
    await expect(page.getByRole('link', { name: /열기$/ })).toHaveCount(6);
    await expect(alertDialog(page, ALERT)).toBeHidden();
  });

  test('student03 (30000, no flag) is refused videos, sound sources, grammar and K-reading', async ({
    page,
    login,
    member,
  }) => {
    await login(page, member('student03'), DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
    await refuses(page, '/study/library/videos/animation', '동영상 사용권한이 없습니다');
    await refuses(page, '/study/library/records/beginner', '버디음원 사용권한이 없습니다');
    await refuses(page, '/study/library/grammars/book', '문법강의 사용권한이 없습니다');
    await refuses(page, '/study/library/kread', '리딩 사용권한이 없습니다');
    await opens(page, '/study/library/reading/basic', '리딩');
    await opens(page, '/study/library/stpt', '문장 패턴');
    await refuses(page, '/study/library/englishadd', '영어보충학습실 사용권한이 없습니다');
  });

  test('a member refused by a menu link goes back to the page they came from', async ({
    page,
    login,
    member,
  }) => {
    await login(page, member('student02'), DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
    await opens(page, '/library/videos/anisong', '애니송');
    await page
      .getByRole('navigation', { name: '라이브러리 메뉴' })
      .getByRole('link', { name: '리딩스킬' })
      .click();
    const dialog = alertDialog(page, ALERT);
    await expect(dialog).toContainText('리딩스킬 사용권한이 없습니다');
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/library\/videos\/anisong$/);
  });
});
