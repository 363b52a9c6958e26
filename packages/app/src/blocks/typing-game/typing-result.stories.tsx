import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TypingResult } from './typing-result';

const meta = {
  title: 'Library/TypingResult',
  component: TypingResult,
  args: {
    state: 'saved',
    figures: { cpm: 186, accuracy: 94, score: 175 },
    rank: 7,
    onPlayAgain: fn(),
    onRetrySave: fn(),
  },
  parameters: { theme: 'brand' },
} satisfies Meta<typeof TypingResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Saving: the figures at once, and a polite busy status. */
export const Saving: Story = {
  args: { state: 'saving', rank: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('기록을 저장하고 있어요.');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('group', { name: '이번 판 기록' })).toHaveTextContent('186타');
  },
};

/** Saved: a quiet mark, the week's place and the encouragement of the 100–199 band; the heading has the focus. */
export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('기록을 저장했어요.');
    await expect(canvas.getByText('잘했어요!')).toBeVisible();
    await expect(canvas.getByText('이번 주 7등')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('heading', { name: '게임 결과' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: '다시 하기' }));
    await expect(args.onPlayAgain).toHaveBeenCalledTimes(1);
  },
};

/** A new personal best: the mascot hops once (not with reduced motion) and a badge says so. */
export const Best: Story = {
  args: { best: true, figures: { cpm: 248, accuracy: 97, score: 241 }, rank: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('최고 기록이에요!')).toBeVisible();
    await expect(canvas.getByText('대단해요!')).toBeVisible();
  },
};

/** A slow, careful round: calm words, never a scolding. */
export const LowScore: Story = {
  args: { figures: { cpm: 62, accuracy: 88, score: 55 }, rank: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('천천히 정확하게, 다음엔 더 빨라질 거예요!')).toBeVisible();
  },
};

/** Saving failed: an alert with a retry. */
export const SaveFailed: Story = {
  args: { state: 'failed' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('기록을 저장하지 못했어요.');
    await userEvent.click(canvas.getByRole('button', { name: '다시 저장하기' }));
    await expect(args.onRetrySave).toHaveBeenCalledTimes(1);
  },
};

/** At 375 px the three figures share a row and the buttons stay 44 px or more. */
export const Mobile: Story = {
  args: { best: true, figures: { cpm: 248, accuracy: 97, score: 241 } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const result = canvasElement.querySelector<HTMLElement>('[data-slot="typing-result"]')!;
    await waitFor(() => expect(result.getBoundingClientRect().width).toBeLessThan(400));
    await expect(result.scrollWidth).toBeLessThanOrEqual(result.clientWidth);
    const again = canvas.getByRole('button', { name: '다시 하기' });
    await expect(again.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
