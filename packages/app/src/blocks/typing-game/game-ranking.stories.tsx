import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleRanking, sampleRankingOthers } from './fixtures';
import { GameRanking } from './game-ranking';

const meta = {
  title: 'Library/GameRanking',
  component: GameRanking,
  args: { state: 'ready', rows: sampleRanking, onRetry: fn() },
  parameters: { theme: 'brand' },
} satisfies Meta<typeof GameRanking>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The week's ranking: a table with its caption and headers, medals for the first three, the child's row marked. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '이번 주 순위' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['순위', '이름', '점수', '타수', '정확도']);
    await expect(within(table).getAllByRole('row')).toHaveLength(sampleRanking.length + 1);
    const mine = canvasElement.querySelector('tr[aria-current="true"]')!;
    await expect(mine).toHaveTextContent('김*준');
    await expect(within(mine as HTMLElement).getByText('나')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-place]')).toHaveLength(3);
  },
};

/** The child is outside the top ten: their place under the table. */
export const MeOutside: Story = {
  args: { rows: sampleRankingOthers, me: { rank: 23, score: 98 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('tr[aria-current]')).toBeNull();
    await expect(canvas.getByText('나의 순위는 23위, 98점이에요.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '아직 이번 주 기록이 없어요. 첫 번째 주인공이 되어 보세요!',
    );
  },
};

export const Loading: Story = {
  args: { state: 'loading', rows: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('순위를 불러오고 있어요.');
  },
};

export const LoadFailed: Story = {
  args: { state: 'error', rows: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('순위를 불러오지 못했어요.');
    await userEvent.click(canvas.getByRole('button', { name: '다시 불러오기' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** At 375 px the table keeps 순위, 이름 and 점수 and never overflows; 타수 and 정확도 are left out. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '이번 주 순위' });
    await waitFor(() => expect(table.getBoundingClientRect().width).toBeLessThan(400));
    const ranking = canvasElement.querySelector<HTMLElement>('[data-slot="game-ranking"]')!;
    await expect(ranking.scrollWidth).toBeLessThanOrEqual(ranking.clientWidth);
    await expect(canvas.getByRole('columnheader', { name: '점수' })).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: '타수' })).toBeNull();
  },
};

/** The child outside the rows, at 375 px. */
export const MobileMeOutside: Story = {
  args: { rows: sampleRankingOthers, me: { rank: 23, score: 98 } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const me = canvasElement.querySelector<HTMLElement>('[data-slot="game-ranking-me"]')!;
    await waitFor(() => expect(me.getBoundingClientRect().width).toBeLessThan(400));
    await expect(me.scrollWidth).toBeLessThanOrEqual(me.clientWidth);
  },
};
