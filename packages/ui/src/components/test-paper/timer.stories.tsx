import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Timer } from './timer';

const meta = {
  title: 'Test paper/Timer',
  component: Timer,
  args: { seconds: 542 },
  decorators: [
    (Story) => (
      <div className="bg-course-strong p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Timer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer', { name: '남은 시간' })).toHaveTextContent('09:02');
  },
};

export const TimeWarning: Story = { args: { seconds: 42 } };

export const TimeUp: Story = { args: { seconds: 0 } };

export const LevelTheme: Story = { args: { seconds: 1500 }, parameters: { course: 'level' } };
