import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { placePrompts, sentencePrompts, wordPrompts } from './fixtures';
import { TypingGame } from './typing-game';

const meta = {
  title: 'Library/TypingGame',
  component: TypingGame,
  args: { mode: 'place', title: '기본 자리 익히기', prompts: placePrompts, onFinish: fn() },
  argTypes: { mode: { control: 'inline-radio', options: ['place', 'words', 'sentence'] } },
  parameters: { theme: 'brand' },
} satisfies Meta<typeof TypingGame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The letters of the prompt in each state (the marks are drawn, the prompt is read whole). */
/** The first line of the sample drills, and a letter that is not `letter`. */
const firstDrill = placePrompts[0]?.text ?? '';
const secondDrill = placePrompts[1]?.text ?? '';
const other = (letter: string | undefined) => (letter === 'q' ? 'p' : 'q');

function marks(canvasElement: HTMLElement) {
  const letters = [...canvasElement.querySelectorAll('[data-slot="typing-prompt"] > span')];
  const count = (state: string) =>
    letters.filter((letter) => letter.getAttribute('data-state') === state).length;
  return { correct: count('correct'), wrong: count('wrong'), next: count('next'), todo: count('todo') };
}

export const Playground: Story = {};

/** 자리 연습 at the start: the input has the focus, the keyboard shows the first key, nothing is counted yet. */
export const PlaceStart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '따라 입력하기' });
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveAccessibleDescription(new RegExp(firstDrill));
    await expect(canvas.getByText('1 / 8')).toBeVisible();
    await expect(canvasElement.querySelector(`[data-key="${firstDrill.charAt(0)}"]`)).toHaveAttribute(
      'data-state',
      'next',
    );
    await expect(canvasElement.querySelector('[data-slot="typing-keyboard"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await expect(canvas.getByRole('group', { name: '지금 기록' })).toHaveTextContent('0타');
  },
};

/** 단어 연습 at the start: one word, its Korean meaning under it, no keyboard. */
export const WordsStart: Story = {
  args: { mode: 'words', title: '오늘의 단어', prompts: wordPrompts },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('할머니')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '따라 입력하기' })).toHaveAccessibleDescription(
      /grandma.*할머니/,
    );
    await expect(canvasElement.querySelector('[data-slot="typing-keyboard"]')).toBeNull();
  },
};

/** 문장 연습 at the start: one sentence with its Korean. */
export const SentenceStart: Story = {
  args: { mode: 'sentence', title: '생활 속 문장', prompts: sentencePrompts },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('나는 사과를 좋아해요.')).toBeVisible();
    await expect(canvas.getByText('1 / 8')).toBeVisible();
  },
};

/** 자리 연습 mid-round: the first line done, two wrong letters in the second, the space next (groups of three). */
export const PlaceMidRound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '따라 입력하기' });
    await userEvent.type(input, firstDrill);
    await expect(canvas.getByText('2 / 8')).toBeVisible();
    await userEvent.type(
      input,
      `${secondDrill.charAt(0)}${other(secondDrill.charAt(1))}${other(secondDrill.charAt(2))}`,
    );
    await expect(marks(canvasElement)).toMatchObject({ correct: 1, wrong: 2, next: 1 });
    await expect(input).toHaveAccessibleDescription(/틀린 글자 2개/);
    // After a group of three letters the space comes next.
    await expect(canvasElement.querySelector('[data-key="space"]')).toHaveAttribute('data-state', 'next');
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: '지금 기록' })).toHaveTextContent(/정확도\s*\d+%/),
    );
  },
};

/** 단어 연습 mid-round: a word with a wrong letter. */
export const WordsMidRound: Story = {
  args: { mode: 'words', title: '오늘의 단어', prompts: wordPrompts },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '따라 입력하기' });
    await userEvent.type(input, 'grandma');
    // grandpa: two right, one wrong, the fourth next and three to come.
    await userEvent.type(input, 'grx');
    await expect(canvas.getByText('할아버지')).toBeVisible();
    await expect(marks(canvasElement)).toMatchObject({ correct: 2, wrong: 1, next: 1, todo: 3 });
  },
};

