import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChoiceGroup, ChoiceGroupItem } from './choice-group';

const SNACKS = ['사과', '바나나', '딸기', '포도'];

const meta = {
  title: 'Primitives/ChoiceGroup',
  component: ChoiceGroup,
  args: { onValueChange: fn(), 'aria-labelledby': 'snack-label' },
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-3 p-6">
      <p id="snack-label" className="m-0 font-bold">
        좋아하는 간식
      </p>
      <ChoiceGroup {...args} className="flex flex-col gap-2">
        {SNACKS.map((snack) => (
          <ChoiceGroupItem
            key={snack}
            value={snack}
            className="flex min-h-11 items-center rounded-md border-2 border-border bg-surface px-3 text-left text-base text-text focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:opacity-60 aria-checked:border-primary aria-checked:bg-primary-soft aria-checked:font-bold"
          >
            {snack}
          </ChoiceGroupItem>
        ))}
      </ChoiceGroup>
    </div>
  ),
} satisfies Meta<typeof ChoiceGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One choice kept: a radio group; Tab enters on the chosen one, the arrow keys move and choose. */
export const OneChoice: Story = {
  args: { defaultValue: ['바나나'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '바나나' })).toHaveFocus();
    // A quick press (the key lifted before Radix moves the focus) chooses too (radix-ui/primitives#4094).
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '딸기' })).toBeChecked());
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['딸기']);
  },
};

/** At most two: checkboxes; a third choice makes the first give way, a chosen one pressed again is unchosen. */
export const AtMostTwo: Story = {
  args: { max: 2, defaultValue: ['사과', '딸기'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '포도' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['딸기', '포도']);
    await expect(canvas.getByRole('checkbox', { name: '사과' })).not.toBeChecked();
  },
};

/** At most two, and a chosen one stays chosen (a test's answers: spec §4). */
export const KeepsChosen: Story = { args: { max: 2, clearable: false, defaultValue: ['포도'] } };

export const Disabled: Story = { args: { disabled: true, defaultValue: ['사과'] } };
