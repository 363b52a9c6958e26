import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleUnits, unitHref } from './fixtures';
import { UnitNav } from './unit-nav';

const meta = {
  title: 'Daily study/UnitNav',
  component: UnitNav,
  args: { day: 5, units: sampleUnits, current: 2, hrefFor: unitHref },
  decorators: [
    (Story) => (
      <div className="max-w-[320px] p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UnitNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  parameters: { course: 'a' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: '5일차 학습 순서' })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: /Say It.*진도율 50%/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(
      canvas.getByRole('link', { name: /Watch: My Family.*진도율 100%, 다 했어요/ }),
    ).toHaveAttribute('href', unitHref(1));
  },
};

export const NothingDone: Story = {
  args: { units: sampleUnits.map((unit) => ({ ...unit, progress: 0 })), current: 1 },
  parameters: { course: 'd' },
};
export const AllDone: Story = {
  args: { units: sampleUnits.map((unit) => ({ ...unit, progress: 100 })) },
  parameters: { course: 'g' },
};
