import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { memberWords, productsWithEbp, productsWithoutEbp } from '../header/header.samples';
import { MemberBox } from './member-box';

const meta = {
  title: 'Site/MemberBox',
  component: MemberBox,
  args: {
    name: '김버디',
    gender: 'male',
    products: productsWithEbp,
    rewardProductId: 'EBP',
    currentProductId: 'EBP',
    onSelectProduct: fn(),
    onOpenReview: fn(),
    onLogout: fn(),
    words: memberWords,
    mobile: false,
  },
  parameters: { theme: 'study' },
  decorators: [
    (Story) => (
      <div className="max-w-2xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MemberBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Male: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('김버디 님, 반가워요!')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="today-study"]')).toHaveAttribute(
      'data-gender',
      'male',
    );
    await expect(canvas.getByRole('link', { name: /오늘의 학습/ })).toHaveAttribute('href', '/study');
    await expect(canvas.getByRole('link', { name: '비밀번호 변경' })).toHaveAttribute(
      'href',
      '/auth/password',
    );
    await userEvent.click(canvas.getByRole('button', { name: '복습하기' }));
    await expect(args.onOpenReview).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: '로그아웃' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const Female: Story = {
  args: { name: '이하나', gender: 'female' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="today-study"]')).toHaveAttribute(
      'data-gender',
      'female',
    );
  },
};

export const WithEbp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '버디몬' })).toHaveAttribute('href', '/buddymon');
  },
};

export const WithoutEbp: Story = {
  args: { products: productsWithoutEbp, currentProductId: 'EX' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: '버디몬' })).toBeNull();
  },
};

/**
 * A member who may not study now (e.g. 지도휴회): no today's-study box, no review, no reward-area button (each would
 * only lead to the page that says so); the greeting, the products, the password and logout stay.
 */
export const MayNotStudy: Story = {
  name: 'May not study (gated member type)',
  args: { canStudy: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('김버디 님, 반가워요!')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /오늘의 학습/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '복습하기' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: '버디몬' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '로그아웃' })).toBeVisible();
  },
};

/** On a phone the reward area is a row of the menu the box sits in, not the desktop button (spec §2, issue 29). */
export const MobileWithEbp: Story = {
  args: { mobile: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const entry = within(canvasElement).getByRole('link', { name: '버디몬' });
    await expect(entry).toHaveAttribute('href', '/buddymon');
    await expect(entry.closest('[data-slot="reward-entry"]')).not.toBeNull();
    await expect(entry.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** The products menu (keyboard: Enter opens, arrows move, Enter chooses) marks the current product. */
export const ProductDropdown: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /학습 상품/ }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await canvas.findByRole('menu', { name: /학습 상품/ });
    const current = within(menu).getByRole('menuitemradio', { name: '버디 프라임' });
    await expect(current).toHaveAttribute('aria-checked', 'true');
    await expect(within(menu).getByRole('menuitemradio', { name: '버디 EX' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await waitFor(() => expect(current).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectProduct).toHaveBeenCalledWith('EX', { id: 'EX', name: '버디 EX' });
  },
};
