import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AudioPlayerProvider } from '@buddy/ui/test-paper';
import { libraryHref, sampleCards, sampleVideos } from './fixtures';
import { LibraryViewer } from './library-viewer';

const meta = {
  title: 'Library/LibraryViewer',
  component: LibraryViewer,
  args: {
    item: sampleVideos[2]!,
    kind: 'video',
    backHref: '/library/videos?page=1',
    prev: { id: 102, title: 'Animals I Know' },
    next: { id: 104, title: 'Sing a Rainbow' },
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
      canvas.getByRole('heading', { level: 2, name: 'Apples, Apples, Yum! 사과 사과 냠냠' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '목록으로' })).toHaveAttribute(
      'href',
      '/library/videos?page=1',
    );
    await expect(canvas.getByRole('region', { name: 'Apples, Apples, Yum! 영상' })).toBeVisible();
    await expect(canvas.getByText('Apples, apples, yum, yum, yum!')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: '이전 편과 다음 편' });
    await expect(within(nav).getByRole('link', { name: '이전 편 Animals I Know' })).toHaveAttribute(
      'href',
      '/library/videos/102',
    );
    await expect(within(nav).getByRole('link', { name: '다음 편 Sing a Rainbow' })).toHaveAttribute(
      'href',
      '/library/videos/104',
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
  args: { item: sampleCards[0]!, kind: 'ebook', prev: null, next: { id: 402, title: 'Colours All Around' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const book = canvas.getByRole('region', { name: 'Snowy Day, Sunny Day 그림책' });
    await expect(within(book).getByRole('article', { name: '1 / 3쪽' })).toBeVisible();
    await userEvent.click(within(book).getByRole('button', { name: 'The snow is white. 읽어 주기' }));
    await userEvent.click(within(book).getByRole('button', { name: '다음 쪽' }));
    // The next page fades in over 0.28 s.
    await waitFor(() => expect(within(book).getByText('It is sunny today.')).toBeVisible());
    await expect(canvas.getByText('첫 번째 편이에요.')).toBeVisible();
  },
};

/** At 375 px the long title wraps by words and the neighbours stack. */
export const Mobile: Story = {
  args: { item: sampleVideos[9]!, next: null, prev: { id: 109, title: 'What Time Is It?' } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('마지막 편이에요.')).toBeVisible();
    const article = canvasElement.querySelector('[data-slot="library-viewer"]')!;
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
  },
};
