import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { Timer } from './timer';

const meta = {
  title: 'Test paper/Timer',
  component: Timer,
  // A weekly test's warning minute (Buddy's 2; the product passes its own).
  args: { seconds: 542, warnAtMinutes: 2 },
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

export const TimeWarning: Story = {
  args: { seconds: 95 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveAttribute('data-state', 'warning');
  },
};

/** Without a warning minute the clock never looks urgent before the end. */
export const NoWarning: Story = {
  args: { seconds: 95, warnAtMinutes: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveAttribute('data-state', 'running');
  },
};

export const TimeUp: Story = { args: { seconds: 0 } };

export const LevelTheme: Story = { args: { seconds: 1500 }, parameters: { course: 'level' } };

/** A monthly test's clock passing its warning minute (3 minutes): the status region speaks once. */
export const WarningMoment: Story = {
  args: { seconds: 181, warnAtMinutes: 3 },
  render: function Ticking(args) {
    const [seconds, setSeconds] = useState(args.seconds);
    useEffect(() => {
      const id = window.setInterval(() => setSeconds((value) => Math.max(0, value - 1)), 500);
      return () => window.clearInterval(id);
    }, []);
    return <Timer {...args} seconds={seconds} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('3분 남았어요.'), {
      timeout: 4000,
    });
    await expect(canvas.getByRole('timer')).toHaveAttribute('data-state', 'warning');
  },
};
