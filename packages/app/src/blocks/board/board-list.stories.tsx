import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ListDemo } from './demo';
import { QNA_TYPES, samplePosts } from './fixtures';

const meta = {
  title: 'Boards/BoardList',
  component: ListDemo,
  args: { posts: samplePosts, onSearch: fn(), onRetry: fn() },
} satisfies Meta<typeof ListDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** An inquiry list: number, title, date and the answered badge; the newest has the highest number. */
export const Inquiries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '글 목록' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('3녹음이 잘 안 돼요2026.05.02답변 대기');
    await expect(rows[3]).toHaveTextContent('답변 완료');
    await expect(canvas.getByRole('link', { name: '녹음이 잘 안 돼요' })).toHaveAttribute('href', '/board/2');
  },
};

/** Searching the title only: '점수' is in one title; in the content search it is found too. */
export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: '검색 조건' }));
    await userEvent.click(await screen.findByRole('option', { name: '제목' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: '검색어' }), '점수');
    await userEvent.click(canvas.getByRole('button', { name: '검색' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({ srchTp: 'T', srchText: '점수', srchContTp: '' });
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
    await expect(canvas.getByText('전체 1개')).toBeVisible();

    await userEvent.clear(canvas.getByRole('searchbox', { name: '검색어' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: '검색어' }), '없는 말{Enter}');
    await expect(await canvas.findByText('찾는 글이 없어요. 다른 검색어로 찾아 보세요.')).toBeVisible();
  },
};

/** The site Q&A: the type column and the content-type filter (applied when chosen). */
export const QnaWithTypeFilter: Story = {
  args: { contentTypes: QNA_TYPES },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: '유형' })).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: '문의 유형' }));
    await userEvent.click(await screen.findByRole('option', { name: '학습 이용 문의' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({ srchTp: 'TD', srchText: '', srchContTp: '02' });
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
    await expect(canvas.getByRole('row', { name: /학습 이용 문의/ })).toBeVisible();
  },
};

/** Many pages: the kit's pagination under the list. */
export const ManyPages: Story = {
  args: { totalCount: 57, pageRow: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: '페이지 이동' });
    await expect(within(nav).getByRole('button', { name: '6 페이지' })).toBeVisible();
    await userEvent.click(within(nav).getByRole('button', { name: '2 페이지' }));
    await expect(within(nav).getByRole('button', { name: '2 페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Empty: Story = {
  args: { posts: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('아직 쓴 글이 없어요.');
    await expect(canvas.queryByRole('navigation', { name: '페이지 이동' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('목록을 불러오고 있어요.');
  },
};

export const LoadFailed: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('목록을 불러오지 못했어요.');
    await userEvent.click(canvas.getByRole('button', { name: '다시 불러오기' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Below 901 px each post is a card; the whole card opens the post. */
export const Mobile: Story = {
  args: { contentTypes: QNA_TYPES },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('table')).toBeNull());
    const list = canvas.getByRole('list', { name: '글 목록' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByRole('link', { name: '주간 평가 점수가 궁금해요' })).toBeVisible();
  },
};

export const CourseThemeD: Story = { parameters: { theme: 'study', course: 'd' } };
export const CourseThemeG: Story = {
  parameters: { theme: 'study', course: 'g' },
  args: { contentTypes: QNA_TYPES },
};
