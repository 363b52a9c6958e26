import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AwardList, ContestBanner, HomePopups, PromotionCards, type PopupItem } from './home-promos';
import { sampleAwards, sampleBanner, samplePopups, samplePromotions } from './fixtures';

const [picturePopup, textPopup] = samplePopups;

/** The home's parts from GET /main: the contest banner, promotions, awards and the popups over the page. */
function HomePromosDemo({
  popups = samplePopups,
  onClose,
}: {
  popups?: readonly PopupItem[];
  onClose?: (id: number, options: { today: boolean }) => void;
}) {
  const [open, setOpen] = useState(popups);
  return (
    <main className="mx-auto flex max-w-[1020px] flex-col gap-10 p-4">
      <ContestBanner {...sampleBanner} />
      <PromotionCards items={samplePromotions} />
      <AwardList items={sampleAwards} />
      <HomePopups
        popups={open}
        onClose={(id, options) => {
          onClose?.(id, options);
          setOpen((list) => list.filter((popup) => popup.id !== id));
        }}
      />
    </main>
  );
}

const meta = {
  title: 'Home/Promotions',
  component: HomePromosDemo,
  args: { onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomePromosDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Two popups wait: hiding the first for today shows the second; closing it leaves the page. */
export const Popups: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('complementary', { name: picturePopup!.title });
    await expect(first).toHaveTextContent('1 / 2');
    await userEvent.click(
      canvas.getByRole('button', { name: `${picturePopup!.title} 알림 오늘 하루 보지 않기` }),
    );
    await expect(args.onClose).toHaveBeenLastCalledWith(picturePopup!.id, { today: true });
    // The next card fades in (0.28 s).
    await waitFor(() => expect(canvas.getByRole('complementary', { name: textPopup!.title })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: '닫기' }));
    await expect(args.onClose).toHaveBeenLastCalledWith(textPopup!.id, { today: false });
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};

export const TextPopup: Story = { args: { popups: [textPopup!] } };
export const NoPopups: Story = { args: { popups: [] } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
