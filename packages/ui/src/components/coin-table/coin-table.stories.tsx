import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CoinTable } from './coin-table';
import { sampleEntries, samplePage, sampleRange, sampleToday } from './fixtures';

const meta = {
  title: 'Reward/CoinTable',
  component: CoinTable,
  args: {
    state: 'ready',
    entries: samplePage(1),
    total: sampleEntries.length,
    page: 1,
    pageSize: 10,
    range: sampleRange,
    today: sampleToday,
    // The sample history is Seoul's, as the app's is.
    timeZone: 'Asia/Seoul',
    onSearch: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
  parameters: { theme: 'buddymon' },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-(--width-site) p-4 desktop:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CoinTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Presses 조회 and checks the message under the form: named, linked to the wrong fields, the focus on the first. */
async function expectProblem(canvasElement: HTMLElement, message: string, focused: '시작일' | '종료일') {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: '조회' }));
  const shown = await canvas.findByText(message);
  await expect(shown).toBeVisible();
  const field = canvas.getByLabelText(focused);
  await expect(field).toHaveFocus();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

export const Playground: Story = {};

/** A page of the history: earnings (+) and a purchase (-), the sign and a word, never colour alone. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '코인 기록' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['날짜', '내용', '코인', '잔액']);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(10);
    await expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2025.05.13 09:55', '타자 게임 (하루 5판까지)자리 연습 게임 98점', '+3 받음', '1,250']);
    const purchase = rows.find((row) => row.textContent?.includes('금빛 왕관'))!;
    await expect(within(purchase).getByText('-50')).toBeVisible();
    await expect(purchase).toHaveTextContent('-50 씀');
    await expect(canvas.getByText(`모두 ${sampleEntries.length}건`)).toBeVisible();
    // The range as it is, and a quick range ending today.
    await userEvent.click(canvas.getByRole('button', { name: '조회' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith(sampleRange);
    await userEvent.click(canvas.getByRole('button', { name: '1주일' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({ from: '2025-05-07', to: '2025-05-14' });
    await expect(canvas.getByLabelText('시작일')).toHaveValue('2025-05-07');
    await userEvent.click(canvas.getByRole('button', { name: '3개월' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({ from: '2025-02-14', to: '2025-05-14' });
  },
};

export const Empty: Story = {
  args: { entries: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('이 기간에는 코인 기록이 없어요.');
    await expect(canvas.queryByRole('navigation', { name: '페이지 이동' })).toBeNull();
  },
};

/** Skeleton rows while the page loads (busy, with a status for screen readers). */
export const Loading: Story = {
  args: { state: 'loading', entries: undefined },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('코인 기록을 불러오고 있어요.');
  },
};

export const LoadFailed: Story = {
  args: { state: 'error', entries: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('코인 기록을 불러오지 못했어요.');
    await userEvent.click(canvas.getByRole('button', { name: '다시 불러오기' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Both dates are needed. */
export const MissingRange: Story = {
  args: { range: { from: '', to: '' } },
  play: async ({ canvasElement, args }) => {
    await expectProblem(canvasElement, '조회 기간을 입력해 주세요.', '시작일');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** Only the end is missing: the focus goes to it. */
export const MissingEnd: Story = {
  args: { range: { from: '2025-05-01', to: '' } },
  play: async ({ canvasElement, args }) => {
    await expectProblem(canvasElement, '조회 기간을 입력해 주세요.', '종료일');
    await expect(within(canvasElement).getByLabelText('시작일')).not.toHaveAttribute('aria-invalid');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** The start after the end. */
export const RangeInWrongOrder: Story = {
  args: { range: { from: '2025-05-14', to: '2025-05-01' } },
  play: async ({ canvasElement, args }) => {
    await expectProblem(canvasElement, '시작일은 종료일보다 늦을 수 없어요.', '시작일');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** More than a year; a quick range then searches again and clears the message. */
export const RangeTooLong: Story = {
  args: { range: { from: '2024-05-13', to: '2025-05-14' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expectProblem(canvasElement, '조회 기간은 1년 이내로 골라 주세요.', '시작일');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '1개월' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({ from: '2025-04-14', to: '2025-05-14' });
    await expect(canvas.queryByText('조회 기간은 1년 이내로 골라 주세요.')).toBeNull();
  },
};

/** At 375 px the rows are cards (never a squeezed table) and nothing overflows. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getByRole('list', { name: '코인 기록' });
    await waitFor(() => expect(cards).toBeVisible());
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(10);
    await expect(within(cards).getAllByRole('listitem')[0]).toHaveTextContent('+3 코인 받음');
    const table = canvasElement.querySelector<HTMLElement>('[data-slot="coin-table"]')!;
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The second of three pages; the kit's pagination moves between them. */
export const SecondPage: Story = {
  args: { page: 2, entries: samplePage(2) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pages = canvas.getByRole('navigation', { name: '페이지 이동' });
    await expect(within(pages).getByRole('button', { name: '2 페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(pages).getByRole('button', { name: '3 페이지' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(within(pages).getByRole('button', { name: '이전 페이지' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};
