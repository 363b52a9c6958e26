import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CoinIcon } from './coin-icon';

const meta = {
  title: 'Reward/CoinIcon',
  component: CoinIcon,
  parameters: { theme: 'buddymon' },
  decorators: [
    (Story) => (
      <div className="flex items-center gap-4 p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CoinIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The coin at its default size: decoration only, hidden from assistive technology. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('[data-slot="coin-icon"]')!;
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon.getBoundingClientRect().width).toBe(24);
  },
};

/** Sized by the caller, beside the figure it decorates. */
export const Sizes: Story = {
  render: () => (
    <>
      <CoinIcon className="size-4" />
      <CoinIcon />
      <CoinIcon className="size-10" />
      <span className="font-bold tabular-nums">1,250 코인</span>
    </>
  ),
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('[data-slot="coin-icon"]')].map(
      (icon) => icon.getBoundingClientRect().width,
    );
    await expect(widths).toEqual([16, 24, 40]);
  },
};
