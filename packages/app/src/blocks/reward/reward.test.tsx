import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '@buddy/ui/testing';
import { CoinSummaryCard } from './coin-summary-card';
import { BuyConfirm } from './buy-confirm';
import {
  inventoryItems,
  itemPage,
  ownedItems,
  placedSample,
  sampleCategories,
  sampleItem,
  sampleItems,
  sampleSummary,
} from './fixtures';
import { ItemShelf, type ItemShelfProps, type RewardItem } from './item-shelf';
import { hasFinalConsonant, objectParticle, rewardWords, seoulDateTime } from './words';

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await page.viewport(1280, 800);
});

const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

describe('given when an album picture was taken', () => {
  it('writes the instant as Seoul time, and an unreadable one as it came', () => {
    expect(seoulDateTime('2025-05-14T01:10:00.000Z')).toBe('2025.05.14 10:10');
    expect(seoulDateTime('2025-12-31T23:05:00Z')).toBe('2026.01.01 08:05');
    expect(seoulDateTime('yesterday')).toBe('yesterday');
  });
});

describe('given the coin summary', () => {
  const value = (figure: string) => document.querySelector(`[data-figure="${figure}"] dd`)?.textContent;

  it('shows the balance, today, earned and spent with ko-KR grouping and 코인', async () => {
    render(<CoinSummaryCard state="ready" summary={{ ...sampleSummary, rewardPoint: 1_234_567 }} />);
    await expect.element(page.getByRole('region', { name: '내 코인' })).toBeVisible();
    expect(value('balance')).toBe('1,234,567 코인');
    expect(value('today')).toBe('35 코인');
    expect(value('earned')).toBe('1,890 코인');
    expect(value('spent')).toBe('640 코인');
    await expect.element(page.getByText('오늘 모은 코인')).toBeVisible();
  });

  it('loads as a skeleton of the same boxes, busy', async () => {
    const { rerender } = render(<CoinSummaryCard state="loading" />);
    await expect.element(page.getByRole('status')).toHaveTextContent('코인을 불러오고 있어요.');
    const boxes = () =>
      [
        ...document.querySelectorAll(
          '[data-slot="coin-summary-card"] :is(dl, [data-slot="coin-summary-skeleton"]) > div',
        ),
      ].map((box) => {
        const rect = box.getBoundingClientRect();
        return [Math.round(rect.width), Math.round(rect.height)];
      });
    const loading = boxes();
    const card = () =>
      document.querySelector('[data-slot="coin-summary-card"]')!.getBoundingClientRect().height;
    const loadingHeight = card();
    rerender(<CoinSummaryCard state="ready" summary={sampleSummary} />);
    expect(boxes()).toEqual(loading);
    expect(card()).toBe(loadingHeight);
  });

  it('fails with an alert and a retry', async () => {
    const onRetry = vi.fn();
    render(<CoinSummaryCard state="error" onRetry={onRetry} />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('코인을 불러오지 못했어요.');
    await userEvent.click(page.getByRole('button', { name: '다시 불러오기' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('given a word before 을/를', () => {
  it.each([
    ['금빛 왕관', '을'],
    ['고깔모자', '를'],
    ['빨간 풍선', '을'],
    ['기타', '를'],
    ['펭귄', '을'],
    ['성장 물약', '을'],
    ['아기 뭉실', '을'],
    ['꽃 머리핀 (분홍)', '을'],
    ['사탕!', '을'],
    ['비타민 3', '을'],
    ['비타민 2', '를'],
    // English names as Korean spells them (the domain's rule): 캡을, 볼을, 케이크를.
    ['Cap', '을'],
    ['Ball', '을'],
    ['Cake', '를'],
  ])('writes %s with %s', (word, particle) => {
    expect(objectParticle(word)).toBe(particle);
    expect(hasFinalConsonant(word)).toBe(particle === '을');
  });

  it('asks with the particle the name takes, never 을(를)', () => {
    expect(rewardWords.buy.title('금빛 왕관')).toBe('금빛 왕관을 살까요?');
    expect(rewardWords.buy.title('고깔모자')).toBe('고깔모자를 살까요?');
  });
});

function shelf(props: Partial<ItemShelfProps> = {}) {
  const all: ItemShelfProps = {
    mode: 'shop',
    state: 'ready',
    items: itemPage(sampleItems, 1, 6),
    balance: 1250,
    categories: sampleCategories,
    category: '',
    page: 1,
    total: sampleItems.length,
    pageSize: 6,
    onBuy: vi.fn(),
    onToggle: vi.fn(),
    onCategoryChange: vi.fn(),
    onPageChange: vi.fn(),
    onRetry: vi.fn(),
    ...props,
  };
  render(<ItemShelf {...all} />);
  return all;
}

const cards = () => [...document.querySelectorAll<HTMLElement>('[data-slot="item-card"]')];

describe('given the shop', () => {
  it('shows the categories with their counts, the chosen one pressed', async () => {
    const props = shelf({ category: 'ACC' });
    const group = page.getByRole('group', { name: '아이템 종류' });
    expect(
      group
        .getByRole('button')
        .elements()
        .map((button) => [button.textContent, button.getAttribute('aria-pressed')]),
    ).toEqual([
      ['전체 12', 'false'],
      ['배경 2', 'false'],
      ['캐릭터 2', 'false'],
      ['꾸미기 2', 'true'],
      ['소품 2', 'false'],
      ['펫 2', 'false'],
      ['약 2', 'false'],
    ]);
    await userEvent.click(page.getByRole('button', { name: '전체 12' }));
    expect(props.onCategoryChange).toHaveBeenLastCalledWith('');
    await userEvent.click(page.getByRole('button', { name: '꾸미기 2' }));
    expect(props.onCategoryChange).toHaveBeenCalledTimes(1);
  });

  it('shows each item with its picture, name, description and price, and buys it', async () => {
    const props = shelf();
    expect(cards()).toHaveLength(6);
    const crown = cards().find((card) => card.textContent?.includes('금빛 왕관'))!;
    expect(crown.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(crown.textContent).toContain('보석이 박힌 반짝반짝 왕관이에요.');
    expect(crown.querySelector('[data-slot="item-price"]')?.textContent).toBe('가격 50 코인');
    expect(crown.querySelector('[data-slot="coin-icon"]')).not.toBeNull();
    await userEvent.click(page.getByRole('button', { name: '금빛 왕관 사기' }));
    expect(props.onBuy).toHaveBeenCalledWith(sampleItem('금빛 왕관'));
  });

  it('does not buy what the balance does not cover, and says why', async () => {
    const props = shelf({ balance: 55 });
    const short = page.getByRole('button', { name: '아기 뭉실 코인이 부족해요' });
    await expect.element(short).toHaveAttribute('aria-disabled', 'true');
    expect((short.element() as HTMLButtonElement).disabled).toBe(false);
    await expect.element(short).toHaveAccessibleDescription('5 코인이 더 필요해요.');
    // Playwright will not click what is aria-disabled; a person (or a keyboard) still can.
    (short.element() as HTMLButtonElement).click();
    (short.element() as HTMLButtonElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(props.onBuy).not.toHaveBeenCalled();
    const price = short.element().closest('li')!.querySelector('[data-slot="item-price"]')!;
    expect(price.hasAttribute('data-muted')).toBe(true);
    // Exactly enough is enough.
    await expect
      .element(page.getByRole('button', { name: '금빛 왕관 사기' }))
      .not.toHaveAttribute('aria-disabled');
  });

  it('says what is owned, and lets medicine be bought again', async () => {
    shelf({ items: [ownedItems[0]!, ownedItems[10]!], total: 2 });
    const [sky, potion] = cards();
    expect(sky!.textContent).toContain('가지고 있어요');
    expect(sky!.querySelector('button')).toBeNull();
    expect(potion!.textContent).toContain('×2 가지고 있어요');
    await expect.element(page.getByRole('button', { name: '성장 물약 사기' })).toBeVisible();
  });

  it('shows a busy card with a spinner and does not buy twice', async () => {
    const props = shelf({ busyId: sampleItem('금빛 왕관').id });
    const busy = page.getByRole('button', { name: '금빛 왕관 사기' });
    await expect.element(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy.element().querySelector('[data-slot="spinner"]')).not.toBeNull();
    (busy.element() as HTMLButtonElement).click();
    expect(props.onBuy).not.toHaveBeenCalled();
  });

  it('lays the shop in 3 columns from 901 px and 2 below, with big buttons', async () => {
    shelf();
    const grid = page.getByRole('list', { name: '상점 아이템' }).element();
    expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(3);
    await page.viewport(390, 800);
    await frames();
    expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(2);
    for (const button of grid.querySelectorAll('button')) {
      expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  });

  it('shows a skeleton of the same grid while loading, an error with a retry, and an empty category', async () => {
    shelf({ state: 'loading', items: undefined });
    await expect.element(page.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(document.querySelectorAll('[data-slot="item-shelf-skeleton"] li')).toHaveLength(6);
    cleanup();
    const props = shelf({ state: 'error', items: undefined });
    await expect.element(page.getByRole('alert')).toHaveTextContent('아이템을 불러오지 못했어요.');
    await userEvent.click(page.getByRole('button', { name: '다시 불러오기' }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
    cleanup();
    shelf({ items: [], total: 0, category: 'MED' });
    await expect.element(page.getByText('이 종류의 아이템이 아직 없어요.')).toBeVisible();
    expect(document.querySelector('[data-slot="pagination"]')).toBeNull();
  });

  it('pages with the kit pagination', async () => {
    const props = shelf({ page: 2, items: itemPage(sampleItems, 2, 6) });
    await userEvent.click(page.getByRole('button', { name: '1 페이지' }));
    expect(props.onPageChange).toHaveBeenLastCalledWith(1);
  });
});

describe('given the inventory', () => {
  const inventory = (props: Partial<ItemShelfProps> = {}) =>
    shelf({
      mode: 'inventory',
      items: inventoryItems,
      total: inventoryItems.length,
      pageSize: 9,
      balance: undefined,
      placedIds: placedSample,
      ...props,
    });

  it('marks what the pet wears and toggles decorations', async () => {
    const props = inventory();
    const crown = page.getByRole('button', { name: '금빛 왕관 벗기' });
    // The name says what a press does; no pressed state beside it (it would be announced twice).
    await expect.element(crown).not.toHaveAttribute('aria-pressed');
    const worn = crown.element().closest('li')!;
    expect(worn.dataset['placed']).toBe('true');
    expect(worn.textContent).toContain('입고 있어요');
    expect(worn.textContent).not.toContain('보석이 박힌');
    await userEvent.click(crown);
    expect(props.onToggle).toHaveBeenLastCalledWith(inventoryItems.find((item) => item.name === '금빛 왕관'));
    const chick = page.getByRole('button', { name: '병아리 입기' });
    expect(chick.element().closest('li')!.textContent).not.toContain('입고 있어요');
    await userEvent.click(chick);
    expect(props.onToggle).toHaveBeenLastCalledWith(inventoryItems.find((item) => item.name === '병아리'));
  });

  it('takes a handler of items for onToggle (not the div toggle event), and hands it the item', async () => {
    const worn: string[] = [];
    // A handler typed by the item: it compiles only because the shelf's onToggle is not the div's ToggleEvent one.
    const wear = (item: RewardItem) => worn.push(item.name);
    inventory({ onToggle: wear });
    await userEvent.click(page.getByRole('button', { name: '병아리 입기' }));
    expect(worn).toEqual(['병아리']);
  });

  it('changes a background or character instead of taking it off, and counts medicine', async () => {
    const props = inventory({ placedIds: new Set([sampleItem('아기 뭉실').id]) });
    const sky = page.getByRole('button', { name: '구름 언덕 바꾸기' });
    await expect.element(sky).not.toHaveAttribute('aria-disabled');
    await userEvent.click(sky);
    expect(props.onToggle).toHaveBeenCalledTimes(1);
    const character = page.getByRole('button', { name: '아기 뭉실 바꾸기' });
    await expect.element(character).toHaveAttribute('aria-disabled', 'true');
    expect(character.element().closest('li')!.textContent).toContain('입고 있어요');
    (character.element() as HTMLButtonElement).click();
    expect(props.onToggle).toHaveBeenCalledTimes(1);
    const potion = cards().find((card) => card.textContent?.includes('성장 물약'))!;
    expect(potion.textContent).toContain('×2');
    expect(potion.querySelector('button')).toBeNull();
  });

  it('lays 3 columns even on a phone', async () => {
    await page.viewport(390, 800);
    inventory();
    await frames();
    const grid = page.getByRole('list', { name: '내 아이템' }).element();
    expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(3);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  });

  it('says what to do when nothing is owned', async () => {
    inventory({ items: [], total: 0 });
    await expect.element(page.getByText('아직 가진 아이템이 없어요. 상점에서 골라 보세요!')).toBeVisible();
  });
});

describe('given a purchase to confirm', () => {
  it('asks with the price and the coins left, and buys on 살래요', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <BuyConfirm item={sampleItem('금빛 왕관')} balance={1250} onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const dialog = page.getByRole('alertdialog', { name: '금빛 왕관을 살까요?' });
    await expect.element(dialog).toHaveAccessibleDescription('사고 나면 1,200 코인이 남아요.');
    await expect.element(dialog.getByText('50 코인')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '살래요' }));
    expect(onConfirm).toHaveBeenCalledWith(sampleItem('금빛 왕관'));
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels on 다음에 and on Escape', async () => {
    const onCancel = vi.fn();
    render(
      <BuyConfirm item={sampleItem('고깔모자')} balance={100} onConfirm={vi.fn()} onCancel={onCancel} />,
    );
    await expect.element(page.getByRole('alertdialog', { name: '고깔모자를 살까요?' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '다음에' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
