import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@buddy/ui/button';
import { LinkProvider, type LinkComponentProps } from '@buddy/ui/link';
import { ReviewDialog, type ReviewCourse, type ReviewDialogState } from './review-dialog';
import { courseBReview, sampleReview, studyHref } from './fixtures';

function Demo({
  state,
  entries = sampleReview,
  onRetry,
  onNavigate,
}: {
  state: ReviewDialogState;
  entries?: readonly ReviewCourse[];
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
        entries={entries}
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

/** Every step's chip of one course row (the list named by the course's heading). */
function stepChips(dialog: HTMLElement, course: string): HTMLElement[] {
  const list = within(dialog).getByRole('list', { name: course });
  return within(list).getAllByRole('listitem');
}

/**
 * Course B on a phone (issue 13, defect 8): its seven steps, most reviewable and step 3 over a year ago, sit in equal
 * chips, four and three; no step's name breaks inside its chip (7단계 on one line).
 */
export const CourseBMobile: Story = {
  name: 'Course B, mobile',
  args: { entries: courseBReview },
  globals: { viewport: { value: 'mobile' } },
  parameters: { course: 'b' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '복습하기' });
    const chips = stepChips(dialog, 'B 코스');
    await expect(chips).toHaveLength(7);
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'B 코스 7단계' })).toBeVisible());
    const step7 = within(dialog).getByRole('link', { name: 'B 코스 7단계' });
    // One line: the label is no taller than a line of its text and nothing of it is cut.
    const lineHeight = Number.parseFloat(getComputedStyle(step7).lineHeight);
    await expect(step7.scrollWidth).toBeLessThanOrEqual(step7.clientWidth);
    const textHeight = step7.ownerDocument.createRange();
    textHeight.selectNodeContents(step7);
    await expect(textHeight.getClientRects()).toHaveLength(1);
    await expect(textHeight.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
    // Whole chips: two rows (4 + 3) of equal widths.
    const rows = new Set(chips.map((chip) => Math.round(chip.getBoundingClientRect().top)));
    await expect(rows.size).toBe(2);
    const widths = new Set(chips.map((chip) => Math.round(chip.getBoundingClientRect().width)));
    await expect(widths.size).toBe(1);
  },
};

/** Course B at 1280 px: the seven steps in one row. */
export const CourseBDesktop: Story = {
  name: 'Course B, desktop',
  args: { entries: courseBReview },
  globals: { viewport: { value: 'desktop' } },
  parameters: { course: 'b' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '복습하기' });
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'B 코스 7단계' })).toBeVisible());
    const chips = stepChips(dialog, 'B 코스');
    const rows = new Set(chips.map((chip) => Math.round(chip.getBoundingClientRect().top)));
    await expect(rows.size).toBe(1);
  },
};
