import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import {
  dialogueQuestion,
  exampleImageQuestion,
  openQuestion,
  paperQuestions,
  results,
  textQuestion,
  wordBoxQuestion,
} from './fixtures';
import { QuestionCard, QuestionGroup } from './question-card';
import { ResultSummary } from './result-summary';
import { TestIntro } from './test-intro';

afterEach(cleanup);

/** The card props of a marked question of the sample paper. */
function result(id: number) {
  const question = paperQuestions.find((candidate) => candidate.id === id);
  if (!question) throw new Error(`no question ${id}`);
  return { question, result: results[id] };
}

describe('given a question while taking', () => {
  it('is an article named by its number and text, with the id the answer sheet scrolls to', async () => {
    render(<QuestionCard question={textQuestion} />);
    const card = page.getByRole('article', { name: '3번 잘 듣고 들리는 낱말을 고르세요.' });
    await expect.element(card).toHaveAttribute('id', 'question-3');
    await expect
      .element(page.getByRole('radiogroup', { name: '3번 잘 듣고 들리는 낱말을 고르세요.' }))
      .toBeVisible();
  });

  it('reports the chosen choices and the typed text as its answers', async () => {
    const onChoice = vi.fn();
    const onText = vi.fn();
    render(
      <>
        <QuestionCard question={textQuestion} onAnswersChange={onChoice} />
        <QuestionCard question={openQuestion} onAnswersChange={onText} exampleImageAlt="컵 그림" />
      </>,
    );
    await userEvent.click(page.getByRole('radio', { name: `4번 ${textQuestion.choices[3]!.text}` }));
    expect(onChoice).toHaveBeenCalledWith(['4']);
    await userEvent.type(page.getByRole('textbox', { name: '7번 답 쓰기' }), 'c');
    expect(onText).toHaveBeenLastCalledWith(['c']);
    await expect.element(page.getByRole('img', { name: '컵 그림' })).toBeVisible();
  });

  it('limits a layout-C picture to 200 px', async () => {
    render(<QuestionCard question={exampleImageQuestion} exampleImageAlt="고양이 그림" />);
    const img = page.getByRole('img', { name: '고양이 그림' });
    await expect.element(img).toBeVisible();
    expect(img.element().getBoundingClientRect().width).toBeLessThanOrEqual(200);
  });

  it('shows a dialogue with its speakers, the speaker-last line right-aligned, and a word box', async () => {
    const { container } = render(
      <>
        <QuestionCard question={dialogueQuestion} />
        <QuestionCard question={wordBoxQuestion} />
      </>,
    );
    const first = container.querySelector('[data-kind="speaker-first"]');
    const last = container.querySelector<HTMLElement>('[data-kind="speaker-last"]');
    const [speakerFirst, speakerLast] = dialogueQuestion.examples!.lines;
    expect(first?.textContent).toBe(`${speakerFirst!.speaker}${speakerFirst!.text}`);
    expect(last?.textContent).toBe(`${speakerLast!.text}${speakerLast!.speaker}`);
    expect(last && getComputedStyle(last).justifyContent).toBe('flex-end');
    expect(container.querySelector('[data-slot="word-box"]')?.textContent).toBe(
      wordBoxQuestion.examples!.lines[0]!.text,
    );
  });
});

