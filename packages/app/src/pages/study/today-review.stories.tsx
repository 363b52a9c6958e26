/**
 * /study/review, today's spaced review (오늘의 복습, issue 30): the real route and page over the fake /v2's review
 * (the demo member's deck: the words of the units finished and the weekly test's missed questions). Every state at
 * 390 px, and again at 900 and 1280 px. Not shot (the baselines are at their cap): the play functions check what a
 * child sees, and axe checks every state.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { reviewHandlers, SIGNED_IN, signedInAs, type ReviewOptions } from '@buddy/mocks';
import { AppStory, fakeApi } from '../../stories/app-story';

const meta = {
  title: 'App/Today’s review',
  component: AppStory,
  tags: ['!screen'],
  args: { path: '/study/review', storage: SIGNED_IN },
  parameters: { layout: 'fullscreen', ...fakeApi({ session: signedInAs('student01') }) },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const review = (options?: ReviewOptions) => fakeApi({ review: reviewHandlers(options) });

/**
 * The same story at 900 px and at 1280 px, over a fake review of its own (the fake remembers the answers it was
 * given, so that a card answered is not due again: each story needs a fresh one).
 */
function at(
  viewport: 'narrow' | 'desktop',
  story: Story,
  options: ReviewOptions,
  label = story.name ?? '',
): Story {
  return {
    ...story,
    name: `${label} (${viewport === 'narrow' ? 900 : 1280} px)`,
    parameters: review(options),
    globals: { viewport: { value: viewport } },
  };
}

/** Waits for the first card: the English word as the card's heading. */
async function firstWord(canvas: Canvas, word = 'dad') {
  return canvas.findByRole('heading', { level: 2, name: word });
}

/** Chooses a meaning and checks it; answers the feedback region once the server has marked it. */
async function answerWord(canvas: Canvas, meaning: string) {
  await userEvent.click(canvas.getByRole('radio', { name: meaning }));
  await userEvent.click(canvas.getByRole('button', { name: '확인' }));
}

async function expectBigTargets(elements: HTMLElement[]) {
  for (const element of elements) {
    const box = element.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  }
}

/** A word card: the word large with its sound, four meanings as pictures and Korean words; 확인 waits for a choice. */
export const WordCard: Story = {
  name: 'Word card',
  parameters: review(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '오늘의 복습' })).toBeVisible();
    await expect(await firstWord(canvas)).toBeVisible();
    const progress = canvas.getByRole('progressbar', { name: '복습 진행' });
    await expect(progress).toHaveAttribute('aria-valuenow', '1');
    await expect(progress).toHaveAttribute('aria-valuetext', '6개 중 1번째 카드');
    await expect(canvas.getByText('1 / 6')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'dad 듣기' })).toBeVisible();
    const choices = within(canvas.getByRole('radiogroup', { name: '알맞은 뜻을 골라요.' })).getAllByRole(
      'radio',
    );
    await expect(choices).toHaveLength(4);
    await expect(choices.map((choice) => choice.textContent)).toContain('아빠');
    await expectBigTargets([...choices, canvas.getByRole('button', { name: 'dad 듣기' })]);
    // 확인 waits for a choice, and says so.
    const check = canvas.getByRole('button', { name: '확인' });
    await expect(check).toBeDisabled();
    await expect(check).toHaveAccessibleDescription('답을 고르면 확인할 수 있어요.');
    await userEvent.click(canvas.getByRole('radio', { name: '아빠' }));
    await expect(canvas.getByRole('radio', { name: '아빠' })).toBeChecked();
    await expect(check).toBeEnabled();
    await expectBigTargets([check]);
  },
};
export const WordCardNarrow = at('narrow', WordCard, {});
export const WordCardDesktop = at('desktop', WordCard, {});

/** Right: a cheer, the example sentence with its Korean, and when the card comes back; the feedback takes the focus. */
export const RightAnswer: Story = {
  name: 'Word card, right',
  parameters: review(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await firstWord(canvas);
    await answerWord(canvas, '아빠');
    const feedback = await canvas.findByRole('region', { name: '맞았어요!' });
    await waitFor(() => expect(feedback).toHaveFocus());
    await expect(feedback).toHaveTextContent('My dad is tall.');
    await expect(feedback).toHaveTextContent('우리 아빠는 키가 커요.');
    await expect(feedback).toHaveTextContent('3일 뒤에 다시 만나요.');
    // The reaction (ADR 075): stars beside the words, and the page's sound switch.
    await expect(feedback.querySelector('[data-slot="cheer"][data-kind="right"]')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: /효과음/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('radio', { name: /아빠.*정답/ })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '확인' })).toBeNull();
    await userEvent.click(within(feedback).getByRole('button', { name: '다음' }));
    await expect(await canvas.findByText('음식을 나타내는 낱말을 두 개 고르세요.')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: '복습 진행' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
  },
};
export const RightAnswerNarrow = at('narrow', RightAnswer, {});
export const RightAnswerDesktop = at('desktop', RightAnswer, {});

