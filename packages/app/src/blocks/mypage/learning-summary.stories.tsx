import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LearningSummary } from './learning-summary';
import { EMPTY_LEARNING, LEARNING } from './fixtures';

const meta = {
  title: 'My page/LearningSummary',
  component: LearningSummary,
  args: { learning: LEARNING, onRetry: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-[1020px] p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LearningSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('공부한 날').nextElementSibling).toHaveTextContent('9일');
    await expect(canvas.getByText('끝낸 활동').nextElementSibling).toHaveTextContent('22개');
    await expect(canvas.getByText('본 시험').nextElementSibling).toHaveTextContent('1개');
    const weeks = within(canvas.getByRole('region', { name: '공부한 주' }));
    await expect(weeks.getAllByRole('listitem')).toHaveLength(3);
    await expect(weeks.getAllByRole('listitem')[0]).toHaveTextContent('A코스 1단계 2주Animals');
    await expect(weeks.getAllByRole('listitem')[0]).toHaveTextContent('진도율 48%');
    await expect(weeks.getAllByRole('listitem')[0]).toHaveTextContent('마지막 학습 2026.11.19');
    const tests = within(canvas.getByRole('region', { name: '이번 달 시험' }));
    await expect(tests.getAllByRole('listitem')[0]).toHaveTextContent('A코스 1단계 1주 주간 평가');
    await expect(tests.getAllByRole('listitem')[0]).toHaveTextContent('90점');
  },
};

export const WeeksWithoutTests: Story = {
  args: { learning: { ...LEARNING, tests: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('이번 달에 본 시험이 없어요.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { learning: EMPTY_LEARNING },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/아직 공부한 기록이 없어요/)).toBeVisible();
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', learning: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 'error', learning: null },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '다시 불러오기' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Weeks of several courses, each in its theme. */
export const Courses: Story = {
  args: {
    learning: {
      ...LEARNING,
      weeks: (['B', 'D', 'G'] as const).map((course, index) => ({
        course,
        step: index + 2,
        week: 1,
        title: 'Theme',
        progress: 30 * (index + 1),
        lastStudiedAt: `2026-03-1${index}T02:00:00.000Z`,
      })),
    },
  },
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('region', { name: '공부한 주' })).getAllByRole(
      'listitem',
    );
    await expect(items.map((item) => item.getAttribute('data-course'))).toEqual(['b', 'd', 'g']);
  },
};
