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
      <div data-course={args.course.toLowerCase()} className="max-w-[1020px] p-4">
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
    await expect(
      within(table).getByRole('cell', { name: `${sampleSteps[0]!.progress}%` }),
    ).toBeInTheDocument();
  },
};

/**
 * The chart spans its card (issue 13, defect 8: it used half the width under a tall empty band): its columns reach
 * both sides of the card's content box and its height stays that of the tracks, whatever the width.
 */
async function fillsItsCard(canvasElement: HTMLElement) {
  const figure = within(canvasElement).getByRole('figure', { name: '학습 레벨 그래프' });
  const chart = figure.querySelector<HTMLElement>('[data-slot="level-graph-chart"]');
  if (!chart) throw new Error('no chart');
  const style = getComputedStyle(figure);
  const content = figure.getBoundingClientRect();
  const left = content.left + Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.borderLeftWidth);
  const right =
    content.right - Number.parseFloat(style.paddingRight) - Number.parseFloat(style.borderRightWidth);
  const box = chart.getBoundingClientRect();
  await expect(Math.abs(box.left - left)).toBeLessThan(1);
  await expect(Math.abs(box.right - right)).toBeLessThan(1);
  await expect(box.height).toBeLessThanOrEqual(200);
  const columns = [...chart.querySelectorAll<HTMLElement>('[data-step]')].map((column) =>
    column.getBoundingClientRect(),
  );
  await expect(columns).toHaveLength(7);
  // One row of columns, each step's name on one line.
  await expect(new Set(columns.map((column) => Math.round(column.top))).size).toBe(1);
  for (const label of chart.querySelectorAll<HTMLElement>('[data-step] > span:last-child')) {
    await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth + 1);
    await expect(label.getBoundingClientRect().height).toBeLessThan(24);
  }
}

export const Empty: Story = { args: { steps: sampleSteps.map((step) => ({ ...step, progress: 0 })) } };
export const Full: Story = { args: { steps: fullSteps, current: 7, course: 'D' } };
export const CourseB: Story = {
  args: { course: 'B', current: 2 },
  play: async ({ canvasElement }) => fillsItsCard(canvasElement),
};
/** Course B on a phone: the seven steps across the card, no band above them. */
export const CourseBMobile: Story = {
  name: 'Course B, mobile',
  args: { course: 'B', current: 2, steps: fullSteps },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => fillsItsCard(canvasElement),
};
/** At 900 px (the widest phone layout). */
export const CourseBNarrow: Story = {
  name: 'Course B, 900',
  args: { course: 'B', current: 2 },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => fillsItsCard(canvasElement),
};
export const CourseG: Story = { args: { course: 'G', steps: fullSteps, current: 4 } };
