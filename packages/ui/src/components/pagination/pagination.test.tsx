import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createRoot, type Root } from 'react-dom/client';
import { act, type ReactNode } from 'react';
import '../../styles/index.css';
import { LinkProvider, type LinkComponentProps } from '../link';
import { Pagination, pageBlock, revealOrder, type PaginationWords } from './pagination';

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

let root: Root | undefined;
let host: HTMLElement | undefined;
async function render(ui: ReactNode) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(ui));
}
afterEach(async () => {
  await act(async () => root?.unmount());
  host?.remove();
});

describe('pageBlock', () => {
  it.each([
    [1, 24, 10, [1, 10]],
    [13, 24, 10, [11, 20]],
    [24, 24, 10, [21, 24]],
    [1, 1, 10, [1, 1]],
    [6, 9, 5, [6, 9]],
  ])('page %i of %i in blocks of %i spans %j', (p, last, size, [from, to]) => {
    const block = pageBlock(p, last, size);
    expect(block[0]).toBe(from);
    expect(block.at(-1)).toBe(to);
  });
});

describe('revealOrder', () => {
  it.each([
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 1, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
    [[11, 12, 13, 14, 15, 16, 17, 18, 19, 20], 13, [4, 2, 0, 1, 3, 5, 6, 7, 8, 9]],
    [[21, 22, 23, 24], 24, [3, 2, 1, 0]],
    [[1], 1, [0]],
  ])('of %j around %i is %j', (pages, current, ranks) => {
    expect(revealOrder(pages, current)).toEqual(ranks);
  });
});

describe('given 235 rows at 10 a page', () => {
  it('shows a page beyond the total as the last page (24)', async () => {
    await render(<Pagination page={99} totalCount={235} words={words} onPageChange={() => {}} />);
    await expect
      .element(page.getByRole('button', { name: '24 페이지' }))
      .toHaveAttribute('aria-current', 'page');
    await expect.element(page.getByRole('button', { name: '다음 페이지' })).toBeDisabled();
  });

  it('shows a page below 1 as page 1', async () => {
    await render(<Pagination page={-3} totalCount={235} words={words} onPageChange={() => {}} />);
    await expect
      .element(page.getByRole('button', { name: '1 페이지' }))
      .toHaveAttribute('aria-current', 'page');
    await expect.element(page.getByRole('button', { name: '이전 페이지' })).toBeDisabled();
  });

  it('goes to the last page from "last" and to 1 from "first"', async () => {
    const onPageChange = vi.fn();
    await render(<Pagination page={5} totalCount={235} words={words} onPageChange={onPageChange} />);
    await page.getByRole('button', { name: '마지막 페이지' }).click();
    expect(onPageChange).toHaveBeenLastCalledWith(24);
    await page.getByRole('button', { name: '처음 페이지' }).click();
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('clamps a typed page: 0 goes to 1, 500 goes to 24, 7 goes to 7', async () => {
    const onPageChange = vi.fn();
    await render(<Pagination page={5} totalCount={235} jump words={words} onPageChange={onPageChange} />);
    const field = page.getByRole('textbox', { name: '페이지 번호' });
    for (const [typed, expected] of [
      ['0', 1],
      ['500', 24],
      ['7', 7],
    ] as const) {
      await userEvent.fill(field, typed);
      await page.getByRole('button', { name: '이동' }).click();
      expect(onPageChange).toHaveBeenLastCalledWith(expected);
    }
  });

  it('gives every control a 44 px target', async () => {
    await render(<Pagination page={5} totalCount={235} words={words} onPageChange={() => {}} />);
    for (const button of page.getByRole('button').elements()) {
      const box = button.getBoundingClientRect();
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
  });
});

describe('given no rows', () => {
  it('shows page 1 only with every step disabled', async () => {
    await render(<Pagination page={1} totalCount={0} words={words} onPageChange={() => {}} />);
    const numbers = page.getByRole('button', { name: /^\d+ 페이지$/ }).elements();
    expect(numbers.map((e) => e.textContent)).toEqual(['1']);
    for (const name of ['처음 페이지', '이전 페이지', '다음 페이지', '마지막 페이지']) {
      await expect.element(page.getByRole('button', { name })).toBeDisabled();
    }
  });
});

describe('given 24 pages on a phone and on a desktop', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  /** The buttons a person can see and reach (display:none ones are out of the accessibility tree). */
  const visibleButtons = () => page.getByRole('button').elements();
  const numbers = () =>
    page
      .getByRole('button', { name: /^\d+ 페이지$/ })
      .elements()
      .map((e) => e.textContent);

  it('keeps every control on one row at 390 px, with the current page and its neighbours', async () => {
    await page.viewport(390, 800);
    await render(<Pagination page={13} totalCount={235} words={words} onPageChange={() => {}} />);
    const buttons = visibleButtons();
    expect(buttons.length).toBeGreaterThanOrEqual(7);
    expect(new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top))).size).toBe(1);
    for (const button of buttons) {
      const box = button.getBoundingClientRect();
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.right).toBeLessThanOrEqual(390);
    }
    // 390 px holds the four arrows and four numbers (8 × 44 px + gaps): 12..15 around 13, never the whole block.
    expect(numbers()).toEqual(['12', '13', '14', '15']);
    await expect
      .element(page.getByRole('button', { name: '13 페이지' }))
      .toHaveAttribute('aria-current', 'page');
    // The hidden numbers are display:none, so Tab skips them.
    const hidden = [...document.querySelectorAll('button')].filter((b) => b.textContent === '11');
    expect(hidden).toHaveLength(1);
    expect(getComputedStyle(hidden[0]!.closest('li')!).display).toBe('none');
  });

  it('keeps the last page in sight at 390 px', async () => {
    await page.viewport(390, 800);
    await render(<Pagination page={24} totalCount={235} words={words} onPageChange={() => {}} />);
    expect(numbers()).toEqual(['21', '22', '23', '24']);
    expect(new Set(visibleButtons().map((b) => Math.round(b.getBoundingClientRect().top))).size).toBe(1);
  });

  it('shows all ten numbers of the block at 1280 px', async () => {
    await page.viewport(1280, 800);
    await render(<Pagination page={13} totalCount={235} words={words} onPageChange={() => {}} />);
    expect(numbers()).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);
    expect(new Set(visibleButtons().map((b) => Math.round(b.getBoundingClientRect().top))).size).toBe(1);
  });
});

