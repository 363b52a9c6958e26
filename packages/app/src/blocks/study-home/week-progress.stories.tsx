import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './progress-bar';
import { WeekList } from './week-list';
import { sampleWeeks, studyHref } from './fixtures';

function WeekAndProgress({
  course,
  current,
  rate,
  ratesKnown = true,
}: {
  course: string;
  current: number;
  rate: number;
  /** False while the step's stats load: the weeks are listed without their rates. */
  ratesKnown?: boolean;
}) {
  const weeks = ratesKnown ? sampleWeeks : sampleWeeks.map(({ week }) => ({ week, progress: null }));
  return (
    <div data-course={course.toLowerCase()} className="flex flex-col gap-6 p-6">
      <WeekList weeks={weeks} current={current} hrefFor={(week) => studyHref(course, 1, week)} />
      <ProgressBar value={rate} />
    </div>
  );
}

const meta = {
  title: 'Study home/WeekList and ProgressBar',
  component: WeekAndProgress,
  args: { course: 'A', current: 2, rate: sampleWeeks[1]!.progress },
} satisfies Meta<typeof WeekAndProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: '주차 목록' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(4);
    await expect(within(nav).getByRole('link', { name: /2주/ })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: /1주/ })).toHaveAttribute(
      'href',
      '/study?course=A&step=1&week=1',
    );
    const bar = canvas.getByRole('progressbar', { name: '이번 주 진도율' });
    await expect(bar).toHaveAttribute('aria-valuenow', String(sampleWeeks[1]!.progress));
    await expect(bar).toHaveAttribute('aria-valuetext', `${sampleWeeks[1]!.progress}% 완료`);
  },
};

export const Empty: Story = { args: { rate: 0, current: 3 } };
export const Finished: Story = {
  args: { rate: 100, current: 1, course: 'C' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar.parentElement?.getBoundingClientRect().width).toBe(530);
  },
};
export const RatesLoading: Story = {
  args: { ratesKnown: false },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '주차 목록' });
    await expect(within(nav).getByRole('link', { name: '2주' })).toHaveAttribute('aria-current', 'page');
    await expect(nav).not.toHaveTextContent('%');
  },
};
export const CourseG: Story = { args: { course: 'G' } };
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar.parentElement?.getBoundingClientRect().width).toBeLessThan(530);
  },
};
