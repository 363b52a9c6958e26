import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AudioPlayerProvider } from '@buddy/ui/test-paper';
import { sampleSlides, silentSlides } from './fixtures';
import { SlideShowPlayer } from './slide-show-player';

const meta = {
  title: 'Daily study/SlideShowPlayer',
  component: SlideShowPlayer,
  args: { title: 'Watch: My Family', slides: sampleSlides, onPartDone: fn(), onFinished: fn() },
  parameters: { course: 'a' },
  decorators: [
    (Story) => (
      <AudioPlayerProvider>
        <div className="max-w-[720px] p-6">
          <Story />
        </div>
      </AudioPlayerProvider>
    ),
  ],
} satisfies Meta<typeof SlideShowPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: the first slide, play, the slide count and the meaning toggle. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Watch: My Family 영상' })).toBeVisible();
    await expect(canvas.getByText('My dad is tall.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('장면 1 / 3');
    await expect(canvas.getByRole('button', { name: '이전 장면' })).toBeDisabled();
  },
};

/** Playing moves on when each slide's sound ends and reports every slide; the end offers to watch again. */
export const PlaysThrough: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '재생' }));
    await expect(canvas.getByRole('button', { name: '일시정지' })).toBeVisible();
    await waitFor(() => expect(args.onFinished).toHaveBeenCalled(), { timeout: 6000 });
    await expect(args.onPartDone).toHaveBeenCalledTimes(3);
    await expect(args.onPartDone).toHaveBeenNthCalledWith(3, 2);
    await expect(canvas.getByText('끝까지 다 봤어요!')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '처음부터 다시 보기' })).toBeVisible();
  },
};

/** A song: the lyrics beside the pictures, the line being sung highlighted; a line moves the show to it. */
export const SongWithLyrics: Story = {
  args: { lyrics: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lyrics = canvas.getByRole('region', { name: '가사' });
    const lines = within(lyrics).getAllByRole('button');
    await expect(lines).toHaveLength(3);
    await expect(lines[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(lines[1] as HTMLElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('장면 2 / 3');
    await expect(lines[1]).toHaveAttribute('aria-current', 'true');
    await expect(lines[0]).not.toHaveAttribute('aria-current');
  },
};

/**
 * Paused on the first slide, the play button back. That nothing moves on while paused, and that play resumes with
 * the time the slide had left, is proven on a faked clock in daily-study.test.tsx.
 */
export const Paused: Story = {
  // A minute a slide, so a slow machine cannot move on between the two clicks.
  args: { slides: silentSlides.map((slide) => ({ ...slide, durationMs: 60_000 })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '재생' }));
    await userEvent.click(canvas.getByRole('button', { name: '일시정지' }));
    await expect(canvas.getByRole('button', { name: '재생' })).toBeVisible();
    await expect(args.onPartDone).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('장면 1 / 3');
  },
};

/** Slides without sound show for their durationMs. */
export const SilentSlides: Story = {
  args: { slides: silentSlides },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '재생' }));
    await waitFor(() => expect(args.onPartDone).toHaveBeenCalledWith(0), { timeout: 3000 });
    await waitFor(() => expect(canvas.getByText('I love my mom.')).toBeVisible());
  },
};

/** The keys: Space plays and pauses, the arrows move between slides. */
export const Keyboard: Story = {
  args: { slides: silentSlides },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('region', { name: 'Watch: My Family 영상' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('status')).toHaveTextContent('장면 2 / 3');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('status')).toHaveTextContent('장면 1 / 3');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: '일시정지' })).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: '재생' })).toBeVisible();
  },
};

/** The Korean meaning on demand. */
export const WithMeaning: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '우리말 뜻' }));
    await expect(canvas.getByRole('button', { name: '우리말 뜻' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('우리 아빠는 키가 커요.')).toBeVisible();
  },
};

/** Slides already done (stored progress) are marked in the progress row. */
export const StoredProgress: Story = {
  args: { doneParts: [0, 1] },
  parameters: { course: 'c' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1번 장면, 본 장면')).toBeInTheDocument();
    await expect(canvas.getByText('3번 장면')).toBeInTheDocument();
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('1번 장면, 본 장면');
  },
};

export const Empty: Story = { args: { slides: [] } };
export const CourseB: Story = { parameters: { course: 'b' } };
export const CourseD: Story = { parameters: { course: 'd' } };
export const CourseE: Story = { parameters: { course: 'e' } };
export const CourseF: Story = { parameters: { course: 'f' } };
export const CourseG: Story = { parameters: { course: 'g' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
