import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '@buddy/ui/testing';
import { typingFigures, type TypingLine, type TypingMode, type TypingPrompt } from './figures';
import { sampleRanking, sampleRankingOthers, wordPrompts } from './fixtures';
import { GameRanking } from './game-ranking';
import { TypingGame, typingClock } from './typing-game';
import { TypingResult } from './typing-result';
import { typingCheer } from './words';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const shortRound: readonly TypingPrompt[] = [
  { text: 'cat', hint: '고양이' },
  { text: 'dog', hint: '개' },
];

function renderGame(prompts: readonly TypingPrompt[] = wordPrompts, mode: TypingMode = 'words') {
  const onFinish = vi.fn<(lines: TypingLine[]) => void>();
  render(<TypingGame mode={mode} title="오늘의 단어" prompts={prompts} onFinish={onFinish} />);
  const input = page.getByRole('textbox', { name: '따라 입력하기' });
  return { onFinish, input };
}

/** The prompt's letters by their mark, in order ('c' correct, 'w' wrong, 'n' next, '.' not yet). */
function marks(): string {
  const code: Record<string, string> = { correct: 'c', wrong: 'w', next: 'n', todo: '.' };
  return [...document.querySelectorAll('[data-slot="typing-prompt"] > span')]
    .map((letter) => code[letter.getAttribute('data-state') ?? ''] ?? '?')
    .join('');
}

/** A clock the test moves by hand. */
function fakeClock(start = 1000) {
  const clock = { time: start };
  vi.spyOn(typingClock, 'now').mockImplementation(() => clock.time);
  return clock;
}

describe('given the figures of a round', () => {
  it.each<
    [string, TypingLine[], { cpm: number; accuracy: number; score: number; correct: number; typed: number }]
  >([
    ['no lines', [], { cpm: 0, accuracy: 0, score: 0, correct: 0, typed: 0 }],
    [
      'one perfect word in 3 s',
      [{ prompt: 'apple', typed: 'apple', ms: 3000 }],
      { cpm: 100, accuracy: 100, score: 100, correct: 5, typed: 5 },
    ],
    [
      'a wrong letter',
      [{ prompt: 'apple', typed: 'apxle', ms: 3000 }],
      { cpm: 80, accuracy: 80, score: 64, correct: 4, typed: 5 },
    ],
    [
      'a line ended early by Enter (missed letters count)',
      [{ prompt: 'school', typed: 'sch', ms: 1500 }],
      // typed counts the untyped rest of the prompt (@buddy/domain's typingFigures).
      { cpm: 120, accuracy: 50, score: 60, correct: 3, typed: 6 },
    ],
    [
      'extra letters count as typed',
      [{ prompt: 'cat', typed: 'catss', ms: 6000 }],
      { cpm: 30, accuracy: 60, score: 18, correct: 3, typed: 5 },
    ],
    [
      'case and spaces count',
      [{ prompt: 'I like apples.', typed: 'i like apples', ms: 7000 }],
      { cpm: 103, accuracy: 86, score: 89, correct: 12, typed: 14 },
    ],
    [
      'several lines add up',
      [
        { prompt: 'cat', typed: 'cat', ms: 1000 },
        { prompt: 'dog', typed: 'dig', ms: 2000 },
      ],
      { cpm: 100, accuracy: 83, score: 83, correct: 5, typed: 6 },
    ],
    [
      'no time (a one-letter line ended at its first key)',
      [{ prompt: 'a', typed: 'a', ms: 0 }],
      { cpm: 0, accuracy: 100, score: 0, correct: 1, typed: 1 },
    ],
  ])('%s', (_name, lines, expected) => {
    const ms = lines.reduce((sum, line) => sum + line.ms, 0);
    expect(typingFigures(lines)).toEqual({ ...expected, ms });
  });

  it('rounds halves up (Math.round), as the server does', () => {
    // 1 correct of 8: 12.5 % → 13; 1 correct in 0.4 s: 150 cpm; 150 × 13 / 100 = 19.5 → 20.
    expect(typingFigures([{ prompt: 'abcdefgh', typed: 'a', ms: 400 }])).toMatchObject({
      cpm: 150,
      accuracy: 13,
      score: 20,
    });
  });

  it.each([
    [250, '대단해요!'],
    [200, '대단해요!'],
    [199, '잘했어요!'],
    [100, '잘했어요!'],
    [99, '천천히 정확하게, 다음엔 더 빨라질 거예요!'],
    [0, '천천히 정확하게, 다음엔 더 빨라질 거예요!'],
  ])('cheers a score of %i with %s', (score, words) => {
    expect(typingCheer(score)).toBe(words);
  });
});

