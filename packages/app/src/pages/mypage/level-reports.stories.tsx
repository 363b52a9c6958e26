/**
 * My page's report with the child's past level tests below the month's charts (issue 30, ADR 074): the real routes
 * and pages over the fake /v2 (@buddy/mocks: the demo child's two level tests, B코스 1단계 and a year before A코스
 * 4단계). Every state at 390, 900 and 1280 px; none is shot (the baselines' folder is at its cap): the plays check what
 * a parent sees.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  EARLIER_LEVEL_REPORT,
  LATEST_LEVEL_REPORT,
  mypageHandlers,
  SIGNED_IN,
  signedInAs,
  type MypageOptions,
} from '@buddy/mocks';
import { AppStory, fakeApi } from '../../stories/app-story';

const meta = {
  title: 'App/My page/Level tests',
  tags: ['!screen'],
  component: AppStory,
  args: { storage: SIGNED_IN, path: '/study/mypage/report' },
  parameters: { layout: 'fullscreen', ...fakeApi({ session: signedInAs('student01', ['EBP']) }) },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Viewport = 'mobile' | 'narrow' | 'desktop';
const WIDTH: Record<Viewport, number> = { mobile: 390, narrow: 900, desktop: 1280 };

const mypage = (options?: MypageOptions) => fakeApi({ mypage: mypageHandlers(options) });

/** The section, once the page is there: below the month's report. */
async function sectionOf(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: '학습 리포트' })).toBeVisible();
  const section = await canvas.findByRole('region', { name: '레벨 테스트' });
  await expect(section).toHaveAccessibleDescription('아이가 본 레벨 테스트와 거기서 추천한 시작 단계예요.');
  const charts = canvasElement.querySelector('[data-slot="report-charts"]');
  await expect(charts).not.toBeNull();
  await expect(section.getBoundingClientRect().top).toBeGreaterThanOrEqual(
    charts?.getBoundingClientRect().bottom ?? Infinity,
  );
  return section;
}

/** Nothing wider than the screen; every button and link of the section a 44 px target. */
async function fits(canvasElement: HTMLElement, viewport: Viewport) {
  await expect(window.innerWidth).toBe(WIDTH[viewport]);
  await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(WIDTH[viewport]);
  const section = within(canvasElement).getByRole('region', { name: '레벨 테스트' });
  for (const target of [
    ...within(section).queryAllByRole('button'),
    ...within(section).queryAllByRole('link'),
  ]) {
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

// ---- Two level tests, newest first: grade, day, score, the start, and a link to each report.

const listed = atWidths({ parameters: mypage() }, async (canvasElement) => {
  const section = await sectionOf(canvasElement);
  const cards = await within(section).findAllByRole('listitem');
  await expect(cards).toHaveLength(2);
  const [latest, earlier] = cards.map((card) => within(card));
  await expect(latest?.getByRole('heading', { level: 3, name: '3학년 레벨 테스트' })).toBeVisible();
  await expect(latest?.getByText('2026년 11월 18일')).toBeVisible();
  await expect(cards[0]).toHaveTextContent('점수50점');
  await expect(cards[0]).toHaveTextContent('추천 시작B코스 1단계');
  await expect(cards[0]).toHaveAttribute('data-course', 'b');
  await expect(
    latest?.getByRole('link', { name: '3학년 레벨 테스트 결과 보기 (2026년 11월 18일)' }),
  ).toHaveAttribute('href', `/level-test/result/${LATEST_LEVEL_REPORT.resultCd}`);
  await expect(earlier?.getByRole('heading', { level: 3, name: '2학년 레벨 테스트' })).toBeVisible();
  await expect(cards[1]).toHaveTextContent('점수60점');
  await expect(cards[1]).toHaveTextContent('추천 시작A코스 4단계');
  await expect(
    earlier?.getByRole('link', { name: '2학년 레벨 테스트 결과 보기 (2025년 11월 14일)' }),
  ).toHaveAttribute('href', `/level-test/result/${EARLIER_LEVEL_REPORT.resultCd}`);
});
export const Listed = { ...listed.desktop, name: 'Past level tests' };
export const ListedAt900 = { ...listed.narrow, name: 'Past level tests (900)' };
export const ListedAt390 = { ...listed.mobile, name: 'Past level tests (390)' };

// ---- A paper without levels: its score, and no start (said in words, not by a missing chip).

const unlevelled = atWidths(
  { parameters: mypage({ levelReports: [{ ...LATEST_LEVEL_REPORT, recommendation: null }] }) },
  async (canvasElement) => {
    const section = await sectionOf(canvasElement);
    const [card] = await within(section).findAllByRole('listitem');
    await expect(card).toHaveTextContent('추천 시작추천 없음');
    await expect(card).toHaveTextContent('점수50점');
  },
);
export const WithoutLevels = { ...unlevelled.desktop, name: 'A level test without a start' };
export const WithoutLevelsAt900 = { ...unlevelled.narrow, name: 'A level test without a start (900)' };
export const WithoutLevelsAt390 = { ...unlevelled.mobile, name: 'A level test without a start (390)' };

// ---- None taken: the way to the level test.

const empty = atWidths({ parameters: mypage({ levelReports: [] }) }, async (canvasElement) => {
  const section = await sectionOf(canvasElement);
  await expect(await within(section).findByText(/아직 본 레벨 테스트가 없어요/)).toBeVisible();
  await expect(within(section).getByRole('link', { name: '레벨 테스트 보러 가기' })).toHaveAttribute(
    'href',
    '/tests',
  );
  await expect(within(section).queryByRole('list')).toBeNull();
});
export const Empty = { ...empty.desktop, name: 'None taken' };
export const EmptyAt900 = { ...empty.narrow, name: 'None taken (900)' };
export const EmptyAt390 = { ...empty.mobile, name: 'None taken (390)' };

// ---- Loading: a quiet line; the month's report is there already.

const loading = atWidths({ parameters: mypage({ hold: 'levelTests' }) }, async (canvasElement) => {
  const section = await sectionOf(canvasElement);
  await expect(within(section).getByRole('status')).toHaveTextContent(
    '레벨 테스트 기록을 불러오는 중이에요…',
  );
  await expect(
    await within(canvasElement).findByRole('region', { name: '종합 의견' }, { timeout: 5000 }),
  ).toBeVisible();
});
export const Loading = loading.desktop;
export const LoadingAt900 = { ...loading.narrow, name: 'Loading (900)' };
export const LoadingAt390 = { ...loading.mobile, name: 'Loading (390)' };

// ---- Failing: said quietly with a retry; the month's report is untouched.

const failing = atWidths({ parameters: mypage({ fail: 'levelTests' }) }, async (canvasElement) => {
  const section = await sectionOf(canvasElement);
  const alert = await within(section).findByRole('alert', {}, { timeout: 5000 });
  await expect(alert).toHaveTextContent('레벨 테스트 기록을 불러오지 못했어요.');
  await expect(within(alert).getByRole('button', { name: '다시 불러오기' })).toBeVisible();
  await expect(
    await within(canvasElement).findByRole('region', { name: '종합 의견' }, { timeout: 5000 }),
  ).toBeVisible();
});
export const Failing = failing.desktop;
export const FailingAt900 = { ...failing.narrow, name: 'Failing (900)' };
export const FailingAt390 = { ...failing.mobile, name: 'Failing (390)' };
