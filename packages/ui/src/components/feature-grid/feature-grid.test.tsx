import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { FeatureGrid } from './feature-grid';

afterEach(cleanup);

const ITEMS = [
  { title: '하나', text: '첫째', icon: <svg data-testid="icon" /> },
  { title: '둘', text: '둘째' },
  { title: '셋', text: '셋째' },
];

describe('given three features', () => {
  it('lists them with their titles at the level asked for', async () => {
    render(<FeatureGrid items={ITEMS} headingLevel={2} />);
    await expect.element(page.getByRole('list')).toBeVisible();
    expect(page.getByRole('listitem').elements()).toHaveLength(3);
    await expect.element(page.getByRole('heading', { level: 2, name: '둘' })).toBeVisible();
  });

  it('hides the icons from assistive technology', async () => {
    const { container } = render(<FeatureGrid items={ITEMS} />);
    expect(container.querySelector('[data-testid="icon"]')?.parentElement?.getAttribute('aria-hidden')).toBe(
      'true',
    );
  });

  it('shows one column on a phone and three on desktop', async () => {
    await page.viewport(390, 800);
    const { container, rerender } = render(<FeatureGrid items={ITEMS} columns={3} />);
    const tops = () =>
      [...container.querySelectorAll('[data-slot="feature-card"]')].map(
        (card) => card.getBoundingClientRect().top,
      );
    expect(new Set(tops()).size).toBe(3);
    await page.viewport(1280, 800);
    rerender(<FeatureGrid items={ITEMS} columns={3} />);
    expect(new Set(tops()).size).toBe(1);
  });
});
