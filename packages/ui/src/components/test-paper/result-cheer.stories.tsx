import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResultCheer } from './result-cheer';

const meta = {
  title: 'Test paper/ResultCheer',
  component: ResultCheer,
  args: {
    title: '잘했어요! 조금만 더 힘내요!',
    message: '틀린 문제를 한 번 더 보면 다음엔 더 잘할 수 있어요.',
    grade: 'b',
  },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResultCheer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cheer = canvas.getByRole('region', { name: '잘했어요! 조금만 더 힘내요!' });
    await expect(cheer).toHaveAttribute('data-grade', 'b');
    // The mascot is decoration beside the words.
    await expect(cheer.querySelector('[data-slot="mascot"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** In the result's right column on desktop (210 px): the mascot over the words, centred. */
export const SideColumn: Story = {
  args: { title: '정말 잘했어요! 최고예요!', message: '어려운 문제도 척척 풀었어요.', grade: 'a' },
  decorators: [
    (Story) => (
      <div className="w-(--width-answer-panel)">
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'desktop' } },
};

/** On a phone: the mascot beside the words, in one row. */
export const Mobile: Story = {
  args: {
    title: '끝까지 풀어서 멋져요!',
    message: '틀린 문제를 다시 풀어 보면 실력이 쑥쑥 자라요.',
    grade: 'c',
  },
  globals: { viewport: { value: 'mobile' } },
};

export const LevelTest: Story = { parameters: { course: 'level' } };
