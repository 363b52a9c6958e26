/**
 * The daily study against the real server: a fresh copy of student02 (no study history)
 * opens A-1-3 day 1, plays the watch unit's slide show through its one-time address and sees the unit's progress move
 * and stay after a reload; then records a voice clip of the speak unit with Chromium's fake microphone and uploads
 * it, named by course, step, week, day, unit and time; finds that clip in my page's speech list and today stamped on
 * the attendance calendar; and the study home now opens at this week. Axe after a real recording is stored (no story shows it); the other screens' are their stories' (ADR 044).
 */
import config from '../playwright.config';
import { expect, test } from './fixtures';

const launch = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launch,
    args: [...(launch.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  permissions: ['microphone'],
});

const DAY = '/study/daily?course=A&step=1&week=3&day=1';

test.describe('given student02 studying a day', () => {
  test('plays a unit, sees its progress move and stay, and uploads a voice clip', async ({
    page,
    signIn,
    member,
    axe,
  }) => {
    await signIn(page, member('student02'));
    await page.goto(DAY);
    await expect(page.getByRole('heading', { level: 1, name: /A코스 1단계 3주 1일차/ })).toBeVisible();
    const units = page.getByRole('navigation', { name: '1일차 학습 순서' });
    await expect(units.getByRole('link')).toHaveCount(3);
    const watch = units.getByRole('link', { name: /보고 듣기/ });
    await expect(watch).toHaveAttribute('aria-current', 'step');
    const unitRate = page.getByRole('progressbar', { name: '이 활동 진도율' });
    await expect(unitRate).toHaveAttribute('aria-valuenow', '0');

    // The show opens through a one-time address that is refused on reuse.
    const ticket = page.waitForResponse((response) => response.url().endsWith('/studies/load/video'));
    const slides = page.waitForResponse((response) => response.url().includes('/studies/video/'));
    await page.getByRole('button', { name: '영상 보기' }).click();
    const { result } = (await (await ticket).json()) as { result: { url: string; expiresIn: number } };
    expect(result.expiresIn).toBe(60);
    expect((await slides).status()).toBe(200);
    expect((await page.request.get(result.url)).status()).toBe(404);

    const player = page.getByRole('region', { name: /영상$/ });
    await expect(player.locator('img')).toBeVisible();
    await player.getByRole('button', { name: '재생' }).click();
    await expect(player.getByRole('button', { name: '일시정지' })).toBeVisible();
    // Three slides, each moving on when its sound ends (or after its time).
    await expect(unitRate).toHaveAttribute('aria-valuenow', '33', { timeout: 15_000 });
    await expect(unitRate).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
    await expect(player.getByRole('status')).toHaveText('끝까지 다 봤어요!');
    await expect(page.getByText('학습 기록을 저장했어요.')).toBeVisible();

    // Stored: a reload shows the unit done.
    await page.reload();
    await expect(units.getByRole('link', { name: /보고 듣기.*진도율 100%, 다 했어요/ })).toBeVisible();

    // The speak unit: record with the fake microphone, see it beside the model voice, upload.
    await units.getByRole('link', { name: /말하기/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Say It' })).toBeFocused();
    const recorder = page.getByRole('region', { name: /내 목소리 녹음/ });
    await recorder.getByRole('button', { name: '녹음하기' }).click();
    await expect(recorder.getByRole('status')).toHaveText(/녹음 중이에요/);
    // A second of the fake microphone's tone: the recorder's clock says when it has passed.
    await expect(recorder.getByText(/^녹음 시간 0:01,/)).toHaveCount(1);
    await recorder.getByRole('button', { name: '녹음 멈추기' }).click();
    await expect(recorder.getByRole('status')).toHaveText('녹음했어요. 들어 보고 올려 주세요.');
    // Listen and compare (ADR 071): the recording and the sentence's model voice, both decoded and drawn.
    const compare = recorder.getByRole('region', { name: '목소리 비교하기' });
    await expect(compare.getByRole('img', { name: /^내 목소리 파형, [\d.]+초$/ })).toBeVisible();
    await expect(compare.getByRole('img', { name: /^선생님 목소리 파형, [\d.]+초$/ })).toBeVisible();
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/studies/ptflo'));
    await recorder.getByRole('button', { name: '올리기' }).click();
    const upload = await uploaded;
    expect(upload.status(), await upload.text()).toBe(200);
    const stored = (await upload.json()) as { result: { fileName: string; size: number } };
    expect(stored.result.fileName).toMatch(/^A-1-3-1-3-\d{8}-\d{6}\.webm$/);
    expect(stored.result.size).toBeGreaterThan(0);
    await expect(recorder.getByRole('status')).toHaveText('잘 올렸어요! 참 잘했어요.');
    // One of the unit's two sentences is done.
    await expect(page.getByRole('progressbar', { name: '이 활동 진도율' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await axe(page);

    // My page: the clip is in the speech list by what was recorded (the unit's title and its place in the course, not
    // the file's name), and today is stamped on the attendance calendar.
    await page.goto('/study/mypage/speech');
    await expect(page.getByRole('heading', { level: 1, name: '말하기 기록' })).toBeVisible();
    const row = page.getByRole('row', { name: /A코스 1단계 3주 1일차 3번 활동/ });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Say It');
    await expect(row.getByRole('button', { name: /^Say It \(.+\) 듣기$/ })).toBeVisible();
    await expect(page.getByText(stored.result.fileName)).toHaveCount(0);
    await page
      .getByRole('navigation', { name: '마이페이지 메뉴' })
      .getByRole('link', { name: '출석부' })
      .click();
    const today = page.getByRole('cell', { name: /오늘/ });
    await expect(today).toHaveAttribute('data-state', 'attended');
    await expect(page.getByText('이번 달 출석 1일')).toBeVisible();

    // The study home opens where the child studied last.
    await page.goto('/study');
    await expect(page.getByRole('heading', { level: 2, name: /A코스 1단계 3주/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^1일차 공부 중/ })).toBeVisible();
  });
});
