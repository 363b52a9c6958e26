import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TestHeader } from './timer';

const meta = {
  title: 'Test paper/TestHeader',
  component: TestHeader,
  args: {
    title: 'Weekly Test',
    courseLabel: 'A',
    studentName: '김하늘',
    minutes: 10,
    remainingSeconds: 463,
    warnAtMinutes: 2,
    course: 'a',
    onPrint: fn(),
  },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TestHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Taking: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Weekly Test' })).toBeVisible();
    await expect(canvas.getByRole('timer', { name: '남은 시간' })).toHaveTextContent('07:43');
    await userEvent.click(canvas.getByRole('button', { name: '인쇄하기' }));
    await expect(args.onPrint).toHaveBeenCalled();
  },
};

export const TimeWarning: Story = { args: { remainingSeconds: 59 } };

export const TimeUp: Story = { args: { remainingSeconds: 0 } };

export const Result: Story = { args: { remainingSeconds: undefined } };

export const Preview: Story = { args: { remainingSeconds: undefined, hidePrint: true } };

export const Monthly: Story = {
  args: { title: 'Monthly Test', course: 'f', courseLabel: 'F', minutes: 20, remainingSeconds: 1200 },
};

export const LevelTest: Story = {
  args: { title: 'Level Test', course: 'level', courseLabel: undefined, minutes: 30, remainingSeconds: 1800 },
};

export const AchievementTest: Story = { args: { title: 'Achievement Test', course: 'g', courseLabel: 'G' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
