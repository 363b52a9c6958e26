/**
 * The test paper against the real server on a fresh database: a weekly test end to end with the
 * explanations, a reload mid-test, a dropped connection, the time running out (Playwright's clock), printing to PDF
 * and a visitor's level test. A member takes each paper once, so every journey uses its own paper.
 */
import type { Locator, Page } from '@playwright/test';
import { alertDialog, expect, test } from './fixtures';
import { answerQuestion } from './paper';

const TIME_UP = '시험 시간이 종료되었습니다. 지금까지 답한 문제까지만 저장됩니다.';

function card(page: Page, seq: number): Locator {
  return page.locator(`#question-${seq}`);
}

function saveState(page: Page, row: number): Locator {
  return page
    .locator('[data-slot="answer-row"]')
    .nth(row - 1)
    .locator('[data-slot="save-state"]');
}

/** Answers one question: choice `pick` (1-based; the next one too for a choose-two question) or text for OE. */
function answer(page: Page, seq: number, pick = 1): Promise<void> {
  return answerQuestion(card(page, seq), pick);
}

async function signInAndOpen(
  page: Page,
  signIn: (p: Page, id: string) => Promise<void>,
  id: string,
  path: string,
) {
  await signIn(page, id);
  await page.goto(path);
}

async function start(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: '시험 전 확인하세요' })).toBeVisible();
  await page.getByRole('button', { name: 'START' }).click();
  await expect(page.getByRole('complementary', { name: '답안지' })).toBeVisible();
}

async function submit(page: Page): Promise<void> {
  await page.getByRole('button', { name: '제출하기' }).click();
}

/** The result with its score and the grade that score earns (a from 90, b from 70, c below). */
async function expectResult(page: Page): Promise<void> {
  const summary = page.getByRole('region', { name: '시험 결과' });
  await expect(summary).toBeVisible();
  const score = Number(await summary.locator('[data-slot="score"]').textContent());
  const grade = score >= 90 ? 'a' : score >= 70 ? 'b' : 'c';
  await expect(summary.locator('[data-slot="grade-badge"]')).toHaveAttribute('data-grade', grade);
  await expect(summary.locator('[data-slot="grade-badge"]')).toHaveText(`${grade.toUpperCase()}등급`);
}

