import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PaperDemo } from './demo';
import { fullAnswers, paperQuestions, partialAnswers, resultQuestions } from './fixtures';

/** The whole screen composed from the kit, as a designer sees it (the app wires the data and the rules). */
const meta = {
  title: 'Test paper/Paper',
  component: PaperDemo,
  args: { questions: paperQuestions, remainingSeconds: 463 },
} satisfies Meta<typeof PaperDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TakingEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0/9')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '2번 pig' }));
    await expect(canvas.getByText('1/9')).toBeVisible();
  },
};

export const PartlyAnswered: Story = {
  args: { initialAnswers: partialAnswers, saveStates: { 1: 'saved', 2: 'saved', 6: 'saving', 7: 'offline' } },
};

export const AllAnswered: Story = { args: { initialAnswers: fullAnswers } };

export const TimeWarning: Story = { args: { initialAnswers: partialAnswers, remainingSeconds: 45 } };

export const TimeUp: Story = {
  args: { initialAnswers: partialAnswers, remainingSeconds: 0, disabled: true },
};

export const ResultWithoutExplanation: Story = { args: { questions: resultQuestions, mode: 'result' } };

export const ResultWithExplanation: Story = {
  args: { questions: resultQuestions, mode: 'result', initialShowExplanation: true },
};

export const Preview: Story = { args: { mode: 'preview' } };

export const LevelTheme: Story = { args: { course: 'level', initialAnswers: partialAnswers } };

export const CourseTheme: Story = { args: { course: 'c', initialAnswers: partialAnswers } };

export const Mobile: Story = {
  args: { initialAnswers: partialAnswers },
  globals: { viewport: { value: 'mobile' } },
};

/** The result as printed (the print rules applied on screen): no answer panel, timer or buttons; correct choices white on red. */
export const PrintedResult: Story = {
  args: { questions: resultQuestions, mode: 'result', initialShowExplanation: true, printPreview: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '인쇄하기' })).toBeNull();
    const correct = canvasElement.querySelector('[data-slot="choice"][data-correct]');
    if (!correct) throw new Error('no correct choice');
    await expect(getComputedStyle(correct).backgroundColor).toBe('rgb(211, 47, 47)');
    await expect(getComputedStyle(correct).color).toBe('rgb(255, 255, 255)');
    const chosenWrong = canvasElement.querySelector('[data-slot="choice"][data-chosen]:not([data-correct])');
    if (!chosenWrong) throw new Error('no wrong choice');
    await expect(getComputedStyle(chosenWrong).backgroundColor).toBe('rgb(255, 255, 255)');
  },
};

/** A paper being taken, as printed: the answer sheet, timer and listen buttons are hidden. */
export const PrintedTaking: Story = {
  args: { initialAnswers: partialAnswers, printPreview: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.queryByRole('button', { name: '듣기' })).toBeNull();
  },
};
