import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { loginWords } from '../header/header.samples';
import { LoginBox, type LoginBoxHandle } from './login-box';

afterEach(cleanup);

describe('given an empty login box', () => {
  it('submits what was typed, even empty values (the page validates)', async () => {
    const onSubmit = vi.fn();
    render(<LoginBox words={loginWords} onSubmit={onSubmit} />);
    await page.getByRole('button', { name: '로그인' }).click();
    expect(onSubmit).toHaveBeenLastCalledWith({ memLoginId: '', memPwd: '', rememberMe: false });
    await userEvent.fill(page.getByRole('textbox', { name: '아이디' }), 'student01');
    await userEvent.fill(page.getByLabelText('비밀번호', { exact: true }), 'buddy1234ab');
    await page.getByRole('checkbox', { name: '아이디 저장' }).click();
    await page.getByRole('button', { name: '로그인' }).click();
    expect(onSubmit).toHaveBeenLastCalledWith({
      memLoginId: 'student01',
      memPwd: 'buddy1234ab',
      rememberMe: true,
    });
  });

  it('links to find id and find password', async () => {
    render(<LoginBox words={loginWords} onSubmit={vi.fn()} />);
    await expect
      .element(page.getByRole('link', { name: '아이디 찾기' }))
      .toHaveAttribute('href', '/auth/find/id');
    await expect
      .element(page.getByRole('link', { name: '비밀번호 찾기' }))
      .toHaveAttribute('href', '/auth/find/password');
  });
});

describe('given a remembered id', () => {
  it('starts with the id filled and the box ticked', async () => {
    render(<LoginBox words={loginWords} defaultLoginId="student01" defaultRememberMe onSubmit={vi.fn()} />);
    await expect.element(page.getByRole('textbox', { name: '아이디' })).toHaveValue('student01');
    await expect.element(page.getByRole('checkbox', { name: '아이디 저장' })).toBeChecked();
  });
});

describe('on a page not yet ready for a sign-in (before hydration)', () => {
  it('keeps the button disabled: neither a press nor Enter in a field submits', async () => {
    const onSubmit = vi.fn();
    render(<LoginBox words={loginWords} defaultLoginId="student01" ready={false} onSubmit={onSubmit} />);
    await expect.element(page.getByRole('button', { name: '로그인' })).toBeDisabled();
    await page.getByRole('button', { name: '로그인' }).click({ force: true });
    await page.getByRole('textbox', { name: '아이디' }).click();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('while a sign-in is pending', () => {
  it('does not submit again', async () => {
    const onSubmit = vi.fn();
    render(<LoginBox words={loginWords} defaultLoginId="student01" pending onSubmit={onSubmit} />);
    await expect.element(page.getByRole('button', { name: '로그인' })).toHaveAttribute('aria-busy', 'true');
    await page.getByRole('button', { name: '로그인' }).click({ force: true });
    await page.getByRole('textbox', { name: '아이디' }).click();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('focusField', () => {
  it.each([
    ['memLoginId', '아이디'],
    ['memPwd', '비밀번호'],
  ] as const)('scrolls %s into view and focuses it', async (field, label) => {
    const ref = createRef<LoginBoxHandle>();
    render(
      <div>
        <div style={{ height: 3000 }} />
        <LoginBox ref={ref} words={loginWords} onSubmit={vi.fn()} />
      </div>,
    );
    const input = page.getByLabelText(label, { exact: true }).element() as HTMLInputElement;
    expect(input.getBoundingClientRect().top).toBeGreaterThan(window.innerHeight);
    ref.current!.focusField(field);
    expect(document.activeElement).toBe(input);
    const box = input.getBoundingClientRect();
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    window.scrollTo(0, 0);
  });
});
