import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReportCharts } from './report-charts';
import { EMPTY_REPORT, REPORT } from './fixtures';

const meta = {
  title: 'My page/ReportCharts',
  component: ReportCharts,
  args: { report: REPORT, onRetry: fn() },
  decorators: [
    (Story, { parameters }) => (
      <div data-course={(parameters.course as string | undefined) ?? 'a'} className="max-w-[1020px] p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReportCharts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '종합 의견' })).toHaveTextContent(
      '시험 평균 90점으로 아주 훌륭해요!',
    );
    const scores = within(canvas.getByRole('region', { name: '시험 점수' }));
    await expect(scores.getByText('최근 시험 점수').nextElementSibling).toHaveTextContent('90점');
    await expect(scores.getByText('이번 달 평균').nextElementSibling).toHaveTextContent('90점');
    const ring = canvas.getByRole('meter', { name: '학습 진도율' });
    await expect(ring).toHaveAttribute('aria-valuenow', '52');
    await expect(ring).toHaveAttribute('aria-valuetext', '52%');
    const table = canvas.getByRole('table', { name: '시험별 점수' });
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(
      within(table).getByRole('rowheader', { name: 'A-1 1주' }).nextElementSibling,
    ).toHaveTextContent('주간 평가');
    const areas = within(canvas.getByRole('region', { name: '영역별 학습' }));
    await expect(areas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '듣기55%',
      '읽기47%',
      '말하기55%',
      '어휘54%',
    ]);
    // The words on the spaced review's schedule (issue 30): the demo member's 15, 11 remembered.
    const words = canvas.getByRole('region', { name: '기억한 단어' });
    await expect(words).toHaveTextContent('단어 15개 중 11개를 기억하고 있어요.');
    await expect(within(words).getByRole('meter')).toHaveAttribute('aria-valuenow', '11');
  },
};

/** A month with a monthly test after the demo's weekly one: the row says 월말 평가, the latest score leads. */
export const WithMonthlyTest: Story = {
  args: {
    report: {
      ...REPORT,
      examScore: 95,
      exams: [...REPORT.exams, { label: 'A-1 월말', kind: 'monthly', score: 95 }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '시험별 점수' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(
      within(table).getByRole('rowheader', { name: 'A-1 월말' }).nextElementSibling,
    ).toHaveTextContent('월말 평가');
    const scores = within(canvas.getByRole('region', { name: '시험 점수' }));
    await expect(scores.getByText('최근 시험 점수').nextElementSibling).toHaveTextContent('95점');
  },
};

export const Empty: Story = {
  args: { report: EMPTY_REPORT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('이번 달에 본 시험이 없어요.')).toBeVisible();
    // No '0점' for a month without tests: a note instead.
    await expect(canvas.getByRole('region', { name: '시험 점수' })).toHaveTextContent(
      '시험을 보면 점수가 여기에 나와요.',
    );
    await expect(canvas.queryByText('0점')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('meter', { name: '학습 진도율' })).toHaveAttribute('aria-valuenow', '0');
    // No word studied yet: what fills it, not '0개 중 0개'.
    const words = canvas.getByRole('region', { name: '기억한 단어' });
    await expect(words).toHaveTextContent('단어 학습을 끝내면, 배운 단어를 얼마나 기억하는지 여기에 나와요.');
    await expect(within(words).queryByRole('meter')).toBeNull();
  },
};

/** Every word studied remembered, on a phone (issue 30). */
export const AllWordsRemembered: Story = {
  name: 'All words remembered (phone)',
  tags: ['!screen'],
  args: { report: { ...REPORT, words: { remembered: 24, total: 24 } } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const words = within(canvasElement).getByRole('region', { name: '기억한 단어' });
    await expect(words).toHaveTextContent('단어 24개 중 24개를 기억하고 있어요.');
    await expect(within(words).getByRole('meter')).toHaveAttribute('aria-valuetext', '24개 중 24개');
  },
};

export const Loading: Story = {
  args: { status: 'loading', report: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 'error', report: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '다시 불러오기' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const PerfectMonth: Story = {
  args: {
    report: {
      ...REPORT,
      examScore: 100,
      avgScore: 100,
      progress: 100,
      areas: REPORT.areas.map((stat) => ({ ...stat, rate: 100 })),
    },
  },
  parameters: { course: 'c' },
};

export const CourseE: Story = { parameters: { course: 'e' } };
export const CourseG: Story = { parameters: { course: 'g' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } }, parameters: { course: 'f' } };
