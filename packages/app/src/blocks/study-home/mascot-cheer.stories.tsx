import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MascotCheer } from './mascot-cheer';
import { sampleDayUnderWay, sampleDays } from './fixtures';

/** The greeting band's course tint behind the cheer, as the study home shows it. */
const meta = {
  title: 'Study home/MascotCheer',
  component: MascotCheer,
  args: { days: sampleDays, today: 3 },
  decorators: [
    (Story, { parameters }) => (
      <div
        data-course={(parameters.course as string | undefined) ?? 'a'}
        className="max-w-[1020px] rounded-lg bg-course-soft p-6"
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MascotCheer>;

export default meta;
type Story = StoryObj<typeof meta>;

const line = (canvasElement: HTMLElement, text: string) =>
  expect(within(canvasElement).getByText(text)).toBeVisible();

/** Day 3 under way (half done): the mascot says how far it is. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await line(canvasElement, `3일차를 ${sampleDayUnderWay.progress}%까지 했어요. 조금만 더 힘내요!`);
    // The mascot is decoration: the line is the only thing read.
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** Days 1–2 done, day 3 not started: whose turn it is. */
export const NextDay: Story = {
  args: {
    days: sampleDays.map((day) => ({ ...day, progress: day.day <= 2 ? 100 : 0 })),
    today: null,
  },
  parameters: { course: 'c' },
  play: async ({ canvasElement }) => line(canvasElement, '오늘은 3일차를 공부할 차례예요!'),
};

/** Every day of the week done. */
export const WeekDone: Story = {
  args: { days: sampleDays.map((day) => ({ ...day, progress: 100 })), today: 5 },
  parameters: { course: 'e' },
  play: async ({ canvasElement }) => line(canvasElement, '이번 주 학습을 모두 마쳤어요. 정말 멋져요!'),
};

/** Nothing studied yet this week (or the week not known yet): a welcome. */
export const Welcome: Story = {
  args: { days: sampleDays.map((day) => ({ ...day, progress: 0 })), today: null },
  parameters: { course: 'g' },
  play: async ({ canvasElement }) => line(canvasElement, '반가워요! 오늘부터 함께 즐겁게 공부해요.'),
};

/** Another product's words. */
export const OtherWords: Story = {
  args: { words: { studying: (day: number, rate: number) => `Day ${day} is ${rate}% done. Keep going!` } },
  parameters: { course: 'd' },
  play: async ({ canvasElement }) =>
    line(canvasElement, `Day 3 is ${sampleDayUnderWay.progress}% done. Keep going!`),
};

export const CourseB: Story = { parameters: { course: 'b' } };
export const CourseF: Story = { parameters: { course: 'f' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const bubble = within(canvasElement).getByText(
      `3일차를 ${sampleDayUnderWay.progress}%까지 했어요. 조금만 더 힘내요!`,
    );
    // The line wraps inside a phone's width, beside the mascot.
    await expect(bubble.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
