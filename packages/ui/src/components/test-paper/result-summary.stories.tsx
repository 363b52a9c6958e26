import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResultSummary } from './result-summary';

const meta = {
  title: 'Test paper/ResultSummary',
  component: ResultSummary,
  args: {
    score: 70,
    grade: 'b',
    right: 7,
    total: 10,
    showExplanation: false,
    onShowExplanationChange: fn(),
    onPrint: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-[700px] p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResultSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => {
    const [show, setShow] = useState(args.showExplanation);
    return (
      <ResultSummary
        {...args}
        showExplanation={show}
        onShowExplanationChange={(next) => {
          args.onShowExplanationChange?.(next);
          setShow(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('10문제 중 7문제 맞았어요')).toBeVisible();
    await expect(canvas.getByText('B등급')).toHaveAttribute('data-grade', 'b');
    await userEvent.click(canvas.getByRole('checkbox', { name: '해설 보기' }));
    await expect(args.onShowExplanationChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByRole('checkbox', { name: '해설 보기' })).toBeChecked();
  },
};

export const WithExplanation: Story = { args: { showExplanation: true } };

export const PerfectScore: Story = {
  args: { score: 100, grade: 'a', right: 10, total: 10 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('A등급')).toHaveAttribute('data-grade', 'a');
  },
};

/** Below 70: grade c, told in words as well as its quieter colour. */
export const LowScore: Story = {
  args: { score: 40, grade: 'c', right: 4, total: 10 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('C등급')).toHaveAttribute('data-grade', 'c');
  },
};

export const LevelTest: Story = {
  args: { score: 83, grade: 'b', right: 25, total: 30 },
  parameters: { course: 'level' },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
