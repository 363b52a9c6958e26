import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MascotSays } from './mascot-says';

/** The mascot speaking one line, on a course's tint as the study pages show it. */
const meta = {
  title: 'Brand/MascotSays',
  component: MascotSays,
  args: { line: '오늘도 함께 공부해요!', pose: 'happy' },
  argTypes: {
    pose: { control: 'inline-radio', options: ['happy', 'curious', 'oops'] },
    line: { control: 'text' },
  },
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
} satisfies Meta<typeof MascotSays>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('오늘도 함께 공부해요!')).toBeVisible();
    // The mascot is decoration: the line is the only thing read.
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** A pose that fits a question. */
export const Curious: Story = {
  args: { line: '어떤 활동부터 해 볼까요?', pose: 'curious' },
  parameters: { course: 'd' },
};

/** A long line wraps inside the bubble, beside the mascot. */
export const LongLine: Story = {
  args: {
    line: '오늘 활동 네 개를 모두 마쳤어요. 정말 잘했어요! 내일도 함께 즐겁게 공부해요. 기다리고 있을게요.',
  },
  parameters: { course: 'c' },
};

/** The line may hold other elements: a word in another language keeps its own language. */
export const RichLine: Story = {
  args: {
    line: (
      <>
        다음은 <span lang="en">‘Read Along’</span>이에요!
      </>
    ),
  },
  parameters: { course: 'g' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('‘Read Along’')).toHaveAttribute('lang', 'en');
  },
};

export const Mobile: Story = {
  args: { line: '오늘 활동 네 개 중 두 개를 마쳤어요. 다음은 ‘Read Along’이에요!' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByText(/네 개 중 두 개/);
    // The line wraps inside a phone's width, beside the mascot.
    await expect(line.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
