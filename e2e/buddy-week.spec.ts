/**
 * A child's week with the buddy (issue 29; ADR 059–061), on a server of its own whose days the journey moves
 * (TEST_CLOCK_FILE): the shared journeys' server keeps the real time, since moving its days would end the sign-in of
 * every journey beside this one. student04 starts with nothing. Four days of study come first through the /v2 calls
 * (three tests with full marks and a unit: a setup, as a seed would be); then the child studies on three days through
 * the pages, earns a streak freeze on the seventh day in a row, misses the next day, and finds the run kept by the
 * freeze; buys the growth potion, gives it, and the buddy grows to its second stage, celebrated.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { childApi as childApiOf, clockServerTest } from './clock-server';
import { expect } from './fixtures';

const PORT = Number(process.env['E2E_WEEK_PORT'] ?? 18491);
const BASE = `http://127.0.0.1:${PORT}`;
const CHILD = 'student04';
const DAY_MS = 86_400_000;
const SEOUL_MS = 9 * 3_600_000;

const week = clockServerTest(PORT);
week.use({ baseURL: BASE });

interface BankPaper {
  questnCd: string;
  questns: { questnSeq: number; corrAnswrs: string[] }[];
}

/** The child's /v2 calls, signed in at the server's present day. */
const childApi = () => childApiOf(BASE, CHILD);

/** Takes a test of A-1 with every right answer (the content bank's key, as e2e/paper.ts reads it). */
async function fullMarks(api: APIRequestContext, location: { stdTstTp: 'W' | 'M'; stdWeek?: number }) {
  const load = await api.post('/v2/study-course/tests/load', {
    data: { stdCourse: 'A', stdStep: 1, usrgbn: 'member', ...location },
  });
  expect(load.status(), await load.text()).toBe(200);
  const { questnCd, tstCd } = ((await load.json()) as { result: { questnCd: string; tstCd: string } }).result;
  const bank = JSON.parse(
    readFileSync(new URL('../content/papers/A.json', import.meta.url), 'utf8'),
  ) as BankPaper[];
  const paper = bank.find((candidate) => candidate.questnCd === questnCd);
  if (!paper) throw new Error(`no paper ${questnCd} in the bank`);
  const submit = await api.post('/v2/study-course/tests/answr', {
    data: {
      stdTstTp: location.stdTstTp,
      questnCd,
      tstCd,
      usrgbn: 'member',
      questnAnswrs: paper.questns.map((q) => ({ questnSeq: q.questnSeq, answrs: q.corrAnswrs })),
    },
  });
  expect(submit.status(), await submit.text()).toBe(200);
  expect(((await submit.json()) as { result: { tstScore: number } }).result.tstScore).toBe(100);
}

/** Plays the watch unit of A-1-1 day `day` to its end, through the page, as student04 does in buddymon.spec.ts. */
async function watchUnit(page: Page, day: number) {
  await page.goto(`/study/daily?course=A&step=1&week=1&day=${day}`);
  await page.getByRole('button', { name: '영상 보기' }).click();
  await page.getByRole('region', { name: /영상$/ }).getByRole('button', { name: '재생' }).click();
  await expect(page.getByRole('progressbar', { name: '이 활동 진도율' })).toHaveAttribute(
    'aria-valuenow',
    '100',
    { timeout: 45_000 },
  );
  await expect(page.getByText('학습 기록을 저장했어요.')).toBeVisible();
}

