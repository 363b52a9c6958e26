import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from './logo';

const meta = {
  title: 'Primitives/Logo',
  component: Logo,
  args: { title: 'Buddy English 홈' },
  decorators: [
    (Story) => (
      <div className="flex items-center gap-6 bg-surface p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header's size (40 px high), named for assistive technology by its title. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole('img', { name: 'Buddy English 홈' });
    await expect(logo.getBoundingClientRect().height).toBe(40);
  },
};

/** It scales with its height: the footer's small mark and a large one for a splash. */
export const Sizes: Story = {
  render: (args) => (
    <>
      <Logo {...args} title="Buddy English (작게)" className="h-6" />
      <Logo {...args} title="Buddy English" />
      <Logo {...args} title="Buddy English (크게)" className="h-20" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole('img', { name: 'Buddy English (작게)' }).getBoundingClientRect();
    const large = canvas.getByRole('img', { name: 'Buddy English (크게)' }).getBoundingClientRect();
    await expect(small.height).toBe(24);
    await expect(large.height).toBe(80);
    // The width follows the height: the mark keeps its shape.
    await expect(large.width / large.height).toBeCloseTo(small.width / small.height, 1);
  },
};

/** Under a course theme (G): the logo keeps the site's colours. */
export const OnCourseTheme: Story = { parameters: { course: 'g' } };