describe('given a round of words', () => {
  it('starts with the input focused, the first word, its meaning and 1 / 10', async () => {
    const { input } = renderGame();
    await expect.element(input).toHaveFocus();
    await expect.element(input).toHaveAttribute('lang', 'en');
    await expect.element(input).toHaveAttribute('autocomplete', 'off');
    await expect.element(input).toHaveAttribute('spellcheck', 'false');
    await expect.element(input).toHaveAccessibleDescription(/grandma.*할머니/);
    await expect.element(page.getByText('1 / 10')).toBeVisible();
    expect(marks()).toBe('n......');
  });

  it('marks each letter right, wrong, next and not yet as the child types', async () => {
    const { input } = renderGame();
    await userEvent.type(input, 'grx');
    expect(marks()).toBe('ccwn...');
    await expect.element(input).toHaveAccessibleDescription(/틀린 글자 1개/);
    await userEvent.keyboard('{Backspace}a');
    expect(marks()).toBe('cccn...');
    await expect.element(input).toHaveAccessibleDescription(/틀린 글자 없음/);
  });

  it('ends a line when it is as long as its prompt, mistakes and all', async () => {
    const { input } = renderGame();
    await userEvent.type(input, 'grandam');
    await expect.element(page.getByText('2 / 10')).toBeVisible();
    await expect.element(input).toHaveValue('');
    await expect.element(page.getByText('할아버지')).toBeVisible();
    expect(marks()).toBe('n......');
  });

  it('ends a line on Enter once something is typed, not before', async () => {
    const { input } = renderGame();
    await userEvent.type(input, '{Enter}');
    await expect.element(page.getByText('1 / 10')).toBeVisible();
    await userEvent.type(input, 'gr{Enter}');
    await expect.element(page.getByText('2 / 10')).toBeVisible();
    await expect.element(input).toHaveValue('');
  });

  it('calls onFinish once, after the last line, with every line and its time from its first keystroke', async () => {
    const clock = fakeClock(1000);
    const { input, onFinish } = renderGame(shortRound);
    clock.time = 1200;
    await userEvent.type(input, 'c');
    clock.time = 1800;
    await userEvent.type(input, 'at');
    // Waiting between lines does not count.
    clock.time = 5000;
    await userEvent.type(input, 'd');
    clock.time = 5900;
    await userEvent.type(input, 'i{Enter}');
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(onFinish).toHaveBeenCalledWith([
      { prompt: 'cat', typed: 'cat', ms: 600 },
      { prompt: 'dog', typed: 'di', ms: 900 },
    ]);
    await expect.element(page.getByRole('status')).toHaveTextContent('끝까지 다 입력했어요!');
    await userEvent.type(input, 'xyz{Enter}');
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('counts no Hangul and asks for the 한/영 key politely', async () => {
    const { input } = renderGame();
    await userEvent.type(input, '할머니');
    await expect.element(input).toHaveValue('');
    await expect.element(page.getByRole('status')).toHaveTextContent('한/영 키를 눌러 영어로 바꿔 주세요.');
    expect(marks()).toBe('n......');
    await userEvent.type(input, 'g');
    await expect.element(input).toHaveValue('g');
    await expect.element(page.getByRole('status')).toHaveTextContent('');
    await userEvent.type(input, 'ㅔ');
    await expect.element(input).toHaveValue('g');
    expect(marks()).toBe('cn.....');
  });

  it('shows 타수 and 정확도 live, in a region screen readers do not announce', async () => {
    const { input } = renderGame();
    const figures = page.getByRole('group', { name: '지금 기록' });
    await expect.element(figures).toHaveAttribute('aria-live', 'off');
    await expect.element(figures).toHaveTextContent(/0타.*-/);
    await userEvent.type(input, 'grx');
    await vi.waitFor(() => expect(figures.element().textContent).toMatch(/정확도67%/), { timeout: 2000 });
    await userEvent.type(input, 'nd');
    await expect.element(figures).toHaveTextContent(/정확도80%/);
  });

  it('starts again from the first line with 처음부터, focus in the input; Escape loses nothing', async () => {
    const clock = fakeClock();
    const { input, onFinish } = renderGame(shortRound);
    await userEvent.type(input, 'catd');
    await userEvent.keyboard('{Escape}');
    await expect.element(input).toHaveValue('d');
    await expect.element(page.getByText('2 / 2')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '처음부터' }));
    await expect.element(page.getByText('1 / 2')).toBeVisible();
    await expect.element(input).toHaveValue('');
    await expect.element(input).toHaveFocus();
    await expect.element(page.getByRole('group', { name: '지금 기록' })).toHaveTextContent(/0타.*-/);
    clock.time = 2000;
    await userEvent.type(input, 'c');
    clock.time = 3000;
    await userEvent.type(input, 'atdog');
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(onFinish).toHaveBeenCalledWith([
      { prompt: 'cat', typed: 'cat', ms: 1000 },
      { prompt: 'dog', typed: 'dog', ms: 0 },
    ]);
  });
});

