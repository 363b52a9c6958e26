/**
 * The growth album page (ADR 035): the real route and page over the fake /v2 of @buddy/mocks (albumHandlers). The
 * kit's stories show every state of the grid and the viewer; these show the page putting them together with the
 * address, the calls and the alerts.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { albumHandlers, rewardHandlers, SIGNED_IN, signedInAs, type AlbumOptions } from '@buddy/mocks';
import { AppStory, fakeApi } from '../../stories/app-story';

const meta = {
  title: 'App/Buddymon/Album',
  component: AppStory,
  args: { path: '/buddymon/growthAlbum', storage: SIGNED_IN },
  parameters: { layout: 'fullscreen', ...fakeApi({ session: signedInAs('student01', ['EBP']) }) },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The album's picture cards (the grid's list, not the menus'). */
const cards = async (canvasElement: HTMLElement) => {
  const list = await within(canvasElement).findByRole('list', { name: '성장 앨범 사진' });
  return within(list).getAllByRole('button');
};

const album = (options?: AlbumOptions) =>
  fakeApi({ reward: rewardHandlers(), album: albumHandlers(options) });

/** Eleven pictures: eight on the first page, newest first, and the pages to the rest; the menu marks the album. */
export const Pictures: Story = {
  parameters: album({ count: 11 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '성장 앨범' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: '버디몬 메뉴' });
    await expect(within(nav).getByRole('link', { name: '성장 앨범' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(async () => expect(await cards(canvasElement)).toHaveLength(8));
    await expect(canvas.getByRole('button', { name: '사진 찍기' })).toBeVisible();
  },
};

/** The second page, from the address. */
export const SecondPage: Story = {
  args: { path: '/buddymon/growthAlbum?pageNo=2' },
  parameters: album({ count: 11 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = await canvas.findByRole('navigation', { name: '앨범 페이지 이동' });
    await waitFor(() =>
      expect(within(pages).getByRole('link', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page'),
    );
    await expect(await cards(canvasElement)).toHaveLength(3);
  },
};

/**
 * The viewer goes past a page's edge (issue 29, defect 5): from the eighth picture, '다음 사진' brings the second
 * page and shows its first picture, counted across the album ('9 / 11'); '이전 사진' goes back to the eighth.
 */
export const ViewerAcrossPages: Story = {
  tags: ['!screen'],
  parameters: album({ count: 11 }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const all = await cards(canvasElement);
    await waitFor(() => expect(all).toHaveLength(8));
    await userEvent.click(all[7] as HTMLElement);
    const dialog = await body.findByRole('dialog', { name: '성장 앨범' });
    const position = () => dialog.querySelector('[data-slot="album-position"]')?.textContent;
    await waitFor(() => expect(position()).toBe('8 / 11'));
    await userEvent.click(within(dialog).getByRole('button', { name: '다음 사진' }));
    await waitFor(() => expect(position()).toBe('9 / 11'));
    // Behind the dialog (hidden from assistive technology while it is open), the grid is on its second page.
    const pages = within(canvasElement).getByRole('navigation', { name: '앨범 페이지 이동', hidden: true });
    await waitFor(() =>
      expect(within(pages).getByRole('link', { name: '2 페이지', hidden: true })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '이전 사진' }));
    await waitFor(() => expect(position()).toBe('8 / 11'));
  },
};

/** No picture yet: the friendly empty album with the take button in it. */
export const Empty: Story = {
  parameters: album({ empty: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/아직 앨범이 비어 있어요/)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: '사진 찍기' })).toHaveLength(1);
  },
};

/** Taking a picture: the server takes it, the album reloads on its first page and the viewer opens on it. */
export const TakePicture: Story = {
  parameters: album({ empty: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '사진 찍기' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('오늘의 버디몬')).toBeVisible());
  },
};

/** The album failing to load: the grid says so and offers to try again. */
export const LoadFailed: Story = {
  parameters: album({ fail: ['list'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /다시/ })).toBeVisible();
  },
};

/** Taking a picture refused: the app's alert says so, and the album stays as it was. */
export const TakeFailed: Story = {
  parameters: album({ count: 3, fail: ['add'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '사진 찍기' }));
    const body = within(canvasElement.ownerDocument.body);
    const alert = await body.findByRole('alertdialog');
    await waitFor(() => expect(within(alert).getByText('사진을 찍지 못했어요')).toBeVisible());
    await userEvent.click(within(alert).getByRole('button', { name: '확인' }));
    await waitFor(async () => expect(await cards(canvasElement)).toHaveLength(3));
  },
};

/** Changing a picture's words in the viewer: saved, the album reloads with them. */
export const EditWords: Story = {
  parameters: album({ count: 3 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await cards(canvasElement);
    if (!first) throw new Error('no picture card');
    await userEvent.click(first);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '설명 고치기' }));
    const field = within(dialog).getByRole('textbox');
    await userEvent.clear(field);
    await userEvent.type(field, '모자 쓴 버디몬');
    await userEvent.click(within(dialog).getByRole('button', { name: '저장하기' }));
    await waitFor(() => expect(within(dialog).getByText('모자 쓴 버디몬')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByText('모자 쓴 버디몬')).toBeVisible());
  },
};

/** Deleting the only picture: after the confirm step the viewer closes and the album is empty. */
export const DeleteLast: Story = {
  parameters: album({ count: 1 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [card] = await cards(canvasElement);
    if (!card) throw new Error('no picture card');
    await userEvent.click(card);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '사진 지우기' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '지울래요' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText(/아직 앨범이 비어 있어요/)).toBeVisible();
  },
};
