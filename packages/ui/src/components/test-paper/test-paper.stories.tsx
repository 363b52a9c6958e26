import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { submitFailureMessage } from '@buddy/domain';
import { PaperDemo } from './demo';
import {
  chooseTwoQuestion,
  fullAnswers,
  paperQuestions,
  partialAnswers,
  results,
  type SampleQuestion,
  textQuestion,
} from './fixtures';

/** A sample choice's accessible name ('2번 hat'). */
const choiceName = (question: SampleQuestion, number: number) =>
  `${number}번 ${question.choices[number - 1]?.text ?? ''}`;

/**
 * The whole screen composed from the kit, as a designer sees it (the app wires the data and the rules).
 * Print: the stories named Printed… render the page inside `.test-paper-print-preview`, a class that applies the same
 * rules as `@media print` on screen (test-paper.css keeps the two blocks in step), so the printed look is visible and
 * testable without print emulation.
 */
const meta = {
  title: 'Test paper/Paper',
  component: PaperDemo,
  args: { questions: paperQuestions, remainingSeconds: 463 },
} satisfies Meta<typeof PaperDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Intro: Story = {
  args: { intro: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '시험 전 확인하세요' })).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'START' }));
    await expect(canvas.getByRole('timer', { name: '남은 시간' })).toHaveTextContent('07:43');
    await expect(canvas.getByRole('complementary', { name: '답안지' })).toBeVisible();
  },
};

export const TakingEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0/9')).toBeVisible();
    await userEvent.click(await canvas.findByRole('radio', { name: choiceName(textQuestion, 2) }));
    await expect(canvas.getByText('1/9')).toBeVisible();
  },
};

export const PartlyAnswered: Story = {
  args: { initialAnswers: partialAnswers, saveStates: { 1: 'saved', 2: 'saved', 6: 'saving', 7: 'offline' } },
};

export const AllAnswered: Story = {
  args: {
    initialAnswers: fullAnswers,
    saveStates: {
      1: 'saved',
      2: 'saved',
      3: 'saved',
      4: 'saved',
      5: 'saved',
      6: 'saved',
      7: 'saved',
      8: 'saved',
      9: 'saving',
    },
  },
};

/** The MC rule (spec §4): in a choose-two question a third choice drops the oldest; the same choice again is ignored. */
export const MultipleChoiceRule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('checkbox', { name: choiceName(chooseTwoQuestion, 1) });
    const third = canvas.getByRole('checkbox', { name: choiceName(chooseTwoQuestion, 3) });
    const fifth = canvas.getByRole('checkbox', { name: choiceName(chooseTwoQuestion, 5) });
    await userEvent.click(first);
    await userEvent.click(third);
    await expect(first).toHaveAttribute('aria-checked', 'true');
    await expect(third).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(fifth);
    await expect(first).toHaveAttribute('aria-checked', 'false');
    await expect(third).toHaveAttribute('aria-checked', 'true');
    await expect(fifth).toHaveAttribute('aria-checked', 'true');
    // Choosing a chosen choice again changes nothing (it does not toggle off, nor become the newest).
    await userEvent.click(third);
    await expect(third).toHaveAttribute('aria-checked', 'true');
    await expect(fifth).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-checked', 'true');
    await expect(third).toHaveAttribute('aria-checked', 'false');
    await expect(fifth).toHaveAttribute('aria-checked', 'true');
  },
};

/** Submitting with questions left asks first (spec §5), in the kit's confirm (AlertProvider/useAlert). */
export const UnansweredConfirm: Story = {
  args: { initialAnswers: partialAnswers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: '제출하기' });
    await userEvent.click(submit);
    const dialog = await screen.findByRole('alertdialog');
    // 9 shown questions: 1, 2 and 7 answered; 6 has one of its two answers.
    await expect(dialog).toHaveTextContent('6개 문제를 풀지 않았습니다. 그래도 제출하시겠습니까?');
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.queryByText('제출했어요 (story)')).toBeNull();
    await waitFor(() => expect(submit).toHaveFocus());

    await userEvent.click(submit);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '확인' }),
    );
    await expect(await canvas.findByText('제출했어요 (story)')).toBeVisible();
  },
};

/** Only one sound at a time (spec §4): the other listen buttons are blocked until it ends or is stopped. */
export const OneAudioAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '1번 문제 듣기' }));
    await expect(canvas.getByRole('button', { name: '일시정지' })).toBeVisible();
    for (const name of ['3번 문제 듣기', '함께 읽는 글 듣기', '전체 듣기']) {
      const other = canvas.getByRole('button', { name });
      await expect(other).toHaveAttribute('aria-disabled', 'true');
      await expect(other).toHaveAccessibleDescription(/다른 소리가 나오고 있어요/);
    }
    await userEvent.click(canvas.getByRole('button', { name: '3번 문제 듣기' }));
    await expect(canvas.getAllByRole('button', { name: '일시정지' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: '그만 듣기' }));
    await expect(canvas.getByRole('button', { name: '3번 문제 듣기' })).not.toHaveAttribute('aria-disabled');
    await userEvent.click(canvas.getByRole('button', { name: '전체 듣기' }));
    await expect(canvas.getByRole('button', { name: '1번 문제 듣기' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: '그만 듣기' }));
  },
};

export const TimeWarning: Story = {
  args: { initialAnswers: partialAnswers, remainingSeconds: 95 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveAttribute('data-state', 'warning');
  },
};

