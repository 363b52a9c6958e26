import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
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
});
