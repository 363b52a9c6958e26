import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GradeBadge } from './grade-badge';

const meta = {
  title: 'Primitives/GradeBadge',
  component: GradeBadge,
  args: { score: 95 },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GradeBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each grade at its lowest score, small and large, on the surface a result sits on. */
export const AllGrades: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {(['sm', 'lg'] as const).map((size) => (
        <p key={size} className="m-0 flex items-center gap-3 bg-surface p-3">
          {[90, 70, 69].map((score) => (
            <span key={score} className="flex items-center gap-1">
              <span className="tabular-nums">{score}점</span>
              <GradeBadge score={score} size={size} />
            </span>
          ))}
        </p>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('A등급')).toHaveLength(2);
    await expect(canvas.getAllByText('B등급')[0]).toHaveAttribute('data-grade', 'b');
    await expect(canvas.getAllByText('C등급')[0]).toHaveAttribute('data-grade', 'c');
  },
};

export const GradeA: Story = { args: { score: 100, size: 'lg' } };
export const GradeB: Story = { args: { score: 75 } };
export const GradeC: Story = { args: { score: 30 } };

/** The words can be replaced by a product of the publisher that names grades differently. */
export const OtherWords: Story = {
  args: { score: 92, words: { grade: (grade) => `${grade.toUpperCase()} 단계` } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('A 단계')).toBeVisible();
  },
};
