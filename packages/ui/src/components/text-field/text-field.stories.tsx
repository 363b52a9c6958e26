import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: '아이디', name: 'memLoginId', autoComplete: 'username' },
  argTypes: {
    size: { control: 'inline-radio', options: ['md', 'lg'] },
    type: { control: 'inline-radio', options: ['text', 'password', 'email', 'tel'] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { hint: '영문과 숫자로 입력하세요.', placeholder: 'student01' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '아이디' });
    await userEvent.type(input, 'student01');
    await expect(input).toHaveValue('student01');
  },
};

export const WithHint: Story = {
  args: { label: '생년월일', name: 'memBirth', hint: '예: 20150302 (8자리)', inputMode: 'numeric' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '생년월일' });
    await expect(input).toHaveAccessibleDescription('예: 20150302 (8자리)');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: '아이디' })).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

export const WithError: Story = {
  args: { required: true, error: '아이디를 입력해주세요.', hint: '영문과 숫자로 입력하세요.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '아이디' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('영문과 숫자로 입력하세요. 아이디를 입력해주세요.');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'student01' } };

export const Password: Story = {
  args: {
    label: '비밀번호',
    name: 'memPwd',
    type: 'password',
    autoComplete: 'current-password',
    revealLabel: '비밀번호 보기',
    defaultValue: 'buddy1234ab',
  },
};

export const PasswordRevealed: Story = {
  args: Password.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('비밀번호', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button', { name: '비밀번호 보기', pressed: false });
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

export const PasswordWithRuleError: Story = {
  args: {
    ...Password.args,
    label: '새 비밀번호',
    name: 'chgPwd',
    autoComplete: 'new-password',
    required: true,
    defaultValue: 'abc',
    hint: '영문, 숫자를 섞어 8자리 이상',
    error: '비밀번호는 영문, 숫자를 포함하여 8자리 이상 입력해주세요.',
  },
};

export const Large: Story = { args: { size: 'lg', label: '이름', name: 'name' } };

export const LabelHidden: Story = { args: { labelHidden: true, placeholder: '아이디' } };

export const StudyTheme: Story = { args: WithError.args, parameters: { theme: 'study' } };

export const Mobile: Story = { args: Password.args, globals: { viewport: { value: 'mobile' } } };
