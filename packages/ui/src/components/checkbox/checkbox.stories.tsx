import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: '아이디 저장', onCheckedChange: fn() },
  argTypes: { checked: { control: 'inline-radio', options: [true, false, 'indeterminate'] } },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: '아이디 저장' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = { args: { label: '전체 선택', checked: 'indeterminate' } };

export const WithDescription: Story = {
  args: { label: '개인정보 수집 동의', description: '학습 기록 저장에만 사용합니다.' },
};

export const Disabled: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Checkbox {...args} disabled />
      <Checkbox {...args} label="저장됨 (변경 불가)" disabled defaultChecked />
    </div>
  ),
};

export const Invalid: Story = { args: { label: '약관에 동의합니다', 'aria-invalid': true } };

export const CourseTheme: Story = { args: { defaultChecked: true }, parameters: { course: 'c' } };

export const StudyTheme: Story = { args: { defaultChecked: true }, parameters: { theme: 'study' } };

export const Mobile: Story = { args: { defaultChecked: true }, globals: { viewport: { value: 'mobile' } } };

/** The 32 px box of a list a child ticks (a to-do list, the memos): the pointer target stays 44 px. */
export const Large: Story = { args: { label: '준비물 챙기기', size: 'lg', defaultChecked: true } };
