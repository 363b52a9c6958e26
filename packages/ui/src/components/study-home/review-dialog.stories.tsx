import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { LinkProvider, type LinkComponentProps } from '../link';
import { ReviewDialog, type ReviewDialogState } from './review-dialog';
import { sampleReview, studyHref } from './fixtures';

function Demo({
  state,
  onRetry,
  onNavigate,
}: {
  state: ReviewDialogState;
  onRetry?: () => void;
  onNavigate?: () => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>복습하기</Button>
      <ReviewDialog
        open={open}
        onOpenChange={setOpen}
        state={state}
        entries={sampleReview}
        hrefFor={(course, step) => studyHref(course, step)}
        onRetry={onRetry}
        onNavigate={() => {
          onNavigate?.();
          setOpen(false);
        }}
      />
    </>
  );
}

/** A router link stand-in: the story stays on its page when a step is followed. */
function StayingLink({ href, children, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}

const meta = {
  title: 'Study home/ReviewDialog',
  component: Demo,
  args: { state: 'ready', onRetry: fn(), onNavigate: fn() },
  decorators: [
    (Story) => (
      <LinkProvider component={StayingLink}>
        <Story />
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '복습하기' });
    const popup = within(dialog);
    await expect(popup.getByRole('note')).toHaveTextContent('1년이 지난 학습은 복습할 수 없어요.');
    await expect(popup.getAllByRole('heading', { level: 3 })).toHaveLength(7);
    // Only are links; B-3 (over a year ago) is listed without one.
    await expect(popup.getAllByRole('link')).toHaveLength(2);
    await expect(popup.getByRole('link', { name: 'A 코스 1단계' })).toHaveAttribute(
      'href',
      '/study?course=A&step=1&week=1',
    );
    await waitFor(() => expect(popup.getByText('1년이 지났어요')).toBeVisible());
    await userEvent.click(popup.getByRole('link', { name: 'A 코스 2단계' }));
    await expect(args.onNavigate).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '복습하기' });
    await waitFor(() => expect(within(dialog).getByText('복습할 단계를 불러오고 있어요…')).toBeVisible());
    await expect(within(dialog).queryAllByRole('link')).toHaveLength(0);
  },
};

export const LoadFailed: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '복습하기' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('복습할 단계를 불러오지 못했어요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '다시 불러오기' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ClosesWithEscape: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: '복습하기' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // It opens again from its button.
    await userEvent.click(within(canvasElement).getByRole('button', { name: '복습하기' }));
    await expect(await body.findByRole('dialog', { name: '복습하기' })).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
