import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { isCurrentPath, SubNav } from './sub-nav';

afterEach(cleanup);

const ITEMS = [
  { label: '문의하기', href: '/study/qna/contacts' },
  { label: '자료실', href: '/study/qna/download' },
];

describe('isCurrentPath', () => {
  it.each([
    ['/study/qna/contacts', '/study/qna/contacts', true],
    ['/study/qna/contacts/3/edit', '/study/qna/contacts', true],
    ['/study/qna/contactsx', '/study/qna/contacts', false],
    ['/study/qna', '/study/qna/contacts', false],
  ])('%s under %s: %s', (path, href, expected) => {
    expect(isCurrentPath(path, href)).toBe(expected);
  });
});

describe('given a sub-navigation', () => {
  it('marks only the nearest item when an area’s home is a prefix of its pages', async () => {
    const items = [
      { label: '버디몬 홈', href: '/buddymon' },
      { label: '버디코인', href: '/buddymon/buddyCoin' },
    ];
    render(<SubNav label="버디몬 메뉴" items={items} currentPath="/buddymon/buddyCoin" />);
    const nav = page.getByRole('navigation', { name: '버디몬 메뉴' });
    await expect.element(nav.getByRole('link', { name: '버디코인' })).toHaveAttribute('aria-current', 'page');
    await expect.element(nav.getByRole('link', { name: '버디몬 홈' })).not.toHaveAttribute('aria-current');
    cleanup();
    render(<SubNav label="버디몬 메뉴" items={items} currentPath="/buddymon" />);
    await expect
      .element(nav.getByRole('link', { name: '버디몬 홈' }))
      .toHaveAttribute('aria-current', 'page');
    await expect.element(nav.getByRole('link', { name: '버디코인' })).not.toHaveAttribute('aria-current');
  });

  it('lists its links by name with their hrefs and marks only the current one', async () => {
    render(<SubNav label="Q&A 메뉴" items={ITEMS} currentPath="/study/qna/contacts/write" />);
    const nav = page.getByRole('navigation', { name: 'Q&A 메뉴' });
    await expect.element(nav.getByRole('link', { name: '문의하기' })).toHaveAttribute('aria-current', 'page');
    await expect.element(nav.getByRole('link', { name: '자료실' })).not.toHaveAttribute('aria-current');
    await expect
      .element(nav.getByRole('link', { name: '자료실' }))
      .toHaveAttribute('href', '/study/qna/download');
  });

  it('gives each link a target at least 44 px high', async () => {
    render(<SubNav label="Q&A 메뉴" items={ITEMS} currentPath="/" />);
    const rect = page.getByRole('link', { name: '자료실' }).element().getBoundingClientRect();
    expect(rect.height).toBeGreaterThanOrEqual(44);
  });

  it('brings the current item into view when the row is narrower than its items, and leaves the page where it was', async () => {
    const items = ['버디몬 홈', '랜드', '마이 버디몬', '버디샵', '성장 앨범', '버디코인'].map(
      (label, index) => ({
        label,
        href: `/buddymon/page${index}`,
      }),
    );
    render(
      <div style={{ width: 240 }}>
        <SubNav label="버디몬 메뉴" items={items} currentPath="/buddymon/page5" />
      </div>,
    );
    const nav = page.getByRole('navigation', { name: '버디몬 메뉴' }).element();
    const link = page.getByRole('link', { name: '버디코인' }).element();
    await expect.poll(() => nav.scrollLeft).toBeGreaterThan(0);
    const row = nav.getBoundingClientRect();
    const box = link.getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(row.left);
    expect(box.right).toBeLessThanOrEqual(row.right);
    expect(window.scrollX).toBe(0);
  });

  it('does not scroll a row whose current item is already in view', async () => {
    render(
      <div style={{ width: 240 }}>
        <SubNav label="Q&A 메뉴" items={ITEMS} currentPath="/study/qna/contacts" />
      </div>,
    );
    await expect
      .element(page.getByRole('link', { name: '문의하기' }))
      .toHaveAttribute('aria-current', 'page');
    expect(page.getByRole('navigation', { name: 'Q&A 메뉴' }).element().scrollLeft).toBe(0);
  });
});
