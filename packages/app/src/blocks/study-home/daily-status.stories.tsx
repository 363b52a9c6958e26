import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DailyStatus } from './daily-status';
import { sampleDayUnderWay, sampleDays } from './fixtures';

const meta = {
  title: 'Study home/DailyStatus',
  component: DailyStatus,
  args: {
    days: sampleDays,
    today: 3,
    hrefFor: (day: number) => `/study/daily?course=A&step=1&week=2&day=${day}`,
  },
  decorators: [
    (Story, { parameters }) => (
      <div data-course={(parameters.course as string | undefined) ?? 'a'} className="max-w-[1020px] p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DailyStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: /1일차 다 했어요/ })).toHaveAttribute(
      'data-status',
      'done',
    );
    await expect(
      canvas.getByRole('link', { name: new RegExp(`3일차 공부 중 ${sampleDayUnderWay.progress}%`) }),
    ).toHaveAttribute('href', '/study/daily?course=A&step=1&week=2&day=3');
    await expect(canvas.getByRole('link', { name: /3일차.*오늘 공부한 날/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /5일차 시작 전/ })).toHaveAttribute('data-status', 'todo');
  },
};

export const NotStarted: Story = {
  args: { days: sampleDays.map((day) => ({ ...day, progress: 0 })), today: null },
};
export const AllDone: Story = {
  args: { days: sampleDays.map((day) => ({ ...day, progress: 100 })), today: 5 },
  parameters: { course: 'e' },
};
export const CourseF: Story = { parameters: { course: 'f' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
