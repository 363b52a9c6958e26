import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { AnswerSheet } from './answer-sheet';
import { fullAnswers, longPaper, paperQuestions, partialAnswers } from './fixtures';

const meta = {
  title: 'Test paper/AnswerSheet',
  component: AnswerSheet,
  args: {
    questions: paperQuestions,
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

/** Rows from the 11th are indented (spec §9). */
export const IndentedAfterTen: Story = {
  args: { questions: longPaper, answers: { 1: ['2'], 11: ['1'], 12: ['4'] }, onNavigate: fn() },
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
