import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { Checkbox } from './checkbox';

afterEach(cleanup);

describe('given a labelled checkbox', () => {
  it('toggles when its label is clicked and reports the new state', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="아이디 저장" onCheckedChange={onCheckedChange} />);
    const box = page.getByRole('checkbox', { name: '아이디 저장' });
    await expect.element(box).not.toBeChecked();
    await userEvent.click(page.getByText('아이디 저장'));
    await expect.element(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
  });

  it('toggles with the space key', async () => {
    render(<Checkbox label="아이디 저장" defaultChecked />);
    const box = page.getByRole('checkbox', { name: '아이디 저장' });
    box.element().focus();
    await userEvent.keyboard(' ');
    await expect.element(box).not.toBeChecked();
    await expect.element(box).toHaveAttribute('data-state', 'unchecked');
  });

  it('is described by its description', async () => {
    render(<Checkbox label="약관 동의" description="필수 항목입니다." />);
    await expect
      .element(page.getByRole('checkbox', { name: '약관 동의' }))
      .toHaveAccessibleDescription('필수 항목입니다.');
  });

  it('offers a pointer target of at least 44 pixels around the box', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox aria-label="선택" onCheckedChange={onCheckedChange} />);
    const box = page.getByRole('checkbox', { name: '선택' });
    const rect = box.element().getBoundingClientRect();
    expect(rect.width).toBe(24);
    // 9 px right of the 24 px box is still inside the 44 px target.
    expect(box.element().contains(document.elementFromPoint(rect.right + 9, rect.top + 12))).toBe(true);
    // Playwright positions count from the padding box (inside the 2 px border).
    const element = box.element();
    await userEvent.click(box, {
      position: { x: rect.width + 9 - element.clientLeft, y: 12 - element.clientTop },
    });
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('draws a 32 px box with size lg, its target still 44 px and no more', async () => {
    render(<Checkbox aria-label="완료" size="lg" defaultChecked />);
    const box = page.getByRole('checkbox', { name: '완료' });
    const rect = box.element().getBoundingClientRect();
    expect(rect.width).toBe(32);
    expect(rect.height).toBe(32);
    // 5 px beyond the box is inside the 44 px target; 7 px is outside it.
    expect(box.element().contains(document.elementFromPoint(rect.right + 5, rect.top + 16))).toBe(true);
    expect(box.element().contains(document.elementFromPoint(rect.right + 7, rect.top + 16))).toBe(false);
    const mark = box.element().parentElement?.querySelector('svg')?.getBoundingClientRect();
    expect(mark?.width).toBe(24);
  });
});

describe('given a controlled checkbox', () => {
  it('follows its checked prop', async () => {
    function Controlled() {
      const [checked, setChecked] = useState(false);
      return (
        <>
          <Checkbox label="동의" checked={checked} onCheckedChange={(value) => setChecked(value === true)} />
          <p>{checked ? 'yes' : 'no'}</p>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(page.getByRole('checkbox', { name: '동의' }));
    await expect.element(page.getByText('yes')).toBeVisible();
  });

  it('shows the indeterminate state as mixed', async () => {
    render(<Checkbox label="전체 선택" checked="indeterminate" />);
    const box = page.getByRole('checkbox', { name: '전체 선택' });
    await expect.element(box).toBePartiallyChecked();
    await expect.element(box).toHaveAttribute('data-state', 'indeterminate');
  });
});

describe('given a disabled checkbox', () => {
  it('does not toggle', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="동의" disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(page.getByText('동의'), { force: true });
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});

describe('given markup rendered on a server for another state', () => {
  it('shows the state it is hydrated with', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { act } = await import('react');
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Checkbox label="아이디 저장" checked={false} />);
    document.body.append(host);
    const box = host.querySelector('input');
    expect(box?.checked).toBe(false);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(host, <Checkbox label="아이디 저장" checked onCheckedChange={() => undefined} />, {
        onRecoverableError: () => undefined,
      });
      await Promise.resolve();
    });
    expect(box?.checked).toBe(true);
    expect(box?.dataset.state).toBe('checked');
    act(() => root?.unmount());
    host.remove();
  });
});
