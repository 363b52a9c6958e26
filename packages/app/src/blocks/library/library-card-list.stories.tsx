import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CardsDemo } from './demo';

const meta = {
  title: 'Library/LibraryCardList',
  component: CardsDemo,
  args: { onPageChange: fn(), onSearch: fn(), onRetry: fn() },
  parameters: { theme: 'study' },
} satisfies Meta<typeof CardsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Five items; the phonics and word sets have a play button. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: '학습 자료 목록' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getAllByRole('button', { name: /듣기$/ })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'I like ___. 열기' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** '열기' shows the item's cards in place; another closes the first (one open at a time). */
export const CardOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Snowy Day, Sunny Day 열기' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Snowy Day, Sunny Day 닫기');
    const cards = canvas.getByRole('region', { name: 'Snowy Day, Sunny Day 카드' });
    // The cards fade in over 0.28 s.
    await waitFor(() => expect(within(cards).getByText('The snow is white.')).toBeVisible());
    await userEvent.click(within(cards).getByRole('button', { name: '다음 문장' }));
    await waitFor(() => expect(within(cards).getByText('It is sunny today.')).toBeVisible());
    await expect(within(cards).queryByRole('button', { name: '읽었어요' })).toBeNull();
  },
};

/** Opening a second item closes the first. */
export const OneOpenAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Animals 열기' }));
    await userEvent.click(canvas.getByRole('button', { name: 'I like ___. 열기' }));
    await expect(canvas.getByRole('button', { name: 'I like ___. 닫기' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Animals 열기' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('region', { name: 'Animals 카드' })).toBeNull();
  },
};

/** A word set's sound: play, then pause. */
export const PlaySound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Animals 듣기' }));
    await expect(canvas.getByRole('button', { name: 'Animals 일시정지' })).toBeVisible();
  },
};

export const EmptySearch: Story = {
  args: { initialSearch: { srchTp: 'T', srchText: 'dinosaur' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('찾는 자료가 없어요.');
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('학습 자료를 불러오고 있어요.');
  },
};

export const LoadFailed: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      '학습 자료를 불러오지 못했어요.',
    );
  },
};

/** At 375 px the buttons move under the title, which keeps the width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: '학습 자료 목록' });
    await waitFor(() => expect(list.getBoundingClientRect().width).toBeLessThan(400));
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    const toggle = canvas.getByRole('button', { name: 'Short a: cat, hat, bag 열기' });
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Short a: cat, hat, bag 카드' })).toBeVisible(),
    );
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
