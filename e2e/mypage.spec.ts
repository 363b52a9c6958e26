/**
 * My page against the real server: a fresh copy of student01 studies a unit today (again in A-1-2, the
 * week of the demo history the study home opens at) and finds today stamped on the
 * attendance calendar; reads the learning of the month and the report; uploads a voice clip and finds it in the
 * speech list, plays it and downloads all recordings as one zip archive. Each journey has its own copy of the
 * account (e2e/members.ts); the checks still look for what this one adds rather than exact totals.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { DEMO_PASSWORD, expect, test } from './fixtures';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** A real voice-like clip of the study bank (Ogg), uploaded as the child's recording. */
const CLIP = readFileSync(path.join(root, 'content/media/study/audio/book-e7e694.ogg'));

async function signIn(
  page: Page,
  login: (p: Page, id: string, pw: string) => Promise<void>,
  id: string,
): Promise<string> {
  await login(page, id, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  // The page keeps no token (ADR 048): a bearer token of the same member for the journey's own calls.
  const answer = await page.request.post('/v2/auth/students/login', {
    data: { memLoginId: id, memPwd: DEMO_PASSWORD },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { result: { memToken: string } }).result.memToken;
}

function myPageMenu(page: Page) {
  return page.getByRole('navigation', { name: '마이페이지 메뉴' });
}

test.describe('given student01 on my page', () => {
  test('studies a unit and sees today stamped on the attendance calendar', async ({
    page,
    login,
    member,
  }) => {
    const token = await signIn(page, login, member('student01'));
    const progress = await page.request.post('/v2/study-course/studies/prgrs', {
      headers: { authorization: `Bearer ${token}` },
      data: { stdCourse: 'A', stdStep: 1, stdWeek: 2, stdDay: 1, stdUnit: 1, parts: [0] },
    });
    expect(progress.status(), await progress.text()).toBe(200);

    await page.goto('/study/mypage');
    await expect(page).toHaveURL(/\/study\/mypage\/learning$/);
    await myPageMenu(page).getByRole('link', { name: '출석부' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '출석부' })).toBeVisible();
    await expect(myPageMenu(page).getByRole('link', { name: '출석부' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const today = page.getByRole('cell', { name: /오늘/ });
    await expect(today).toHaveAttribute('aria-current', 'date');
    await expect(today).toHaveAttribute('data-state', 'attended');
    await expect(today).toContainText('출석');
    await expect(page.getByText(/^이번 달 출석 \d+일$/)).toBeVisible();

    // The previous month is there to see; the next one after this month is not.
    await expect(page.getByRole('button', { name: '다음 달' })).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('button', { name: '이전 달' }).click();
    await expect(page).toHaveURL(/month=\d{6}$/);
    await expect(page.getByRole('cell', { name: /오늘/ })).toHaveCount(0);
  });

  test('reads the learning of the month and the report', async ({ page, login, member }) => {
    const token = await signIn(page, login, member('student01'));
    const progress = await page.request.post('/v2/study-course/studies/prgrs', {
      headers: { authorization: `Bearer ${token}` },
      data: { stdCourse: 'A', stdStep: 1, stdWeek: 2, stdDay: 1, stdUnit: 2, parts: [0, 1] },
    });
    expect(progress.status(), await progress.text()).toBe(200);
    // A weekly test this month (W-A-1-4), so the report has a latest score.
    const headers = { authorization: `Bearer ${token}` };
    const paper = await page.request.post('/v2/study-course/tests/load', {
      headers,
      data: { stdTstTp: 'W', stdCourse: 'A', stdStep: 1, stdWeek: 4, usrgbn: 'member' },
    });
    expect(paper.status(), await paper.text()).toBe(200);
    const { questnCd, tstCd } = ((await paper.json()) as { result: { questnCd: string; tstCd: string } })
      .result;
    const submitted = await page.request.post('/v2/study-course/tests/answr', {
      headers,
      data: { stdTstTp: 'W', questnCd, tstCd, usrgbn: 'member', questnAnswrs: [] },
    });
    expect(submitted.status(), await submitted.text()).toBe(200);

    await page.goto('/study/mypage/learning');
    await expect(page.getByRole('heading', { level: 1, name: '이달의 학습' })).toBeVisible();
    const days = page.getByText('공부한 날', { exact: true }).locator('xpath=following-sibling::dd');
    await expect(days).toHaveText(/^[1-9]\d*일$/);
    await expect(page.getByRole('region', { name: '공부한 주' })).toContainText('A코스 1단계 2주');

    await myPageMenu(page).getByRole('link', { name: '학습 리포트' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '학습 리포트' })).toBeVisible();
    const ring = page.getByRole('meter', { name: '학습 진도율' });
    await expect(ring).toBeVisible();
    expect(Number(await ring.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: '종합 의견' })).toContainText('공부했어요');
    await expect(page.getByRole('region', { name: '영역별 학습' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('region', { name: '시험 점수' })).toContainText('최근 시험 점수');
  });

  test('finds an uploaded recording, plays it and downloads all as one zip', async ({
    page,
    login,
    member,
  }) => {
    const token = await signIn(page, login, member('student01'));
    const upload = await page.request.post('/v2/study-course/studies/ptflo', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        stdCourse: 'A',
        stdStep: '1',
        stdWeek: '1',
        stdDay: '1',
        stdUnit: '3',
        ptfloFile: { name: 'voice.ogg', mimeType: 'audio/ogg', buffer: CLIP },
      },
    });
    expect(upload.status(), await upload.text()).toBe(200);
    const { fileName } = ((await upload.json()) as { result: { fileName: string } }).result;
    expect(fileName).toMatch(/^A-1-1-1-3-\d{8}-\d{6}\.ogg$/);

    await page.goto('/study/mypage/speech');
    await expect(page.getByRole('heading', { level: 1, name: '말하기 기록' })).toBeVisible();
    const search = page.getByRole('searchbox', { name: '코스·단계·주로 녹음 찾기' });
    await search.fill(fileName);
    await search.press('Enter');
    await expect(page).toHaveURL(/srchText=/);
    // The one recording the file name finds, listed by what was recorded: its place in the course (and its unit's
    // title), not the file's name.
    const row = page.getByRole('row', { name: /A코스 1단계 1주 1일차 3번 활동/ });
    await expect(row).toHaveCount(1);
    await expect(page.getByText(fileName)).toHaveCount(0);

    // Play: the button turns to stop while the one player plays the signed address.
    await row.getByRole('button', { name: /\) 듣기$/ }).click();
    await expect(row.getByRole('button', { name: /\) 멈추기$/ })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.querySelector('audio')?.currentTime ?? 0))
      .toBeGreaterThan(0);
    const src = await page.evaluate(() => document.querySelector('audio')?.src ?? '');
    expect(src).toMatch(/\/v2\/mypage\/studies\/ptflo\/\d+\/file\?sig=/);
    await row.getByRole('button', { name: /\) 멈추기$/ }).click();
    await expect(row.getByRole('button', { name: /\) 듣기$/ })).toBeVisible();

    // Download all: one zip archive with the member's recordings, the new one included with its bytes.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: '전체 내려받기' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^buddy-recordings-\d{8}\.zip$/);
    const archive = readFileSync(await download.path());
    const entries = unzipSync(new Uint8Array(archive));
    expect(Object.keys(entries)).toContain(fileName);
    expect(Buffer.from(entries[fileName] ?? []).equals(CLIP)).toBe(true);
  });

  test('lists every test taken in the attempt history and opens each result', async ({
    page,
    login,
    member,
    axe,
  }) => {
    const token = await signIn(page, login, member('student01'));
    const headers = { authorization: `Bearer ${token}` };
    const load = async (stdWeek: number) => {
      const paper = await page.request.post('/v2/study-course/tests/load', {
        headers,
        data: { stdTstTp: 'W', stdCourse: 'A', stdStep: 1, stdWeek, usrgbn: 'member' },
      });
      expect(paper.status(), await paper.text()).toBe(200);
      const { questnCd, tstCd } = ((await paper.json()) as { result: { questnCd: string; tstCd: string } })
        .result;
      return { questnCd, tstCd };
    };
    // Week 2's test sent with nothing answered (0 points); week 3's started and left open.
    const second = await load(2);
    const sent = await page.request.post('/v2/study-course/tests/answr', {
      headers,
      data: { stdTstTp: 'W', ...second, usrgbn: 'member', questnAnswrs: [] },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    await load(3);

    await page.goto('/study/mypage/learning');
    await myPageMenu(page).getByRole('link', { name: '시험 기록' }).click();
    await expect(page).toHaveURL(/\/study\/mypage\/tests$/);
    await expect(page.getByRole('heading', { level: 1, name: '시험 기록' })).toBeVisible();
    const rows = page.getByRole('table', { name: '시험 기록 목록' }).getByRole('row');
    // Newest first: the open one, the one sent empty, then the seeded week 1 test (one slip).
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText('A코스 1단계 3주 주간 테스트');
    await expect(rows.nth(1)).toContainText('보는 중');
    await expect(rows.nth(2)).toContainText('A코스 1단계 2주 주간 테스트');
    await expect(rows.nth(2)).toContainText('0점');
    await expect(rows.nth(3)).toContainText('A코스 1단계 1주 주간 테스트');
    await expect(rows.nth(3)).toContainText('90점');
    await axe(page);

    // Each result opens: the marked paper of that attempt, no timer.
    await rows
      .nth(2)
      .getByRole('link', { name: /결과 보기$/ })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/tests\\?type=W&course=A&step=1&week=2&display=R&tstCd=${second.tstCd}$`),
    );
    await expect(page.getByRole('region', { name: '시험 결과' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
    await page.goBack();
    await rows
      .nth(3)
      .getByRole('link', { name: /결과 보기$/ })
      .click();
    await expect(page).toHaveURL(/\/tests\?type=W&course=A&step=1&week=1&display=R&tstCd=/);
    const summary = page.getByRole('region', { name: '시험 결과' });
    await expect(summary.locator('[data-slot="grade-badge"]')).toHaveText(/^[AB]등급$/);
    await page.goBack();
    // The open one goes on where it was: its paper, not a result.
    await rows
      .nth(1)
      .getByRole('link', { name: /이어서 보기$/ })
      .click();
    await expect(page).toHaveURL(/\/tests\?type=W&course=A&step=1&week=3$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly Test' })).toBeVisible();
  });

  test("shows a parent the child's past level tests on the report, each opening its start", async ({
    page,
    login,
    member,
  }) => {
    const token = await signIn(page, login, member('student01'));
    const headers = { authorization: `Bearer ${token}` };
    const loaded = await page.request.post('/v2/study-course/tests/load', {
      headers,
      data: { stdTstTp: 'L', lvtGrd: 3, usrgbn: 'member' },
    });
    expect(loaded.status(), await loaded.text()).toBe(200);
    const { questnCd, tstCd } = ((await loaded.json()) as { result: { questnCd: string; tstCd: string } })
      .result;
    const sent = await page.request.post('/v2/study-course/tests/answr', {
      headers,
      data: { stdTstTp: 'L', questnCd, tstCd, usrgbn: 'member', questnAnswrs: [] },
    });
    expect(sent.status(), await sent.text()).toBe(200);

    await page.goto('/study/mypage/report');
    const levels = page.getByRole('region', { name: '레벨 테스트' });
    await expect(levels).toContainText('3학년 레벨 테스트');
    // Nothing answered: no block passed, so the start is the course below the first block (ADR 074).
    await expect(levels).toContainText('A코스 1단계');
    await levels.getByRole('link', { name: /3학년 레벨 테스트/ }).click();
    await expect(page).toHaveURL(/\/level-test\/result\/[A-Za-z0-9_-]{22}$/);
    await expect(page.getByRole('heading', { level: 1, name: '3학년 레벨 테스트 결과' })).toBeVisible();
    await expect(page.getByRole('region', { name: '추천 시작' })).toContainText('A코스 1단계부터 시작해요');
  });
});
