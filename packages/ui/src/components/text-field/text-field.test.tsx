import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { TextField } from './text-field';

afterEach(cleanup);

describe('given a labelled field', () => {
  it('is found by its label and takes typing', async () => {
    render(<TextField label="아이디" name="memLoginId" />);
    const input = page.getByRole('textbox', { name: '아이디' });
    await userEvent.type(input, 'student01');
    await expect.element(input).toHaveValue('student01');
  });

  it('hands its ref to the input so a page can focus it', async () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField ref={ref} label="아이디" />);
    expect(ref.current).toBeInstanceOf(HTMLInputElement);
    ref.current?.focus();
    await expect.element(page.getByRole('textbox', { name: '아이디' })).toHaveFocus();
  });

  it('hides a labelHidden label visually but keeps it as the name', async () => {
    const { container } = render(<TextField label="검색어" labelHidden />);
    await expect.element(page.getByRole('textbox', { name: '검색어' })).toBeInTheDocument();
    const label = container.querySelector('label')!;
    expect(label.hasAttribute('data-visually-hidden')).toBe(true);
    expect(getComputedStyle(label).position).toBe('absolute');
    expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  });

  it('shows its label when labelHidden is not set', () => {
    const { container } = render(<TextField label="아이디" />);
    const label = container.querySelector('label')!;
    expect(label.hasAttribute('data-visually-hidden')).toBe(false);
    expect(getComputedStyle(label).position).toBe('static');
  });

  it('puts className on the wrapper and inputClassName on the input', async () => {
    const { container } = render(<TextField label="아이디" className="wrap-x" inputClassName="input-x" />);
    expect(container.querySelector('[data-slot="text-field"]')?.classList.contains('wrap-x')).toBe(true);
    await expect.element(page.getByRole('textbox', { name: '아이디' })).toHaveClass('input-x');
  });
});

describe('given a required field with an error', () => {
  it('is invalid, required and described by its hint then its error', async () => {
    render(<TextField label="아이디" required hint="영문과 숫자" error="아이디를 입력해주세요." />);
    const input = page.getByRole('textbox', { name: '아이디' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAttribute('aria-required', 'true');
    await expect.element(input).not.toHaveAttribute('required');
    await expect.element(input).toHaveAccessibleDescription('영문과 숫자 아이디를 입력해주세요.');
  });

  it('is valid again once the error is gone', async () => {
    const { rerender } = render(<TextField label="아이디" error="아이디를 입력해주세요." />);
    rerender(<TextField label="아이디" />);
    const input = page.getByRole('textbox', { name: '아이디' });
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await expect.element(input).not.toHaveAttribute('aria-describedby');
  });
});

describe('given a password field with a reveal label', () => {
  it('shows and hides the password with the toggle', async () => {
    render(
      <TextField label="비밀번호" type="password" revealLabel="비밀번호 보기" defaultValue="secret12" />,
    );
    const input = page.getByLabelText('비밀번호', { exact: true });
    await expect.element(input).toHaveAttribute('type', 'password');
    const toggle = page.getByRole('button', { name: '비밀번호 보기' });
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect.element(input).toHaveAttribute('type', 'text');
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect.element(input).toHaveAttribute('type', 'password');
  });

  it('has no toggle without a reveal label', async () => {
    render(<TextField label="비밀번호" type="password" />);
    expect(page.getByRole('button').query()).toBeNull();
  });
});
