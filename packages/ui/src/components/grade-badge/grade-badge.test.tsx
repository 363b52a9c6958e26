import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { GradeBadge } from './grade-badge';

afterEach(cleanup);

describe('given a grade', () => {
  it.each([
    ['a', 'A등급'],
    ['b', 'B등급'],
    ['c', 'C등급'],
  ] as const)('shows grade %s in words', async (grade, text) => {
    render(<GradeBadge grade={grade} />);
    const badge = page.getByText(text);
    await expect.element(badge).toBeVisible();
    await expect.element(badge).toHaveAttribute('data-grade', grade);
  });

  it('keeps a grade readable as text against its colour (a light badge for c, a filled one for a)', async () => {
    render(
      <>
        <GradeBadge grade="a" />
        <GradeBadge grade="c" />
      </>,
    );
    const a = page.getByText('A등급').element();
    const c = page.getByText('C등급').element();
    expect(getComputedStyle(a).backgroundColor).not.toBe(getComputedStyle(c).backgroundColor);
  });
});
