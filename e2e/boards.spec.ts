/**
 * The boards against the real server on a fresh database (student01, who has demo posts): a 1:1 inquiry
 * written (an empty submit first: the error dialog), found in the list, opened, edited and deleted after a confirm;
 * a memo written, checked, edited and deleted; a Q&A contact written with its content type and found with the type
 * filter and the text search; the download page. Each screen's axe check is its story's (ADR 044).
 */
import type { Page } from '@playwright/test';
import { alertDialog, DEMO_PASSWORD, expect, test } from './fixtures';

async function signIn(page: Page, login: (p: Page, id: string, pw: string) => Promise<void>, id: string) {
  await login(page, id, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
}

/** A unique word per run, so a retry never finds the last run's post. */
const stamp = () => Date.now().toString(36);

test.describe('given student01 on the boards', () => {
  test('writes, finds, opens, edits and deletes a 1:1 inquiry', async ({ page, login, member }) => {
    await signIn(page, login, member('student01'));
    await page.goto('/study/mypage/inquiries');
    await expect(page.getByRole('heading', { level: 1, name: '1:1 문의' })).toBeVisible();
    // The demo's answered inquiry is there.
    await expect(page.getByRole('row', { name: /주간 평가 점수가 궁금해요.*답변 완료/ })).toBeVisible();

    await page.getByRole('link', { name: '글쓰기' }).click();
    await expect(page).toHaveURL(/\/study\/mypage\/inquiries\/write$/);
    await page.getByRole('button', { name: '등록' }).click();
    const dialog = alertDialog(page, '입력 확인');
    await expect(dialog).toContainText('제목 항목을 확인해주세요.');
    await dialog.getByRole('button', { name: '확인' }).click();
    const title = page.getByRole('textbox', { name: '제목' });
    await expect(title).toBeFocused();

    const word = `선물${stamp()}`;
    await title.fill(`${word} 문의`);
    await page.getByRole('textbox', { name: '내용' }).fill('첫째 줄\n<b>둘째</b> 줄');
    await page.getByRole('button', { name: '등록' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `${word} 문의` })).toBeVisible();
    await expect(page.getByText('<b>둘째</b> 줄')).toBeVisible();
    await expect(page.getByText('답변 대기')).toBeVisible();

    // The list finds it by a title search; the search stays in the address through a reload.
    await page.getByRole('link', { name: '목록' }).click();
    await page.getByRole('searchbox', { name: '검색어' }).fill(word);
    await page.getByRole('button', { name: '검색' }).click();
    await expect(page).toHaveURL(new RegExp(`srchText=${encodeURIComponent(word)}`));
    await page.reload();
    await expect(page.getByRole('searchbox', { name: '검색어' })).toHaveValue(word);
    await expect(page.getByText('전체 1개')).toBeVisible();
    await page.getByRole('link', { name: `${word} 문의` }).click();

    await page.getByRole('link', { name: '수정' }).click();
    await expect(page).toHaveURL(/\/edit$/);
    await expect(page.getByRole('textbox', { name: '제목' })).toHaveValue(`${word} 문의`);
    await page.getByRole('textbox', { name: '제목' }).fill(`${word} 고친 문의`);
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `${word} 고친 문의` })).toBeVisible();

    await page.getByRole('button', { name: '삭제' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('이 글을 지울까요?');
    await confirm.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/study\/mypage\/inquiries$/);
    await expect(page.getByRole('link', { name: `${word} 고친 문의` })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '주간 평가 점수가 궁금해요' })).toBeVisible();
  });

  test('an inquiry with a character that cannot be stored says so, and keeps what was typed (issue 30, defect 7)', async ({
    page,
    login,
    member,
  }) => {
    await signIn(page, login, member('student01'));
    await page.goto('/study/mypage/inquiries/write');
    await page.getByRole('textbox', { name: '제목' }).fill('글자 문의');
    const content = page.getByRole('textbox', { name: '내용' });
    for (const typed of ['\u0000', '안녕\u0000하세요']) {
      await content.fill(typed);
      await page.getByRole('button', { name: '등록' }).click();
      const dialog = alertDialog(page, '입력 확인');
      await expect(dialog).toContainText(
        '내용에 쓸 수 없는 글자가 들어 있습니다. 지우고 다시 입력해 주세요.',
      );
      await dialog.getByRole('button', { name: '확인' }).click();
      await expect(content).toBeFocused();
    }
    await expect(page).toHaveURL(/\/inquiries\/write$/);
    await expect(page.getByRole('textbox', { name: '제목' })).toHaveValue('글자 문의');
  });

  test('an answered inquiry has no edit, and an unknown one is not found', async ({
    page,
    login,
    member,
    expectConsoleError,
  }) => {
    // The unknown inquiry's refusal, which the page tells as not found.
    expectConsoleError(/status of 404 .*\/v2\/mypage\/inquiries\/999999\)$/);
    await signIn(page, login, member('student01'));
    await page.goto('/study/mypage/inquiries');
    await page.getByRole('link', { name: '주간 평가 점수가 궁금해요' }).click();
    await expect(page.getByRole('region', { name: '선생님 답변' })).toContainText('버디 잉글리시');
    await expect(page.getByRole('link', { name: '수정' })).toHaveCount(0);
    await page.goto('/study/mypage/inquiries/999999');
    await expect(page.getByText(/글을 찾을 수 없어요/)).toBeVisible();
    await expect(page.getByRole('link', { name: '목록으로 가기' })).toBeVisible();
  });

  test('writes, checks, edits and deletes a memo', async ({ page, login, member }) => {
    await signIn(page, login, member('student01'));
    await page.goto('/study/mypage/memo');
    await expect(page.getByRole('heading', { level: 1, name: '메모' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: '완료: 단어 카드 10장 복습하기' })).toBeChecked();

    await page.getByRole('button', { name: '메모 남기기' }).click();
    const dialog = alertDialog(page, '입력 확인');
    await expect(dialog).toContainText('메모 항목을 확인해주세요.');
    await dialog.getByRole('button', { name: '확인' }).click();

    const text = `물감 ${stamp()}`;
    await page.getByRole('textbox', { name: '새 메모' }).fill(text);
    await page.getByRole('button', { name: '메모 남기기' }).click();
    const check = page.getByRole('checkbox', { name: `완료: ${text}` });
    await expect(check).not.toBeChecked();
    await expect(page.getByRole('textbox', { name: '새 메모' })).toHaveValue('');

    await check.click();
    await expect(check).toBeChecked();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: `완료: ${text}` })).toBeChecked();

    await page.getByRole('button', { name: `메모 고치기: ${text}` }).click();
    const box = page.getByRole('textbox', { name: `메모 고치기: ${text}` });
    await expect(box).toBeFocused();
    await box.fill(`${text} 챙기기`);
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page.getByRole('checkbox', { name: `완료: ${text} 챙기기` })).toBeChecked();

    await page.getByRole('button', { name: `메모 지우기: ${text} 챙기기` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('checkbox', { name: `완료: ${text} 챙기기` })).toHaveCount(0);

    // The my-page menu leads on to the inquiries.
    const nav = page.getByRole('navigation', { name: '마이페이지 메뉴' });
    await expect(nav.getByRole('link', { name: '메모' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: '1:1 문의' }).click();
    await expect(page).toHaveURL(/\/study\/mypage\/inquiries$/);
    await expect(page.getByRole('heading', { level: 1, name: '1:1 문의' })).toBeVisible();
  });

  test('writes a Q&A contact and finds it by type and text', async ({ page, login, member }) => {
    await signIn(page, login, member('student01'));
    await page.goto('/study/qna/contacts');
    await expect(page.getByRole('heading', { level: 1, name: '문의하기' })).toBeVisible();
    await page.getByRole('link', { name: '글쓰기' }).click();
    await page.getByRole('button', { name: '등록' }).click();
    const dialog = alertDialog(page, '입력 확인');
    await expect(dialog).toContainText('문의 유형 항목을 확인해주세요.');
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('combobox', { name: '문의 유형' })).toBeFocused();

    const word = `노래${stamp()}`;
    await page.getByRole('combobox', { name: '문의 유형' }).click();
    await page.getByRole('option', { name: '건의 사항' }).click();
    await page.getByRole('textbox', { name: '제목' }).fill(`${word} 더 주세요`);
    await page.getByRole('textbox', { name: '내용' }).fill('노래 유닛이 더 많으면 좋겠어요.');
    await page.getByRole('button', { name: '등록' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `${word} 더 주세요` })).toBeVisible();
    await expect(page.getByText('건의 사항').first()).toBeVisible();

    await page.getByRole('link', { name: '목록' }).click();
    await page.getByRole('combobox', { name: '문의 유형' }).click();
    await page.getByRole('option', { name: '건의 사항' }).click();
    await expect(page).toHaveURL(/srchContTp=03/);
    await expect(page.getByRole('link', { name: `${word} 더 주세요` })).toBeVisible();
    await expect(page.getByRole('link', { name: '하루에 몇 개 학습하면 좋을까요?' })).toHaveCount(0);

    await page.getByRole('combobox', { name: '검색 조건' }).click();
    await page.getByRole('option', { name: '제목', exact: true }).click();
    await page.getByRole('searchbox', { name: '검색어' }).fill(word);
    await page.getByRole('button', { name: '검색' }).click();
    await expect(page.getByText('전체 1개')).toBeVisible();
    await expect(page.getByRole('link', { name: `${word} 더 주세요` })).toBeVisible();
    // Back goes to the type filter alone.
    await page.goBack();
    await expect(page.getByRole('searchbox', { name: '검색어' })).toHaveValue('');
    await expect(page).toHaveURL(/srchContTp=03$/);
  });

  test('opens the download page with its guides', async ({ page, login, member }) => {
    await signIn(page, login, member('student01'));
    await page.goto('/study/qna/contacts');
    // The Q&A menu leads from the contacts to the download page.
    const nav = page.getByRole('navigation', { name: 'Q&A 메뉴' });
    await expect(nav.getByRole('link', { name: '문의하기' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: '자료실' }).click();
    await expect(page).toHaveURL(/\/study\/qna\/download$/);
    await expect(page.getByRole('heading', { level: 1, name: '자료실' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: '학습 시작 안내 내려받기' }).click();
    expect((await download).suggestedFilename()).toBe('버디잉글리시-학습-시작-안내.txt');
  });
});
