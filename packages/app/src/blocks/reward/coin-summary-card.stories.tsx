import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CoinSummaryCard } from './coin-summary-card';
import { sampleSummary, zeroSummary } from './fixtures';

const meta = {
  title: 'Reward/CoinSummaryCard',
  component: CoinSummaryCard,
  args: { state: 'ready', summary: sampleSummary, onRetry: fn() },
  parameters: { theme: 'buddymon' },
  decorators: [
    (Story) => (
      <div className="p-4 desktop:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CoinSummaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figure's value as read: its description list entry. */
const figure = (canvasElement: HTMLElement, name: string) =>
  canvasElement.querySelector<HTMLElement>(`[data-figure="${name}"] dd`)?.textContent;

export const Playground: Story = {};

/** The balance large, today's coins highlighted, earned and spent, in ko-KR grouping with '코인'. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '내 코인' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '내 코인' })).toBeVisible();
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      '가진 코인',
      '오늘 모은 코인',
      '지금까지 모은 코인',
      '지금까지 쓴 코인',
    ]);
    await expect(figure(canvasElement, 'balance')).toBe('1,250 코인');
    await expect(figure(canvasElement, 'today')).toBe('35 코인');
    await expect(figure(canvasElement, 'earned')).toBe('1,890 코인');
    await expect(figure(canvasElement, 'spent')).toBe('640 코인');
  },
};

/** A skeleton of the same boxes while the summary loads: busy, with a status for screen readers. */
export const Loading: Story = {
  args: { state: 'loading', summary: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '내 코인' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('코인을 불러오고 있어요.');
  },
};

export const LoadFailed: Story = {
  args: { state: 'error', summary: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('코인을 불러오지 못했어요.');
    await userEvent.click(canvas.getByRole('button', { name: '다시 불러오기' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No coins yet: zeros, and how to earn the first ones. */
export const ZeroCoins: Story = {
  args: { summary: zeroSummary },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'balance')).toBe('0 코인');
    await expect(within(canvasElement).getByText('학습을 마치면 코인을 받을 수 있어요.')).toBeVisible();
  },
};

/** Big numbers keep their grouping and stay inside the card at 375 px. */
export const MobileBigNumbers: Story = {
  args: {
    summary: { rewardPoint: 1_234_567, incrsPoint: 2_345_678, decrsPoint: 1_111_111, todayIncrsPoint: 150 },
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="coin-summary-card"]')!;
    await waitFor(() => expect(card.getBoundingClientRect().width).toBeLessThan(375));
    await expect(figure(canvasElement, 'balance')).toBe('1,234,567 코인');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};
