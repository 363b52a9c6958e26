import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TestIntro } from './test-intro';

const meta = {
  title: 'Test paper/TestIntro',
  component: TestIntro,
  args: { minutes: 10, onStart: fn() },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TestIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Intro: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '시험 전 확인하세요' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'START' }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

export const Starting: Story = { args: { starting: true } };

/** Reopening a test in progress (6:43 left): the first rule says the time left, not the test's 10 minutes. */
export const Resumed: Story = {
  args: { remainingSeconds: 403, starting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('남은 시간은 6분 43초입니다.');
    await expect(canvas.queryByText(/10분/)).toBeNull();
  },
};

/**
 * Reopening an attempt whose time is over but which is not marked yet (its tab was closed): the first rule says the
 * time is over, and the button opens the result, never a START into a paper with no time.
 */
export const TimeOver: Story = {
  args: { remainingSeconds: 0 },
  tags: ['!screen'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(
      '시험 시간이 끝났습니다. 시간 안에 저장된 답으로 채점합니다.',
    );
    await expect(canvas.queryByRole('button', { name: 'START' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '결과 보기' }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

/** The incorrect-answer quiz of six questions: six minutes. */
export const QuizTime: Story = {
  args: { minutes: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('시험 시간은 6분입니다.');
  },
};

/**
 * The time is not known yet (the incorrect-answer quiz asks its questions' count first; a test reopened in another
 * tab): a placeholder where the figure goes, never a guess such as the weekly test's 10분.
 */
export const TimePending: Story = {
  args: { minutes: undefined, starting: true },
  parameters: { course: 'b' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getAllByRole('listitem')[0];
    await expect(first).toHaveTextContent('시험 시간을 확인하고 있어요.');
    await expect(first).toHaveTextContent('시간이 끝나면 그때까지 고른 답이 자동으로 제출됩니다.');
    await expect(canvas.queryByText(/\d+분/)).toBeNull();
  },
};

export const LevelTest: Story = { args: { minutes: 30 }, parameters: { course: 'level' } };

export const CourseTheme: Story = { parameters: { course: 'b' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
