/**
 * A level test's report reopened from its link, /level-test/result/:resultCd (issue 30, ADR 074): on the brand site,
 * signed out, over the fake /v2 (@buddy/mocks: the demo report, B코스 1단계, 50 points, 2026-11-18). Every state at
 * 390, 900 and 1280 px; none is shot (the baselines' folder is at its cap): the plays check what a parent sees.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  LATEST_LEVEL_REPORT,
  levelReportHandlers,
  SIGNED_IN,
  sessionHandlers,
  signedInAs,
  UNKNOWN_RESULT_CODE,
  type LevelReportOptions,
} from '@buddy/mocks';
import { AppStory, fakeApi } from '../../stories/app-story';

const meta = {
  title: 'App/Level-test result link',
  tags: ['!screen'],
  component: AppStory,
  args: { path: `/level-test/result/${LATEST_LEVEL_REPORT.resultCd}` },
  parameters: { layout: 'fullscreen', ...fakeApi({ session: sessionHandlers() }) },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Viewport = 'mobile' | 'narrow' | 'desktop';
const WIDTH: Record<Viewport, number> = { mobile: 390, narrow: 900, desktop: 1280 };

const LINK = `/level-test/result/${LATEST_LEVEL_REPORT.resultCd}`;
const reports = (options: LevelReportOptions = {}) => fakeApi({ levelReports: levelReportHandlers(options) });

const main = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('main', {}, { timeout: 5000 }));

/** The way out of a link that opens nothing: home, or a level test of one's own. */
async function expectWaysOn(alert: HTMLElement) {
  await expect(within(alert).getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
  await expect(within(alert).getByRole('link', { name: '레벨 테스트 보러 가기' })).toHaveAttribute(
    'href',
    '/tests',
  );
}

/** One h1, nothing wider than the screen, every button and link of the page's content a 44 px target. */
async function fits(canvasElement: HTMLElement, viewport: Viewport) {
  await expect(window.innerWidth).toBe(WIDTH[viewport]);
  await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(WIDTH[viewport]);
  const page = await main(canvasElement);
  await expect(page.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  for (const target of [...page.queryAllByRole('button'), ...page.queryAllByRole('link')]) {
    await expect(target.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  }
}

/** A story of one state at each of the three widths; `reach` brings the state about and checks it. */
function atWidths(base: Story, reach: (canvasElement: HTMLElement) => Promise<void>) {
  const at = (viewport: Viewport): Story => ({
    ...base,
    globals: { viewport: { value: viewport } },
    play: async ({ canvasElement }) => {
      await reach(canvasElement);
      await fits(canvasElement, viewport);
    },
  });
  return { mobile: at('mobile'), narrow: at('narrow'), desktop: at('desktop') };
}

// ---- The report: grade, score, day, the start and its reasons, the link again, the trial request.

const report = atWidths({ parameters: reports() }, async (canvasElement) => {
  const page = await main(canvasElement);
  await expect(await page.findByRole('heading', { level: 1, name: '3학년 레벨 테스트 결과' })).toBeVisible();
  await waitFor(() => expect(document.title).toBe('3학년 레벨 테스트 결과 - 버디잉글리시'));
  const facts = canvasElement.querySelector<HTMLElement>('[data-slot="level-facts"]');
  await expect(facts).toHaveTextContent('점수50점');
  await expect(facts).toHaveTextContent('본 날2026년 11월 18일');
  const panel = within(page.getByRole('region', { name: '추천 시작' }));
  await expect(panel.getByText('B코스 1단계부터 시작해요')).toBeVisible();
  await expect(panel.getByText('듣기를 가장 잘했어요. 문장은 조금 더 연습해 봐요.')).toBeVisible();
  await expect(
    within(panel.getByRole('region', { name: '수준별로 맞힌 문제' })).getAllByRole('listitem'),
  ).toHaveLength(3);
  const link = within(panel.getByRole('region', { name: '결과 링크' }));
  await expect(link.getByRole('textbox', { name: '결과 링크 주소' })).toHaveValue(
    `${window.location.origin}${LINK}`,
  );
  await expect(link.getByRole('button', { name: '링크 복사' })).toBeEnabled();
  await expect(panel.getByRole('link', { name: '무료 체험 신청하기' })).toHaveAttribute(
    'href',
    '/experience/apply',
  );
});
export const Report = report.desktop;
export const ReportAt900 = { ...report.narrow, name: 'Report (900)' };
export const ReportAt390 = { ...report.mobile, name: 'Report (390)' };

/** A member signed in opens a link: the same report, without the trial request (they study already). */
export const ReportSignedIn: Story = {
  name: 'Report, signed in',
  args: { storage: SIGNED_IN },
  parameters: fakeApi({ session: signedInAs('student01', ['EBP']), levelReports: levelReportHandlers() }),
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(await page.findByText('B코스 1단계부터 시작해요')).toBeVisible();
    await expect(page.queryByRole('link', { name: '무료 체험 신청하기' })).toBeNull();
    // The report names no one, whoever opens it: not the member signed in, nor their school.
    const text = canvasElement.querySelector('main')?.textContent ?? '';
    await expect(text).not.toContain('김민준');
    await expect(text).not.toContain('초등학교');
  },
};

// ---- A paper without levels: the score and the day, no start to recommend.

const unlevelled = atWidths({ parameters: reports({ withoutLevels: true }) }, async (canvasElement) => {
  const page = await main(canvasElement);
  await expect(await page.findByText(/수준별 문제가 없어서 시작 단계를 추천하지 못했어요/)).toBeVisible();
  await expect(canvasElement.querySelector('[data-slot="level-facts"]')).toHaveTextContent('점수50점');
  await expect(page.queryByText(/부터 시작해요/)).toBeNull();
});
export const WithoutLevels = { ...unlevelled.desktop, name: 'A paper without levels' };
export const WithoutLevelsAt900 = { ...unlevelled.narrow, name: 'A paper without levels (900)' };
export const WithoutLevelsAt390 = { ...unlevelled.mobile, name: 'A paper without levels (390)' };

// ---- A code that names no report: the server's words, and a way home.

const missing = atWidths(
  { args: { path: `/level-test/result/${UNKNOWN_RESULT_CODE}` }, parameters: reports() },
  async (canvasElement) => {
    const page = await main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: '결과를 찾을 수 없어요' })).toBeVisible();
    const alert = await page.findByRole('alert');
    await expect(alert).toHaveTextContent(
      '레벨 테스트 결과를 찾을 수 없어요. 받은 링크를 다시 확인해 주세요.',
    );
    await expectWaysOn(alert);
    await expect(page.queryByRole('button', { name: '다시 시도' })).toBeNull();
  },
);
export const NotFound = { ...missing.desktop, name: 'Not found (404)' };
export const NotFoundAt900 = { ...missing.narrow, name: 'Not found (404) (900)' };
export const NotFoundAt390 = { ...missing.mobile, name: 'Not found (404) (390)' };

