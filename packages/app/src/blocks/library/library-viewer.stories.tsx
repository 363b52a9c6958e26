import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AudioPlayerProvider } from '@buddy/ui/test-paper';
import { libraryHref, sampleCards, sampleVideos } from './fixtures';
import { LibraryViewer } from './library-viewer';

const neighbour = ({ id, title }: { id: number; title: string }) => ({ id, title });
const [video, before, after] = [sampleVideos[2]!, sampleVideos[1]!, sampleVideos[3]!];
const ebook = sampleCards[0]!;

const meta = {
  title: 'Library/LibraryViewer',
  component: LibraryViewer,
  args: {
    item: video,
    kind: 'video',
    backHref: '/library/videos?page=1',
    prev: neighbour(before),
    next: neighbour(after),
    hrefFor: libraryHref,
  },
  parameters: { theme: 'study' },
  decorators: [
    (Story) => (
      <AudioPlayerProvider>
        <main className="mx-auto max-w-[1020px] p-4">
          <Story />
        </main>
      </AudioPlayerProvider>
    ),
  ],
} satisfies Meta<typeof LibraryViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A video: the slide show with its lines; back to the list, and the previous and next videos. */
export const Video: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: `${video.title} ${video.titleKo}` }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '목록으로' })).toHaveAttribute(
      'href',
      '/library/videos?page=1',
    );
    await expect(canvas.getByRole('region', { name: `${video.title} 영상` })).toBeVisible();
    await expect(canvas.getByText(video.slides[0]!.text)).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: '이전 편과 다음 편' });
    await expect(within(nav).getByRole('link', { name: `이전 편 ${before.title}` })).toHaveAttribute(
      'href',
      `/library/videos/${before.id}`,
    );
    await expect(within(nav).getByRole('link', { name: `다음 편 ${after.title}` })).toHaveAttribute(
      'href',
      `/library/videos/${after.id}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: '재생' }));
    await expect(canvas.getByRole('button', { name: '일시정지' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '일시정지' }));
  },
};

/** A song: the lyrics beside the pictures, the line being sung highlighted; choosing a line moves the song to it. */
export const SongWithLyrics: Story = {
  args: { lyrics: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lyrics = canvas.getByRole('region', { name: '가사' });
    const lines = within(lyrics).getAllByRole('button');
    await expect(lines.length).toBeGreaterThan(1);
    await expect(lines[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(lines[1] as HTMLElement);
    await expect(lines[1]).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(`장면 2 / ${lines.length}`);
  },
};

/** An ebook: a picture book, one page at a time, read aloud on demand; the first of its list. */
export const Ebook: Story = {
  args: { item: ebook, kind: 'ebook', prev: null, next: neighbour(sampleCards[1]!) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const book = canvas.getByRole('region', { name: `${ebook.title} 그림책` });
    await expect(within(book).getByRole('article', { name: `1 / ${ebook.slides.length}쪽` })).toBeVisible();
    await userEvent.click(within(book).getByRole('button', { name: `${ebook.slides[0]!.text} 읽어 주기` }));
    await userEvent.click(within(book).getByRole('button', { name: '다음 쪽' }));
    // The next page fades in over 0.28 s.
    await waitFor(() => expect(within(book).getByText(ebook.slides[1]!.text)).toBeVisible());
    await expect(canvas.getByText('첫 번째 편이에요.')).toBeVisible();
  },
};

/** At 375 px the long title wraps by words and the neighbours stack. */
export const Mobile: Story = {
  args: { item: sampleVideos[9]!, next: null, prev: neighbour(sampleVideos[8]!) },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('마지막 편이에요.')).toBeVisible();
    const article = canvasElement.querySelector('[data-slot="library-viewer"]')!;
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
  },
};