/** Wrong: gently, the right meaning named and marked, the child's own choice marked, and the card back tomorrow. */
export const WrongAnswer: Story = {
  name: 'Word card, wrong',
  parameters: review(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await firstWord(canvas);
    const other = canvas.getAllByRole('radio').find((choice) => choice.textContent !== '아빠');
    const meaning = other?.textContent ?? '';
    await answerWord(canvas, meaning);
    const feedback = await canvas.findByRole('region', { name: '괜찮아요, 다시 만나요' });
    // Gently: a turn-around arrow, no stars (ADR 075).
    await expect(feedback.querySelector('[data-slot="cheer"][data-kind="wrong"] [data-star]')).toBeNull();
    await expect(feedback).toHaveTextContent('정답은 ‘아빠’예요.');
    await expect(feedback).toHaveTextContent('내일 다시 만나요.');
    await expect(canvas.getByRole('radio', { name: /아빠.*정답/ })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: new RegExp(`${meaning}.*내가 고른 답`) })).toBeChecked();
  },
};
export const WrongAnswerNarrow = at('narrow', WrongAnswer, {});
export const WrongAnswerDesktop = at('desktop', WrongAnswer, {});

/** A missed question as the paper showed it, untimed, with where it came from; "choose two" waits for two. */
export const QuestionCard: Story = {
  name: 'Question card',
  parameters: review({ questionsFirst: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/A코스 1단계 1주 주간 테스트에서 틀렸던 문제예요/)).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: /음식을 나타내는 낱말을 두 개 고르세요/ }),
    ).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: /cake/ }));
    const check = canvas.getByRole('button', { name: '확인' });
    await expect(check).toBeDisabled();
    await expect(check).toHaveAccessibleDescription('답을 2개 골라야 확인할 수 있어요.');
    await userEvent.click(canvas.getByRole('checkbox', { name: /apple/ }));
    await expect(check).toBeEnabled();
    await expectBigTargets(canvas.getAllByRole('checkbox'));
  },
};
export const QuestionCardNarrow = at('narrow', QuestionCard, { questionsFirst: true });
export const QuestionCardDesktop = at('desktop', QuestionCard, { questionsFirst: true });

/** A question answered wrong again: the paper's marks show the right answers, with the translation and the commentary. */
export const QuestionFeedback: Story = {
  name: 'Question card, wrong with the explanation',
  parameters: review({ questionsFirst: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /cake/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /moon/ }));
    await userEvent.click(canvas.getByRole('button', { name: '확인' }));
    const feedback = await canvas.findByRole('region', { name: '괜찮아요, 다시 만나요' });
    await expect(feedback).toHaveTextContent('내일 다시 만나요.');
    await expect(canvas.getByText('apple: 사과, cake: 케이크')).toBeVisible();
    await expect(canvas.getByText(/답을 두 개 모두 골라야 맞아요/)).toBeVisible();
    // The second card is the group's question: its passage above it.
    await userEvent.click(within(feedback).getByRole('button', { name: '다음' }));
    await expect(await canvas.findByText(/I have a cat\. My cat is white\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '지문 듣기' })).toBeVisible();
  },
};
export const QuestionFeedbackNarrow = at('narrow', QuestionFeedback, { questionsFirst: true });
export const QuestionFeedbackDesktop = at('desktop', QuestionFeedback, { questionsFirst: true });

