/**
 * The study home's screens: the real routes and pages over a fake /v2 at the network edge
 * (the MSW handlers of @buddy/mocks). The kit's own stories show every component state; these show the app putting them together.
 * Only the layout story answers today's review (issue 30): elsewhere the call is left to the fake's 404 and the card
 * stays away, as it does when the review fails; today-review-card.stories.tsx shows each of the card's states.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { COURSES } from '@buddy/domain';
import { reviewHandlers, studyHandlers, SIGNED_IN, signedInAs, type StudyOptions } from '@buddy/mocks';
import { AppStory, fakeApi } from '../../stories/app-story';

const meta = {
  title: 'App/Study home',
  component: AppStory,
  // A screen of the study area: visual baselines at 390, 900 and 1280 px (ADR 042).
  tags: ['screen'],
  args: { path: '/study' },
  parameters: { layout: 'fullscreen', ...fakeApi({ session: signedInAs('student01') }) },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const member = { storage: SIGNED_IN };
const study = (options?: StudyOptions) => fakeApi({ study: studyHandlers(options) });

/** No query: the member's latest study (A-1, week 2) with today's day under way, a taken test and the graph. */
export const LatestStudy: Story = {
  // The page's layout story: shot at every width where its layout changes (ADR 044).
  tags: ['layout'],
  name: 'Latest study (course A, step 1, week 2)',
  args: { ...member },
  // The child is back today and went on with day 3 (the demo history leaves today unstudied); six cards to review.
  parameters: fakeApi({ study: studyHandlers({ studiedToday: true }), review: reviewHandlers() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: /A코스 1단계 2주/ })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'A 코스' })).toHaveAttribute('aria-selected', 'true');
    // The guide's text link is a 44 px target like every button (issue 30, defect 7).
    await expect(
      canvas.getByRole('link', { name: '학습 방법 보기' }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
    // The server's rates of the stored parts: the week is the mean of its 16 units (48 %); day 3 stored two of
    // three, two of three and one of two parts (60 %).
    await expect(await canvas.findByRole('progressbar', { name: '이번 주 진도율' })).toHaveAttribute(
      'aria-valuenow',
      '48',
    );
    await expect(canvas.getByRole('link', { name: /3일차 공부 중 60% 오늘 공부한 날/ })).toHaveAttribute(
      'href',
      '/study/daily?course=A&step=1&week=2&day=3',
    );
    await expect(await canvas.findByRole('link', { name: '2주 진도율 48%' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: '1주 Weekly Test 결과 보기' })).toHaveAttribute(
      'href',
      '/tests?type=W&course=A&step=1&week=1&display=R',
    );
    await expect(canvas.getByRole('link', { name: '2주 Weekly Test 시험 보기' })).toHaveAttribute(
      'href',
      '/tests?type=W&course=A&step=1&week=2',
    );
    await expect(canvas.getByRole('link', { name: 'Monthly Test 시험 보기' })).toHaveAttribute(
      'href',
      '/tests?type=M&course=A&step=1',
    );
    await expect(canvas.getByRole('table', { name: 'A 코스 단계별 진도율' })).toBeInTheDocument();
    // The mascot in the greeting speaks of today's day under way.
    await expect(canvas.getByText('3일차를 60%까지 했어요. 조금만 더 힘내요!')).toBeVisible();
    // Today's review under the greeting (issue 30).
    await expect(canvas.getByRole('link', { name: '복습 시작하기' })).toHaveAttribute(
      'href',
      '/study/review',
    );
  },
};

/** The first step: previous is inactive; next loads week 1 of step 2 and updates the address. */
export const FirstStep: Story = {
  name: 'First step (previous inactive, next)',
  args: { ...member, path: '/study?course=A&step=1&week=3' },
  parameters: study(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: /A코스 1단계 3주/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '이전 단계' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '다음 단계' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: /A코스 2단계 1주/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '이전 단계' })).not.toHaveAttribute('aria-disabled');
  },
};

