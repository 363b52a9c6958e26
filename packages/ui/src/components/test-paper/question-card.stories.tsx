import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AudioButton, AudioPlayerProvider } from './audio';
import { StatefulQuestion } from './demo';
import {
  chooseTwoQuestion,
  CLIPS,
  dialogueQuestion,
  exampleImageQuestion,
  groupQuestions,
  openQuestion,
  paperQuestions,
  pictureQuestion,
  results,
  samplePassage,
  type SampleQuestion,
  textQuestion,
  wordBoxQuestion,
} from './fixtures';

/** A sample choice's accessible name ('2번 hat'). */
const choiceName = (question: SampleQuestion, number: number) =>
  `${number}번 ${question.choices[number - 1]?.text ?? ''}`;
import { QuestionCard, QuestionGroup } from './question-card';

const meta = {
  title: 'Test paper/QuestionCard',
  component: QuestionCard,
  args: { question: textQuestion, answers: [], onAnswersChange: fn() },
  decorators: [
    (Story) => (
      <AudioPlayerProvider>
        <div className="max-w-[700px] p-6">
          <Story />
        </div>
      </AudioPlayerProvider>
    ),
  ],
} satisfies Meta<typeof QuestionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card args of a marked question of the sample paper. */
const result = (id: number) => {
  const question = paperQuestions.find((candidate) => candidate.id === id);
  if (!question) throw new Error(`no question ${id}`);
  return { question, result: results[id] };
};

export const Playground: Story = { args: { listen: <AudioButton id="question" src={CLIPS.picture} /> } };

export const LayoutAText: Story = {
  args: { question: textQuestion, answers: ['2'], listen: <AudioButton id="question" src={CLIPS.picture} /> },
};

export const LayoutBPictures: Story = {
  args: { question: pictureQuestion, listen: <AudioButton id="question" src={CLIPS.picture} /> },
};

export const LayoutCExamplePicture: Story = {
  args: { question: exampleImageQuestion, exampleImageAlt: '고양이 그림' },
};

export const LayoutDDialogue: Story = {
  args: { question: dialogueQuestion, listen: <AudioButton id="question" src={CLIPS.picture} /> },
};

export const LayoutDWordBox: Story = { args: { question: wordBoxQuestion } };

export const ChooseTwo: Story = { args: { question: chooseTwoQuestion, answers: ['2'] } };

export const OpenAnswerTaking: Story = {
  args: { question: openQuestion, exampleImageAlt: '컵 그림' },
  render: (args) => <StatefulQuestion question={args.question} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '7번 답 쓰기' });
    await userEvent.type(input, 'cup');
    await expect(input).toHaveValue('cup');
    await expect(canvas.getByTestId('answers')).toHaveTextContent('answers: [cup]');
  },
};

/** The MC rule with the whole card: the third choice drops the oldest; the same choice again is ignored. */
export const MultipleChoiceRule: Story = {
  args: { question: chooseTwoQuestion },
  render: (args) => <StatefulQuestion question={args.question} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: choiceName(chooseTwoQuestion, 1) }));
    await userEvent.click(canvas.getByRole('checkbox', { name: choiceName(chooseTwoQuestion, 2) }));
    await userEvent.click(canvas.getByRole('checkbox', { name: choiceName(chooseTwoQuestion, 2) }));
    await expect(canvas.getByTestId('answers')).toHaveTextContent('answers: [1, 2]');
    await userEvent.click(canvas.getByRole('checkbox', { name: choiceName(chooseTwoQuestion, 4) }));
    await expect(canvas.getByTestId('answers')).toHaveTextContent('answers: [2, 4]');
    await expect(canvas.getByRole('checkbox', { name: choiceName(chooseTwoQuestion, 1) })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  },
};

export const TimeUp: Story = { args: { question: textQuestion, answers: ['1'], disabled: true } };

export const Group: Story = {
  render: () => {
    const [first, second] = groupQuestions;
    if (!first || !second) return <></>;
    return (
      <QuestionGroup
        passage={samplePassage.text}
        listen={<AudioButton id="group" src={CLIPS.passage} label="글 듣기" />}
      >
        <QuestionCard question={first} answers={['1']} />
        <QuestionCard question={second} />
      </QuestionGroup>
    );
  },
};

export const ResultRight: Story = { args: { ...result(1), mode: 'result' } };

export const ResultWrong: Story = {
  args: { ...result(2), mode: 'result', exampleImageAlt: '고양이 그림' },
};

export const ResultWithExplanation: Story = {
  args: { ...result(6), mode: 'result', showExplanation: true },
};

export const ResultOpenAnswer: Story = {
  args: { ...result(7), mode: 'result', showExplanation: true, exampleImageAlt: '컵 그림' },
};

export const Preview: Story = { args: { question: dialogueQuestion, mode: 'preview' } };

export const CourseTheme: Story = {
  args: { question: wordBoxQuestion, answers: ['2'] },
  parameters: { course: 'e' },
};

export const LevelTheme: Story = {
  args: { question: dialogueQuestion, answers: ['4'] },
  parameters: { course: 'level' },
};

export const Mobile: Story = {
  args: {
    question: pictureQuestion,
    answers: ['2'],
    listen: <AudioButton id="question" src={CLIPS.picture} />,
  },
  globals: { viewport: { value: 'mobile' } },
};
