import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { loginWords } from '../header/header.samples';
import { LoginBox, type LoginBoxHandle, type LoginBoxProps } from './login-box';

const meta = {
  title: 'Site/LoginBox',
  component: LoginBox,
  args: { words: loginWords, onSubmit: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '아이디' })).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: '아이디 저장' })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: '아이디 찾기' })).toHaveAttribute('href', '/auth/find/id');
    await expect(canvas.getByRole('link', { name: '비밀번호 찾기' })).toHaveAttribute(
      'href',
      '/auth/find/password',
    );
  },
};

/** A remembered id fills the field and ticks the box. */
export const Filled: Story = {
  args: { defaultLoginId: 'student01', defaultRememberMe: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '아이디' })).toHaveValue('student01');
    await expect(canvas.getByRole('checkbox', { name: '아이디 저장' })).toBeChecked();
  },
};

export const Pending: Story = {
  args: { defaultLoginId: 'student01', pending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: '로그인' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitCallsOnSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '아이디' }), 'student01');
    await userEvent.type(canvas.getByLabelText('비밀번호'), 'buddy1234ab');
    await userEvent.click(canvas.getByRole('checkbox', { name: '아이디 저장' }));
    await userEvent.click(canvas.getByRole('button', { name: '로그인' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      memLoginId: 'student01',
      memPwd: 'buddy1234ab',
      rememberMe: true,
    });
  },
};

/** The page asks the box to bring a field into view after its validation dialog. */
function WithFocusButtons(props: LoginBoxProps) {
  const ref = useRef<LoginBoxHandle>(null);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex gap-2">
        <Button variant="outline" onClick={() => ref.current?.focusField('memLoginId')}>
          아이디로 이동
        </Button>
        <Button variant="outline" onClick={() => ref.current?.focusField('memPwd')}>
          비밀번호로 이동
        </Button>
      </div>
      <div className="h-[900px]" />
      <LoginBox {...props} ref={ref} />
    </div>
  );
}

export const FocusField: Story = {
  render: (args) => <WithFocusButtons {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '비밀번호로 이동' }));
    const password = canvas.getByLabelText('비밀번호');
    await expect(password).toHaveFocus();
    await waitFor(() => {
      const box = password.getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    });
    await userEvent.click(canvas.getByRole('button', { name: '아이디로 이동' }));
    await expect(canvas.getByRole('textbox', { name: '아이디' })).toHaveFocus();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