/** 문장 연습 mid-round: a sentence with mistakes and Backspace. */
export const SentenceMidRound: Story = {
  args: { mode: 'sentence', title: '생활 속 문장', prompts: sentencePrompts },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '따라 입력하기' });
    await userEvent.type(input, 'I like apples.');
    // 'I like the rain.' with one wrong letter, and two taken back.
    await userEvent.type(input, 'I like thw rai{Backspace}{Backspace}');
    await expect(input).toHaveValue('I like thw r');
    await expect(marks(canvasElement)).toMatchObject({ correct: 11, wrong: 1, next: 1 });
  },
};

/** Hangul typed (the IME in Korean mode): not counted, and a friendly word about the 한/영 key. */
export const HangulWarning: Story = {
  args: { mode: 'words', title: '오늘의 단어', prompts: wordPrompts },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '따라 입력하기' });
    await userEvent.type(input, '할머니');
    await expect(canvas.getByRole('status')).toHaveTextContent('한/영 키를 눌러 영어로 바꿔 주세요.');
    await expect(input).toHaveValue('');
    await expect(marks(canvasElement)).toMatchObject({ correct: 0, wrong: 0, next: 1 });
  },
};

/** Enter ends a line early once something is typed (the untyped letters count as missed). */
export const EnterEndsLine: Story = {
  args: { mode: 'words', title: '오늘의 단어', prompts: wordPrompts },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '따라 입력하기' });
    await userEvent.type(input, '{Enter}');
    await expect(canvas.getByText('1 / 10')).toBeVisible();
    await userEvent.type(input, 'gra{Enter}');
    await expect(canvas.getByText('2 / 10')).toBeVisible();
    await expect(canvas.getByText('할아버지')).toBeVisible();
  },
};

/** '처음부터' starts the round again, the input keeps the focus; Escape loses nothing. */
export const Restart: Story = {
  args: { mode: 'words', title: '오늘의 단어', prompts: wordPrompts },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '따라 입력하기' });
    await userEvent.type(input, 'grandmagra');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('gra');
    await userEvent.click(canvas.getByRole('button', { name: '처음부터' }));
    await expect(canvas.getByText('1 / 10')).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
  },
};

/** A short round typed to the end: onFinish once, with every line. */
export const Finished: Story = {
  args: {
    mode: 'words',
    title: '짧은 단어',
    prompts: [
      { text: 'cat', hint: '고양이' },
      { text: 'dog', hint: '개' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '따라 입력하기' });
    await userEvent.type(input, 'catdig');
    await expect(canvas.getByRole('status')).toHaveTextContent('끝까지 다 입력했어요!');
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
    await expect(args.onFinish).toHaveBeenCalledWith([
      expect.objectContaining({ prompt: 'cat', typed: 'cat' }),
      expect.objectContaining({ prompt: 'dog', typed: 'dig' }),
    ]);
    await expect(input).toHaveAttribute('readonly');
  },
};

/** At 375 px the keyboard and the prompt fit the width; the restart button stays 44 px or more. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const game = canvasElement.querySelector<HTMLElement>('[data-slot="typing-game"]')!;
    await waitFor(() => expect(game.getBoundingClientRect().width).toBeLessThan(400));
    await expect(game.scrollWidth).toBeLessThanOrEqual(game.clientWidth);
    const restart = canvas.getByRole('button', { name: '처음부터' });
    await expect(restart.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.type(canvas.getByRole('textbox', { name: '따라 입력하기' }), firstDrill.slice(0, 4));
    await expect(marks(canvasElement)).toMatchObject({ correct: 4, next: 1 });
  },
};

/** A long sentence at 375 px wraps by words, never sideways. */
export const MobileSentence: Story = {
  // The longest sentence first.
  args: {
    mode: 'sentence',
    title: '생활 속 문장',
    prompts: [...sentencePrompts].sort((a, b) => b.text.length - a.text.length),
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const prompt = canvasElement.querySelector<HTMLElement>('[data-slot="typing-prompt"]')!;
    await waitFor(() => expect(prompt.getBoundingClientRect().width).toBeLessThan(400));
    await expect(prompt.scrollWidth).toBeLessThanOrEqual(prompt.clientWidth);
    await expect(prompt.getBoundingClientRect().height).toBeGreaterThan(50);
  },
};