/** The end step: next is inactive; Achievement Tests in four columns. */
export const LastStep: Story = {
  name: 'Last step (next inactive, Achievement Test)',
  args: { ...member, path: '/study?course=G&step=7&week=4' },
  parameters: study({ allTaken: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: /G코스 7단계 4주/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '다음 단계' })).toHaveAttribute('aria-disabled', 'true');
    const tests = await canvas.findByRole('region', { name: '이번 단계 시험' });
    await expect(tests).toHaveAttribute('data-columns', '4');
    await expect(within(tests).getByRole('link', { name: '1주 Achievement Test 결과 보기' })).toBeVisible();
    await expect(within(tests).getAllByText('C등급')).toHaveLength(2);
    await expect(within(tests).getByText('A등급')).toBeVisible();
  },
};

/** Switching the course tab opens step 1, week 1 of that course. */
export const SwitchCourse: Story = {
  name: 'Switch course',
  args: { ...member, path: '/study?course=A&step=1&week=2' },
  parameters: study(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'D 코스' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: /D코스 1단계 1주/ })).toBeVisible();
    await expect(canvas.getByRole('tabpanel')).toHaveAttribute('data-course', 'd');
  },
};

/** Each course in its theme. */
export const CourseA: Story = {
  args: { ...member, path: '/study?course=A&step=1&week=1' },
  parameters: study(),
};
/** The level graph's bars span its card with no empty band above (issue 13, defect 8), at 1280 px and on a phone. */
async function graphSpansItsCard(canvasElement: HTMLElement) {
  const graph = await within(canvasElement).findByRole('figure', { name: '학습 레벨 그래프' });
  const chart = graph.querySelector('[data-slot="level-graph-chart"]')?.getBoundingClientRect();
  // The card's padding (24 px at most) and border aside, the chart is as wide as the card.
  await expect(chart?.width).toBeGreaterThanOrEqual(graph.getBoundingClientRect().width - 2 * 25 - 1);
  await expect(chart?.height).toBeLessThanOrEqual(200);
}
export const CourseB: Story = {
  args: { ...member, path: '/study?course=B&step=2&week=1' },
  parameters: study(),
  play: async ({ canvasElement }) => graphSpansItsCard(canvasElement),
};
export const CourseBMobile: Story = {
  name: 'Course B, mobile',
  // Not shot: the same picture as Course B's 390 px baseline (ADR 044); the play function checks the graph's width.
  tags: ['!screen'],
  globals: { viewport: { value: 'mobile' } },
  args: { ...member, path: '/study?course=B&step=2&week=1' },
  parameters: study(),
  play: async ({ canvasElement }) => graphSpansItsCard(canvasElement),
};
export const CourseC: Story = {
  args: { ...member, path: '/study?course=C&step=3&week=2' },
  parameters: study(),
  play: async ({ canvasElement }) => {
    // Nothing studied in this week yet: a welcome.
    await expect(await within(canvasElement).findByText(/^반가워요!/)).toBeVisible();
  },
};
export const CourseD: Story = {
  args: { ...member, path: '/study?course=D&step=4&week=3' },
  parameters: study(),
};
export const CourseE: Story = {
  args: { ...member, path: '/study?course=E&step=5&week=4' },
  parameters: study(),
};
export const CourseF: Story = {
  args: { ...member, path: '/study?course=F&step=6&week=1' },
  parameters: study(),
};
export const CourseG: Story = {
  args: { ...member, path: '/study?course=g&step=1&week=1' },
  parameters: study(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A lowercase course in the address is the same course.
    await expect(await canvas.findByRole('heading', { level: 2, name: /G코스 1단계 1주/ })).toBeVisible();
    await expect(COURSES).toContain('G');
  },
};

