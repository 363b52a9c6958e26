import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DetailDemo } from './demo';
import { answeredPost, QNA_TYPES, qnaPost, waitingPost } from './fixtures';

const meta = {
  title: 'Boards/BoardDetail',
  component: DetailDemo,
  args: { post: waitingPost, onDelete: fn() },
} satisfies Meta<typeof DetailDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for an answer: edit and delete; the content keeps its line breaks. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '녹음이 잘 안 돼요' })).toBeVisible();
    await expect(canvas.getByText('답변 대기')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '수정' })).toHaveAttribute('href', '/board/2/edit');
    await expect(canvas.getByRole('region', { name: '선생님 답변' })).toHaveTextContent(
      '아직 답변을 준비하고',
    );
  },
};

/** Answered: the centre's answer box; no edit (an answered post cannot be changed); HTML shows as text. */
export const Answered: Story = {
  args: { post: answeredPost },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '선생님 답변' })).toHaveTextContent(
      '평가 목록에서 점수를',
    );
    await expect(canvas.queryByRole('link', { name: '수정' })).toBeNull();
    await expect(canvas.getByRole('note')).toHaveTextContent('답변이 달린 글은 고칠 수 없어요.');
    await expect(canvas.getByText(/<b>굵게<\/b>/)).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};

export const QnaPost: Story = { args: { post: qnaPost, contentTypes: QNA_TYPES } };

/** Delete asks first: cancel keeps the post, OK deletes it. */
export const DeleteConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '삭제' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('이 글을 지울까요?');
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '삭제' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '확인' }),
    );
    await expect(await canvas.findByText('지웠어요 (story)')).toBeVisible();
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = { args: { post: answeredPost }, globals: { viewport: { value: 'mobile' } } };
export const CourseThemeB: Story = { parameters: { theme: 'study', course: 'b' } };
export const CourseThemeE: Story = {
  args: { post: answeredPost },
  parameters: { theme: 'study', course: 'e' },
};