export const TimeUp: Story = {
  args: { initialAnswers: partialAnswers, remainingSeconds: 0, locked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:00');
    await expect(await canvas.findByRole('radio', { name: choiceName(textQuestion, 2) })).toBeDisabled();
  },
};

export const Submitting: Story = {
  args: { initialAnswers: fullAnswers, submitting: true },
  play: async ({ canvasElement }) => {
    const submit = within(canvasElement).getByRole('button', { name: '제출하는 중…' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
  },
};

export const SubmitFailed: Story = {
  args: { initialAnswers: fullAnswers, submitError: submitFailureMessage('Failed to fetch') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('다시시도 해주세요');
    await expect(canvas.getByRole('button', { name: '제출하기' })).toHaveAccessibleDescription(
      /서버와의 통신중 에러가 발생했습니다/,
    );
  },
};

export const ResultWithoutExplanation: Story = {
  args: { questions: paperQuestions, results, mode: 'result' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.queryByText('해설')).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: '해설 보기' }));
    await expect(canvas.getAllByText('해설').length).toBeGreaterThan(0);
  },
};

export const ResultWithExplanation: Story = {
  args: { questions: paperQuestions, results, mode: 'result', initialShowExplanation: true },
};

export const Preview: Story = {
  args: { mode: 'preview' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.queryByRole('button', { name: '인쇄하기' })).toBeNull();
    await expect(canvas.queryByText('틀렸어요')).toBeNull();
  },
};

/** The result as printed (the print rules applied on screen): no answer panel, timer or buttons; correct choices white on red. */
export const PrintedResult: Story = {
  args: {
    questions: paperQuestions,
    results,
    mode: 'result',
    initialShowExplanation: true,
    printPreview: true,
  },
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
    const card = canvasElement.querySelector('[data-slot="question-card"]');
    if (!card) throw new Error('no card');
    await expect(getComputedStyle(card).breakInside).toBe('avoid');
  },
};

/** A paper being taken, as printed: the answer sheet, timer, listen buttons and audio controls are hidden. */
export const PrintedTaking: Story = {
  args: { initialAnswers: partialAnswers, printPreview: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /듣기/ })).toBeNull();
    await expect(canvas.queryByRole('slider')).toBeNull();
    await expect(canvas.queryByRole('button', { name: '제출하기' })).toBeNull();
  },
};

export const LevelTest: Story = {
  args: { course: 'level', testType: 'L', remainingSeconds: 1500, initialAnswers: partialAnswers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Level Test' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-course="level"]')).not.toBeNull();
  },
};

export const CourseA: Story = { args: { course: 'a', initialAnswers: partialAnswers } };
export const CourseB: Story = { args: { course: 'b', initialAnswers: partialAnswers } };
export const CourseC: Story = { args: { course: 'c', initialAnswers: partialAnswers } };
export const CourseD: Story = { args: { course: 'd', initialAnswers: partialAnswers } };
export const CourseE: Story = { args: { course: 'e', initialAnswers: partialAnswers } };
export const CourseF: Story = { args: { course: 'f', initialAnswers: partialAnswers, testType: 'M' } };
export const CourseG: Story = { args: { course: 'g', initialAnswers: partialAnswers } };

/** Below 900 px: one column; the answer sheet waits behind a bottom bar and opens as a drawer. */
export const Mobile: Story = {
  args: { initialAnswers: partialAnswers },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: '답안지 보기 (3/9)' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('complementary', { name: '답안지' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '답안지 닫기' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvas.getByRole('button', { name: '답안지 보기 (3/9)' })).toHaveFocus();
  },
};

/**
 * Below 900 px the answer sheet's submit waits in the closed drawer, so the submit comes again after the last question
 * (the same submit and confirm). One submit is on screen at a time: the drawer's while it is open, else the end's.
 */
export const MobileSubmitAfterLastQuestion: Story = {
  args: { initialAnswers: partialAnswers },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: '제출하기' });
    const cards = canvasElement.querySelectorAll('[data-slot="question-card"]');
    const last = cards[cards.length - 1]!;
    // It follows the last question on the page.
    await expect(last.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(submit.getBoundingClientRect().top).toBeGreaterThan(last.getBoundingClientRect().bottom);
    await expect(submit).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '답안지 보기 (3/9)' }));
    await expect(canvas.getAllByRole('button', { name: '제출하기' })).toHaveLength(1);
    await expect(
      within(canvas.getByRole('complementary', { name: '답안지' })).getByRole('button', { name: '제출하기' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '답안지 닫기' }));
    await expect(canvas.getAllByRole('button', { name: '제출하기' })).toHaveLength(1);

    await userEvent.click(canvas.getByRole('button', { name: '제출하기' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('6개 문제를 풀지 않았습니다. 그래도 제출하시겠습니까?');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await expect(await canvas.findByText('제출했어요 (story)')).toBeVisible();
  },
};

/** A result at 375 px: each title takes the card's width (the mark wraps under it) and Korean wraps by words. */
export const MobileResult: Story = {
  args: { questions: paperQuestions, results, mode: 'result', initialShowExplanation: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const cards = canvasElement.querySelectorAll<HTMLElement>('[data-slot="question-card"]');
    await expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const title = card.querySelector('h2');
      if (!title) throw new Error('a card without its title');
      await expect(title.getBoundingClientRect().width).toBeGreaterThan(card.clientWidth / 2);
      await expect(getComputedStyle(title).wordBreak).toBe('keep-all');
    }
  },
};