/** No manual for the week: the server's message, no days and no progress bar. */
export const ManualNotFound: Story = {
  name: 'Manual not found (errorState)',
  args: { ...member, path: '/study?course=B&step=4&week=1' },
  parameters: study({ missingManual: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('학습 매뉴얼을 찾을 수 없습니다.');
    await expect(alert).toHaveAttribute('data-error-code', 'MANUAL_NOT_FOUND');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByRole('region', { name: '오늘의 학습' })).toBeNull();
  },
};

/**
 * B-3 was studied over a year ago and is not the child's latest step: its course tab shows the server's refusal (the
 * one-year review limit, §8), like the review popup, and no days to open (ADR 068).
 */
export const ReviewLimit: Story = {
  name: 'A step over a year old (review limit)',
  tags: ['!screen'],
  args: { ...member, path: '/study?course=B&step=3&week=1' },
  parameters: study(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('온라인 학습 복습은 1년 전 학습까지만 가능합니다');
    await expect(alert).toHaveAttribute('data-error-code', 'REFUSED');
    await expect(canvas.queryByRole('button', { name: '다시 불러오기' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: '오늘의 학습' })).toBeNull();
    // The child studied B-3 before: the mascot does not welcome them as a beginner.
    await expect(canvas.queryByText(/오늘부터 함께/)).toBeNull();
  },
};

export const Loading: Story = {
  args: { ...member, path: '/study?course=A&step=1&week=1' },
  parameters: study({ hold: 'load' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('학습 내용을 불러오는 중이에요…')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  args: { ...member, path: '/study?course=A&step=1&week=1' },
  parameters: study({ fail: 'load' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('학습 내용을 불러오지 못했어요.');
    await expect(canvas.getByRole('button', { name: '다시 불러오기' })).toBeVisible();
  },
};

/** The member box's 복습하기 opens the popup; a reviewable step opens the study home at week 1 of that step. */
export const ReviewPopup: Story = {
  // The page's layout story: shot at every width where its layout changes (ADR 044).
  tags: ['layout'],
  name: 'Review popup',
  args: { ...member, path: '/study?course=C&step=1&week=1' },
  parameters: study(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '복습하기' }));
    const dialog = await screen.findByRole('dialog', { name: '복습하기' });
    await expect(within(dialog).getByRole('note')).toHaveTextContent(
      '온라인 학습 복습은 1년 전 학습까지만 가능합니다',
    );
    const step2 = await within(dialog).findByRole('link', { name: 'A 코스 2단계' });
    await expect(within(dialog).getAllByRole('link')).toHaveLength(2);
    await userEvent.click(step2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('heading', { level: 2, name: /A코스 2단계 1주/ })).toBeVisible();
  },
};

export const ReviewFailed: Story = {
  name: 'Review popup, load failed',
  // Not shot (ADR 044): its shot was the same picture as Course A's (the popup was no longer open when the page was
  // shot at 390 px); the failure message is checked by the play function.
  tags: ['!screen'],
  args: { ...member, path: '/study?course=A&step=1&week=1' },
  parameters: study({ fail: 'review' }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '복습하기' }));
    const dialog = await screen.findByRole('dialog', { name: '복습하기' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('로드를 하지 못했습니다.');
  },
};

export const Guide: Story = {
  // The page's layout story: shot at every width where its layout changes (ADR 044).
  tags: ['layout'],
  name: 'Study guide',
  args: { ...member, path: '/study/guide' },
  parameters: study(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '학습 방법 안내' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '학습 시작하기' })).toHaveAttribute('href', '/study');
  },
};

export const Mobile: Story = {
  // Not shot: the same picture as the latest study's 390 px baseline (ADR 044); the play function checks the bar.
  tags: ['!screen'],
  globals: { viewport: { value: 'mobile' } },
  args: { ...member, path: '/study?course=A&step=1&week=2' },
  parameters: study(),
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar', { name: '이번 주 진도율' });
    await expect(bar.parentElement?.getBoundingClientRect().width).toBeLessThan(530);
  },
};
