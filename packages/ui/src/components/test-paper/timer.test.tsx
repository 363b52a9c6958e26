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

  it('looks urgent in the last minute', async () => {
    const { rerender } = render(<Timer seconds={61} />);
    await expect.element(page.getByRole('timer')).toHaveAttribute('data-state', 'running');
    rerender(<Timer seconds={60} />);
    await expect.element(page.getByRole('timer')).toHaveAttribute('data-state', 'warning');
    await expect.element(page.getByRole('timer')).toHaveTextContent('01:00');
  });

  it('shows 00:00 and ended when time is up', async () => {
    render(<Timer seconds={-3} />);
    await expect.element(page.getByRole('timer')).toHaveTextContent('00:00');
    await expect.element(page.getByRole('timer')).toHaveAttribute('data-state', 'ended');
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
});
