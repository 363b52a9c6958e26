import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { reduceMotion, visible } from '@buddy/ui/samples';
import { albumPage, tooLongComment } from './album-fixtures';
import { AlbumViewer } from './album-viewer';

const pictures = albumPage(1);
/** The picture the viewer opens at (index 2) and its neighbour before it. */
const third = pictures[2]!;
const second = pictures[1]!;

const meta = {
  title: 'Reward/AlbumViewer',
  component: AlbumViewer,
  args: {
    pictures,
    index: 2,
    onIndexChange: fn(),
    onClose: fn(),
    onSave: fn(),
    onDelete: fn(),
  },
  parameters: { theme: 'buddymon' },
  decorators: [
    (Story) => (
      <div className="min-h-[640px] p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AlbumViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open viewer, once it has faded in. */
async function viewer() {
  await visible(screen.findByRole('dialog', { name: '성장 앨범' }));
  return screen.getByRole('dialog');
}

const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });

export const Playground: Story = {};

/** At the first picture '이전 사진' is disabled (and stays focusable); ArrowLeft does nothing, ArrowRight moves. */
export const First: Story = {
  args: { index: 0 },
  play: async ({ args }) => {
    const dialog = await viewer();
    await waitFor(() => expect(within(dialog).getByText('1 / 8')).toBeVisible());
    await expect(dialog).toHaveAccessibleDescription('8장 중 1번째 사진');
    const previous = button(dialog, '이전 사진');
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(within(dialog).getByText('1 / 8')).toBeVisible());
    await expect(args.onIndexChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(dialog).getByText('2 / 8')).toBeVisible());
    await waitFor(() => expect(within(dialog).getByText(second.comment)).toBeVisible());
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(previous).not.toHaveAttribute('aria-disabled');
  },
};

/** In the middle both ways are open: the buttons and the arrow keys move, the comment and Seoul date follow. */
export const Middle: Story = {
  play: async ({ args }) => {
    const dialog = await viewer();
    await waitFor(() => expect(within(dialog).getByText('3 / 8')).toBeVisible());
    await waitFor(() => expect(within(dialog).getByText(third.comment)).toBeVisible());
    await waitFor(() => expect(within(dialog).getByText('2025.05.10 09:05')).toBeVisible());
    await expect(button(dialog, '이전 사진')).not.toHaveAttribute('aria-disabled');
    await expect(button(dialog, '다음 사진')).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button(dialog, '다음 사진'));
    await waitFor(() => expect(within(dialog).getByText('4 / 8')).toBeVisible());
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(within(dialog).getByText('2 / 8')).toBeVisible());
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    // The next picture slides in (the person did not ask for reduced motion).
    await userEvent.keyboard('{ArrowRight}');
    const slide = dialog.querySelector<HTMLElement>('[data-slot="album-viewer-slide"]')!;
    await expect(slide).toHaveAttribute('data-slide', 'next');
    await expect(getComputedStyle(slide).animationName).toBe('reward-album-from-next');
  },
};

/** At the last picture '다음 사진' is disabled and ArrowRight stays; 닫기 closes. */
export const Last: Story = {
  args: { index: 7 },
  play: async ({ args }) => {
    const dialog = await viewer();
    await waitFor(() => expect(within(dialog).getByText('8 / 8')).toBeVisible());
    const next = button(dialog, '다음 사진');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(dialog).getByText('8 / 8')).toBeVisible());
    await expect(args.onIndexChange).not.toHaveBeenCalled();
    await userEvent.click(button(dialog, '닫기'));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** 설명 고치기 puts the comment in a field (focused); the arrows then move the caret, not the picture; 저장하기 saves. */
export const Editing: Story = {
  play: async ({ args }) => {
    const dialog = await viewer();
    await userEvent.click(button(dialog, '설명 고치기'));
    const field = within(dialog).getByRole('textbox', { name: '사진 설명' });
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue(third.comment);
    await expect(field).toHaveAccessibleDescription(`${[...third.comment].length} / 100자`);
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(within(dialog).getByText('3 / 8')).toBeVisible());
    await expect(button(dialog, '다음 사진')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, '  멋진 왕관!  ');
    await userEvent.click(button(dialog, '저장하기'));
    await expect(args.onSave).toHaveBeenCalledWith(third.id, '멋진 왕관!');
  },
};

/** An empty comment is not saved: '사진 설명을 적어 주세요.' under the field, and the field is focused. */
export const EmptyCommentError: Story = {
  play: async ({ args }) => {
    const dialog = await viewer();
    await userEvent.click(button(dialog, '설명 고치기'));
    const field = within(dialog).getByRole('textbox', { name: '사진 설명' });
    await userEvent.clear(field);
    await userEvent.type(field, '   ');
    await userEvent.click(button(dialog, '저장하기'));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/사진 설명을 적어 주세요\./);
    await expect(field).toHaveFocus();
  },
};