test.describe('given a student at a weekly test', () => {
  test('takes it end to end and reads the result with explanations', async ({ page, signIn, member }) => {
    // student03 has no history: the study home opens at A-1-1, whose weekly test student01's demo has taken.
    await signInAndOpen(page, signIn, member('student03'), '/study');
    await page.getByRole('link', { name: '1주 Weekly Test 시험 보기' }).click();
    await expect(page).toHaveURL(/\/tests\?type=W&course=A&step=1&week=1/);
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly Test' })).toBeVisible();
    await start(page);
    await expect(page.getByRole('timer', { name: '남은 시간' })).toHaveText(/^(10:00|09:5\d)$/);
    await expect(page).toHaveURL(/tstCd=T/);
    for (let seq = 1; seq <= 10; seq += 1) await answer(page, seq);
    await expect(page.locator('[data-slot="answer-counter"]')).toContainText('10/10');
    await expect(page.locator('[data-slot="save-state"][data-state="saved"]')).toHaveCount(10);

    await submit(page);
    await expectResult(page);
    await expect(page).toHaveURL(/display=R/);
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.locator('[data-slot="score"]')).toHaveText(/^\d{1,3}$/);
    await expect(page.locator('[data-slot="result-badge"]')).toHaveCount(10);
    // Every question shows the answer given (the first choice) as chosen.
    await expect(page.locator('[data-slot="choice"][data-chosen]')).toHaveCount(11);
    await expect(page.getByRole('term').filter({ hasText: '해석' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: '해설 보기' }).check();
    await expect(card(page, 1).getByRole('term').filter({ hasText: '해석' })).toBeVisible();
    await expect(card(page, 1).getByRole('definition').first()).not.toBeEmpty();

    // The result stays: a reload shows it again, and there is no leaving prompt any more.
    await page.reload();
    await expectResult(page);
  });

  test('a reload mid-test keeps the answers and the time', async ({
    page,
    signIn,
    member,
    expectConsoleError,
  }) => {
    // The reload may cut an answer's save short; the outbox sends it again after the reload (what this checks).
    expectConsoleError(/net::ERR_FAILED .*\/v2\/study-course\/tests\/answers\)$/);
    await signInAndOpen(page, signIn, member('student02'), '/tests?type=W&course=A&step=1&week=2');
    await start(page);
    await answer(page, 1, 2);
    await answer(page, 2, 3);
    await answer(page, 8);
    await expect(page.locator('[data-slot="save-state"][data-state="saved"]')).toHaveCount(3);
    // One answer never reaches the server: only the browser's copy has it.
    await page.route('**/v2/study-course/tests/answers', (route) => route.abort());
    await answer(page, 3, 4);
    await expect(saveState(page, 3)).toHaveAttribute('data-state', 'offline');
    await page.unroute('**/v2/study-course/tests/answers');
    const before = await page.getByRole('timer', { name: '남은 시간' }).textContent();

    // The browser asks before leaving a test in progress.
    let prompted = false;
    page.once('dialog', (dialog) => {
      prompted = dialog.type() === 'beforeunload';
      void dialog.accept();
    });
    await page.reload();
    expect(prompted).toBe(true);

    // Resumed without the intro: the same attempt, its answers, and the server's time.
    await expect(page.getByRole('complementary', { name: '답안지' })).toBeVisible();
    await expect(card(page, 1).getByRole('radio').nth(1)).toHaveAttribute('aria-checked', 'true');
    await expect(card(page, 2).getByRole('radio').nth(2)).toHaveAttribute('aria-checked', 'true');
    await expect(card(page, 8).getByRole('textbox')).toHaveValue('It is a cat.');
    await expect(card(page, 3).getByRole('radio').nth(3)).toHaveAttribute('aria-checked', 'true');
    // The browser's copy is sent again on reload.
    await expect(saveState(page, 3)).toHaveAttribute('data-state', 'saved');
    const after = await page.getByRole('timer', { name: '남은 시간' }).textContent();
    const seconds = (clock: string | null) => {
      const [m, s] = (clock ?? '').split(':').map(Number);
      return (m ?? 0) * 60 + (s ?? 0);
    };
    expect(seconds(after)).toBeLessThanOrEqual(seconds(before));
    expect(seconds(after)).toBeGreaterThan(seconds(before) - 30);
  });

  test('a dropped connection loses nothing', async ({ page, context, signIn, member }) => {
    await signInAndOpen(page, signIn, member('student03'), '/tests?type=W&course=A&step=1&week=3');
    await start(page);
    await answer(page, 1, 1);
    await expect(saveState(page, 1)).toHaveAttribute('data-state', 'saved');

    await context.setOffline(true);
    await answer(page, 2, 2);
    await answer(page, 3, 3);
    await answer(page, 4, 4);
    await answer(page, 8);
    for (const row of [2, 3, 4, 8])
      await expect(saveState(page, row)).toHaveAttribute('data-state', 'offline');

    await context.setOffline(false);
    await expect(page.locator('[data-slot="save-state"][data-state="saved"]')).toHaveCount(5);
    await answer(page, 5, 2);
    await expect(saveState(page, 5)).toHaveAttribute('data-state', 'saved');

    await submit(page);
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('4개 문제를 풀지 않았습니다. 그래도 제출하시겠습니까?');
    await confirm.getByRole('button', { name: '확인' }).click();
    await expectResult(page);
    const chosen = (seq: number) => card(page, seq).locator('[data-slot="choice"][data-chosen]');
    for (const [seq, pick] of [
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
      [5, 2],
    ] as const) {
      await expect(chosen(seq)).toHaveCount(1);
      await expect(chosen(seq)).toContainText(`${pick}번`);
    }
    await expect(card(page, 8)).toContainText('It is a cat.');
  });
});

