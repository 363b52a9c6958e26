import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChoiceList, type ChoiceListProps } from './choice-list';
import { chooseTwoQuestion, pictureQuestion, type SampleQuestion, textQuestion } from './fixtures';

/** A sample choice's accessible name ('2번 hat'). */
const choiceName = (question: SampleQuestion, number: number) =>
  `${number}번 ${question.choices[number - 1]?.text ?? ''}`;

const meta = {
  title: 'Test paper/ChoiceList',
  component: ChoiceList,
  args: {
    choices: textQuestion.choices,
    answerCount: 1,
    value: [],
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl p-6">
        <p id="question-heading" className="m-0 mb-3 text-lg font-semibold">
          잘 듣고 들리는 낱말을 고르세요.
        </p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChoiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

const labelled = { labelledBy: 'question-heading' };

/** The choices with their own state: the list applies the MC rule (at most the answer count, the first giving way). */
function Stateful(props: Omit<ChoiceListProps, 'value'> & { initial?: string[] }) {
  const { initial = [], ...rest } = props;
  const [value, setValue] = useState<readonly string[]>(initial);
  return (
    <>
      <ChoiceList
        {...rest}
        value={value}
        onValueChange={(next) => {
          props.onValueChange?.(next);
          setValue(next);
        }}
      />
      <p className="mt-3 text-sm text-muted">고른 답: [{value.join(', ')}]</p>
    </>
  );
}

export const Playground: Story = { args: { ...labelled } };

export const PartlyAnswered: Story = { args: { ...labelled, value: ['2'] } };

/** One answer: a radio group; arrow keys move and choose, Space chooses. */
export const KeyboardChoice: Story = {
  args: { ...labelled },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: '잘 듣고 들리는 낱말을 고르세요.' });
    const radios = within(group).getAllByRole('radio');
    await userEvent.tab();
    await expect(radios[0]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(radios[0]).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(radios[1]).toHaveAttribute('aria-checked', 'true'));
    await expect(radios[1]).toHaveFocus();
    await expect(radios[0]).toHaveAttribute('aria-checked', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['2']);
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(radios[0]).toHaveAttribute('aria-checked', 'true'));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(radios[3]).toHaveAttribute('aria-checked', 'true'));
  },
};

/** Two answers: toggle buttons with a hint; a third choice drops the oldest, the same choice again is ignored. */
export const ChooseTwo: Story = {
  args: { ...labelled, choices: chooseTwoQuestion.choices, answerCount: 2 },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: '잘 듣고 들리는 낱말을 고르세요.' });
    await expect(group).toHaveAccessibleDescription('두 개를 고르세요');
    const second = canvas.getByRole('checkbox', { name: choiceName(chooseTwoQuestion, 2) });
    const third = canvas.getByRole('checkbox', { name: choiceName(chooseTwoQuestion, 3) });
    const fourth = canvas.getByRole('checkbox', { name: choiceName(chooseTwoQuestion, 4) });
    await userEvent.click(second);
    await userEvent.click(third);
    await expect(second).toHaveAttribute('aria-checked', 'true');
    await expect(third).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(fourth);
    await expect(second).toHaveAttribute('aria-checked', 'false');
    await expect(third).toHaveAttribute('aria-checked', 'true');
    await expect(fourth).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(fourth);
    await expect(fourth).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByText('고른 답: [3, 4]')).toBeVisible();
  },
};

export const Pictures: Story = {
  args: { ...labelled, choices: pictureQuestion.choices, value: ['3'] },
};

export const TimeUp: Story = { args: { ...labelled, value: ['1'], disabled: true } };

export const ResultWrong: Story = {
  args: { ...labelled, mode: 'result', value: ['3'], correct: ['2'] },
};

export const ResultRight: Story = {
  args: { ...labelled, mode: 'result', value: ['2'], correct: ['2'] },
};

export const ResultChooseTwo: Story = {
  args: {
    ...labelled,
    mode: 'result',
    choices: chooseTwoQuestion.choices,
    answerCount: 2,
    value: ['2', '5'],
    correct: ['2', '4'],
  },
};

export const ResultPictures: Story = {
  args: { ...labelled, mode: 'result', choices: pictureQuestion.choices, value: ['2'], correct: ['1'] },
};

export const Preview: Story = { args: { ...labelled, mode: 'preview' } };

export const CourseTheme: Story = { args: { ...labelled, value: ['2'] }, parameters: { course: 'c' } };

export const LevelTheme: Story = { args: { ...labelled, value: ['2'] }, parameters: { course: 'level' } };

export const Mobile: Story = {
  args: { ...labelled, choices: pictureQuestion.choices, value: ['1'] },
  globals: { viewport: { value: 'mobile' } },
};
