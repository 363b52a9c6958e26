import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { visible } from '@buddy/ui/samples';
import { BuyConfirm } from './buy-confirm';
import { sampleItem } from './fixtures';

const meta = {
  title: 'Reward/BuyConfirm',
  component: BuyConfirm,
  args: {
    item: sampleItem('금빛 왕관'),
    balance: 1250,
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: { theme: 'buddymon' },
  decorators: [
    (Story) => (
      <div className="min-h-[420px] p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BuyConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** '금빛 왕관을 살까요?': the price, the coins left after, and 살래요 buys. */
export const Open: Story = {
  play: async ({ args }) => {
    await visible(screen.findByRole('alertdialog', { name: '금빛 왕관을 살까요?' }));
    const dialog = screen.getByRole('alertdialog');
    await expect(dialog).toHaveAccessibleDescription('사고 나면 1,200 코인이 남아요.');
    await expect(within(dialog).getByText('50 코인')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '살래요' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(sampleItem('금빛 왕관'));
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** A name ending in a vowel takes '를': '고깔모자를 살까요?'; 다음에 cancels. */
export const VowelEnding: Story = {
  args: { item: sampleItem('고깔모자'), balance: 30 },
  play: async ({ args }) => {
    await visible(screen.findByRole('alertdialog', { name: '고깔모자를 살까요?' }));
    await expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('사고 나면 0 코인이 남아요.');
    await userEvent.click(screen.getByRole('button', { name: '다음에' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The purchase is running: 살래요 spins, is busy, and a second press does nothing. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    await visible(screen.findByRole('alertdialog', { name: '금빛 왕관을 살까요?' }));
    const confirm = screen.getByRole('button', { name: '살래요' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Nothing to buy: no dialog. */
export const Closed: Story = {
  args: { item: null },
  play: async () => {
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};
