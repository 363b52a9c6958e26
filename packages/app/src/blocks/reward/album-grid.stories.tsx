import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { visible } from '@buddy/ui/samples';
import { albumPage, albumPictures } from './album-fixtures';
import { AlbumGrid, type AlbumGridProps } from './album-grid';
import { AlbumViewer } from './album-viewer';

const meta = {
  title: 'Reward/AlbumGrid',
  component: AlbumGrid,
  args: {
    state: 'ready',
    pictures: albumPage(1),
    page: 1,
    total: albumPictures.length,
    pageSize: 8,
    onOpen: fn(),
    onRetry: fn(),
    onPageChange: fn(),
    onTake: fn(),
  },
  parameters: { theme: 'buddymon' },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-(--width-site) p-4 desktop:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AlbumGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A picture's card: named by its comment, then its Seoul date. */
const cardName = (picture: { comment: string }) => (name: string) => name.startsWith(picture.comment);

const list = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('list', { name: '성장 앨범 사진' });

export const Playground: Story = {};

/** Four pictures, one page: each card shows its comment and Seoul date and opens the viewer at its index. */
export const OnePage: Story = {
  args: { pictures: albumPage(1).slice(0, 4), total: 4 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(within(list(canvasElement)).getAllByRole('listitem')).toHaveLength(4);
    const { comment } = albumPage(1)[2]!;
    // 2025-05-10 00:05 UTC is 09:05 in Seoul: the card is named by its comment and Seoul date.
    const third = canvas.getByRole('button', { name: `${comment} 찍은 날 2025.05.10 09:05` });
    await userEvent.click(third);
    await expect(args.onOpen).toHaveBeenCalledWith(2);
    const pages = canvas.getByRole('navigation', { name: '앨범 페이지 이동' });
    await expect(within(pages).getByRole('button', { name: '다음 페이지' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '사진 찍기' }));
    await expect(args.onTake).toHaveBeenCalledTimes(1);
  },
};

/** Twelve pictures: the first page holds 8, the pagination moves to the second. */
export const SeveralPages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(within(list(canvasElement)).getAllByRole('listitem')).toHaveLength(8);
    const pages = canvas.getByRole('navigation', { name: '앨범 페이지 이동' });
    await expect(within(pages).getByRole('button', { name: '1 페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(pages).getByRole('button', { name: '2 페이지' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

/** The last page holds the rest (4); a card's index is its place on the page. */
export const SecondPage: Story = {
  args: { page: 2, pictures: albumPage(2) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(within(list(canvasElement)).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: cardName(albumPage(2)[3]!) }));
    await expect(args.onOpen).toHaveBeenCalledWith(3);
  },
};

/** A skeleton of the same grid, busy, with a status for screen readers. */
export const Loading: Story = {
  args: { state: 'loading', pictures: undefined },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('사진을 불러오고 있어요.');
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { state: 'error', pictures: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('사진을 불러오지 못했어요.');
    await userEvent.click(canvas.getByRole('button', { name: '다시 불러오기' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No picture yet: the mascot invites the first one, and the take button sits in the invitation (only there). */
export const Empty: Story = {
  args: { pictures: [], total: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('아직 앨범이 비어 있어요.');
    await expect(status).toHaveTextContent('버디몬과 함께 첫 사진을 찍어 볼까요?');
    await expect(canvas.getAllByRole('button', { name: '사진 찍기' })).toHaveLength(1);
    await userEvent.click(within(status).getByRole('button', { name: '사진 찍기' }));
    await expect(args.onTake).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** A picture is being taken: the button spins, is busy, and a second press does nothing. */
export const Taking: Story = {
  args: { taking: true },
  play: async ({ canvasElement, args }) => {
    const take = within(canvasElement).getByRole('button', { name: '사진 찍기' });
    await expect(take).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(take);
    await expect(args.onTake).not.toHaveBeenCalled();
  },
};

/** On a phone the album is 2 columns of big cards, and nothing is wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const grid = list(canvasElement);
    await waitFor(() => expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(2));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const button of within(grid).getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** The grid and the viewer as the app composes them: a card opens the viewer there, closing it gives the focus back. */
function WithViewer(props: AlbumGridProps) {
  const [open, setOpen] = useState<number | null>(null);
  const pictures = props.pictures ?? [];
  return (
    <>
      <AlbumGrid {...props} onOpen={(index) => setOpen(index)} />
      <AlbumViewer
        pictures={pictures}
        index={open}
        onClose={() => setOpen(null)}
        onSave={fn()}
        onDelete={fn()}
      />
    </>
  );
}

export const OpensTheViewer: Story = {
  render: (args) => <WithViewer {...args} />,
  play: async ({ canvasElement }) => {
    const [fourth, fifth] = [albumPage(1)[3]!, albumPage(1)[4]!];
    const card = within(canvasElement).getByRole('button', { name: cardName(fourth) });
    await userEvent.click(card);
    await visible(screen.findByRole('dialog', { name: '성장 앨범' }));
    const dialog = screen.getByRole('dialog');
    await expect(dialog).toHaveAccessibleDescription('8장 중 4번째 사진');
    await waitFor(() => expect(within(dialog).getByText(fourth.comment)).toBeVisible());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(dialog).getByText(fifth.comment)).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(card).toHaveFocus();
  },
};
