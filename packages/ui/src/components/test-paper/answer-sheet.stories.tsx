import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { AnswerSheet } from './answer-sheet';
import { fullAnswers, longSheet, paperSheet, partialAnswers } from './fixtures';

const meta = {
  title: 'Test paper/AnswerSheet',
  component: AnswerSheet,
  args: {
    questions: paperSheet,
    answers: {},
    submit: (
      <Button variant="course" size="lg" className="w-full">
        제출하기
      </Button>
    ),
  },
  decorators: [
    (Story) => (
      <div className="flex justify-end p-6" style={{ minHeight: 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AnswerSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const PartlyAnswered: Story = {
  args: { answers: partialAnswers, saveStates: { 1: 'saved', 2: 'saved', 6: 'saving', 7: 'offline' } },
};

export const AllAnswered: Story = {
  args: {
    answers: fullAnswers,
    saveStates: {
      1: 'saved',
      2: 'saved',
      3: 'saved',
      4: 'saved',
      5: 'saved',
      6: 'saved',
      7: 'saved',
      8: 'saved',
      9: 'saved',
    },
  },
};

/** Each answer says whether it reached the server: saved, saving, or waiting for the connection. */
export const SaveStates: Story = {
  args: { answers: partialAnswers, saveStates: { 1: 'saved', 2: 'saving', 6: 'offline', 7: 'offline' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('저장됨')).toBeInTheDocument();
    await expect(canvas.getByText('저장 중')).toBeInTheDocument();
    await expect(canvas.getAllByText('연결되면 저장')).toHaveLength(2);
  },
};

/**
 * Each row draws as many circled numbers as its question has choices: 3 (rows 1, 5 and 9), 4 (rows 2, 3, 4 and 8) or
 * 5 (row 6, choose two), in five columns so they line up; the written answer (row 7) has none.
 */
export const MixedChoiceCounts: Story = {
  args: { answers: { 1: ['3'], 2: ['4'], 6: ['1', '5'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('listitem');
    const circles = (row: number) => rows[row]?.querySelector('[data-choices]')?.textContent;
    await expect(circles(0)).toBe('①②③');
    await expect(circles(1)).toBe('①②③④');
    await expect(circles(5)).toBe('①②③④⑤');
    await expect(rows[6]?.querySelector('[data-choices]')).toBeNull();
    await expect(rows[0]).toHaveTextContent('고른 답 ③');
    await expect(canvas.getByRole('button', { name: '9번 문제로 가기' })).toBeInTheDocument();
  },
};

/** Rows from the 11th are indented (spec §9). */
export const IndentedAfterTen: Story = {
  args: { questions: longSheet, answers: { 1: ['2'], 11: ['1'], 12: ['4'] }, onNavigate: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '11번 문제로 가기' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(11);
  },
};

export const CourseTheme: Story = { args: { answers: partialAnswers }, parameters: { course: 'd' } };

export const LevelTheme: Story = { args: { answers: partialAnswers }, parameters: { course: 'level' } };

export const Mobile: Story = {
  args: { answers: partialAnswers },
  globals: { viewport: { value: 'mobile' } },
};
