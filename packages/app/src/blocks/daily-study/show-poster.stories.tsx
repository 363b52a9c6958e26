import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleSlides } from './fixtures';
import { ShowPoster } from './show-poster';

const meta = {
  title: 'Daily study/ShowPoster',
  component: ShowPoster,
  args: { title: 'Watch: My Family', kind: 'watch', scenes: 3, onOpen: fn() },
  parameters: { course: 'a' },
  decorators: [
    (Story) => (
      <div className="max-w-[720px] p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShowPoster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A watch unit before it opens: a drawn screen, the title, the scene count and one large open button. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const poster = canvas.getByRole('region', { name: 'Watch: My Family' });
    await expect(poster).toHaveTextContent(/영상\s*· 장면 3개/);
    const open = canvas.getByRole('button', { name: '영상 보기' });
    // The poster fills the panel: the button is no longer alone at the left edge.
    await expect(poster.getBoundingClientRect().width).toBeGreaterThan(600);
    await expect(open.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(open);
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

/** A sing unit in course D: notes on the screen, '노래'. */
export const Song: Story = {
  args: { title: 'The Family Song', kind: 'sing', scenes: 4 },
  parameters: { course: 'd' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'The Family Song' })).toHaveTextContent(
      /노래\s*· 장면 4개/,
    );
  },
};

/** With the show's first picture, when the content names one. */
export const WithPicture: Story = {
  args: { image: sampleSlides[0]?.image ?? null },
};

/** Opened, the show on its way: the button is busy. */
export const Opening: Story = {
  args: { opening: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '영상 보기' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