/** The end: how many were reviewed and right, when the next review is, and the way home. */
export const Summary: Story = {
  parameters: review({ due: 2 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await firstWord(canvas);
    await answerWord(canvas, '아빠');
    await userEvent.click(await canvas.findByRole('button', { name: '다음' }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: /cake/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /moon/ }));
    await userEvent.click(canvas.getByRole('button', { name: '확인' }));
    await userEvent.click(await canvas.findByRole('button', { name: '복습 마치기' }));
    const summary = await canvas.findByRole('region', { name: '오늘의 복습 끝!' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByText('복습한 카드').nextElementSibling).toHaveTextContent('2개');
    await expect(within(summary).getByText('맞힌 카드').nextElementSibling).toHaveTextContent('1개');
    await expect(summary).toHaveTextContent('다음 복습은 내일, 11월 21일 토요일이에요.');
    const home = within(summary).getByRole('link', { name: '학습 홈으로' });
    await expect(home).toHaveAttribute('href', '/study');
    await expectBigTargets([home]);
  },
};
export const SummaryNarrow = at('narrow', Summary, { due: 2 }, 'Summary');
export const SummaryDesktop = at('desktop', Summary, { due: 2 }, 'Summary');

/** Today's cards all answered: a cheer and the next review's day. */
export const AllDone: Story = {
  name: 'All done today',
  parameters: review({ state: 'done' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('오늘의 복습을 모두 마쳤어요. 정말 잘했어요!')).toBeVisible();
    await expect(canvas.getByText('다음 복습은 2일 뒤, 11월 22일 일요일이에요.')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
export const AllDoneNarrow = at('narrow', AllDone, { state: 'done' });
export const AllDoneDesktop = at('desktop', AllDone, { state: 'done' });

/** Nothing scheduled yet: what fills the review. */
export const NothingYet: Story = {
  name: 'Nothing scheduled yet',
  parameters: review({ state: 'empty' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('아직 복습할 카드가 없어요.')).toBeVisible();
    await expect(canvas.getByText(/단어 학습을 끝내거나 시험을 보면/)).toBeVisible();
    // The way home, at the top and as the big button under the note.
    await expect(canvas.getAllByRole('link', { name: '학습 홈으로' })).toHaveLength(2);
  },
};
export const NothingYetNarrow = at('narrow', NothingYet, { state: 'empty' });
export const NothingYetDesktop = at('desktop', NothingYet, { state: 'empty' });

export const Loading: Story = {
  parameters: review({ hold: 'today' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      '오늘의 복습을 불러오는 중이에요…',
    );
  },
};
export const LoadingNarrow = at('narrow', Loading, { hold: 'today' }, 'Loading');
export const LoadingDesktop = at('desktop', Loading, { hold: 'today' }, 'Loading');

export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: review({ fail: 'today' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('오늘의 복습을 불러오지 못했어요.');
    await expect(canvas.getByRole('button', { name: '다시 불러오기' })).toBeVisible();
  },
};
export const LoadFailedNarrow = at('narrow', LoadFailed, { fail: 'today' });
export const LoadFailedDesktop = at('desktop', LoadFailed, { fail: 'today' });

/** The answer did not reach the server: the choice stays, and sending it again lands. */
export const SendFailed: Story = {
  name: 'Answer not sent, then sent again',
  parameters: review({ failAnswers: 1 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await firstWord(canvas);
    await answerWord(canvas, '아빠');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '답을 보내지 못했어요. 고른 답은 그대로 있어요.',
    );
    await expect(canvas.getByRole('radio', { name: '아빠' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '다시 보내기' }));
    await expect(await canvas.findByRole('region', { name: '맞았어요!' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
export const SendFailedNarrow = at('narrow', SendFailed, { failAnswers: 1 });
export const SendFailedDesktop = at('desktop', SendFailed, { failAnswers: 1 });

/** Answered in another tab (409): said gently with the server's words, and the review goes on. */
export const AnsweredElsewhere: Story = {
  name: 'Answered in another tab (409)',
  parameters: review({ elsewhere: 1 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await firstWord(canvas);
    await answerWord(canvas, '아빠');
    const note = await canvas.findByRole('region', { name: '이 카드는 건너뛸게요.' });
    await expect(note).toHaveTextContent('이 카드는 오늘 이미 복습했어요. 다음에 다시 만나요.');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(within(note).getByRole('button', { name: '다음' }));
    await expect(canvas.getByRole('progressbar', { name: '복습 진행' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
  },
};
export const AnsweredElsewhereNarrow = at('narrow', AnsweredElsewhere, { elsewhere: 1 });
export const AnsweredElsewhereDesktop = at('desktop', AnsweredElsewhere, { elsewhere: 1 });

/** A card gone (404): skipped with a note. */
export const CardGone: Story = {
  name: 'A card gone (404)',
  parameters: review({ gone: 1 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await firstWord(canvas);
    await answerWord(canvas, '아빠');
    const note = await canvas.findByRole('region', { name: '이 카드는 지금 복습할 수 없어서 건너뛸게요.' });
    await expect(within(note).getByRole('button', { name: '다음' })).toBeVisible();
  },
};
export const CardGoneNarrow = at('narrow', CardGone, { gone: 1 });
export const CardGoneDesktop = at('desktop', CardGone, { gone: 1 });

/** A member the server does not let study (403): its words, as the other study pages show them, and the way home. */
export const Refused: Story = {
  name: 'Refused (403)',
  parameters: review({ refused: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('지도휴회(취소) 회원입니다.');
    await expect(alert).toHaveAttribute('data-error-code', 'REFUSED');
    await expect(canvas.queryByRole('button', { name: '다시 불러오기' })).toBeNull();
    await expect(within(alert).getByRole('link', { name: '학습 홈으로' })).toBeVisible();
  },
};
export const RefusedNarrow = at('narrow', Refused, { refused: true });
export const RefusedDesktop = at('desktop', Refused, { refused: true });
