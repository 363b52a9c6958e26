import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { TestHeader, Timer } from './timer';

afterEach(cleanup);

describe('given time left', () => {
  it('shows minutes and seconds in a timer named 남은 시간', async () => {
    render(<Timer seconds={542} />);
    const timer = page.getByRole('timer', { name: '남은 시간' });
    await expect.element(timer).toHaveTextContent('09:02');
    await expect.element(timer).toHaveAttribute('data-state', 'running');
  });

  it('looks urgent from the warning minute of a weekly test (2 minutes)', async () => {
    const { rerender } = render(<Timer seconds={121} warnAtMinutes={2} />);
    await expect.element(page.getByRole('timer')).toHaveAttribute('data-state', 'running');
    rerender(<Timer seconds={120} warnAtMinutes={2} />);
    await expect.element(page.getByRole('timer')).toHaveAttribute('data-state', 'warning');
    await expect.element(page.getByRole('timer')).toHaveTextContent('02:00');
  });

  it('looks urgent from 5 minutes in a level test', async () => {
    const { rerender } = render(<Timer seconds={301} warnAtMinutes={5} />);
    await expect.element(page.getByRole('timer')).toHaveAttribute('data-state', 'running');
    rerender(<Timer seconds={300} warnAtMinutes={5} />);
    await expect.element(page.getByRole('timer')).toHaveAttribute('data-state', 'warning');
  });

  it('gives no warning without a warning minute (the product decides it), but still ends', async () => {
    const { rerender } = render(<Timer seconds={61} />);
    rerender(<Timer seconds={1} />);
    await expect.element(page.getByRole('timer')).toHaveAttribute('data-state', 'running');
    await expect.element(page.getByRole('status')).toHaveTextContent('');
    rerender(<Timer seconds={0} />);
    await expect.element(page.getByRole('timer')).toHaveAttribute('data-state', 'ended');
    await expect.element(page.getByRole('status')).toHaveTextContent('시험 시간이 끝났어요.');
  });

  it('shows 00:00 and ended when time is up', async () => {
    render(<Timer seconds={-3} />);
    await expect.element(page.getByRole('timer')).toHaveTextContent('00:00');
    await expect.element(page.getByRole('timer')).toHaveAttribute('data-state', 'ended');
  });
});

describe('given the clock ticking down', () => {
  it('announces politely only at the warning moment and at zero, not every second', async () => {
    const { rerender } = render(<Timer seconds={183} warnAtMinutes={3} />);
    const status = page.getByRole('status');
    await expect.element(status).toHaveTextContent('');
    const spoken: string[] = [];
    for (const seconds of [182, 181, 180, 179, 178]) {
      rerender(<Timer seconds={seconds} warnAtMinutes={3} />);
      spoken.push(status.element().textContent ?? '');
    }
    expect(spoken).toEqual(['', '', '3분 남았어요.', '3분 남았어요.', '3분 남았어요.']);
    // The timer itself is not a live region: its text changes silently.
    expect(page.getByRole('timer').element().getAttribute('aria-live')).toBeNull();
    rerender(<Timer seconds={1} warnAtMinutes={3} />);
    rerender(<Timer seconds={0} warnAtMinutes={3} />);
    await expect.element(status).toHaveTextContent('시험 시간이 끝났어요.');
  });

  it('warns once even when a throttled tab skips the exact second', async () => {
    const { rerender } = render(<Timer seconds={125} warnAtMinutes={2} />);
    rerender(<Timer seconds={117} warnAtMinutes={2} />);
    await expect.element(page.getByRole('status')).toHaveTextContent('2분 남았어요.');
  });

  it('does not announce on resuming a paper already inside the warning time', async () => {
    const { rerender } = render(<Timer seconds={90} warnAtMinutes={2} />);
    rerender(<Timer seconds={89} warnAtMinutes={2} />);
    await expect.element(page.getByRole('timer')).toHaveAttribute('data-state', 'warning');
    await expect.element(page.getByRole('status')).toHaveTextContent('');
  });
});

describe('given the test header', () => {
  it('shows the facts, the timer and the print button in the course theme', async () => {
    const { container } = render(
      <TestHeader
        title="Weekly Test"
        courseLabel="A"
        studentName="김하늘"
        minutes={10}
        remainingSeconds={600}
        course="a"
      />,
    );
    await expect.element(page.getByRole('heading', { level: 1, name: 'Weekly Test' })).toBeVisible();
    await expect.element(page.getByText('10분')).toBeVisible();
    await expect.element(page.getByText('김하늘')).toBeVisible();
    await expect.element(page.getByRole('timer')).toHaveTextContent('10:00');
    await expect.element(page.getByRole('button', { name: '인쇄하기' })).toBeVisible();
    expect(container.querySelector('[data-course="a"]')).not.toBeNull();
  });

  it('has no timer in result mode and no print button in preview', async () => {
    render(<TestHeader title="Weekly Test" hidePrint />);
    expect(page.getByRole('timer').elements()).toHaveLength(0);
    expect(page.getByRole('button', { name: '인쇄하기' }).elements()).toHaveLength(0);
  });

  it('leaves out the empty place of the timer and the button (an intro), so that no empty row can wrap', async () => {
    // An empty item of the header's wrapping row would take a row of its own, with its gap, whenever the facts fill
    // the width: the page below moved as the facts took their font (issue 27's layout shift on the test intro).
    const { container } = render(
      <TestHeader
        title="Weekly Test"
        courseLabel="A코스 1단계 1주"
        studentName="김민준"
        minutes={10}
        hidePrint
      />,
    );
    const header = container.querySelector('[data-slot="test-header"]');
    expect([...(header?.children ?? [])].map((child) => child.tagName)).toEqual(['H1', 'DL']);
  });
});