test.describe('given a result with wrong answers', () => {
  test('retries them in the incorrect-answer quiz', async ({ page, signIn, member }) => {
    await signInAndOpen(page, signIn, member('student03'), '/tests?type=W&course=A&step=2&week=2');
    await start(page);
    for (let seq = 1; seq <= 10; seq += 1) await answer(page, seq);
    await submit(page);
    await expectResult(page);
    const wrong = await page.locator('[data-slot="question-card"][data-result="wrong"]').count();
    expect(wrong).toBeGreaterThan(0);

    await page.getByRole('link', { name: `틀린 문제 다시 풀기 (${wrong}문제)` }).click();
    await expect(page).toHaveURL(/\/incorrectQuizTests\?tstCd=T/);
    await expect(page.getByRole('heading', { level: 1, name: '오답 퀴즈' })).toBeVisible();
    await start(page);
    await expect(page.locator('[data-slot="question-card"]')).toHaveCount(wrong);
    await page.getByRole('button', { name: '제출하기' }).click();
    await expect(page.getByRole('alertdialog')).toContainText(`${wrong}개 문제를 풀지 않았습니다.`);
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expectResult(page);
    await expect(page).toHaveURL(/display=R/);
    await expect(page.getByRole('link', { name: /틀린 문제 다시 풀기/ })).toHaveCount(0);
    await page.reload();
    await expectResult(page);
  });
});

test.describe('given a student whose time runs out', () => {
  test('warns at 2 minutes, then says the time is up and submits by itself', async ({
    page,
    signIn,
    member,
  }) => {
    await page.clock.install();
    await signInAndOpen(page, signIn, member('student04'), '/tests?type=W&course=A&step=1&week=4');
    await start(page);
    await answer(page, 1, 2);
    await answer(page, 2, 1);
    await expect(page.locator('[data-slot="save-state"][data-state="saved"]')).toHaveCount(2);

    await page.clock.fastForward('08:01');
    const warning = page.getByRole('alertdialog');
    await expect(warning).toContainText('시험 시간이 2분 남았습니다.');
    // The open dialog hides the page from the accessibility tree: find the timer by its slot.
    await expect(page.locator('[data-slot="timer"]')).toHaveAttribute('data-state', 'warning');
    await warning.getByRole('button', { name: '확인' }).click();
    await answer(page, 3, 3);
    await expect(saveState(page, 3)).toHaveAttribute('data-state', 'saved');

    await page.clock.fastForward('02:05');
    const ended = page.getByRole('alertdialog');
    await expect(ended).toContainText(TIME_UP);
    // Submitted without a press; the timer is gone once the result is there.
    // Behind the dialog (hidden from the accessibility tree meanwhile): the result.
    await expect(page.locator('[data-slot="result-summary"]')).toBeVisible();
    await expect(page.locator('[data-slot="timer"]')).toHaveCount(0);
    await ended.getByRole('button', { name: '확인' }).click();
    await expectResult(page);
    await expect(card(page, 1).locator('[data-slot="choice"][data-chosen]')).toContainText('2번');
    await expect(card(page, 2).locator('[data-slot="choice"][data-chosen]')).toContainText('1번');
    await expect(card(page, 3).locator('[data-slot="choice"][data-chosen]')).toContainText('3번');
    await expect(card(page, 4).locator('[data-slot="choice"][data-chosen]')).toHaveCount(0);
  });
});

test.describe('given a student who leaves the time warning open', () => {
  test('sees the time-up in its place, and no stale warning on the result', async ({
    page,
    signIn,
    member,
  }) => {
    await page.clock.install();
    await signInAndOpen(page, signIn, member('student04'), '/tests?type=W&course=A&step=1&week=3');
    await start(page);
    await answer(page, 1, 1);
    await expect(saveState(page, 1)).toHaveAttribute('data-state', 'saved');

    await page.clock.fastForward('08:01');
    await expect(page.getByRole('alertdialog')).toContainText('시험 시간이 2분 남았습니다.');
    // Left open: at 00:00 the time-up takes its place (issue 30, defect 1).
    await page.clock.fastForward('02:05');
    const ended = page.getByRole('alertdialog');
    await expect(ended).toContainText(TIME_UP);
    await expect(ended).toHaveCount(1);
    await expect(page.locator('[data-slot="result-summary"]')).toBeVisible();
    await ended.getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expectResult(page);
  });
});

