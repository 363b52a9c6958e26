import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { TableOfContents } from './table-of-contents';

afterEach(cleanup);

const ITEMS = [
  { id: 'one', label: '첫째 항목' },
  { id: 'two', label: '둘째 항목' },
];

describe('given a table of contents', () => {
  it('is a navigation named by its label, with in-page links', async () => {
    render(<TableOfContents label="목차" items={ITEMS} />);
    const nav = page.getByRole('navigation', { name: '목차' });
    await expect.element(nav.getByRole('link', { name: '둘째 항목' })).toHaveAttribute('href', '#two');
  });

  it('gives every link a target at least 44 px high', async () => {
    render(<TableOfContents label="목차" items={ITEMS} />);
    const rect = page.getByRole('link', { name: '첫째 항목' }).element().getBoundingClientRect();
    expect(rect.height).toBeGreaterThanOrEqual(44);
  });

  it('leaves the numbers out when the labels carry their own', async () => {
    const { container } = render(<TableOfContents label="목차" items={ITEMS} numbered={false} />);
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});
