import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { Button } from './button';

afterEach(cleanup);

describe('given a plain button', () => {
  it('is a type=button with its variant and size mirrored as data attributes', async () => {
    render(<Button>시작하기</Button>);
    const button = page.getByRole('button', { name: '시작하기' });
    await expect.element(button).toHaveAttribute('type', 'button');
    await expect.element(button).toHaveAttribute('data-variant', 'primary');
    await expect.element(button).toHaveAttribute('data-size', 'md');
  });

  it('calls onClick when pressed', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>시작하기</Button>);
    await userEvent.click(page.getByRole('button', { name: '시작하기' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('gives an md button a target of at least 44 by 44 pixels', async () => {
    render(<Button>A</Button>);
    const rect = page.getByRole('button', { name: 'A' }).element().getBoundingClientRect();
    expect(rect.height).toBeGreaterThanOrEqual(44);
    expect(rect.width).toBeGreaterThanOrEqual(44);
  });

  it.each([
    ['sm', 36],
    ['lg', 52],
    ['xl', 60],
  ] as const)('gives a %s button a height of %d pixels', async (size, height) => {
    render(<Button size={size}>크기</Button>);
    const rect = page.getByRole('button', { name: '크기' }).element().getBoundingClientRect();
    expect(Math.round(rect.height)).toBe(height);
  });
});

describe('given a loading button', () => {
  it('is announced busy, stays focusable and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        제출하기
      </Button>,
    );
    const button = page.getByRole('button', { name: '제출하기' });
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    await expect.element(button).not.toHaveAttribute('disabled');
    button.element().focus();
    expect(document.activeElement).toBe(button.element());
    // aria-disabled makes Playwright refuse the click; a person can still click it, so force it.
    await userEvent.click(button, { force: true });
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('given a disabled button', () => {
  it('cannot be pressed', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        제출하기
      </Button>,
    );
    const button = page.getByRole('button', { name: '제출하기' });
    await expect.element(button).toBeDisabled();
    await userEvent.click(button, { force: true });
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('given asChild with a link', () => {
  it('renders the link with the button look', async () => {
    render(
      <Button asChild variant="outline">
        <a href="/study">학습하기</a>
      </Button>,
    );
    const link = page.getByRole('link', { name: '학습하기' });
    await expect.element(link).toHaveAttribute('data-variant', 'outline');
    await expect.element(link).not.toHaveAttribute('type');
  });

  it("runs the link's own click handler, then the button's", async () => {
    const calls: string[] = [];
    render(
      <Button asChild onClick={() => calls.push('button')}>
        <a
          href="#here"
          onClick={(event) => {
            event.preventDefault();
            calls.push('link');
          }}
        >
          이동
        </a>
      </Button>,
    );
    await userEvent.click(page.getByRole('link', { name: '이동' }));
    expect(calls).toEqual(['link', 'button']);
  });

  it("merges the classes (the link's own last) and gives both refs the element", async () => {
    const fromButton = createRef<HTMLAnchorElement>();
    let fromLink: HTMLAnchorElement | null = null;
    render(
      <Button asChild ref={fromButton as never} className="px-2">
        <a
          href="#here"
          className="px-9 underline"
          ref={(node) => {
            fromLink = node;
          }}
        >
          이동
        </a>
      </Button>,
    );
    const link = page.getByRole('link', { name: '이동' }).element() as HTMLAnchorElement;
    expect(link.classList.contains('px-9')).toBe(true);
    expect(link.classList.contains('px-2')).toBe(false);
    expect(link.classList.contains('underline')).toBe(true);
    expect(fromButton.current).toBe(link);
    expect(fromLink).toBe(link);
  });

  it('puts the spinner inside the link ahead of its text while loading, and ignores the click', async () => {
    const onClick = vi.fn();
    render(
      <Button asChild loading onClick={onClick}>
        <a href="#here">저장 중</a>
      </Button>,
    );
    const link = page.getByRole('link', { name: '저장 중' });
    await expect.element(link).toHaveAttribute('aria-busy', 'true');
    const first = link.element().firstElementChild;
    expect(first?.getAttribute('data-slot')).toBe('spinner');
    await userEvent.click(link, { force: true });
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('given a toggle button', () => {
  it('exposes its pressed state', async () => {
    render(<Button aria-pressed="true">켜짐</Button>);
    await expect.element(page.getByRole('button', { name: '켜짐', pressed: true })).toBeVisible();
  });
});

describe('given the pointer over an outline button', () => {
  // The transition is turned off so the colour read is the end state, not a frame of the fade.
  const still = { transition: 'none' };

  it('turns an enabled one to the primary colour', async () => {
    render(
      <Button variant="outline" style={still}>
        이동
      </Button>,
    );
    const button = page.getByRole('button', { name: '이동' });
    const before = getComputedStyle(button.element()).borderTopColor;
    await userEvent.hover(button);
    await expect.poll(() => getComputedStyle(button.element()).borderTopColor).not.toBe(before);
    await userEvent.unhover(button);
  });

  it('leaves a disabled one as it is: nothing there to press', async () => {
    render(
      <Button variant="outline" style={still} disabled>
        이동
      </Button>,
    );
    const button = page.getByRole('button', { name: '이동' });
    const before = getComputedStyle(button.element());
    const colours = { border: before.borderTopColor, text: before.color };
    await userEvent.hover(button, { force: true });
    const after = getComputedStyle(button.element());
    expect({ border: after.borderTopColor, text: after.color }).toEqual(colours);
    await userEvent.unhover(button, { force: true });
  });
});