test.describe('given a paper to print', () => {
  test('prints on A4 without the answer sheet, buttons or timer', async ({ page, signIn, member }) => {
    await signInAndOpen(page, signIn, member('student01'), '/tests?type=W&course=A&step=2&week=1');
    await start(page);
    await answer(page, 1, 1);
    await expect(saveState(page, 1)).toHaveAttribute('data-state', 'saved');

    // The header's print button prints (window.print, stubbed here: a real print dialog would block the page).
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', '');
    });
    await page.getByRole('button', { name: '인쇄하기' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', '');

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('complementary', { name: '답안지' })).toBeHidden();
    await expect(page.getByRole('timer')).toBeHidden();
    await expect(page.getByRole('button', { name: '인쇄하기' })).toBeHidden();
    await expect(page.getByRole('button', { name: '전체 듣기' })).toBeHidden();
    await expect(card(page, 1)).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('timer')).toBeVisible();

    await submit(page);
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expectResult(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: '인쇄하기' })).toBeHidden();
    await expect(page.getByRole('link', { name: '학습 홈으로' })).toBeHidden();
    await expect(page.getByRole('region', { name: '시험 결과' })).toBeVisible();
    // A correct choice prints white on red.
    const correct = page.locator('[data-slot="choice"][data-correct]').first();
    await expect(correct).toHaveCSS('background-color', 'rgb(211, 47, 47)');
    await expect(correct).toHaveCSS('color', 'rgb(255, 255, 255)');

    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
    const text = pdf.toString('latin1');
    const boxes = [...text.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)];
    expect(boxes.length).toBeGreaterThan(0);
    for (const [, width, height] of boxes) {
      // A4 is 595.28 × 841.89 points.
      expect(Math.abs(Number(width) - 595.28)).toBeLessThan(1);
      expect(Math.abs(Number(height) - 841.89)).toBeLessThan(1);
    }
  });
});

