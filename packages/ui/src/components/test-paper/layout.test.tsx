import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { AnswerSheet, sheetQuestion } from './answer-sheet';
import { paperQuestions, partialAnswers } from './fixtures';
import { SubmitArea, TestPaperLayout } from './layout';
import { TestHeader } from './timer';

afterEach(async () => {
  cleanup();
  await page.viewport(1280, 800);
});

function Paper({ onSubmit = () => undefined }: { onSubmit?: () => void }) {
  return (
    <TestPaperLayout
      course="d"
      header={
        <TestHeader
          title="Weekly Test"
          courseLabel="A코스 1단계 1주"
          studentName="이서연"
          minutes={10}
          remainingSeconds={300}
        />
      }
      answered={3}
      total={9}
      answerSheet={
        <AnswerSheet
          questions={paperQuestions.map(sheetQuestion)}
          answers={partialAnswers}
          submit={<SubmitArea onSubmit={onSubmit} />}
        />
      }
      footer={<button type="button">목록</button>}
    >
      <p style={{ height: 2000 }}>questions</p>
    </TestPaperLayout>
  );
}

describe('given the submit area', () => {
  it('submits when pressed', async () => {
    const onSubmit = vi.fn();
    render(<SubmitArea onSubmit={onSubmit} />);
    await userEvent.click(page.getByRole('button', { name: '제출하기' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is busy while submitting: it says so, keeps focus and ignores presses', async () => {
    const onSubmit = vi.fn();
    render(<SubmitArea onSubmit={onSubmit} submitting />);
    const button = page.getByRole('button', { name: '제출하는 중…' });
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { force: true });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a failure in an alert that describes the button, and clears it', async () => {
    const { rerender } = render(<SubmitArea error="서버와의 통신중 에러가 발생했습니다." />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('서버와의 통신중 에러가 발생했습니다.');
    await expect
      .element(page.getByRole('button', { name: '제출하기' }))
      .toHaveAccessibleDescription('서버와의 통신중 에러가 발생했습니다.');
    rerender(<SubmitArea />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('');
  });
});

describe('given the paper on a desktop', () => {
  it('puts the 700 px questions left of the 210 px answer sheet, in a 1120 px container', async () => {
    render(<Paper />);
    const list = page.getByRole('region', { name: '문제' }).element();
    const sheet = page.getByRole('complementary', { name: '답안지' }).element();
    expect(list.getBoundingClientRect().width).toBe(700);
    expect(sheet.getBoundingClientRect().width).toBe(210);
    expect(sheet.getBoundingClientRect().left).toBeGreaterThan(list.getBoundingClientRect().right);
    const container = document.querySelector<HTMLElement>('[data-slot="test-paper-layout"]');
    expect(container?.getBoundingClientRect().width).toBe(1120);
    expect(container?.getAttribute('data-course')).toBe('d');
    expect(page.getByRole('button', { name: /답안지 보기/ }).query()).toBeNull();
  });

  it('keeps the answer sheet in view while the questions scroll', async () => {
    render(<Paper />);
    window.scrollTo({ top: 1200, behavior: 'instant' });
    await expect.poll(() => page.getByRole('complementary').element().getBoundingClientRect().top).toBe(165);
    window.scrollTo({ top: 0, behavior: 'instant' });
  });

  it('keeps the whole header, its timer and print button, in view while the questions scroll (issue 30, defect 4)', async () => {
    render(<Paper />);
    window.scrollTo({ top: 1200, behavior: 'instant' });
    await expect
      .poll(() => page.getByRole('timer').element().getBoundingClientRect().top)
      .toBeGreaterThanOrEqual(0);
    const timer = page.getByRole('timer').element().getBoundingClientRect();
    expect(timer.bottom).toBeLessThan(100);
    expect(
      page.getByRole('button', { name: '인쇄하기' }).element().getBoundingClientRect().top,
    ).toBeGreaterThanOrEqual(0);
    expect(
      page.getByRole('heading', { name: 'Weekly Test' }).element().getBoundingClientRect().top,
    ).toBeGreaterThanOrEqual(0);
    window.scrollTo({ top: 0, behavior: 'instant' });
  });

  it('marks the answer sheet, footer and timer to be left out of print', async () => {
    render(<Paper />);
    const hidden = (element: Element) => element.closest('[data-print-hide]') !== null;
    expect(hidden(page.getByRole('complementary').element())).toBe(true);
    expect(hidden(page.getByRole('button', { name: '목록' }).element())).toBe(true);
    expect(hidden(page.getByRole('timer').element())).toBe(true);
    expect(hidden(page.getByText('questions').element())).toBe(false);
  });
});

describe('given the paper on a phone', () => {
  it('hides the answer sheet behind a bottom bar that opens and closes it', async () => {
    await page.viewport(375, 740);
    render(<Paper />);
    const open = page.getByRole('button', { name: '답안지 보기 (3/9)' });
    await expect.element(open).toBeVisible();
    await expect.element(open).toHaveAttribute('aria-expanded', 'false');
    expect(page.getByRole('complementary').query()).toBeNull();
    const bar = open.element().getBoundingClientRect();
    expect(Math.round(bar.bottom)).toBe(740);

    await userEvent.click(open);
    await expect.element(page.getByRole('complementary', { name: '답안지' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: '제출하기' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '답안지 닫기' }));
    expect(page.getByRole('complementary').query()).toBeNull();
  });

  it('keeps only the row of the timer and print button in view while the questions scroll (issue 30, defect 4)', async () => {
    await page.viewport(375, 740);
    render(<Paper />);
    const title = page.getByRole('heading', { name: 'Weekly Test' }).element();
    const timer = page.getByRole('timer').element();
    // Wrapped below the title and the facts on a phone.
    expect(timer.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().bottom);
    window.scrollTo({ top: 1200, behavior: 'instant' });
    await expect.poll(() => title.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    expect(timer.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    expect(timer.getBoundingClientRect().bottom).toBeLessThan(80);
    expect(
      page.getByRole('button', { name: '인쇄하기' }).element().getBoundingClientRect().top,
    ).toBeGreaterThanOrEqual(0);
    window.scrollTo({ top: 0, behavior: 'instant' });
  });

  it('closes the drawer when a question is jumped to from it (issue 30, defect 4)', async () => {
    await page.viewport(375, 740);
    render(<Paper />);
    await userEvent.click(page.getByRole('button', { name: '답안지 보기 (3/9)' }));
    await expect.element(page.getByRole('complementary', { name: '답안지' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '3번 문제로 가기' }));
    expect(page.getByRole('complementary').query()).toBeNull();
    await expect
      .element(page.getByRole('button', { name: '답안지 보기 (3/9)' }))
      .toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the drawer with Escape and returns focus to its button', async () => {
    await page.viewport(375, 740);
    render(<Paper />);
    await userEvent.click(page.getByRole('button', { name: '답안지 보기 (3/9)' }));
    page.getByRole('button', { name: '1번 문제로 가기' }).element().focus();
    await userEvent.keyboard('{Escape}');
    expect(page.getByRole('complementary').query()).toBeNull();
    await expect.element(page.getByRole('button', { name: '답안지 보기 (3/9)' })).toHaveFocus();
  });
});

describe('given a paper with the submit again after its last question', () => {
  function EndSubmitPaper({ onSubmit }: { onSubmit: () => void }) {
    const submit = <SubmitArea onSubmit={onSubmit} />;
    return (
      <TestPaperLayout
        header={<TestHeader title="Weekly Test" />}
        answered={3}
        total={9}
        answerSheet={
          <AnswerSheet
            questions={paperQuestions.map(sheetQuestion)}
            answers={partialAnswers}
            submit={submit}
          />
        }
        endSubmit={submit}
      >
        <p>questions</p>
      </TestPaperLayout>
    );
  }

  it('shows one submit at a time on a phone: after the questions, or in the open drawer', async () => {
    await page.viewport(375, 740);
    const onSubmit = vi.fn();
    render(<EndSubmitPaper onSubmit={onSubmit} />);
    expect(page.getByRole('button', { name: '제출하기' }).all()).toHaveLength(1);
    await userEvent.click(page.getByRole('button', { name: '제출하기' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(page.getByRole('button', { name: '답안지 보기 (3/9)' }));
    expect(page.getByRole('button', { name: '제출하기' }).all()).toHaveLength(1);
    await expect
      .element(page.getByRole('complementary', { name: '답안지' }).getByRole('button', { name: '제출하기' }))
      .toBeVisible();
  });

  it('keeps only the answer sheet’s submit on a desktop', async () => {
    render(<EndSubmitPaper onSubmit={() => undefined} />);
    expect(page.getByRole('button', { name: '제출하기' }).all()).toHaveLength(1);
    await expect
      .element(page.getByRole('complementary', { name: '답안지' }).getByRole('button', { name: '제출하기' }))
      .toBeVisible();
  });
});

describe('given a paper without an answer sheet', () => {
  it('puts the aside beside the questions on a desktop and the footer under the questions', async () => {
    render(
      <TestPaperLayout
        header={<TestHeader title="Weekly Test" />}
        aside={<p>cheer</p>}
        footer={<button type="button">홈으로</button>}
      >
        <p>questions</p>
      </TestPaperLayout>,
    );
    const list = page.getByRole('region', { name: '문제' }).element().getBoundingClientRect();
    const aside = page.getByText('cheer').element().getBoundingClientRect();
    const footer = page.getByRole('button', { name: '홈으로' }).element().getBoundingClientRect();
    expect(aside.left).toBeGreaterThanOrEqual(list.right);
    expect(Math.abs(footer.left + footer.width / 2 - (list.left + list.width / 2))).toBeLessThan(2);
  });

  it('centres a single column (the intro) on a desktop', async () => {
    render(
      <TestPaperLayout header={<TestHeader title="Weekly Test" />}>
        <p>intro</p>
      </TestPaperLayout>,
    );
    const layout = document.querySelector('[data-slot="test-paper-layout"]')!.getBoundingClientRect();
    const list = page.getByRole('region', { name: '문제' }).element().getBoundingClientRect();
    expect(Math.abs(list.left + list.width / 2 - (layout.left + layout.width / 2))).toBeLessThan(2);
  });
});
