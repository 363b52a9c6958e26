import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  inventoryItems,
  itemPage,
  ownedItems,
  placedSample,
  sampleCategories,
  sampleItem,
  sampleItems,
} from './fixtures';
import { ItemShelf } from './item-shelf';

const meta = {
  title: 'Reward/ItemShelf',
  component: ItemShelf,
  args: {
    mode: 'shop',
    state: 'ready',
    items: itemPage(sampleItems, 1, 6),
    balance: 1250,
    categories: sampleCategories,
    category: '',
    page: 1,
    total: sampleItems.length,
    pageSize: 6,
    onBuy: fn(),
    onToggle: fn(),
    onRetry: fn(),
    onCategoryChange: fn(),
    onPageChange: fn(),
  },
  parameters: { theme: 'buddymon' },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-(--width-site) p-4 desktop:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ItemShelf>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An item's card by the item's name. */
const card = (canvasElement: HTMLElement, name: string) =>
  [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="item-card"]')].find(
    (item) => item.querySelector('[data-slot="item-name"]')?.textContent === name,
  )!;

/** An owned item of the inventory by its name. */
const owned = (name: string) => inventoryItems.find((item) => item.name === name)!;

export const Playground: Story = {};

/** The shop's first page: six cards, 사기 buys the item; a category button changes the kind. */
export const ShopReady: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('list', { name: '상점 아이템' });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: '전체 12' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '배경 2' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canvas.getByRole('button', { name: '금빛 왕관 사기' }));
    await expect(args.onBuy).toHaveBeenCalledWith(sampleItem('금빛 왕관'));
    await userEvent.click(canvas.getByRole('button', { name: '소품 2' }));
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith('EQM');
    await expect(within(card(canvasElement, '구름 언덕')).getByText('40 코인')).toBeVisible();
  },
};

/** 55 coins: what costs more says '코인이 부족해요', stays focusable (aria-disabled) and does not buy. */
export const ShopShortOfCoins: Story = {
  args: { balance: 55 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const short = canvas.getByRole('button', { name: '아기 뭉실 코인이 부족해요' });
    await expect(short).toHaveAttribute('aria-disabled', 'true');
    await expect(short).toHaveAccessibleDescription('5 코인이 더 필요해요.');
    await expect(short).toBeEnabled();
    short.focus();
    await expect(short).toHaveFocus();
    await userEvent.click(short);
    await userEvent.keyboard('{Enter}');
    await expect(args.onBuy).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '금빛 왕관 사기' }));
    await expect(args.onBuy).toHaveBeenCalledWith(sampleItem('금빛 왕관'));
  },
};

/**
 * The green land is not open to this child yet (ADR 062): its background is locked before a tap, says how many finished
 * weeks it waits for, stays focusable (aria-disabled) and does not buy, whatever the coins.
 */
export const ShopClosedLand: Story = {
  tags: ['!screen'],
  args: {
    items: itemPage(sampleItems, 1, 6).map((item) =>
      item.name === '초록 숲' ? { ...item, weeksToOpen: 2 } : item,
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const locked = canvas.getByRole('button', { name: '초록 숲 아직 잠겨 있어요' });
    await expect(locked).toHaveAttribute('aria-disabled', 'true');
    await expect(locked).toHaveAccessibleDescription('한 주 학습을 2번 더 마치면 열려요');
    await userEvent.click(locked);
    await expect(args.onBuy).not.toHaveBeenCalled();
    await expect(card(canvasElement, '초록 숲')).toHaveAttribute('data-locked', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '구름 언덕 사기' }));
    await expect(args.onBuy).toHaveBeenCalledWith(sampleItem('구름 언덕'));
  },
};

/** Owned items say '가지고 있어요' (no buy button); medicine can be bought again and shows how many. */
export const ShopWithOwned: Story = {
  args: { items: [...itemPage(ownedItems, 1, 4), ...ownedItems.slice(10)], total: 6 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sky = card(canvasElement, '구름 언덕');
    await expect(within(sky).getByText('가지고 있어요')).toBeVisible();
    await expect(within(sky).queryByRole('button')).toBeNull();
    const potion = card(canvasElement, '성장 물약');
    await expect(within(potion).getByText('×2 가지고 있어요')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '성장 물약 사기' }));
    await expect(args.onBuy).toHaveBeenCalledWith(ownedItems[10]);
  },
};

