import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AttendanceCalendar, type AttendanceCalendarProps } from './attendance-calendar';
import { ATTENDED, MONTH, TODAY } from './fixtures';

/** The calendar with its month in state, as a page holds it. */
function Demo(props: Omit<AttendanceCalendarProps, 'month'> & { month?: string }) {
  const [month, setMonth] = useState(props.month ?? MONTH);
  return (
    <AttendanceCalendar
      {...props}
      month={month}
      onMonthChange={(next) => {
        props.onMonthChange(next);
        setMonth(next);
      }}
    />
  );
}

const meta = {
  title: 'My page/AttendanceCalendar',
  component: Demo,
  args: { attended: ATTENDED, today: TODAY, onMonthChange: fn(), onRetry: fn() },
  decorators: [
    (Story, { parameters }) => (
      <div data-course={(parameters.course as string | undefined) ?? 'a'} className="max-w-[720px] p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '2026년 11월 출석 달력' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['일', '월', '화', '수', '목', '금', '토']);
    // The demo month's nine stamps with the word, today named and outlined.
    await expect(within(table).getAllByText('출석')).toHaveLength(9);
    const today = canvasElement.querySelector('[aria-current="date"]');
    await expect(today).toHaveAttribute('data-day', '2026-11-20');
    await expect(today).toHaveTextContent('20일 오늘');
    await expect(canvas.getByText('이번 달 출석 9일')).toBeVisible();
    // This month is the last one: next says why it is inactive; previous goes to October.
    const next = canvas.getByRole('button', { name: '다음 달' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveAccessibleDescription('이번 달이 마지막이에요');
    await userEvent.click(next);
    await expect(args.onMonthChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '이전 달' }));
    await expect(args.onMonthChange).toHaveBeenLastCalledWith('202610');
    await expect(canvas.getByRole('heading', { name: '2026년 10월' })).toBeVisible();
    await expect(canvas.getByText('이번 달에는 아직 출석한 날이 없어요.')).toBeVisible();
  },
};

export const KeyboardMonthChange: Story = {
  args: { month: '202601' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: '이전 달' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMonthChange).toHaveBeenLastCalledWith('202512');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '다음 달' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onMonthChange).toHaveBeenLastCalledWith('202601');
    await expect(canvas.getByRole('table', { name: '2026년 1월 출석 달력' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { attended: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByText('출석')).toHaveLength(0);
    await expect(canvas.getByText('이번 달에는 아직 출석한 날이 없어요.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('불러오는 중이에요');
  },
};

export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('불러오지 못했어요');
    await userEvent.click(canvas.getByRole('button', { name: '다시 불러오기' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A month starting on Sunday (February 2026 fills four rows exactly). */
export const FourWeeks: Story = {
  args: { month: '202602', attended: ['2026-02-01', '2026-02-28'], today: '2026-02-14', maxMonth: '202603' },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await expect(rows).toHaveLength(5);
  },
};

export const CourseD: Story = { parameters: { course: 'd' } };
export const CourseG: Story = { parameters: { course: 'g' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { course: 'b' },
};
