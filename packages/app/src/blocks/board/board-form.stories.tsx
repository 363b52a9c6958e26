import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FormDemo } from './demo';
import { QNA_TYPES } from './fixtures';

const meta = {
  title: 'Boards/BoardForm',
  component: FormDemo,
  args: { onSubmit: fn() },
} satisfies Meta<typeof FormDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inquiry: Story = {};

/** An empty submit: the first failing field's message in the dialog and under the field, then focus on it. */
export const WriteWithError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));
    const dialog = await screen.findByRole('alertdialog', { name: '입력 확인' });
    await expect(dialog).toHaveTextContent('제목 항목을 확인해주세요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    const title = canvas.getByRole('textbox', { name: '제목' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription(/제목 항목을 확인해주세요\./);

    await userEvent.type(title, '숙제 질문');
    await expect(canvas.getByText('5 / 100자')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '확인' }),
    );
    await waitFor(() => expect(canvas.getByRole('textbox', { name: '내용' })).toHaveFocus());
    await userEvent.type(canvas.getByRole('textbox', { name: '내용' }), '  첫 줄{Enter}둘째 줄  ');
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ title: '숙제 질문', content: '첫 줄\n둘째 줄' });
  },
};

/** The Q&A form asks for the content type first. */
export const QnaWrite: Story = {
  args: { contentTypes: QNA_TYPES },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('문의 유형 항목을 확인해주세요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    const type = canvas.getByRole('combobox', { name: '문의 유형' });
    await waitFor(() => expect(type).toHaveFocus());
    await userEvent.click(type);
    await userEvent.click(await screen.findByRole('option', { name: '건의 사항' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '제목' }), '바라는 점');
    await userEvent.type(canvas.getByRole('textbox', { name: '내용' }), '노래가 더 많으면 좋겠어요.');
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      contTp: '03',
      title: '바라는 점',
      content: '노래가 더 많으면 좋겠어요.',
    });
  },
};

/** Editing: the stored values, 저장. */
export const Edit: Story = {
  args: {
    mode: 'edit',
    contentTypes: QNA_TYPES,
    defaultValues: { contTp: '02', title: '녹음이 잘 안 돼요', content: '소리가 작게 녹음돼요.' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: '문의 유형' })).toHaveTextContent('학습 이용 문의');
    const title = canvas.getByRole('textbox', { name: '제목' });
    await userEvent.clear(title);
    await userEvent.type(title, '녹음 소리가 작아요');
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      contTp: '02',
      title: '녹음 소리가 작아요',
      content: '소리가 작게 녹음돼요.',
    });
  },
};

export const Saving: Story = {
  args: { busy: true, defaultValues: { title: '제목', content: '내용' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '등록' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Mobile: Story = {
  args: { contentTypes: QNA_TYPES },
  globals: { viewport: { value: 'mobile' } },
};
export const CourseThemeC: Story = { parameters: { theme: 'study', course: 'c' } };
export const CourseThemeF: Story = {
  args: { contentTypes: QNA_TYPES },
  parameters: { theme: 'study', course: 'f' },
};
