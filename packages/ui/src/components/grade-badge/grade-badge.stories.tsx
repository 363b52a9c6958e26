import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GradeBadge } from './grade-badge';

const meta = {
  title: 'Primitives/GradeBadge',
  component: GradeBadge,
  args: { grade: 'a' },
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

/** Each grade, small and large, beside a score as a result shows it, on the surface a result sits on. */
export const AllGrades: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {(['sm', 'lg'] as const).map((size) => (
        <p key={size} className="m-0 flex items-center gap-3 bg-surface p-3">
          {(
            [
              [90, 'a'],
              [70, 'b'],
              [69, 'c'],
            ] as const
          ).map(([score, grade]) => (
            <span key={score} className="flex items-center gap-1">
              <span className="tabular-nums">{score}점</span>
              <GradeBadge grade={grade} size={size} />
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

export const GradeA: Story = { args: { grade: 'a', size: 'lg' } };
export const GradeB: Story = { args: { grade: 'b' } };
export const GradeC: Story = { args: { grade: 'c' } };

/** The words can be replaced by a product of the publisher that names grades differently. */
export const OtherWords: Story = {
  args: { grade: 'a', words: { grade: (grade) => `${grade.toUpperCase()} 단계` } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('A 단계')).toBeVisible();
  },
};
