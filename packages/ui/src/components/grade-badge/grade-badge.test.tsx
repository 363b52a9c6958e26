import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { GradeBadge } from './grade-badge';

afterEach(cleanup);

describe('given a score', () => {
  it.each([
    [100, 'a', 'A등급'],
    [90, 'a', 'A등급'],
    [89, 'b', 'B등급'],
    [70, 'b', 'B등급'],
    [69, 'c', 'C등급'],
    [0, 'c', 'C등급'],
  ])('shows %i as grade %s in words', async (score, grade, text) => {
    render(<GradeBadge score={score} />);
    const badge = page.getByText(text);
    await expect.element(badge).toBeVisible();
    await expect.element(badge).toHaveAttribute('data-grade', grade);
  });

  it('keeps a grade readable as text against its colour (a light badge for c, a filled one for a)', async () => {
    render(
      <>
        <GradeBadge score={95} />
        <GradeBadge score={10} />
      </>,
    );
    const a = page.getByText('A등급').element();
    const c = page.getByText('C등급').element();
    expect(getComputedStyle(a).backgroundColor).not.toBe(getComputedStyle(c).backgroundColor);
  });
});
