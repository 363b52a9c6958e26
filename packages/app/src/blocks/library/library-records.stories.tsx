import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { RecordsDemo } from './demo';
import { sampleRecords } from './fixtures';

/** The tracks the plays use: the second, the fourth, the one of course B and their titles. */
const second = sampleRecords[1]!;
const fourth = sampleRecords[3]!;
const ofCourse = (course: string) => sampleRecords.filter((track) => track.course === course);
const courseB = ofCourse('B')[0]!;

const meta = {
  title: 'Library/LibraryRecords',
  component: RecordsDemo,
  args: { onPageChange: fn(), onSearch: fn(), onRetry: fn(), onFilterChange: fn() },
  parameters: { theme: 'study' },
} satisfies Meta<typeof RecordsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Eight tracks: each row with its big play button named by the track, its place in the course and its length. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '음원 고르기' })).toBeVisible();
    const list = canvas.getByRole('list', { name: '버디음원 목록' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(sampleRecords.length);
    await expect(canvas.getByText(`전체 ${sampleRecords.length}개`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: `${second.title} 듣기` })).toBeVisible();
    await expect(canvas.getAllByText(`A코스 1단계 ${second.week}주`)[0]).toBeVisible();
  },
};

/** Playing: the button's name turns to pause and the row says so; another track takes over (one at a time). */
export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `${second.title} 듣기` }));
    await expect(canvas.getByRole('button', { name: `${second.title} 일시정지` })).toBeVisible();
    await expect(canvas.getByText('듣는 중')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `${fourth.title} 듣기` }));
    await expect(canvas.getByRole('button', { name: `${fourth.title} 일시정지` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `${second.title} 듣기` })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `${fourth.title} 일시정지` }));
    await expect(canvas.getByRole('button', { name: `${fourth.title} 이어 듣기` })).toBeVisible();
    await expect(canvas.getByText('멈춤')).toBeVisible();
  },
};

/** A track's sentences with their Korean, on demand. */
export const Sentences: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: `${second.title} 문장 보기` });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const sentences = canvas.getByRole('list', { name: `${second.title} 문장` });
    await expect(within(sentences).getAllByRole('listitem')).toHaveLength(second.slides.length);
    await expect(within(sentences).getByText(second.slides.at(-1)!.ko)).toBeVisible();
  },
};

/** Filtered to course A, step 4: its tracks; the filter came from outside (a link, back/forward). */
export const Filtered: Story = {
  args: { initialFilter: { course: 'A', step: '4', week: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: '코스' })).toHaveTextContent('A코스');
    await expect(canvas.getByRole('combobox', { name: '단계' })).toHaveTextContent('4단계');
    await expect(canvas.getByRole('combobox', { name: '주' })).toHaveTextContent('전체');
    await expect(
      canvas.getByText(
        `전체 ${sampleRecords.filter((track) => track.course === 'A' && track.step === 4).length}개`,
      ),
    ).toBeVisible();
  },
};

/** Choosing a course filters at once and tells the caller the whole filter. */
export const ChooseCourse: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: '코스' }));
    await userEvent.click(await screen.findByRole('option', { name: 'B코스' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ course: 'B', step: '', week: '' });
    await waitFor(() => expect(canvas.getByText(`전체 ${ofCourse('B').length}개`)).toBeVisible());
    await expect(canvas.getByRole('button', { name: `${courseB.title} 듣기` })).toBeVisible();
  },
};

/** A filter that finds nothing says so in the search's words. */
export const EmptyFilter: Story = {
  args: { initialFilter: { course: 'G', step: '', week: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('찾는 음원이 없어요.');
  },
};

export const Empty: Story = {
  args: { source: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '아직 들을 수 있는 음원이 없어요.',
    );
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('버디음원을 불러오고 있어요.');
  },
};

export const LoadFailed: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('버디음원을 불러오지 못했어요.');
    await userEvent.click(canvas.getByRole('button', { name: '다시 불러오기' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** At 375 px the three selects share a row and every row keeps its title whole; the buttons stay 44 px or more. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: '음원 고르기' });
    await waitFor(() => expect(group.getBoundingClientRect().width).toBeLessThan(400));
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
    const play = canvas.getByRole('button', { name: `${fourth.title} 듣기` });
    await expect(play.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const title = canvas.getAllByText(fourth.title)[0]!;
    await expect(title.getBoundingClientRect().width).toBeGreaterThan(150);
  },
};
