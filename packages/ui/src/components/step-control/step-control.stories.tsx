import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StepControl } from './step-control';

const meta = {
  title: 'Primitives/StepControl',
  component: StepControl,
  args: { defaultValue: 3, max: 7, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div data-course="a" className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StepControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '다음 단계' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByText('4단계')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '이전 단계' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
  },
};

export const FirstStep: Story = {
  args: { defaultValue: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: '이전 단계' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).toHaveAccessibleDescription('첫 단계예요');
    await userEvent.click(previous);
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const LastStep: Story = {
  args: { defaultValue: 7 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: '다음 단계' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveAccessibleDescription('마지막 단계예요');
    await userEvent.click(next);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: '이전 단계' })).not.toHaveAttribute('aria-disabled');
  },
};
