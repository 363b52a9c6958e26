import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { memberWords, productsWithEbp, productsWithoutEbp } from '../header/header.samples';
import { MemberBox, showsRewardButton, type MemberBoxProps } from './member-box';

afterEach(async () => {
  cleanup();
  await page.viewport(1280, 800);
});

function renderBox(props: Partial<MemberBoxProps> = {}) {
  const handlers = { onSelectProduct: vi.fn(), onOpenReview: vi.fn(), onLogout: vi.fn() };
  render(
    <MemberBox
      name="김버디"
      gender="male"
      products={productsWithEbp}
      rewardProductId="EBP"
      currentProductId="EBP"
      words={memberWords}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('showsRewardButton (non-mobile only, and only with the reward product: EBP here, spec §2)', () => {
  it.each([
    [productsWithEbp, false, true],
    [productsWithEbp, true, false],
    [productsWithoutEbp, false, false],
    [productsWithoutEbp, true, false],
    [[], false, false],
  ])('products %j, mobile %s -> %s', (products, mobile, expected) => {
    expect(showsRewardButton(products, mobile, 'EBP')).toBe(expected);
  });
});

describe('given a member with EBP', () => {
  it('shows the reward button on a desktop width (901 px)', async () => {
    await page.viewport(901, 800);
    renderBox();
    await expect.element(page.getByRole('link', { name: '버디몬' })).toHaveAttribute('href', '/buddymon');
  });

  it('gives a phone (900 px) a menu entry instead of the button: a full row of 44 px to the reward area', async () => {
    await page.viewport(900, 800);
    renderBox();
    const entry = page.getByRole('link', { name: '버디몬' });
    await expect.element(entry).toHaveAttribute('href', '/buddymon');
    // Not the desktop button (spec §2): a row of the phone menu, as wide as the box.
    expect(entry.element().closest('[data-slot="reward-entry"]')).not.toBeNull();
    expect(entry.element().closest('[data-slot="button"]')).toBeNull();
    const box = document.querySelector('[data-slot="member-box"]')!.getBoundingClientRect();
    const row = entry.element().getBoundingClientRect();
    expect(row.height).toBeGreaterThanOrEqual(44);
    expect(row.width).toBeGreaterThanOrEqual(box.width - 1);
  });

  it('has no entry on a phone when the member may not study (a gated member type)', async () => {
    await page.viewport(900, 800);
    renderBox({ canStudy: false });
    await expect.element(page.getByText('김버디 님, 반가워요!')).toBeVisible();
    expect(page.getByRole('link', { name: '버디몬' }).elements()).toHaveLength(0);
  });
});

describe('given a member without EBP on a phone', () => {
  it('has no reward entry', async () => {
    await page.viewport(900, 800);
    renderBox({ products: productsWithoutEbp, currentProductId: 'EX' });
    await expect.element(page.getByText('김버디 님, 반가워요!')).toBeVisible();
    expect(page.getByRole('link', { name: '버디몬' }).elements()).toHaveLength(0);
  });
});

describe('given a member without EBP on a desktop', () => {
  it('has no reward button', async () => {
    renderBox({ products: productsWithoutEbp, currentProductId: 'EX' });
    await expect.element(page.getByText('김버디 님, 반가워요!')).toBeVisible();
    expect(page.getByRole('link', { name: '버디몬' }).elements()).toHaveLength(0);
  });
});

describe("the today's-study box", () => {
  it.each([
    ['male', 'male', 'bg-male-soft'],
    ['female', 'female', 'bg-female-soft'],
    [null, 'none', 'bg-primary-soft'],
  ] as const)('is styled for %s as %s (%s)', async (gender, key, soft) => {
    renderBox({ gender });
    const box = document.querySelector('[data-slot="today-study"]')!;
    expect(box.getAttribute('data-gender')).toBe(key);
    expect(box.className).toContain(soft);
  });
});

describe('the products menu (WAI-ARIA APG menu button, on Radix, loaded on first reach)', () => {
  it('is a closed menu button before its menu is loaded, named by its label and the current product', async () => {
    renderBox();
    const trigger = page.getByRole('button', { name: /학습 상품/ });
    await expect.element(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect.element(trigger).toHaveAccessibleName(/학습 상품: 버디 프라임/);
    expect(page.getByRole('menu').elements()).toHaveLength(0);
  });

  it('marks the current product and reports another choice', async () => {
    const { onSelectProduct } = renderBox();
    await page.getByRole('button', { name: /학습 상품/ }).click();
    await expect
      .element(page.getByRole('menuitemradio', { name: '버디 프라임' }))
      .toHaveAttribute('aria-checked', 'true');
    await expect
      .element(page.getByRole('menuitemradio', { name: '버디 EX' }))
      .toHaveAttribute('aria-checked', 'false');
    await page.getByRole('menuitemradio', { name: '버디 EX' }).click();
    expect(onSelectProduct).toHaveBeenCalledWith('EX', { id: 'EX', name: '버디 EX' });
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
  });

  it.each(['{Enter}', ' ', '{ArrowDown}'])(
    'opens with %s on its first item, moves with the arrows (wrapping), Home and End, and chooses with Enter',
    async (key) => {
      const { onSelectProduct } = renderBox();
      const trigger = page.getByRole('button', { name: /학습 상품/ });
      trigger.element().focus();
      await userEvent.keyboard(key);
      await expect.element(page.getByRole('menu', { name: /학습 상품/ })).toBeVisible();
      const items = page.getByRole('menuitemradio');
      await expect.element(items.first()).toHaveFocus();
      await expect
        .element(page.getByRole('button', { name: /학습 상품/ }))
        .toHaveAttribute('aria-expanded', 'true');
      await userEvent.keyboard('{End}');
      await expect.element(items.last()).toHaveFocus();
      await userEvent.keyboard('{Home}');
      await expect.element(items.first()).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}');
      await expect.element(items.last()).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect.element(items.first()).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect.element(page.getByRole('menuitemradio', { name: '버디 EX' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(onSelectProduct).toHaveBeenCalledWith('EX', { id: 'EX', name: '버디 EX' });
      await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
      await expect.element(page.getByRole('button', { name: /학습 상품/ })).toHaveFocus();
    },
  );

  it('moves to the item whose name starts with the letters typed (typeahead)', async () => {
    renderBox({
      products: [
        { id: 'EBP', name: 'Buddy Prime' },
        { id: 'RNL', name: 'Reading' },
        { id: 'EX', name: 'Buddy EX' },
      ],
    });
    page
      .getByRole('button', { name: /학습 상품/ })
      .element()
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('menuitemradio', { name: 'Buddy Prime' })).toHaveFocus();
    await userEvent.keyboard('r');
    await expect.element(page.getByRole('menuitemradio', { name: 'Reading' })).toHaveFocus();
  });

  it('closes on Escape back to its button, choosing nothing; choosing the current product reports nothing', async () => {
    const { onSelectProduct } = renderBox();
    page
      .getByRole('button', { name: /학습 상품/ })
      .element()
      .focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    const trigger = page.getByRole('button', { name: /학습 상품/ });
    await expect.element(trigger).toHaveFocus();
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.click();
    await page.getByRole('menuitemradio', { name: '버디 프라임' }).click();
    expect(onSelectProduct).not.toHaveBeenCalled();
  });

  it('closes on a press outside it, and opens again from its button', async () => {
    renderBox();
    await page.getByRole('button', { name: /학습 상품/ }).click();
    await expect.element(page.getByRole('menu')).toBeVisible();
    // The greeting: a press on something that is not a control.
    await userEvent.click(page.getByText(/김버디/));
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    await page.getByRole('button', { name: /학습 상품/ }).click();
    await expect.element(page.getByRole('menu')).toBeVisible();
  });

  it.each([
    [390, 'left'],
    [1280, 'right'],
  ] as const)(
    'at %i px opens under its button, lined up on its %s edge, inside the screen',
    async (width, edge) => {
      await page.viewport(width, 800);
      // As in the header, the box keeps a page margin (the menu keeps 8 px off the screen's edges).
      renderBox({ className: 'px-4' });
      await page.getByRole('button', { name: /학습 상품/ }).click();
      const menu = page.getByRole('menu');
      await expect.element(menu).toBeVisible();
      const button = page
        .getByRole('button', { name: /학습 상품/ })
        .element()
        .getBoundingClientRect();
      await expect
        .poll(() => Math.round(menu.element().getBoundingClientRect()[edge]))
        .toBe(Math.round(button[edge]));
      const box = menu.element().getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(button.bottom);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(width);
    },
  );
});