/** 101 characters: '100자까지만 쓸 수 있어요.' as soon as it is typed, and nothing is saved. */
export const TooLongComment: Story = {
  play: async ({ args }) => {
    const dialog = await viewer();
    await userEvent.click(button(dialog, '설명 고치기'));
    const field = within(dialog).getByRole('textbox', { name: '사진 설명' });
    await userEvent.clear(field);
    await userEvent.paste(tooLongComment);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(within(dialog).getByText('100자까지만 쓸 수 있어요.')).toBeVisible());
    await expect(field).toHaveAccessibleDescription('101 / 100자 100자까지만 쓸 수 있어요.');
    await userEvent.click(button(dialog, '저장하기'));
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.keyboard('{Backspace}');
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/** The save is running: 저장하기 spins and a second press does nothing. */
export const Saving: Story = {
  args: { saveState: 'busy' },
  play: async ({ args }) => {
    const dialog = await viewer();
    await userEvent.click(button(dialog, '설명 고치기'));
    const save = button(dialog, '저장하기');
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The save failed: the text stays, an alert says so, and 저장하기 tries again. */
export const SaveFailed: Story = {
  args: { saveState: 'failed' },
  play: async ({ args }) => {
    const dialog = await viewer();
    await userEvent.click(button(dialog, '설명 고치기'));
    await expect(within(dialog).queryByRole('alert')).toBeNull();
    const field = within(dialog).getByRole('textbox', { name: '사진 설명' });
    await userEvent.type(field, ' 최고!');
    await userEvent.click(button(dialog, '저장하기'));
    await expect(args.onSave).toHaveBeenCalledWith(third.id, `${third.comment} 최고!`);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      '설명을 저장하지 못했어요. 다시 해 볼까요?',
    );
    await expect(field).toHaveValue(`${third.comment} 최고!`);
  },
};

/** 사진 지우기 asks first (focus on 그만둘래요); 그만둘래요 goes back, 지울래요 deletes. */
export const DeleteConfirm: Story = {
  play: async ({ args }) => {
    const dialog = await viewer();
    await userEvent.click(button(dialog, '사진 지우기'));
    const question = within(dialog).getByRole('group', { name: '이 사진을 지울까요?' });
    await expect(question).toHaveTextContent('지운 사진은 다시 볼 수 없어요.');
    await expect(button(dialog, '그만둘래요')).toHaveFocus();
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(button(dialog, '그만둘래요'));
    await expect(within(dialog).queryByRole('group', { name: '이 사진을 지울까요?' })).toBeNull();
    await expect(button(dialog, '사진 지우기')).toHaveFocus();
    await userEvent.click(button(dialog, '사진 지우기'));
    await userEvent.click(button(dialog, '지울래요'));
    await expect(args.onDelete).toHaveBeenCalledWith(third.id);
  },
};

/** The delete is running: 지울래요 spins and a second press does nothing. */
export const Deleting: Story = {
  args: { deleteState: 'busy' },
  play: async ({ args }) => {
    const dialog = await viewer();
    await userEvent.click(button(dialog, '사진 지우기'));
    const confirm = button(dialog, '지울래요');
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** The delete failed: an alert says so, the picture stays, and 지울래요 tries again. */
export const DeleteFailed: Story = {
  args: { deleteState: 'failed' },
  play: async ({ args }) => {
    const dialog = await viewer();
    await userEvent.click(button(dialog, '사진 지우기'));
    await expect(within(dialog).queryByRole('alert')).toBeNull();
    await userEvent.click(button(dialog, '지울래요'));
    await expect(args.onDelete).toHaveBeenCalledWith(third.id);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      '사진을 지우지 못했어요. 다시 해 볼까요?',
    );
    await waitFor(() => expect(within(dialog).getByText(third.comment)).toBeVisible());
  },
};

/** The person asked for reduced motion (emulated here): the pictures change without sliding. */
export const ReducedMotion: Story = {
  beforeEach: reduceMotion,
  play: async () => {
    const dialog = await viewer();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(dialog).getByText('4 / 8')).toBeVisible());
    const slide = dialog.querySelector<HTMLElement>('[data-slot="album-viewer-slide"]')!;
    await expect(slide).not.toHaveAttribute('data-slide');
    await expect(slide.className).not.toMatch(/animate/);
    await expect(getComputedStyle(slide).animationName).toBe('none');
  },
};

/** On a phone the viewer is a sheet from the bottom edge: nothing wider than the screen, big buttons. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    const dialog = await viewer();
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth));
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    // Layout sizes (offsetHeight): the dialog scales in, so its drawn size is smaller for a moment.
    for (const each of within(dialog).getAllByRole('button')) {
      await expect(each.offsetHeight).toBeGreaterThanOrEqual(44);
      await expect(each.offsetWidth).toBeGreaterThanOrEqual(44);
    }
  },
};

/** No picture asked for: no dialog. */
export const Closed: Story = {
  args: { index: null },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