test.describe('given a visitor of the brand site', () => {
  test('registers and takes the level test from /tests', async ({ page, axe }) => {
    await page.goto('/tests');
    const form = page.getByRole('form', { name: '레벨 테스트' });
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: '레벨 테스트 시작하기' }).click();
    const dialog = alertDialog(page, '레벨 테스트 신청');
    await expect(dialog).toContainText('이름 항목을 확인해주세요.');
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(form.getByLabel(/^이름/)).toBeFocused();

    await form.getByLabel(/^이름/).fill('김하늘');
    await form.getByLabel(/^학교/).fill('하늘초등학교');
    await form.getByRole('button', { name: '레벨 테스트 시작하기' }).click();
    await expect(alertDialog(page, '레벨 테스트 신청')).toContainText('학년 항목을 확인해주세요.');
    await alertDialog(page, '레벨 테스트 신청').getByRole('button', { name: '확인' }).click();
    await form.getByRole('combobox', { name: /^학년/ }).click();
    await page.getByRole('option', { name: '3학년' }).click();
    await form.getByRole('button', { name: '레벨 테스트 시작하기' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Level Test' })).toBeVisible();
    await expect(page.locator('[data-slot="test-header"]')).toContainText('김하늘');
    await start(page);
    await expect(page.locator('[data-slot="test-paper-layout"]')).toHaveAttribute('data-course', 'level');
    await expect(page.getByRole('timer', { name: '남은 시간' })).toHaveText(/^(30:00|29:5\d)$/);
    for (let seq = 1; seq <= 3; seq += 1) await answer(page, seq);
    await expect(page.locator('[data-slot="save-state"][data-state="saved"]')).toHaveCount(3);
    await submit(page);
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('27개 문제를 풀지 않았습니다. 그래도 제출하시겠습니까?');
    await confirm.getByRole('button', { name: '확인' }).click();
    await expectResult(page);
    await expect(page.locator('[data-slot="result-badge"]')).toHaveCount(30);
    // A start a parent can act on (ADR 074): the recommendation with its reasons, and a link to keep.
    const startPanel = page.getByRole('region', { name: '추천 시작' });
    await expect(startPanel).toContainText(/[A-G]코스 [1-7]단계부터 시작해요/);
    await expect(startPanel).toContainText('영역별로 맞힌 문제');
    const recommended =
      /[A-G]코스 [1-7]단계부터 시작해요/.exec((await startPanel.textContent()) ?? '')?.[0] ?? '';
    const link = page.getByRole('textbox', { name: '결과 링크 주소' });
    const address = await link.inputValue();
    expect(address).toMatch(/\/level-test\/result\/[A-Za-z0-9_-]{22}$/);
    await axe(page);

    // The link, opened later by anyone who has it: the same start, and no name or school.
    const later = await page
      .context()
      .browser()
      ?.newContext({ baseURL: new URL(page.url()).origin });
    if (!later) throw new Error('a second browser context');
    const elsewhere = await later.newPage();
    await elsewhere.goto(new URL(address).pathname);
    await expect(elsewhere.getByRole('heading', { level: 1, name: '3학년 레벨 테스트 결과' })).toBeVisible();
    await expect(elsewhere.getByRole('region', { name: '추천 시작' })).toContainText(recommended);
    await expect(elsewhere.locator('main')).not.toContainText('김하늘');
    await expect(elsewhere.locator('main')).not.toContainText('하늘초등학교');
    await later.close();
  });

  test('tries the sample day and the sample weekly test without an account (issue 26)', async ({
    page,
    axe,
  }) => {
    const studyCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/v2\/study-course\/studies\//.test(request.url())) studyCalls.push(request.url());
    });
    await page.goto('/experience/eb');
    await page.getByRole('link', { name: '하루 학습 해 보기' }).click();
    await expect(page).toHaveURL(/\/experience\/day$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('A코스 1단계 1주 1일차');
    await expect(
      page.getByText('맛보기에서는 학습 기록과 녹음이 저장되지 않아요.', { exact: false }),
    ).toBeVisible();

    // A unit done in the sample moves its rate at once; nothing goes to the member's study calls.
    const nav = page.getByRole('navigation', { name: '1일차 학습 순서' });
    await nav.getByRole('link', { name: /Word Cards/ }).click();
    await expect(page).toHaveURL(/\/experience\/day\?unit=2$/);
    const flips = page.getByRole('button', { name: /카드 뒤집어 뜻 보기$/ });
    const cards = await flips.count();
    expect(cards).toBeGreaterThan(0);
    for (let i = 0; i < cards; i += 1) await flips.first().click();
    await expect(nav.getByRole('link', { name: /Word Cards/ })).toContainText('100%');
    await axe(page);

    await page.getByRole('link', { name: '주간 테스트 맛보기' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '주간 테스트 맛보기' })).toBeVisible();
    await axe(page);
    await page.getByRole('button', { name: '맛보기 시작하기' }).click();
    await expect(page.locator('[data-slot="test-header"]')).toContainText('체험 친구');
    await start(page);
    for (let seq = 1; seq <= 2; seq += 1) await answer(page, seq);
    await expect(page.locator('[data-slot="save-state"][data-state="saved"]')).toHaveCount(2);
    await submit(page);
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expectResult(page);
    await expect(page.locator('[data-slot="result-badge"]')).toHaveCount(10);
    // The sample's way on is the trial request.
    await expect(page.getByRole('link', { name: '체험 신청하기' })).toHaveAttribute(
      'href',
      '/experience/apply',
    );
    expect(studyCalls).toEqual([]);
  });
});
