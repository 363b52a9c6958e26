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
      currentProductId="EBP"
      words={memberWords}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('showsRewardButton (spec §2: non-mobile only, and only with product EBP)', () => {
  it.each([
    [productsWithEbp, false, true],
    [productsWithEbp, true, false],
    [productsWithoutEbp, false, false],
    [productsWithoutEbp, true, false],
    [[], false, false],
  ])('products %j, mobile %s -> %s', (products, mobile, expected) => {
    expect(showsRewardButton(products, mobile)).toBe(expected);
  });
});

describe('given a member with EBP', () => {
  it('shows the reward button on a desktop width (901 px)', async () => {
    await page.viewport(901, 800);
    renderBox();
    await expect.element(page.getByRole('link', { name: '버디몬' })).toHaveAttribute('href', '/buddymon');
  });

  it('hides the reward button on a mobile width (900 px)', async () => {
    await page.viewport(900, 800);
    renderBox();
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

describe('the products menu', () => {
  it('marks the current product and reports another choice', async () => {
    const { onSelectProduct } = renderBox();
    await page.getByRole('button', { name: /학습 상품/ }).click();
    await expect
      .element(page.getByRole('menuitemradio', { name: '버디 프라임' }))
      .toHaveAttribute('aria-checked', 'true');
    await page.getByRole('menuitemradio', { name: '버디 EX' }).click();
    expect(onSelectProduct).toHaveBeenCalledWith('EX', { id: 'EX', name: '버디 EX' });
  });

  it('opens on the current product by keyboard, moves with the arrows, Home and End, and chooses with Enter', async () => {
    const { onSelectProduct } = renderBox();
    const trigger = page.getByRole('button', { name: /학습 상품/ });
    trigger.element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('menu', { name: /학습 상품/ })).toBeVisible();
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByRole('menuitemradio', { name: '버디 프라임' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    const items = page.getByRole('menuitemradio').elements();
    expect(document.activeElement).toBe(items.at(-1));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(items[0]);
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(items.at(-1));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[0]);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    expect(onSelectProduct).toHaveBeenCalledWith('EX', { id: 'EX', name: '버디 EX' });
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('closes on Escape back to its button, choosing nothing; choosing the current product reports nothing', async () => {
    const { onSelectProduct } = renderBox();
    const trigger = page.getByRole('button', { name: /학습 상품/ });
    trigger.element().focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(page.getByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.click();
    await page.getByRole('menuitemradio', { name: '버디 프라임' }).click();
    expect(onSelectProduct).not.toHaveBeenCalled();
  });

  it('closes on Tab and on a press outside it', async () => {
    renderBox();
    const trigger = page.getByRole('button', { name: /학습 상품/ });
    await trigger.click();
    await expect.element(page.getByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    await trigger.click();
    await expect.element(page.getByRole('menu')).toBeVisible();
    // The greeting: a press on something that is not a control.
    await userEvent.click(page.getByText(/김버디/));
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
  });

  it.each([
    [390, 'left'],
    [1280, 'right'],
  ] as const)(
    'at %i px opens under its button, lined up on its %s edge, inside the screen',
    async (width, edge) => {
      await page.viewport(width, 800);
      renderBox();
      const trigger = page.getByRole('button', { name: /학습 상품/ });
      await trigger.click();
      const menu = page.getByRole('menu');
      await expect.element(menu).toBeVisible();
      const button = trigger.element().getBoundingClientRect();
      const box = menu.element().getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(button.bottom);
      expect(Math.round(box[edge])).toBe(Math.round(button[edge]));
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(width);
    },
  );
});