describe('given the page in the address (pageHref)', () => {
  function RouterLink({ href, onClick, children, ...props }: LinkComponentProps) {
    return (
      <a
        href={href}
        data-router=""
        {...props}
        onClick={(event) => {
          event.preventDefault();
          onClick?.(event);
          followed.push(href);
        }}
      >
        {children}
      </a>
    );
  }
  let followed: string[] = [];
  afterEach(() => {
    followed = [];
  });

  it('makes every step a link to its page through the LinkProvider, the current one marked', async () => {
    const onPageChange = vi.fn();
    await render(
      <LinkProvider component={RouterLink}>
        <Pagination
          page={12}
          totalCount={235}
          words={words}
          pageHref={(n) => `/boards?pageNo=${n}`}
          onPageChange={onPageChange}
        />
      </LinkProvider>,
    );
    const nav = page.getByRole('navigation', { name: '페이지 이동' });
    expect(nav.getByRole('button').elements()).toHaveLength(0);
    await expect
      .element(nav.getByRole('link', { name: '처음 페이지' }))
      .toHaveAttribute('href', '/boards?pageNo=1');
    await expect
      .element(nav.getByRole('link', { name: '이전 페이지' }))
      .toHaveAttribute('href', '/boards?pageNo=11');
    await expect
      .element(nav.getByRole('link', { name: '다음 페이지' }))
      .toHaveAttribute('href', '/boards?pageNo=13');
    await expect
      .element(nav.getByRole('link', { name: '마지막 페이지' }))
      .toHaveAttribute('href', '/boards?pageNo=24');
    await expect
      .element(nav.getByRole('link', { name: '12 페이지' }))
      .toHaveAttribute('aria-current', 'page');
    await userEvent.click(nav.getByRole('link', { name: '13 페이지' }));
    expect(followed).toEqual(['/boards?pageNo=13']);
    expect(
      nav
        .getByRole('link')
        .elements()
        .every((link) => link.hasAttribute('data-router')),
    ).toBe(true);
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('keeps the steps that lead nowhere as disabled buttons, and a page beyond the last links to the last', async () => {
    await render(<Pagination page={1} totalCount={235} words={words} pageHref={(n) => `?pageNo=${n}`} />);
    const nav = page.getByRole('navigation', { name: '페이지 이동' });
    await expect.element(nav.getByRole('button', { name: '처음 페이지' })).toBeDisabled();
    await expect.element(nav.getByRole('button', { name: '이전 페이지' })).toBeDisabled();
    await expect.element(nav.getByRole('link', { name: '다음 페이지' })).toHaveAttribute('href', '?pageNo=2');
    await act(async () =>
      root!.render(<Pagination page={99} totalCount={235} words={words} pageHref={(n) => `?pageNo=${n}`} />),
    );
    await expect
      .element(nav.getByRole('link', { name: '24 페이지' }))
      .toHaveAttribute('aria-current', 'page');
    await expect.element(nav.getByRole('button', { name: '다음 페이지' })).toBeDisabled();
  });

  it('gives every link a 44 px target', async () => {
    await render(<Pagination page={5} totalCount={235} words={words} pageHref={(n) => `?pageNo=${n}`} />);
    for (const link of page.getByRole('link').elements()) {
      const box = link.getBoundingClientRect();
      if (box.width === 0) continue; // a number hidden for want of room
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
  });
});
