import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RecordingList, type RecordingListProps } from './recording-list';
import { recordingName, recordings } from './fixtures';

const ALL = recordings(23);

/** The list over 23 recordings with its page and search in state, as the page holds them. */
function Demo(props: Partial<RecordingListProps> & { pool?: typeof ALL }) {
  const pool = props.pool ?? ALL;
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const found = pool.filter((item) => item.fileName.includes(search));
  return (
    <RecordingList
      recordings={found.slice((page - 1) * 10, page * 10)}
      page={page}
      totalCount={found.length}
      searchText={search}
      downloadAllHref={pool.length > 0 ? '#download-all' : null}
      downloadAllName="buddy-recordings-20260318.zip"
      {...props}
      onPageChange={(next) => {
        props.onPageChange?.(next);
        setPage(next);
      }}
      onSearch={(text) => {
        props.onSearch?.(text);
        setSearch(text);
        setPage(1);
      }}
    />
  );
}

const meta = {
  title: 'My page/RecordingList',
  component: Demo,
  args: { onPageChange: fn(), onSearch: fn(), onRetry: fn() },
  decorators: [
    (Story, { parameters }) => (
      <div data-course={(parameters.course as string | undefined) ?? 'a'} className="max-w-[1020px] p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /내 목소리/ })).toHaveTextContent('모두 23개');
    const table = canvas.getByRole('table', { name: '녹음 파일 목록' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    const first = ALL[0]!;
    // A row says what was recorded, where and when, never the stored file's name.
    const row = within(table).getAllByRole('row')[1]!;
    await expect(within(row).getByRole('rowheader')).toHaveTextContent(/^Say It/);
    await expect(row).toHaveTextContent('말하기 · A코스 1단계 2주 3일차 3번 활동');
    await expect(row).toHaveTextContent('2026년 3월 24일 오전 10:15');
    await expect(row).toHaveTextContent('52KB');
    await expect(row).not.toHaveTextContent(first.fileName);
    // Without a title the row is named by its place in the course.
    await expect(
      within(table).getByRole('rowheader', { name: 'A코스 1단계 2주 5일차 2번 활동' }),
    ).toBeVisible();
    await expect(within(row).getByRole('link', { name: `${recordingName(first)} 내려받기` })).toHaveAttribute(
      'download',
      first.fileName,
    );
    await expect(canvas.getByRole('link', { name: '전체 내려받기' })).toHaveAttribute(
      'download',
      'buddy-recordings-20260318.zip',
    );
    await userEvent.click(canvas.getByRole('button', { name: '3 페이지' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(4);
  },
};

/** One player: playing a second recording stops the first; a finished clip resets its button. */
export const Play: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [a, b] = [ALL[0]!, ALL[1]!];
    await userEvent.click(canvas.getByRole('button', { name: `${recordingName(a)} 듣기` }));
    await expect(canvas.getByRole('button', { name: `${recordingName(a)} 멈추기` })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `${recordingName(b)} 듣기` }));
    await expect(canvas.getByRole('button', { name: `${recordingName(a)} 듣기` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `${recordingName(b)} 멈추기` })).toBeVisible();
    const audio = canvasElement.querySelector('audio')!;
    await waitFor(() => expect(audio.paused).toBe(false));
    // The 0.4 s clip ends by itself.
    await waitFor(
      () => expect(canvas.getByRole('button', { name: `${recordingName(b)} 듣기` })).toBeVisible(),
      {
        timeout: 3000,
      },
    );
  },
};

export const StopPlaying: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const a = ALL[2]!;
    await userEvent.click(canvas.getByRole('button', { name: `${recordingName(a)} 듣기` }));
    await userEvent.click(canvas.getByRole('button', { name: `${recordingName(a)} 멈추기` }));
    await expect(canvasElement.querySelector('audio')!.paused).toBe(true);
    await expect(canvas.getByRole('button', { name: `${recordingName(a)} 듣기` })).toBeVisible();
  },
};

/** Two recordings whose files cannot be played. */
const BROKEN = recordings(2).map((item) => ({ ...item, fileUrl: 'data:audio/wav;base64,AAAA' }));

export const PlayFailure: Story = {
  args: { pool: BROKEN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `${recordingName(BROKEN[0]!)} 듣기` }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('녹음 파일을 재생하지 못했어요.');
  },
};

export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox', { name: '코스·단계·주로 녹음 찾기' });
    await userEvent.type(field, ' A-1-1-3-3 {Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('A-1-1-3-3');
    const rows = within(canvas.getByRole('table')).getAllByRole('rowheader');
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) await expect(row).toHaveTextContent(/A코스 1단계 1주 3일차 3번 활동/);
    // A new search remounts the form with the text in force.
    const again = canvas.getByRole('searchbox', { name: '코스·단계·주로 녹음 찾기' });
    await expect(again).toHaveValue('A-1-1-3-3');
    await userEvent.clear(again);
    await userEvent.type(again, 'Z-9');
    await userEvent.click(canvas.getByRole('button', { name: '검색' }));
    await expect(canvas.getByText('찾는 녹음 파일이 없어요.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { pool: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/아직 녹음한 파일이 없어요/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '전체 내려받기' })).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '다시 불러오기' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const CourseC: Story = { args: { pool: recordings(4, 'C') }, parameters: { course: 'c' } };
export const CourseF: Story = { args: { pool: recordings(12, 'F') }, parameters: { course: 'f' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
