import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DayCheer } from './day-cheer';
import { sampleUnits } from './fixtures';

const meta = {
  title: 'Daily study/DayCheer',
  component: DayCheer,
  args: { activities: sampleUnits },
  parameters: { course: 'a' },
  decorators: [
    (Story) => (
      <div className="max-w-[1020px] p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DayCheer>;

export default meta;
type Story = StoryObj<typeof meta>;

const line = (canvasElement: HTMLElement, text: string) =>
  expect(within(canvasElement).getByText(text)).toBeVisible();

/** The day under way (one of four done, the second at 50 %): how far, and what comes next. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await line(canvasElement, '활동 4개 중 1개를 마쳤어요. 다음은 ‘Say It’이에요!');
    // The mascot is decoration: the line is the only thing read.
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** Nothing started yet today: an invitation to the first activity. */
export const NotStarted: Story = {
  args: { activities: sampleUnits.map((unit) => ({ ...unit, progress: 0 })) },
  parameters: { course: 'd' },
  play: async ({ canvasElement }) =>
    line(canvasElement, '오늘은 ‘Watch: My Family’로 시작해요. 함께 해 볼까요?'),
};

/** Three of four done, the last not started: it is named. */
export const MostlyDone: Story = {
  args: {
    activities: sampleUnits.map((unit) => ({ ...unit, progress: unit.unit <= 3 ? 100 : 0 })),
  },
  parameters: { course: 'c' },
  play: async ({ canvasElement }) =>
    line(canvasElement, '활동 4개 중 3개를 마쳤어요. 다음은 ‘Read Along’이에요!'),
};

/** Every activity of the day done: the mascot celebrates. */
export const AllDone: Story = {
  args: { activities: sampleUnits.map((unit) => ({ ...unit, progress: 100 })) },
  parameters: { course: 'g' },
  play: async ({ canvasElement }) => line(canvasElement, '오늘 활동 4개를 모두 마쳤어요. 정말 잘했어요!'),
};

/** In the study site's warm theme. */
export const StudyTheme: Story = {
  parameters: { theme: 'study', course: 'e' },
};

/** Another product's words. */
export const OtherWords: Story = {
  args: {
    words: {
      underway: (done: number, total: number, next: string) => `${done} of ${total} done. Next up: ${next}!`,
    },
  },
  parameters: { course: 'f' },
  play: async ({ canvasElement }) => line(canvasElement, '1 of 4 done. Next up: Say It!'),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { course: 'b' },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/4개 중 1개/);
    // The line wraps inside a phone's width, beside the mascot.
    await expect(text.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
