import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';
import { visible } from '../../test/story-helpers';

function Example({ defaultOpen, long }: { defaultOpen?: boolean; long?: boolean }) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button>학습 안내 보기</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>학습 안내</DialogTitle>
          <DialogDescription>하루 학습은 5가지 활동으로 되어 있어요.</DialogDescription>
        </DialogHeader>
        {long
          ? Array.from({ length: 20 }, (_, index) => (
              <p key={index}>{`${index + 1}. 오늘의 활동을 차례대로 해 보세요.`}</p>
            ))
          : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button>확인</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: Example,
  decorators: [
    (Story) => (
      <div className="min-h-[480px] p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '학습 안내 보기' });
    await userEvent.click(trigger);
    await visible(screen.findByRole('dialog', { name: '학습 안내' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const LongContent: Story = { args: { defaultOpen: true, long: true } };

export const Mobile: Story = { args: { defaultOpen: true }, globals: { viewport: { value: 'mobile' } } };

/** Opened from a course D page: the dialog portals out of it, yet wears course D (its button in the course colour). */
export const CourseTheme: Story = {
  name: 'Course theme (opened in course D)',
  decorators: [
    (Story) => (
      <div data-course="d">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '학습 안내 보기' }));
    const dialog = await screen.findByRole('dialog', { name: '학습 안내' });
    await visible(Promise.resolve(dialog));
    await expect(dialog).toHaveAttribute('data-course', 'd');
    // Course D's strong colour (#1e6e97), not the brand's brown.
    await expect(getComputedStyle(within(dialog).getByRole('button', { name: '확인' })).backgroundColor).toBe(
      'rgb(30, 110, 151)',
    );
  },
};
