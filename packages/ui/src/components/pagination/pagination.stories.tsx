import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkProvider } from '../link';
import { Pagination, type PaginationProps, type PaginationWords } from './pagination';

const words: PaginationWords = {
  label: '페이지 이동',
  first: '처음 페이지',
  previous: '이전 페이지',
  next: '다음 페이지',
  last: '마지막 페이지',
  page: (n) => `${n} 페이지`,
  jumpLabel: '페이지 번호',
  jumpSubmit: '이동',
};

/** Keeps the page in state so a story behaves like a list screen. */
function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Site/Pagination',
  component: Pagination,
  args: { page: 1, totalCount: 235, pageRow: 10, words, onPageChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div className="p-4 sm:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { jump: true } };

export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '1 페이지' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '처음 페이지' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '이전 페이지' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '다음 페이지' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page');
  },
};

export const MiddlePage: Story = {
  args: { page: 13 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Pages come in blocks of ten: page 13 shows 11..20.
    await expect(canvas.getByRole('button', { name: '11 페이지' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '20 페이지' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '10 페이지' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '이전 페이지' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(12);
  },
};

export const LastPage: Story = {
  args: { page: 24 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '24 페이지' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '다음 페이지' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '마지막 페이지' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '처음 페이지' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

/** A page beyond the total shows the last page; the go-to field clamps below 1 to 1 and beyond the total to the last. */
export const Clamped: Story = {
  args: { page: 99, jump: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '24 페이지' })).toHaveAttribute('aria-current', 'page');
    const field = canvas.getByRole('textbox', { name: '페이지 번호' });
    await userEvent.type(field, '0');
    await userEvent.click(canvas.getByRole('button', { name: '이동' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.type(field, '500');
    await userEvent.click(canvas.getByRole('button', { name: '이동' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(24);
    await expect(canvas.getByRole('button', { name: '24 페이지' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Empty: Story = { args: { totalCount: 0 } };

/**
 * A phone (390 px): four arrows and ten numbers of 44 px do not fit on one row, so only the numbers around the
 * current page show (page 13: 12, 13, 14); the arrows still reach the first and the last page.
 */
export const Mobile: Story = {
  args: { page: 13 },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const oneRow = async () => {
      const visible = canvas.getAllByRole('button').filter((button) => button.checkVisibility());
      await expect(visible.length).toBeGreaterThanOrEqual(5);
      await expect(new Set(visible.map((button) => button.offsetTop)).size).toBe(1);
      for (const button of visible) {
        await expect(button.offsetWidth).toBeGreaterThanOrEqual(44);
        await expect(button.offsetHeight).toBeGreaterThanOrEqual(44);
      }
    };
    await oneRow();
    await expect(canvas.getByRole('button', { name: '13 페이지' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '13 페이지' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '12 페이지' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '14 페이지' })).toBeVisible();
    // The rest of the block is display:none: out of sight and out of the tab order.
    await expect(canvas.queryByRole('button', { name: '11 페이지' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '20 페이지' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: '다음 페이지' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(14);
    await expect(canvas.getByRole('button', { name: '14 페이지' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '15 페이지' })).toBeVisible();
    await oneRow();

    await userEvent.click(canvas.getByRole('button', { name: '마지막 페이지' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(24);
    await expect(canvas.getByRole('button', { name: '24 페이지' })).toBeVisible();
    await oneRow();
    await userEvent.click(canvas.getByRole('button', { name: '처음 페이지' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('button', { name: '1 페이지' })).toBeVisible();
    await oneRow();
  },
};

/**
 * The page in the address: every step is a link (`pageHref`) through the app's `LinkProvider` (here a link that keeps
 * the story in place), so it opens in a new tab and the back button returns to it; the current page is marked.
 */
export const Links: Story = {
  args: { page: 3, pageHref: (n: number) => `?pageNo=${n}` },
  render: (args) => (
    <LinkProvider
      component={({ href, children, ...props }) => (
        <a href={href} {...props} onClick={(e) => e.preventDefault()}>
          {children}
        </a>
      )}
    >
      <Pagination {...args} />
    </LinkProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '4 페이지' })).toHaveAttribute('href', '?pageNo=4');
    await expect(canvas.getByRole('link', { name: '3 페이지' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '마지막 페이지' })).toHaveAttribute('href', '?pageNo=24');
  },
};
