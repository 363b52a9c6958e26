import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GrammarDemo } from './demo';
import { sampleGrammar } from './fixtures';

const [first, , third, fourth] = [sampleGrammar[0]!, sampleGrammar[1]!, sampleGrammar[2]!, sampleGrammar[3]!];

const meta = {
  title: 'Library/LibraryGrammarList',
  component: GrammarDemo,
  args: { onPageChange: fn(), onSearch: fn(), onRetry: fn(), onOpenLecture: fn() },
  parameters: { theme: 'study' },
} satisfies Meta<typeof GrammarDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** On desktop: the longer labels; the sheets open in a new window and say so in their names. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: '문법 강의 목록' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(sampleGrammar.length);
    const sheet = canvas.getByRole('link', { name: `${first.title} 학습지 보기 (새 창)` });
    await expect(sheet).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: `${first.title} 정답 보기 (새 창)` })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `${third.title} 강의 보기` }));
    await expect(args.onOpenLecture).toHaveBeenCalledWith(third.id);
  },
};

/** A lecture without its worksheet yet: only the lecture and the answers. */
export const WithoutWorksheet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: `${fourth.title} 학습지 보기 (새 창)` })).toBeNull();
    await expect(canvas.getByRole('link', { name: `${fourth.title} 정답 보기 (새 창)` })).toBeVisible();
  },
};

/** At 375 px the three actions share a row with the spec's short labels: 학습지 / 동영상 강의 / 정답. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sheet = await canvas.findByRole('link', { name: `${first.title} 학습지 (새 창)` });
    const lecture = canvas.getByRole('button', { name: `${first.title} 동영상 강의` });
    const answer = canvas.getByRole('link', { name: `${first.title} 정답 (새 창)` });
    await waitFor(() => expect(sheet.getBoundingClientRect().top).toBe(lecture.getBoundingClientRect().top));
    await expect(answer.getBoundingClientRect().top).toBe(lecture.getBoundingClientRect().top);
    for (const action of [sheet, lecture, answer])
      await expect(action.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(lecture);
    await expect(args.onOpenLecture).toHaveBeenCalledWith(first.id);
    const list = canvas.getByRole('list', { name: '문법 강의 목록' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

export const EmptySearch: Story = {
  args: { initialSearch: { srchTp: 'TD', srchText: 'past tense' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('찾는 강의가 없어요.');
  },
};

export const Empty: Story = {
  args: { source: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '아직 볼 수 있는 문법 강의가 없어요.',
    );
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('문법 강의를 불러오고 있어요.');
  },
};

export const LoadFailed: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('문법 강의를 불러오지 못했어요.');
    await userEvent.click(canvas.getByRole('button', { name: '다시 불러오기' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Two lectures a page: the kit's pagination. */
export const SecondPage: Story = {
  args: { pageRow: 2, initialPage: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: '페이지 이동' });
    await expect(within(nav).getByRole('button', { name: '2 페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('heading', { name: `${third.title} ${third.titleKo}` })).toBeVisible();
  },
};
