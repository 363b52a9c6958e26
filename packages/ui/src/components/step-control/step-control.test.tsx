import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { StepControl } from './step-control';

afterEach(cleanup);

describe('given the step control of seven steps', () => {
  it.each([
    [1, '이전 단계', null],
    [7, '다음 단계', null],
    [4, '이전 단계', 3],
    [4, '다음 단계', 5],
  ])('at step %i, %s moves to %s', async (step, name, expected) => {
    const onValueChange = vi.fn();
    render(<StepControl value={step} max={7} onValueChange={onValueChange} />);
    // An inactive button is aria-disabled (still focusable): force the click through Playwright's enabled check.
    await userEvent.click(page.getByRole('button', { name }), { force: true });
    if (expected === null) {
      expect(onValueChange).not.toHaveBeenCalled();
      await expect.element(page.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
    } else {
      expect(onValueChange).toHaveBeenCalledWith(expected);
    }
  });

  it('keeps showing the step it is given until its owner changes it (controlled)', async () => {
    const onValueChange = vi.fn();
    render(<StepControl value={2} max={7} onValueChange={onValueChange} />);
    await userEvent.click(page.getByRole('button', { name: '다음 단계' }));
    expect(onValueChange).toHaveBeenCalledWith(3);
    await expect.element(page.getByText('2단계')).toBeVisible();
  });

  it('moves by itself from its first step when no one controls it', async () => {
    render(<StepControl max={3} />);
    await expect.element(page.getByText('1단계')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '다음 단계' }));
    await userEvent.click(page.getByRole('button', { name: '다음 단계' }));
    await expect.element(page.getByText('3단계')).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: '다음 단계' }))
      .toHaveAttribute('aria-disabled', 'true');
  });

  it('follows its owner’s step', async () => {
    function Owner() {
      const [step, setStep] = useState(5);
      return <StepControl value={step} max={7} onValueChange={setStep} />;
    }
    render(<Owner />);
    await userEvent.click(page.getByRole('button', { name: '다음 단계' }));
    await expect.element(page.getByText('6단계')).toBeVisible();
  });

  it('takes another product’s words', async () => {
    render(
      <StepControl value={2} max={4} words={{ current: (step) => `Level ${step}`, next: 'Next level' }} />,
    );
    await expect.element(page.getByText('Level 2')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Next level' })).toBeVisible();
  });
});