describe('given a result', () => {
  it('marks a right question with a badge in words', async () => {
    render(<QuestionCard {...result(1)} mode="result" />);
    await expect.element(page.getByText('맞았어요')).toBeVisible();
    expect(page.getByText('틀렸어요').elements()).toHaveLength(0);
  });

  it('marks a wrong question, the student choice and the correct one', async () => {
    render(<QuestionCard {...result(2)} mode="result" exampleImageAlt="고양이 그림" />);
    await expect.element(page.getByText('틀렸어요')).toBeVisible();
    const items = page.getByRole('listitem');
    const marked = results[2]!;
    const textOf = (answer: string) => exampleImageQuestion.choices[Number(answer) - 1]!.text;
    const right = marked.correctAnswers[0]!;
    const chosen = marked.answers[0]!;
    await expect
      .element(items.nth(Number(right) - 1))
      .toHaveTextContent(new RegExp(`${textOf(right)}.*정답`));
    await expect
      .element(items.nth(Number(chosen) - 1))
      .toHaveTextContent(new RegExp(`${textOf(chosen)}.*내가 고른 답`));
  });

  it('shows the explanation as a definition list only when asked', async () => {
    const { rerender } = render(<QuestionCard {...result(6)} mode="result" />);
    expect(page.getByRole('definition').elements()).toHaveLength(0);
    rerender(<QuestionCard {...result(6)} mode="result" showExplanation />);
    await expect.element(page.getByRole('term').nth(0)).toHaveTextContent('해석');
    await expect.element(page.getByRole('term').nth(1)).toHaveTextContent('해설');
    await expect.element(page.getByRole('term').nth(2)).toHaveTextContent('교재 위치');
    await expect.element(page.getByText(results[6]!.textbook!)).toBeVisible();
  });

  it('shows the written answer and the accepted ones', async () => {
    render(<QuestionCard {...result(7)} mode="result" />);
    await expect.element(page.getByText(results[7]!.answers[0]!)).toBeVisible();
    await expect.element(page.getByText('맞았어요')).toBeVisible();
    expect(page.getByRole('textbox').elements()).toHaveLength(0);
  });

  it('shows no marks in preview', async () => {
    render(<QuestionCard {...result(2)} mode="preview" />);
    expect(page.getByText(/맞았어요|틀렸어요|정답|내가 고른 답/).elements()).toHaveLength(0);
  });
});

describe('given a group', () => {
  it('shows the passage with its line breaks before its questions', async () => {
    render(
      <QuestionGroup passage={'My Pet\nI have a cat.'}>
        <QuestionCard question={textQuestion} />
      </QuestionGroup>,
    );
    const group = page.getByRole('region', { name: '함께 읽는 글' });
    await expect.element(group).toBeVisible();
    await expect.element(group.getByRole('article')).toBeVisible();
    expect((page.getByText(/My Pet/).element() as HTMLElement).innerText).toBe('My Pet\nI have a cat.');
  });

  it('names each passage by its question numbers, so two groups have distinct regions', async () => {
    render(
      <>
        <QuestionGroup passage="First passage" numbers={{ first: 4, last: 6 }}>
          <QuestionCard question={textQuestion} />
        </QuestionGroup>
        <QuestionGroup passage="Second passage" numbers={{ first: 9, last: 9 }}>
          <QuestionCard question={{ ...textQuestion, id: 9, number: 9 }} />
        </QuestionGroup>
      </>,
    );
    await expect
      .element(page.getByRole('region', { name: '4~6번 함께 읽는 글' }))
      .toHaveTextContent(/First passage/);
    await expect
      .element(page.getByRole('region', { name: '9번 함께 읽는 글' }))
      .toHaveTextContent(/Second passage/);
  });
});

describe('given the intro', () => {
  it('lists the rules and starts', async () => {
    const onStart = vi.fn();
    render(<TestIntro minutes={20} onStart={onStart} />);
    await expect.element(page.getByRole('heading', { name: '시험 전 확인하세요' })).toBeVisible();
    await expect.element(page.getByRole('listitem').nth(0)).toHaveTextContent('시험 시간은 20분입니다.');
    await userEvent.click(page.getByRole('button', { name: 'START' }));
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('shows no figure while the time is not known, only a placeholder named for screen readers', async () => {
    render(<TestIntro onStart={vi.fn()} starting />);
    const first = page.getByRole('listitem').nth(0);
    await expect.element(first).toHaveTextContent('시간이 끝나면 그때까지 고른 답이 자동으로 제출됩니다.');
    await expect.element(first).toHaveTextContent('시험 시간을 확인하고 있어요.');
    await expect.element(first).not.toHaveTextContent(/\d+분/);
    await expect.element(first.getByText('시험 시간을 확인하고 있어요.')).toBeInTheDocument();
  });
});

describe('given a result summary', () => {
  it('shows the score and reports the explanation box', async () => {
    const onShow = vi.fn();
    render(
      <ResultSummary
        score={70}
        grade="b"
        right={7}
        total={10}
        showExplanation={false}
        onShowExplanationChange={onShow}
      />,
    );
    await expect.element(page.getByText('70', { exact: true })).toBeVisible();
    await expect.element(page.getByText('10문제 중 7문제 맞았어요')).toBeVisible();
    await userEvent.click(page.getByRole('checkbox', { name: '해설 보기' }));
    expect(onShow).toHaveBeenCalledWith(true);
  });
});
