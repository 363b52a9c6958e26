/**
 * Spaced review over a child's days (issue 30, ADR 073), on a server of its own whose days the journey moves
 * (e2e/clock-server.ts). student03 starts with nothing. Day 1, through the calls: a weekly test sent with nothing
 * answered (every question missed) and a unit of word cards learnt. The study home says nothing is due until
 * tomorrow. Day 2, through the pages: today's review offers ten cards (the day's limit of the fourteen due); the child
 * answers each, hears the mark, sees when the card comes back, and finishes with the summary. Day 3: the four left
 * over and every card answered wrong are due again; the ones answered right are not. The parent's report counts the
 * words remembered. Only the server's clock moves: the page keeps the real one, since a page drawn on the server
 * dates itself by the real clock (TEST_CLOCK_FILE moves the /v2 calls' clock) and a moved page clock would not
 * hydrate; what the review shows is reckoned from the server's answers.
 */
import type { Locator, Page } from '@playwright/test';
import { childApi, clockServerTest } from './clock-server';
import { expect } from './fixtures';

const PORT = Number(process.env['E2E_REVIEW_PORT'] ?? 18492);
const BASE = `http://127.0.0.1:${PORT}`;
const CHILD = 'student03';
const LIMIT = 10;
const WORDS_OF_UNIT = 4;

const days = clockServerTest(PORT);
days.use({ baseURL: BASE });

/** The study home's card of today's review. */
const reviewCard = (page: Page) => page.getByRole('region', { name: '오늘의 복습' });

/** Answers the card on screen with its first choices (or a made-up word), checks it, and says how it was marked. */
async function answerCard(page: Page): Promise<{ kind: string; result: string }> {
  const step = page.locator('[data-slot="review-step"]');
  await expect(step).toBeVisible();
  const kind = (await step.getAttribute('data-kind')) ?? '';
  const text = step.getByRole('textbox');
  const boxes = step.getByRole('checkbox');
  if ((await text.count()) > 0) await text.first().fill('maybe');
  else if ((await boxes.count()) > 0) {
    await boxes.nth(0).check();
    await boxes.nth(1).check();
  } else await step.getByRole('radio').first().check();
  await page.getByRole('button', { name: '확인' }).click();
  const feedback = page.locator('[data-slot="review-feedback"]');
  await expect(feedback).toBeFocused();
  const result = (await feedback.getAttribute('data-result')) ?? '';
  // The mark says when the card comes back: tomorrow when wrong, days later when right.
  await expect(feedback).toContainText(result === 'right' ? /일 뒤에 다시 만나요\./ : '내일 다시 만나요.');
  await feedback.getByRole('button', { name: /^(다음|복습 마치기)$/ }).click();
  return { kind, result };
}

async function dueOnHome(card: Locator, count: number) {
  await expect(card).toContainText(`잊기 전에 다시 볼 카드 ${count}개`);
}

days.describe('given a child whose mistakes and words come back', () => {
  days.setTimeout(180_000);

  days(
    'reviews on the next day, ten at most, and finds the wrong ones back the day after',
    async ({ page, signIn, axe, server }) => {
      // Day 1, through the calls: the weekly test with nothing answered, and the first word unit learnt in its time.
      await server.day(1);
      const api = await childApi(BASE, CHILD);
      const loaded = await api.post('/v2/study-course/tests/load', {
        data: { stdTstTp: 'W', stdCourse: 'A', stdStep: 1, stdWeek: 1, usrgbn: 'member' },
      });
      expect(loaded.status(), await loaded.text()).toBe(200);
      const { questnCd, tstCd } = ((await loaded.json()) as { result: { questnCd: string; tstCd: string } })
        .result;
      const sent = await api.post('/v2/study-course/tests/answr', {
        data: { stdTstTp: 'W', questnCd, tstCd, usrgbn: 'member', questnAnswrs: [] },
      });
      expect(sent.status(), await sent.text()).toBe(200);
      const week = { stdCourse: 'A', stdStep: 1, stdWeek: 1 };
      expect((await api.post('/v2/study-course/studies/load', { data: week })).status()).toBe(200);
      await server.day(1, { plusMs: 10_000 });
      const learnt = await api.post('/v2/study-course/studies/prgrs', {
        data: { ...week, stdDay: 1, stdUnit: 2, parts: [0, 1, 2, 3] },
      });
      expect(learnt.status(), await learnt.text()).toBe(200);
      await api.dispose();

      // The same day: nothing is due until tomorrow.
      await server.day(1, { plusMs: 20_000 });
      await signIn(page, CHILD);
      await page.goto('/study');
      await expect(reviewCard(page)).toContainText('오늘은 복습할 카드가 없어요.');
      await expect(reviewCard(page)).toContainText('다음 복습은 내일');

      // Day 2: ten of the fourteen cards (ten questions missed, four words), answered one by one.
      await server.day(2, { page, pageClock: false });
      // A new day, a new sign-in: the session of the day before has lapsed by the server's clock.
      await signIn(page, CHILD);
      await page.goto('/study');
      await dueOnHome(reviewCard(page), LIMIT);
      await axe(page);
      await reviewCard(page).getByRole('link', { name: '복습 시작하기' }).click();
      await expect(page).toHaveURL(/\/study\/review$/);
      await expect(page.getByRole('heading', { level: 1, name: '오늘의 복습' })).toBeVisible();
      const marks: { kind: string; result: string }[] = [];
      for (let card = 1; card <= LIMIT; card += 1) {
        await expect(page.getByRole('progressbar', { name: '복습 진행' })).toHaveAttribute(
          'aria-valuenow',
          String(card),
        );
        marks.push(await answerCard(page));
      }
      const summary = page.locator('[data-slot="review-summary"]');
      await expect(summary).toBeFocused();
      await expect(summary).toContainText('오늘의 복습 끝!');
      const right = marks.filter((mark) => mark.result === 'right').length;
      const wrong = marks.filter((mark) => mark.result === 'wrong').length;
      expect(right + wrong).toBe(LIMIT);
      await expect(summary.getByText(`${LIMIT}개`, { exact: true })).toBeVisible();
      await expect(summary.getByText(`${right}개`, { exact: true }).first()).toBeVisible();
      await axe(page);
      // Back home: the day's review is done.
      await summary.getByRole('link', { name: '학습 홈으로' }).click();
      await expect(reviewCard(page)).toContainText('오늘의 복습을 모두 마쳤어요.');

      // Day 3: the four left over and the ones answered wrong are due; the right ones come later.
      await server.day(3, { page, pageClock: false });
      await signIn(page, CHILD);
      await page.goto('/study');
      await dueOnHome(reviewCard(page), Math.min(LIMIT, 14 - LIMIT + wrong));

      // The parent's report counts the words answered right as remembered.
      const wordsRight = marks.filter((mark) => mark.kind === 'word' && mark.result === 'right').length;
      await page.goto('/study/mypage/report');
      const remembered = page.getByText(/^단어 \d+개 중 \d+개를 기억하고 있어요\.$/);
      await expect(remembered).toBeVisible();
      const [, total, count] = /단어 (\d+)개 중 (\d+)개/.exec((await remembered.textContent()) ?? '') ?? [];
      expect(Number(total)).toBe(WORDS_OF_UNIT);
      expect(Number(count)).toBe(wordsRight);
    },
  );
});
