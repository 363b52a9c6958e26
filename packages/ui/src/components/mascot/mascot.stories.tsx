import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Mascot } from './mascot';

const meta = {
  title: 'Brand/Mascot',
  component: Mascot,
  args: { pose: 'happy', size: 'lg' },
  argTypes: {
    pose: { control: 'inline-radio', options: ['happy', 'curious', 'oops'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Mascot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The logo's face: greetings and the home picture. */
export const Happy: Story = { args: { pose: 'happy' } };

/** Nothing here yet: empty lists and pages that went missing. */
export const Curious: Story = { args: { pose: 'curious' } };

/** Something failed: error states. */
export const Oops: Story = { args: { pose: 'oops' } };

export const Sizes: Story = {
  render: () => (
    <div className="flex items-end gap-4">
      <Mascot size="sm" />
      <Mascot size="md" pose="curious" />
      <Mascot size="lg" pose="oops" />
    </div>
  ),
};

/** With a title the mascot is an image with that name; without one it is decoration. */
export const Named: Story = {
  args: { title: 'Buddy waves hello' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Buddy waves hello' })).toBeVisible();
  },
};

export const CourseTheme: Story = { args: { pose: 'curious' }, parameters: { course: 'e' } };
