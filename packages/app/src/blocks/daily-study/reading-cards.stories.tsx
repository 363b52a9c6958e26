import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AudioPlayerProvider } from '@buddy/ui/test-paper';
import { sampleSlides } from './fixtures';
import { ReadingCards } from './reading-cards';
import { RecordButton } from './record-button';

const meta = {
  title: 'Daily study/ReadingCards',
  component: ReadingCards,
  args: { title: 'Read Along', slides: sampleSlides, onPartDone: fn() },
  parameters: { course: 'b' },
  decorators: [
    (Story) => (
      <AudioPlayerProvider>
        <div className="max-w-[640px] p-6">
          <Story />
        </div>
      </AudioPlayerProvider>
    ),
  ],
} satisfies Meta<typeof ReadingCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** '읽었어요' reports the card and shows the next; previous goes back to it, marked as read. */
export const Read: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: '1 / 3' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '읽었어요' }));
    await expect(args.onPartDone).toHaveBeenCalledWith(0);
    await waitFor(() => expect(canvas.getByText('I love my mom.')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: '이전 문장' }));
    await waitFor(() => expect(canvas.getByText('읽은 문장')).toBeVisible());
  },
};

/** Listening plays the sentence on the shared player. */
export const Listening: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'My dad is tall. 듣기' }));
    await expect(canvas.getByRole('button', { name: '그만 듣기' })).toBeVisible();
  },
};

export const WithMeaning: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '우리말 뜻' }));
    await expect(canvas.getByText('우리 아빠는 키가 커요.')).toBeVisible();
  },
};

/** A speak unit: no '읽었어요'; each card has its recording. */
export const Speak: Story = {
  args: {
    title: 'Say It',
    markable: false,
    actions: (slide) => <RecordButton state="idle" subject={slide.text} />,
  },
  parameters: { course: 'e' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '읽었어요' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '녹음하기' })).toBeVisible();
  },
};

export const AllRead: Story = { args: { doneParts: [0, 1, 2] }, parameters: { course: 'g' } };
export const Empty: Story = { args: { slides: [] } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
