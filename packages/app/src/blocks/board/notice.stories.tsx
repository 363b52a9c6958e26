import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BoardList } from './board-list';
import { BoardStoryFrame } from './demo';
import { markedUpNotice, nextListedNotice, noticeCount, sampleNotices } from './fixtures';

const pinned = sampleNotices.filter((notice) => notice.pinned);
const [firstUnpinned] = sampleNotices.filter((notice) => !notice.pinned);
import { NoticeDetail } from './notice-detail';

/** The customer centre's notices: a board list of the notice kind (pinned ones marked, no answer state). */
const meta = {
  title: 'Boards/Notices',
  component: BoardList,
  decorators: [(Story) => <BoardStoryFrame>{Story()}</BoardStoryFrame>],
  args: {
    kind: 'notices',
    state: 'ready',
    posts: sampleNotices,
    totalCount: noticeCount,
    page: 1,
    search: { srchTp: 'TD', srchText: '' },
    onSearch: fn(),
    onPageChange: fn(),
    hrefFor: (boardNo: number) => `/services/notice/${boardNo}`,
    words: { caption: '공지사항 목록', empty: '아직 공지사항이 없어요.' },
  },
} satisfies Meta<typeof BoardList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Pinned notices say '중요' where the number goes; the others count down from the total; no answer column. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveTextContent(`중요${sampleNotices[0]!.title}`);
    // The first notice that is not pinned has the number the total gives its place.
    await expect(rows[pinned.length + 1]).toHaveTextContent(
      `${noticeCount - pinned.length}${firstUnpinned!.title}`,
    );
    await expect(canvas.queryByRole('columnheader', { name: '답변 상태' })).toBeNull();
  },
};

export const Empty: Story = { args: { posts: [], totalCount: 0 } };
export const Loading: Story = { args: { state: 'loading' } };
export const Failed: Story = { args: { state: 'error', onRetry: fn() } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};

/** One notice: its paragraphs as text, the next and previous notices, back to the list. */
export const Detail: Story = {
  render: () => (
    <NoticeDetail
      notice={markedUpNotice}
      prev={{ boardNo: nextListedNotice.boardNo, title: nextListedNotice.title }}
      next={null}
      hrefFor={(boardNo) => `/services/notice/${boardNo}`}
      listHref="/services/notice"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('<b>굵게</b>는 글자 그대로 보여요.', { exact: false })).toBeVisible();
    await expect(canvas.getByText('다음 글이 없어요.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: nextListedNotice.title })).toHaveAttribute(
      'href',
      `/services/notice/${nextListedNotice.boardNo}`,
    );
  },
};
