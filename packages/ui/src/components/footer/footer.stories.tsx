import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Footer } from './footer';
import { footerSample } from './footer.samples';

const meta = {
  title: 'Site/Footer',
  component: Footer,
  args: { ...footerSample, onOpenSite: fn() },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Brand: Story = {};

export const Study: Story = { parameters: { theme: 'study' } };

export const Buddymon: Story = { parameters: { theme: 'buddymon' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

/** Choosing a site changes nothing by itself (WCAG 3.2.2); the go button opens it. */
export const RelatedSiteGo: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const go = canvas.getByRole('button', { name: /이동/ });
    await expect(go).toBeDisabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '관련 사이트' }), '버디 북몰');
    await expect(args.onOpenSite).not.toHaveBeenCalled();
    await userEvent.click(go);
    await expect(args.onOpenSite).toHaveBeenCalledWith({
      label: '버디 북몰',
      href: 'https://books.buddy-english.example/',
    });
  },
};