describe('given a round of 자리 연습', () => {
  it('draws the keyboard, hidden from screen readers, with the next key lit', async () => {
    const { input } = renderGame([{ text: 'fj ;' }], 'place');
    const keyboard = document.querySelector('[data-slot="typing-keyboard"]');
    expect(keyboard?.getAttribute('aria-hidden')).toBe('true');
    const next = () =>
      [...document.querySelectorAll('[data-state="next"][data-key]')].map((key) =>
        key.getAttribute('data-key'),
      );
    expect(next()).toEqual(['f']);
    await userEvent.type(input, 'fj');
    expect(next()).toEqual(['space']);
    await userEvent.type(input, ' ');
    expect(next()).toEqual([';']);
  });

  it('makes the pressed key bounce, but not under reduced motion', async () => {
    const animate = vi.spyOn(Element.prototype, 'animate');
    const { input } = renderGame([{ text: 'asdf' }], 'place');
    await userEvent.type(input, 'a');
    expect(animate).toHaveBeenCalledTimes(1);
    expect(animate.mock.contexts[0]).toHaveProperty('dataset.key', 'a');
    cleanup();
    animate.mockClear();
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      query.includes('prefers-reduced-motion')
        ? ({
            ...matchMedia(query),
            matches: true,
            addEventListener() {},
            removeEventListener() {},
          } as MediaQueryList)
        : matchMedia(query),
    );
    const again = renderGame([{ text: 'asdf' }], 'place');
    await userEvent.type(again.input, 'as');
    expect(animate).not.toHaveBeenCalled();
  });
});

