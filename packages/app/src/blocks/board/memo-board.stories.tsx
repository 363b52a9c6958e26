import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MemoDemo } from './demo';
import { sampleMemos } from './fixtures';

const meta = {
  title: 'Boards/MemoBoard',
  component: MemoDemo,
  args: { memos: sampleMemos, onDelete: fn(), onCheckedChange: fn() },
} satisfies Meta<typeof MemoDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Memos: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: '메모 목록' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const done = canvas.getByRole('checkbox', { name: '완료: 단어 카드 10장 복습하기' });
    await expect(done).toBeChecked();
    // A box a child can hit: 32 px drawn (issue 30, defect 7), 44 px to the pointer.
    await expect(done.getBoundingClientRect().width).toBe(32);
    await expect(canvas.getByText('2026.05.03')).toBeVisible();
  },
};

/** Write (an empty one first: the message in the dialog), then check the new memo. */
export const WriteAndCheck: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '메모 남기기' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('메모 항목을 확인해주세요.');
    const ok = within(dialog).getByRole('button', { name: '확인' });
    // Radix lets the dialog take pointer events in an effect after it opens; on a loaded machine a press came first.
    await waitFor(() => expect(getComputedStyle(ok).pointerEvents).not.toBe('none'));
    await userEvent.click(ok);
    const box = canvas.getByRole('textbox', { name: '새 메모' });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.type(box, '크레파스 챙기기');
    await userEvent.click(canvas.getByRole('button', { name: '메모 남기기' }));
    await waitFor(() => expect(box).toHaveValue(''));
    const check = await canvas.findByRole('checkbox', { name: '완료: 크레파스 챙기기' });
    await userEvent.click(check);
    await expect(args.onCheckedChange).toHaveBeenCalledWith(100, true);
    await expect(check).toBeChecked();
  },
};

/** Inline edit: the box takes the focus, 저장 stores, 취소 leaves it. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '메모 고치기: 단어 카드 10장 복습하기' }));
    const box = canvas.getByRole('textbox', { name: '메모 고치기: 단어 카드 10장 복습하기' });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.clear(box);
    await userEvent.type(box, '단어 카드 20장 복습하기');
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await expect(await canvas.findByText('단어 카드 20장 복습하기')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '저장' })).toBeNull();
  },
};

/** Delete asks first. */
export const DeleteConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', { name: '메모 지우기: 단어 카드 10장 복습하기' });
    await userEvent.click(remove);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '취소' }),
    );
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('이 메모를 지울까요?');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    const list = canvas.getByRole('list', { name: '메모 목록' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await expect(args.onDelete).toHaveBeenCalledWith(3);
  },
};

export const ManyPages: Story = {
  args: {
    pageRow: 2,
    memos: Array.from({ length: 5 }, (_, i) => ({
      boardNo: 50 - i,
      content: `메모 ${5 - i}`,
      checked: i % 2 === 0,
      createdAt: Date.UTC(2026, 4, 4 - i, 1),
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '3 페이지' }));
    const list = canvas.getByRole('list', { name: '메모 목록' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByText('메모 1')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { memos: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('아직 메모가 없어요.');
  },
};
export const Loading: Story = { args: { state: 'loading' } };
export const LoadFailed: Story = { args: { state: 'error' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const CourseThemeA: Story = { parameters: { theme: 'study', course: 'a' } };
export const CourseThemeG: Story = { parameters: { theme: 'study', course: 'g' } };
