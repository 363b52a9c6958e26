import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LevelGraph } from './level-graph';
import { fullSteps, sampleSteps } from './fixtures';

const meta = {
  title: 'Study home/LevelGraph',
  component: LevelGraph,
  args: { course: 'A', steps: sampleSteps, current: 1 },
  decorators: [
    (Story, { args }) => (
      <div data-course={args.course.toLowerCase()} className="max-w-[600px] p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LevelGraph>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: '학습 레벨 그래프' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'A 코스 단계별 진도율' });
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    await expect(within(table).getByRole('rowheader', { name: '1단계 (지금 단계)' })).toBeInTheDocument();
    await expect(within(table).getByRole('cell', { name: '38%' })).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { steps: sampleSteps.map((step) => ({ ...step, progress: 0 })) } };
export const Full: Story = { args: { steps: fullSteps, current: 7, course: 'D' } };
export const CourseB: Story = { args: { course: 'B', current: 2 } };
export const CourseG: Story = { args: { course: 'G', steps: fullSteps, current: 4 } };
