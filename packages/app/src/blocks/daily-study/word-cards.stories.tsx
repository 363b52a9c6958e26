import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AudioPlayerProvider } from '@buddy/ui/test-paper';
import { sampleWords } from './fixtures';
import { WordCards } from './word-cards';

const meta = {
  title: 'Daily study/WordCards',
  component: WordCards,
  args: { title: 'Word Cards', items: sampleWords, onPartDone: fn() },
  parameters: { course: 'c' },
  decorators: [
    (Story) => (
      <AudioPlayerProvider>
        <div className="max-w-[1020px] p-6">
          <Story />
        </div>
      </AudioPlayerProvider>
    ),
  ],
} satisfies Meta<typeof WordCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Turning a card shows its meaning and example and reports it once; turning back shows the word again. */
export const Flip: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'mom 카드 뒤집어 뜻 보기' }));
    await waitFor(() => expect(canvas.getByText('엄마')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('I love my mom.')).toBeVisible());
    await expect(args.onPartDone).toHaveBeenCalledWith(0);
    await userEvent.click(canvas.getByRole('button', { name: 'mom 카드 앞면 보기' }));
    await userEvent.click(canvas.getByRole('button', { name: 'mom 카드 뒤집어 뜻 보기' }));
    await expect(args.onPartDone).toHaveBeenCalledTimes(1);
  },
};

export const Listening: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'baby 듣기' }));
    await expect(canvas.getByRole('button', { name: '그만 듣기' })).toBeVisible();
  },
};

export const Seen: Story = { args: { doneParts: [0, 2] }, parameters: { course: 'f' } };
export const Empty: Story = { args: { items: [] } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