week.describe('given a child’s week with the buddy', () => {
  week.setTimeout(240_000);

  week(
    'studies on three days, earns a freeze, misses a day and keeps the run, then gives the potion and the buddy grows',
    async ({ page, signIn, axe, server }) => {
      // Days 1–4 (Monday to Thursday), through the calls: a weekly test, the monthly test, a weekly test (growth 1 + 3
      // + 1 = 5 points, one short of stage 2), and a unit of word cards, learnt for the time it takes.
      const setup: ((api: APIRequestContext, day: number) => Promise<void>)[] = [
        (api) => fullMarks(api, { stdTstTp: 'W', stdWeek: 1 }),
        (api) => fullMarks(api, { stdTstTp: 'M' }),
        (api) => fullMarks(api, { stdTstTp: 'W', stdWeek: 2 }),
        async (api, day) => {
          const where = { stdCourse: 'A', stdStep: 1, stdWeek: 1 };
          expect((await api.post('/v2/study-course/studies/load', { data: where })).status()).toBe(200);
          // Four cards, two seconds each at least (COIN_RULES.partMinimumMs): the server's clock moves ten seconds.
          await server.day(day, { plusMs: 10_000 });
          const save = await api.post('/v2/study-course/studies/prgrs', {
            data: { ...where, stdDay: 1, stdUnit: 2, parts: [0, 1, 2, 3] },
          });
          expect(save.status()).toBe(200);
        },
      ];
      for (const [index, step] of setup.entries()) {
        await server.day(index + 1);
        const api = await childApi();
        await step(api, index + 1);
        await api.dispose();
      }

      // Days 5–7 (Friday to Sunday): the child studies a unit each day, through the pages.
      const home = page.getByRole('region', { name: '오늘의 미션' });
      for (const [day, unitDay] of [
        [5, 3],
        [6, 5],
        [7, 1],
      ] as const) {
        await server.day(day, { page });
        await signIn(page, CHILD);
        await watchUnit(page, unitDay);
      }
      await page.goto('/buddymon');
      await expect(home).toContainText('7일 연속');
      await expect(home).toContainText('오늘도 공부했어요. 내일 또 만나요!');
      await expect(home.getByRole('img', { name: '얼음 2개 중 1개 가지고 있어요' })).toBeVisible();

      // Day 8 (Monday): no study. Day 9 (Tuesday): the run still stands, kept by the freeze, which is spent.
      const tuesday = await server.day(9, { page });
      await signIn(page, CHILD);
      await page.goto('/buddymon');
      await expect(home).toContainText('7일 연속');
      await expect(home).toContainText('오늘도 공부하면 연속 기록이 이어져요.');
      await expect(home.getByRole('img', { name: '얼음 2개 중 0개 가지고 있어요' })).toBeVisible();
      const calendar = page.getByRole('table', { name: /학습 달력$/ });
      const date = (offset: number) => new Date(tuesday.getTime() + offset * DAY_MS + SEOUL_MS).getUTCDate();
      await expect(calendar.getByText(`${date(-1)}일, 얼음으로 지킨 날`)).toBeAttached();
      await expect(calendar.getByText(`${date(-2)}일, 공부한 날`)).toBeAttached();
      await expect(calendar.getByText(`${date(0)}일, 오늘`)).toBeAttached();
      await expect(page.getByRole('progressbar', { name: '성장 1단계, 다음 단계까지 1점' })).toBeVisible();
      // Not studied today: hungry, and the bubble beside the buddy says so (a drawing the server serves).
      await expect(page.getByRole('img', { name: /기분 배가 고파요/ })).toBeVisible();
      const bubble = page.locator('[data-slot="pet-layer"][data-type="RWD_MOOD"]');
      await expect
        .poll(() => bubble.evaluate((img) => (img instanceof HTMLImageElement ? img.naturalWidth : 0)))
        .toBeGreaterThan(0);

      // The growth potion, bought with the week's coins and given: the buddy reaches stage 2, celebrated once.
      await page.goto('/buddymon/mybuddymon/myShop?catgr=MED');
      await page.getByRole('button', { name: '성장 물약 사기', exact: true }).click();
      await page
        .getByRole('alertdialog', { name: '성장 물약을 살까요?' })
        .getByRole('button', { name: '살래요' })
        .click();
      await expect(page.getByText(/^성장 물약, 샀어요!/)).toBeVisible();
      await page.goto('/buddymon');
      await page.getByRole('button', { name: /^성장 물약 먹이기/ }).click();
      const celebration = page.getByRole('dialog', { name: '버디몬이 자랐어요!' });
      await expect(celebration).toContainText('열심히 공부해서 2단계가 되었어요.');
      await axe(page);
      await celebration.getByRole('button', { name: '좋아요!' }).click();
      await expect(celebration).toBeHidden();
      await expect(page.getByRole('progressbar', { name: /^성장 2단계/ })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('progressbar', { name: /^성장 2단계/ })).toBeVisible();
      await expect(page.getByRole('dialog', { name: '버디몬이 자랐어요!' })).toBeHidden();

      // The first land, entered (ADR 065): the grown buddy walks into its scene, the land it lives in.
      await page.goto('/buddymon/land');
      await page.getByRole('button', { name: '하늘 랜드에 들어가기' }).click();
      const scene = page.getByRole('dialog', { name: '하늘 랜드에 왔어요!' });
      await expect(scene).toContainText('버디가 지금 살고 있는 곳이에요.');
      await expect(scene.getByRole('img', { name: /^하늘 랜드의 버디의 모습: 배경/ })).toBeVisible();
      await axe(page);
    },
  );
});