/** A skeleton of the same grid, busy, with a status for screen readers. */
export const ShopLoading: Story = {
  args: { state: 'loading', items: undefined },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('아이템을 불러오고 있어요.');
  },
};

export const LoadFailed: Story = {
  args: { state: 'error', items: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('아이템을 불러오지 못했어요.');
    await userEvent.click(canvas.getByRole('button', { name: '다시 불러오기' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A category with nothing in it yet. */
export const EmptyCategory: Story = {
  args: { items: [], total: 0, category: 'MED' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('이 종류의 아이템이 아직 없어요.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '약 2' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByRole('navigation', { name: '페이지 이동' })).toBeNull();
  },
};

/** The inventory: worn items are marked and pressed; 입기 / 벗기 toggles, a background is changed, medicine counted. */
export const Inventory: Story = {
  args: {
    mode: 'inventory',
    items: inventoryItems,
    total: inventoryItems.length,
    pageSize: 9,
    placedIds: placedSample,
    balance: undefined,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('list', { name: '내 아이템' })).getAllByRole('listitem'),
    ).toHaveLength(6);
    const crown = canvas.getByRole('button', { name: '금빛 왕관 벗기' });
    // The name says the action; no pressed state besides it (announced twice otherwise).
    await expect(crown).not.toHaveAttribute('aria-pressed');
    await expect(within(card(canvasElement, '금빛 왕관')).getByText('입고 있어요')).toBeVisible();
    await userEvent.click(crown);
    await expect(args.onToggle).toHaveBeenLastCalledWith(owned('금빛 왕관'));
    const balloon = canvas.getByRole('button', { name: '빨간 풍선 입기' });
    await expect(balloon).not.toHaveAttribute('aria-pressed');
    await userEvent.click(balloon);
    await expect(args.onToggle).toHaveBeenLastCalledWith(inventoryItems.find((i) => i.name === '빨간 풍선'));
    // A worn background is replaced by another, not taken off.
    const sky = canvas.getByRole('button', { name: '구름 언덕 바꾸기' });
    await expect(within(card(canvasElement, '구름 언덕')).getByText('입고 있어요')).toBeVisible();
    await expect(sky).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(sky);
    await expect(args.onToggle).toHaveBeenCalledTimes(2);
    // Medicine is counted, not worn.
    const potion = card(canvasElement, '성장 물약');
    await expect(potion.querySelector('[data-slot="item-count"]')).toHaveTextContent('성장 물약 ×2');
    await expect(within(potion).queryByRole('button')).toBeNull();
  },
};

export const InventoryEmpty: Story = {
  args: { mode: 'inventory', items: [], total: 0, pageSize: 9, balance: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('아직 가진 아이템이 없어요. 상점에서 골라 보세요!'),
    ).toBeVisible();
  },
};

/** A purchase running on one card: its button spins and is busy, and a second press does nothing. */
export const BusyCard: Story = {
  args: { busyId: sampleItem('금빛 왕관').id },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const busy = canvas.getByRole('button', { name: '금빛 왕관 사기' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(card(canvasElement, '금빛 왕관')).toHaveAttribute('aria-busy', 'true');
    await expect(busy.querySelector('[data-slot="spinner"]')).not.toBeNull();
    await userEvent.click(busy);
    await expect(args.onBuy).not.toHaveBeenCalled();
  },
};

/** At 375 px the shop is two columns and nothing overflows. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { balance: 55 },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('list', { name: '상점 아이템' });
    await waitFor(() => expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(2));
    const shelf = canvasElement.querySelector<HTMLElement>('[data-slot="item-shelf"]')!;
    await expect(shelf.scrollWidth).toBeLessThanOrEqual(shelf.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const button of within(grid).getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** The second of two pages; the kit's pagination moves between them. */
export const SecondPage: Story = {
  args: { page: 2, items: itemPage(sampleItems, 2, 6) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pages = canvas.getByRole('navigation', { name: '페이지 이동' });
    await expect(within(pages).getByRole('button', { name: '2 페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(card(canvasElement, '기분 좋은 사탕')).toBeVisible();
    await userEvent.click(within(pages).getByRole('button', { name: '1 페이지' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};
