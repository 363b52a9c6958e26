import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { AnswerSheet } from './answer-sheet';
import { longPaper, longSheet, paperSheet, partialAnswers } from './fixtures';
import { QuestionCard } from './question-card';

afterEach(() => {
  cleanup();
  window.scrollTo(0, 0);
});

describe('given a paper of 9 questions', () => {
  it('counts a question answered once it has all its answers, a choose-two question only when complete', async () => {
    // partialAnswers: 1, 2 and the written 7 answered; 6 has one of two choices.
    render(<AnswerSheet questions={paperSheet} answers={partialAnswers} />);
    await expect.element(page.getByText('3/9')).toBeVisible();
    await expect.element(page.getByText('9문제 중 3문제 답함')).toBeInTheDocument();
    expect(page.getByRole('listitem').elements()).toHaveLength(9);
  });

  it('shows an empty sheet as 0 of 9 with every row unanswered', async () => {
    render(<AnswerSheet questions={paperSheet} answers={{}} />);
    await expect.element(page.getByText('0/9')).toBeVisible();
    expect(page.getByText('답하지 않음').elements()).toHaveLength(8);
    await expect.element(page.getByText('미작성')).toBeVisible();
  });

  it('fills the chosen circled numbers and says what was written', async () => {
    render(<AnswerSheet questions={paperSheet} answers={{ 1: ['1'], 6: ['2', '4'], 7: ['cup'] }} />);
    const rows = page.getByRole('listitem');
    await expect.element(rows.nth(0)).toHaveTextContent('고른 답 ①');
    await expect.element(rows.nth(5)).toHaveTextContent('고른 답 ②, ④');
    await expect.element(rows.nth(6)).toHaveTextContent('작성함');
    expect(rows.nth(5).element().querySelectorAll('[data-filled]')).toHaveLength(2);
  });
});

describe('given questions of 3, 4 and 5 choices', () => {
  const circles = (row: number) =>
    page.getByRole('listitem').nth(row).element().querySelector('[data-choices]')?.textContent ?? '';

  it('draws as many circled numbers as each question has choices', async () => {
    // paperSheet: 1 has 3 picture choices, 2 has 4, 6 (choose two) has 5, 7 is written.
    render(<AnswerSheet questions={paperSheet} answers={{ 1: ['3'], 2: ['4'] }} />);
    await expect.element(page.getByText('2/9')).toBeVisible();
    expect(circles(0)).toBe('①②③');
    expect(circles(1)).toBe('①②③④');
    expect(circles(5)).toBe('①②③④⑤');
    expect(page.getByRole('listitem').nth(6).element().querySelector('[data-choices]')).toBeNull();
  });

  it('draws all five for a row that does not say (a consumer written before the count, as before)', async () => {
    render(<AnswerSheet questions={[{ id: 1, number: 1, kind: 'choice', answerCount: 1 }]} answers={{}} />);
    await expect.element(page.getByText('0/1')).toBeVisible();
    expect(circles(0)).toBe('①②③④⑤');
  });

  it('keeps every row reachable by its number and named by what was chosen', async () => {
    const onNavigate = vi.fn();
    render(<AnswerSheet questions={paperSheet} answers={{ 1: ['3'] }} onNavigate={onNavigate} />);
    await expect.element(page.getByRole('listitem').nth(0)).toHaveTextContent('고른 답 ③');
    const first = page.getByRole('button', { name: '1번 문제로 가기' });
    (first.element() as HTMLElement).focus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: '2번 문제로 가기' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith(2);
  });
});

describe('given a product that counts answers by its own rule', () => {
  it('shows the count it is given', async () => {
    render(<AnswerSheet questions={paperSheet} answers={partialAnswers} answered={4} />);
    await expect.element(page.getByText('4/9')).toBeVisible();
  });
});

describe('given rows numbered by the paper', () => {
  it('shows each question by its number and navigates by its id', async () => {
    const onNavigate = vi.fn();
    render(
      <AnswerSheet
        questions={[{ id: 31, number: 1, kind: 'choice', answerCount: 1, choiceCount: 4 }]}
        answers={{ 31: ['3'] }}
        onNavigate={onNavigate}
      />,
    );
    await expect.element(page.getByRole('listitem')).toHaveTextContent('고른 답 ③');
    await userEvent.click(page.getByRole('button', { name: '1번 문제로 가기' }));
    expect(onNavigate).toHaveBeenCalledWith(31);
  });
});

describe('given answers in different save states', () => {
  it('tells each row whether its answer reached the server', async () => {
    render(
      <AnswerSheet
        questions={paperSheet}
        answers={partialAnswers}
        saveStates={{ 1: 'saved', 2: 'saving', 7: 'offline' }}
      />,
    );
    const rows = page.getByRole('listitem');
    await expect.element(rows.nth(0)).toHaveTextContent('저장됨');
    await expect.element(rows.nth(1)).toHaveTextContent('저장 중');
    await expect.element(rows.nth(6)).toHaveTextContent('연결되면 저장');
    await expect.element(rows.nth(2)).not.toHaveTextContent(/저장/);
  });
});

describe('given more than ten questions', () => {
  it('indents the rows from the eleventh', async () => {
    render(<AnswerSheet questions={longSheet} answers={{}} />);
    const rows = page.getByRole('listitem').elements();
    const left = (index: number) => rows[index]?.querySelector('button')?.getBoundingClientRect().left ?? 0;
    expect(left(9)).toBe(left(0));
    expect(left(10)).toBeGreaterThan(left(9));
    expect(left(11)).toBe(left(10));
  });
});

describe('given a question number is pressed', () => {
  it('calls onNavigate with the question when given', async () => {
    const onNavigate = vi.fn();
    render(<AnswerSheet questions={longSheet} answers={{}} onNavigate={onNavigate} />);
    await userEvent.click(page.getByRole('button', { name: '12번 문제로 가기' }));
    expect(onNavigate).toHaveBeenCalledWith(12);
  });

  it('scrolls the question to 165 px below the top and focuses it', async () => {
    render(
      <div>
        <div style={{ height: 1500 }} />
        {longPaper.slice(0, 3).map((question) => (
          <QuestionCard key={question.id} question={question} />
        ))}
        <div style={{ height: 1500 }} />
        <AnswerSheet questions={longSheet.slice(0, 3)} answers={{}} />
      </div>,
    );
    await userEvent.click(page.getByRole('button', { name: '2번 문제로 가기' }));
    const card = document.getElementById('question-2');
    await vi.waitFor(() => expect(document.activeElement).toBe(card), { timeout: 1000 });
    expect(Math.round(card?.getBoundingClientRect().top ?? 0)).toBe(165);
  });
});