/** An address that cannot be a link code (cut short when copied): not asked for, said the same way. */
export const NotACode: Story = {
  name: 'Not found: an address cut short',
  args: { path: `/level-test/result/${LATEST_LEVEL_REPORT.resultCd.slice(0, 12)}` },
  parameters: reports(),
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    const alert = await page.findByRole('alert');
    await expect(alert).toHaveTextContent(
      '레벨 테스트 결과를 찾을 수 없어요. 받은 링크를 다시 확인해 주세요.',
    );
    await expectWaysOn(alert);
  },
};

// ---- Loading: the page's frame and a quiet spinner.

const loading = atWidths({ parameters: reports({ hold: 'shared' }) }, async (canvasElement) => {
  const page = await main(canvasElement);
  await expect(await page.findByRole('heading', { level: 1, name: '레벨 테스트 결과' })).toBeVisible();
  await expect(await page.findByRole('status')).toHaveTextContent('레벨 테스트 결과를 불러오는 중이에요…');
});
export const Loading = loading.desktop;
export const LoadingAt900 = { ...loading.narrow, name: 'Loading (900)' };
export const LoadingAt390 = { ...loading.mobile, name: 'Loading (390)' };

// ---- Failing: the server's words and a retry.

const failing = atWidths({ parameters: reports({ fail: 'shared' }) }, async (canvasElement) => {
  const page = await main(canvasElement);
  const alert = await page.findByRole('alert', {}, { timeout: 5000 });
  await expect(alert).toHaveTextContent('결과를 불러오지 못했어요');
  await expect(alert).toHaveTextContent('서버 오류가 발생했습니다.');
  await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible();
});
export const Failing = failing.desktop;
export const FailingAt900 = { ...failing.narrow, name: 'Failing (900)' };
export const FailingAt390 = { ...failing.mobile, name: 'Failing (390)' };
