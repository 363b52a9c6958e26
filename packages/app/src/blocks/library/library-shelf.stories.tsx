import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ShelfDemo } from './demo';
import { matches, sampleVideos } from './fixtures';

const first = sampleVideos[0]!;
/** The second page's videos (six a page) and the longest title among them. */
const secondPage = sampleVideos.slice(6);
const longest = secondPage.reduce((a, b) => (b.title.length > a.title.length ? b : a));
/** A word of one video's title. */
const SEARCHED = 'robot';
const found = sampleVideos.filter((video) => matches(video, { srchTp: 'T', srchText: SEARCHED }));

const meta = {
  title: 'Library/LibraryShelf',
  component: ShelfDemo,
  args: { onPageChange: fn(), onSearch: fn(), onRetry: fn() },
} satisfies Meta<typeof ShelfDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Page 1: six video cards, each one link to its viewer, with its length and both titles. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`전체 ${sampleVideos.length}개`)).toBeVisible();
    const list = canvas.getByRole('list', { name: '영상 목록' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    const link = within(list).getByRole('link', { name: `${first.title} ${first.titleKo}` });
    await expect(link).toHaveAttribute('href', `/library/videos/${first.id}`);
    await expect(within(list).getAllByRole('link')).toHaveLength(6);
    await expect(
      within(list).getByRole('heading', { name: `${first.title} ${first.titleKo}` }),
    ).toBeVisible();
    await expect(within(list).getAllByText('재생 시간')).toHaveLength(6);
  },
};

/** The second page: the last videos, page 2 current. */
export const SecondPage: Story = {
  args: { initialPage: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: '페이지 이동' });
    await expect(within(nav).getByRole('button', { name: '2 페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      within(canvas.getByRole('list', { name: '영상 목록' })).getAllByRole('listitem'),
    ).toHaveLength(secondPage.length);
    await expect(canvas.getByRole('link', { name: `${longest.title} ${longest.titleKo}` })).toBeVisible();
  },
};

/** Searching the titles for 'robot': one video found, the search type read as '제목'. */
export const SearchWithResults: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: '영상 검색' })).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: '검색 조건' }));
    await userEvent.click(await screen.findByRole('option', { name: '제목' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: '검색어' }), ` ${SEARCHED} `);
    await userEvent.click(canvas.getByRole('button', { name: '검색' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({ srchTp: 'T', srchText: SEARCHED });
    await expect(found).toHaveLength(1);
    await waitFor(() => expect(canvas.getByText('전체 1개')).toBeVisible());
    await expect(canvas.getByRole('link', { name: `${found[0]!.title} ${found[0]!.titleKo}` })).toBeVisible();
  },
};

/** A search that found nothing says so, and keeps the text in the field. */
export const EmptySearch: Story = {
  args: { initialSearch: { srchTp: 'TD', srchText: '공룡' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('찾는 영상이 없어요.');
    await expect(canvas.getByRole('searchbox', { name: '검색어' })).toHaveValue('공룡');
    await expect(canvas.queryByRole('navigation', { name: '페이지 이동' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { source: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('아직 볼 수 있는 영상이 없어요.');
    await expect(canvas.queryByRole('navigation', { name: '페이지 이동' })).toBeNull();
  },
};

/** Loading: skeleton cards under a busy status. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('영상을 불러오고 있어요.');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).queryByText('전체', { exact: false })).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('영상을 불러오지 못했어요.');
    await userEvent.click(canvas.getByRole('button', { name: '다시 불러오기' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A signed-out visitor's preview: five videos, a note with the login link, no search and no pages. */
export const Preview: Story = {
  args: { preview: { loginHref: '/login?returnUrl=/library/videos' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('지금은 미리보기로 5편만 볼 수 있어요. 로그인하면 모든 영상을 볼 수 있어요.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '로그인하기' })).toHaveAttribute(
      'href',
      '/login?returnUrl=/library/videos',
    );
    await expect(
      within(canvas.getByRole('list', { name: '영상 목록' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    await expect(canvas.queryByRole('search')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: '페이지 이동' })).toBeNull();
  },
};

/** At 375 px one card a row; the long title wraps by words, never one word a line. */
export const Mobile: Story = {
  args: { initialPage: 2 },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: '영상 목록' });
    await waitFor(() => expect(list.getBoundingClientRect().width).toBeLessThan(400));
    // Two cards a row on a phone (spec §9): the second beside the first, the third below them.
    const [first, second, third] = within(list).getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBe(first!.getBoundingClientRect().top);
    await expect(third!.getBoundingClientRect().top).toBeGreaterThan(
      first!.getBoundingClientRect().bottom - 1,
    );
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    const title = canvas.getByText(longest.title);
    // The page's longest title on at most three lines at 20 px.
    await expect(title.getBoundingClientRect().height).toBeLessThan(100);
  },
};

export const CourseThemeC: Story = { parameters: { theme: 'study', course: 'c' } };
