import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { StepList } from './step-list';

afterEach(cleanup);

const STEPS = [
  { title: '듣기', text: '먼저 들어요.', meta: '3분' },
  { title: '말하기', text: '따라 말해요.' },
];

describe('given two steps', () => {
  it('renders an ordered list with each title as a heading and its note', async () => {
    const { container } = render(<StepList steps={STEPS} headingLevel={4} />);
    expect(container.querySelector('ol')).not.toBeNull();
    await expect.element(page.getByRole('heading', { level: 4, name: '듣기' })).toBeVisible();
    await expect.element(page.getByText('3분')).toBeVisible();
  });

  it('draws the numbers but hides them from assistive technology (the list says the order)', async () => {
    const { container } = render(<StepList steps={STEPS} />);
    const numbers = [...container.querySelectorAll('[aria-hidden="true"]')].map((n) => n.textContent);
    expect(numbers).toEqual(['1', '2']);
  });

  it('mirrors its layout', async () => {
    const { container } = render(<StepList steps={STEPS} layout="cards" />);
    expect(container.querySelector('ol')?.getAttribute('data-layout')).toBe('cards');
  });
});
