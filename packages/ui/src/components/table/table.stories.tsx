import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from './table';

const rows = [
  { rank: 1, name: '김*준', score: 175 },
  { rank: 2, name: '이*나', score: 168 },
  { rank: 3, name: '박*우', score: 142 },
];

function Ranking({ caption = 'hidden' }: { caption?: 'hidden' | 'title' }) {
  return (
    <Table className="text-base">
      <TableCaption look={caption}>이번 주 순위</TableCaption>
      <TableHeader>
        <TableRow look="head">
          <TableHead className="w-20 px-2 py-3 text-center font-semibold">순위</TableHead>
          <TableHead className="px-2 py-3 text-left font-semibold">이름</TableHead>
          <TableHead className="px-2 py-3 text-right font-semibold">점수</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.rank}>
            <TableCell className="px-2 py-3 text-center tabular-nums">{row.rank}</TableCell>
            <TableHead scope="row" className="px-2 py-3 text-left font-normal">
              {row.name}
            </TableHead>
            <TableCell className="px-2 py-3 text-right tabular-nums">{row.score}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Primitives/Table',
  component: Ranking,
  args: { caption: 'hidden' },
  argTypes: { caption: { control: 'inline-radio', options: ['hidden', 'title'] } },
  decorators: [
    (Story) => (
      <div className="max-w-xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Ranking>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The kit's look: the header row ruled above and below, a line under each row; the caption read, not shown. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '이번 주 순위' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['순위', '이름', '점수']);
    await expect(within(table).getByRole('rowheader', { name: '이*나' })).toBeVisible();
    // Read, not drawn: the caption is clipped to a pixel (sr-only).
    await expect(canvas.getByText('이번 주 순위').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** The caption shown as the table's title above it. */
export const TitleCaption: Story = {
  args: { caption: 'title' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('이번 주 순위')).toBeVisible();
  },
};
