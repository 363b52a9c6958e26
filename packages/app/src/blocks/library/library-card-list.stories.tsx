import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CardsDemo } from './demo';
import { sampleCards } from './fixtures';

/** The reading, the phonics, the word set and the sentence pattern of the samples. */
const [reading, phonics, words, pattern] = [
  sampleCards[0]!,
  sampleCards[2]!,
  sampleCards[3]!,
  sampleCards[4]!,
];

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
    await expect(within(list).getAllByRole('listitem')).toHaveLength(sampleCards.length);
    await expect(canvas.getAllByRole('button', { name: /듣기$/ })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: `${pattern.title} 열기` })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** '열기' shows the item's cards in place; another closes the first (one open at a time). */
export const CardOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: `${reading.title} 열기` });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName(`${reading.title} 닫기`);
    const cards = canvas.getByRole('region', { name: `${reading.title} 카드` });
    // The cards fade in over 0.28 s.
    await waitFor(() => expect(within(cards).getByText(reading.slides[0]!.text)).toBeVisible());
    await userEvent.click(within(cards).getByRole('button', { name: '다음 문장' }));
    await waitFor(() => expect(within(cards).getByText(reading.slides[1]!.text)).toBeVisible());
    await expect(within(cards).queryByRole('button', { name: '읽었어요' })).toBeNull();
  },
};

/** Opening a second item closes the first. */
export const OneOpenAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `${words.title} 열기` }));
    await userEvent.click(canvas.getByRole('button', { name: `${pattern.title} 열기` }));
    await expect(canvas.getByRole('button', { name: `${pattern.title} 닫기` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: `${words.title} 열기` })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('region', { name: `${words.title} 카드` })).toBeNull();
  },
};

/** A word set's sound: play, then pause. */
export const PlaySound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `${words.title} 듣기` }));
    await expect(canvas.getByRole('button', { name: `${words.title} 일시정지` })).toBeVisible();
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
    const toggle = canvas.getByRole('button', { name: `${phonics.title} 열기` });
    await userEvent.click(toggle);
    await waitFor(() => expect(canvas.getByRole('region', { name: `${phonics.title} 카드` })).toBeVisible());
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