describe('given the result of a round', () => {
  const figures = { cpm: 186, accuracy: 94, score: 175 };

  it('shows the figures, the cheer of its band and the week place, and takes the focus', async () => {
    render(<TypingResult state="saved" figures={figures} rank={7} onPlayAgain={() => {}} />);
    await expect.element(page.getByRole('heading', { name: '게임 결과' })).toHaveFocus();
    await expect.element(page.getByText('잘했어요!')).toBeVisible();
    await expect
      .element(page.getByRole('group', { name: '이번 판 기록' }))
      .toHaveTextContent(/186타.*94%.*175점/);
    await expect.element(page.getByText('이번 주 7등')).toBeVisible();
    await expect.element(page.getByRole('status')).toHaveTextContent('기록을 저장했어요.');
  });

  it('saving: a polite busy status; failed: an alert with a retry', async () => {
    const onRetrySave = vi.fn();
    const props = { figures, onPlayAgain: () => {}, onRetrySave };
    const { rerender } = render(<TypingResult state="saving" {...props} />);
    await expect.element(page.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByRole('status')).toHaveTextContent('기록을 저장하고 있어요.');
    rerender(<TypingResult state="failed" {...props} />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('기록을 저장하지 못했어요.');
    await userEvent.click(page.getByRole('button', { name: '다시 저장하기' }));
    expect(onRetrySave).toHaveBeenCalledTimes(1);
  });

  it('celebrates a new best with a badge and a hop, without the hop under reduced motion', async () => {
    const animate = vi.spyOn(Element.prototype, 'animate');
    render(<TypingResult state="saved" figures={figures} best onPlayAgain={() => {}} />);
    await expect.element(page.getByText('최고 기록이에요!')).toBeVisible();
    expect(animate).toHaveBeenCalledTimes(1);
    cleanup();
    animate.mockClear();
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      query.includes('prefers-reduced-motion')
        ? ({
            ...matchMedia(query),
            matches: true,
            addEventListener() {},
            removeEventListener() {},
          } as MediaQueryList)
        : matchMedia(query),
    );
    render(<TypingResult state="saved" figures={figures} best onPlayAgain={() => {}} />);
    await expect.element(page.getByText('최고 기록이에요!')).toBeVisible();
    expect(animate).not.toHaveBeenCalled();
  });
});

describe('given the week ranking', () => {
  it('is a table with its caption, headers, medals for three and the child row marked', async () => {
    render(<GameRanking state="ready" rows={sampleRanking} />);
    const table = page.getByRole('table', { name: '이번 주 순위' });
    await expect.element(table).toBeVisible();
    expect(
      table
        .getByRole('columnheader')
        .elements()
        .map((cell) => cell.textContent),
    ).toEqual(['순위', '이름', '점수', '타수', '정확도']);
    const mine = document.querySelectorAll('tr[aria-current="true"]');
    expect(mine).toHaveLength(1);
    expect(mine[0]?.textContent).toContain('김*준');
    expect(mine[0]?.textContent).toContain('나');
    expect(document.querySelectorAll('svg[data-place]')).toHaveLength(3);
    await expect.element(page.getByRole('rowheader', { name: '박*은' })).toBeVisible();
  });

  it('shows the child place under the table when it is outside the rows', async () => {
    render(<GameRanking state="ready" rows={sampleRankingOthers} me={{ rank: 23, score: 98 }} />);
    await expect.element(page.getByText('나의 순위는 23위, 98점이에요.')).toBeVisible();
    expect(document.querySelector('tr[aria-current]')).toBeNull();
  });

  it('says when the week has no record yet, and offers a retry after an error', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<GameRanking state="ready" rows={[]} />);
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('아직 이번 주 기록이 없어요. 첫 번째 주인공이 되어 보세요!');
    rerender(<GameRanking state="error" onRetry={onRetry} />);
    await userEvent.click(page.getByRole('button', { name: '다시 불러오기' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('leaves 타수 and 정확도 out below 480 px and never overflows at 390 px', async () => {
    render(<GameRanking state="ready" rows={sampleRanking} />);
    await page.viewport(390, 800);
    await vi.waitFor(() => expect(page.getByRole('columnheader', { name: '타수' }).query()).toBeNull());
    const ranking = document.querySelector<HTMLElement>('[data-slot="game-ranking"]')!;
    expect(ranking.scrollWidth).toBeLessThanOrEqual(ranking.clientWidth);
    await page.viewport(1280, 800);
    await expect.element(page.getByRole('columnheader', { name: '타수' })).toBeVisible();
  });
});
